import Foundation
import RouteInterface
import Simulator
import Testing

/// Issue 13 item 2 in the engine: a universal link (`NSUserActivityTypeBrowsingWeb` with a `webpageURL`) on
/// one of the app's associated domains routes as its URL through the URL registrations, cold from the
/// connection options and warm from `scene(_:continue:)`; signed out it waits (R8) and lands after sign-in.
/// Off the associated domains the system refuses it before the app sees it, as it refuses an undeclared
/// scheme: no intent, no trace, a warning.
@MainActor @Suite struct UniversalLinkRoutingTests {
    private func app() -> TestApp {
        let app = TestApp()
        app.associatedDomains = ["applinks:*.example.com", "applinks:example.com"]
        app.registrations.insert(.url(URL(string: "https://example.com/items")))
        app.registrations.insert(.url(URL(string: "https://www.example.com/items")))
        return app
    }

    @Test func aColdLinkSignedOutWaitsAndLandsAfterSignIn() throws {
        let app = app()
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload(activities: [.universalLink("https://www.example.com/items/7")])))
        try simulator.apply(.auth(.signedOut))
        try simulator.apply(.wait(seconds: 1))
        #expect(app.executions.isEmpty)
        #expect(simulator.intentTraces.map { "\($0.intent)" } == ["url:https://www.example.com/items/7"])
        try simulator.apply(.signIn)
        try simulator.apply(.wait(seconds: 1))
        #expect(app.executions == ["main url:https://www.example.com/items/7"])
    }

    @Test func aWarmLinkRoutesAsItsURL() throws {
        let app = app()
        let simulator = try app.launched()
        try simulator.apply(.continueActivity(.universalLink("https://example.com/items/8"), window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(app.executions == ["main url:https://example.com/items/8"])
        #expect(app.handlerErrors.isEmpty)
    }

    @Test func aLinkOffTheAssociatedDomainsIsRefusedAsAnUndeclaredSchemeIs() throws {
        let app = app()
        let simulator = try app.launched()
        let before = simulator.intentTraces.count
        try simulator.apply(.continueActivity(.universalLink("https://example.org/items/9"), window: nil))
        try simulator.apply(.open(url: "undeclared://items/9", window: nil))
        try simulator.apply(.wait(seconds: 1))
        // Neither reaches the engine: no trace, no error handler, no execution; the system warns for each.
        #expect(simulator.intentTraces.count == before)
        #expect(app.executions.isEmpty)
        #expect(app.handlerErrors.isEmpty)
        #expect(simulator.warnings.contains { $0.hasPrefix("universal link refused: https://example.org/items/9") && $0.contains("the app never sees it") })
        #expect(simulator.warnings.contains { $0.hasPrefix("URL refused: undeclared://items/9") && $0.contains("the app never sees it") })
        // Cold, the refused link launches nothing either: the app starts without it.
        let cold = app.simulator()
        try cold.apply(.launch(LaunchPayload(activities: [.universalLink("https://example.org/items/9")])))
        try cold.apply(.auth(.signedIn))
        try cold.apply(.wait(seconds: 1))
        #expect(cold.intentTraces.isEmpty)
    }
}
