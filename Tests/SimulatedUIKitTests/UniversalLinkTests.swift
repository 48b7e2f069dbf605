import Foundation
import Testing
import AppLinks
@testable import SimulatedUIKit

/// Universal links: a browsing-web activity reaches the app only for hosts its
/// `applinks:` associated domains cover, cold in the connection options and warm through `continue`,
/// without its type in `NSUserActivityTypes`.
@MainActor
@Suite("Universal links")
struct UniversalLinkTests {
    private func link(_ text: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: text)
        return activity
    }

    private func device(_ domains: [String] = ["applinks:*.example.com", "applinks:example.org"]) -> TestDevice {
        let app = TestDevice()
        app.device.bundle.associatedDomains = domains
        return app
    }

    @Test("*.example.com covers subdomains but not example.com itself; a plain entry covers only its host")
    func wildcardRules() throws {
        let wildcard = try #require(AssociatedDomain("applinks:*.Example.com"))
        #expect(wildcard.matches(host: "www.example.com"))
        #expect(wildcard.matches(host: "a.b.EXAMPLE.com"))
        #expect(!wildcard.matches(host: "example.com"))
        #expect(!wildcard.matches(host: "badexample.com"))
        let plain = try #require(AssociatedDomain("applinks:example.org?mode=developer"))
        #expect(plain.matches(host: "example.org"))
        #expect(!plain.matches(host: "www.example.org"))
        #expect(AssociatedDomain("applinks:") == nil)
        #expect(AssociatedDomain("example.com") == nil)
        #expect(AssociatedDomain("applinks:example.com:99999") == nil)
        #expect(!AssociatedDomain.applinks(["webcredentials:example.org"], match: URL(string: "https://example.org/x")!))
    }

    @Test("a warm universal link on an associated domain goes to continue without a declared type")
    func warmAccepted() throws {
        let app = try device().launched()
        app.device.continueActivity(link("https://www.example.com/notes/7"), in: nil)
        #expect(app.log.lines == ["S1 continue NSUserActivityTypeBrowsingWeb"])
    }

    @Test("a warm universal link off the associated domains never reaches the app, with a warning naming them")
    func warmRefused() throws {
        let app = try device().launched()
        app.device.continueActivity(link("https://example.com/notes/7"), in: nil)
        #expect(app.log.lines.isEmpty)
        #expect(app.console(.warning).contains { $0.contains("universal link refused: https://example.com/notes/7") && $0.contains("applinks:*.example.com") })
    }

    @Test("a cold universal link rides in the connection options with its webpageURL; a refused one does not")
    func cold() throws {
        let app = device()
        try app.device.launch(urlContexts: [], userActivities: [link("https://example.org/a")], shortcutItem: nil)
        let delivered = app.settings.connectionOptions["S1"]?.userActivities.first
        #expect(delivered?.webpageURL?.absoluteString == "https://example.org/a")

        let refusing = device([])
        try refusing.device.launch(urlContexts: [], userActivities: [link("https://example.org/a")], shortcutItem: nil)
        #expect(refusing.settings.connectionOptions["S1"]?.userActivities.isEmpty == true)
        #expect(refusing.console(.warning).contains { $0.contains("declared: none") })
    }

    @Test("a browsing-web activity whose URL is not http or https is refused")
    func notWeb() throws {
        let app = try device().launched()
        app.device.continueActivity(link("ftp://www.example.com/x"), in: nil)
        #expect(app.log.lines.isEmpty)
        #expect(app.console(.warning).contains { $0.contains("http or https") })
    }
}

/// U13: the host and port of a link are the ones a browser reads; a link the browser opens on another
/// site, or on a port no entry names, never reaches the app.
@MainActor
@Suite("Universal links: the browser's host and port (U13)")
struct UniversalLinkHostTests {
    @Test("a backslash before @ makes the text before it the host, as a browser reads it: not the app's link")
    func backslashUserInfo() throws {
        let address = try #require(WebAddress("https://evil.example\\@www.example.com/messages/42"))
        #expect(!AssociatedDomain.applinks(["applinks:www.example.com"], match: address))
        #expect(AssociatedDomain.applinks(["applinks:www.example.com"], match: URL(string: "https://www.example.com/messages/42")!))
    }

    @Test("a port the entry does not name does not match; the default port written out does; an entry's own port matches only itself")
    func ports() {
        let plain = ["applinks:www.example.com"]
        #expect(!AssociatedDomain.applinks(plain, match: URL(string: "https://www.example.com:8443/messages/42")!))
        #expect(AssociatedDomain.applinks(plain, match: URL(string: "https://www.example.com:443/messages/42")!))
        let ported = ["applinks:www.example.com:8443"]
        #expect(AssociatedDomain.applinks(ported, match: URL(string: "https://www.example.com:8443/x")!))
        #expect(!AssociatedDomain.applinks(ported, match: URL(string: "https://www.example.com/x")!))
    }
}
