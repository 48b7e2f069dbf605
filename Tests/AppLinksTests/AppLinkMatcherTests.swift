import AppLinks
import Foundation
import Testing

/// U13: whether a universal link opens the app, from the domain's apple-app-site-association file, by
/// the rules and examples of Apple's Bundle Resources documentation (`applinks`, `Details`,
/// `Components`, `Query`, `SubstitutionVariables`) and the edge cases around them.
@Suite("apple-app-site-association verdicts (U13)")
struct AppLinkMatcherTests {
    static let app = "ABCDE12345.com.example.app"

    /// A file with one detail for ``app`` holding `components` (JSON), with optional domain-level extras.
    static func file(_ components: String, extra: String = "", detailExtra: String = "") -> String {
        """
        {"applinks": {\(extra)"details": [{"appIDs": ["\(app)"], \(detailExtra)"components": [\(components)]}]}}
        """
    }

    static func verdict(_ json: String, _ url: String, app: String? = nil) throws -> AppLinkMatcher.Verdict {
        let association = try AppSiteAssociation(json: Data(json.utf8))
        let address = try #require(WebAddress(url))
        return AppLinkMatcher(association).verdict(for: address, appID: app)
    }

    /// Apple's own example file (`applinks` overview): excluded buy paths, the help path, a fragment exclusion.
    static let appleExample = """
        {"applinks": {"details": [{
          "appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"],
          "components": [
            {"#": "no_universal_links", "exclude": true, "comment": "fragment no_universal_links opens in the browser"},
            {"/": "/buy/*", "comment": "any URL whose path starts with /buy/"},
            {"/": "/help/website/*", "exclude": true, "comment": "excluded"},
            {"/": "/help/*", "?": {"articleNumber": "????"}, "comment": "a four-character articleNumber"}
          ]}]}}
        """

    @Test(
        "Apple's documented example",
        arguments: [
            ("https://www.example.com/buy/shoes", true),
            ("https://www.example.com/buy/shoes#no_universal_links", false),
            ("https://www.example.com/buy", false),
            ("https://www.example.com/help/website/faq", false),
            ("https://www.example.com/help/contact?articleNumber=1234", true),
            ("https://www.example.com/help/contact?articleNumber=12345", false),
            ("https://www.example.com/help/contact?articleNumber=123", false),
            ("https://www.example.com/help/contact", false),
            ("https://www.example.com/help/contact?lang=en&articleNumber=abcd", true),
            ("https://www.example.com/", false),
        ])
    func appleExample(url: String, opensApp: Bool) throws {
        #expect(try Self.verdict(Self.appleExample, url).opensApp == opensApp)
    }

    @Test(
        "path patterns: * is greedy and crosses /, ? is one character, ?* one or more",
        arguments: [
            (#"{"/": "/videos/*"}"#, "https://e.com/videos/a/b/c", true),
            (#"{"/": "/videos/*"}"#, "https://e.com/videos/", true),
            (#"{"/": "/videos/*"}"#, "https://e.com/videos", false),
            (#"{"/": "/videos/*/clip"}"#, "https://e.com/videos/x/y/clip", true),
            (#"{"/": "/videos/*/clip"}"#, "https://e.com/videos/x/clip/more", false),
            (#"{"/": "/v/?"}"#, "https://e.com/v/1", true),
            (#"{"/": "/v/?"}"#, "https://e.com/v/12", false),
            (#"{"/": "/v/?"}"#, "https://e.com/v/", false),
            (#"{"/": "/v/?*"}"#, "https://e.com/v/", false),
            (#"{"/": "/v/?*"}"#, "https://e.com/v/12/3", true),
            (#"{"/": "*.pdf"}"#, "https://e.com/a/b.pdf", true),
            (#"{"/": "/a*b*c"}"#, "https://e.com/abxbyc", true),
            (#"{"/": "/a*b*c"}"#, "https://e.com/abxbyd", false),
            (#"{"/": "/exact"}"#, "https://e.com/exact/", false),
            (#"{}"#, "https://e.com/anything?x=1#y", true),
        ])
    func paths(component: String, url: String, opensApp: Bool) throws {
        #expect(try Self.verdict(Self.file(component), url).opensApp == opensApp)
    }

    @Test(
        "query: a string matches the whole query, an object each named item's value",
        arguments: [
            (#"{"?": "id=*"}"#, "https://e.com/p?id=7", true),
            (#"{"?": "id=*"}"#, "https://e.com/p?x=1&id=7", false),
            (#"{"?": "*"}"#, "https://e.com/p", true),
            (#"{"?": "?*"}"#, "https://e.com/p", false),
            (#"{"?": {"productID": "12345"}}"#, "https://e.com/p?productID=12345", true),
            (#"{"?": {"productID": "12345"}}"#, "https://e.com/p?productID=123456", false),
            (#"{"?": {"q": "?*"}}"#, "https://e.com/p?q=", false),
            (#"{"?": {"q": "?*"}}"#, "https://e.com/p?q", false),
            (#"{"?": {"q": "*"}}"#, "https://e.com/p", true),
            (#"{"?": {"q": "?*"}}"#, "https://e.com/p?other=1", false),
            (#"{"?": {"tab": "home"}}"#, "https://e.com/p?tab=settings&tab=home", true),
            (#"{"?": {"a": "1", "b": "2"}}"#, "https://e.com/p?b=2&a=1&c=3", true),
            (#"{"?": {"a": "1", "b": "2"}}"#, "https://e.com/p?a=1", false),
        ])
    func queries(component: String, url: String, opensApp: Bool) throws {
        #expect(try Self.verdict(Self.file(component), url).opensApp == opensApp)
    }

    @Test(
        "fragments, case and percent-encoding",
        arguments: [
            (##"{"#": "section-?"}"##, "https://e.com/p#section-2", true),
            (##"{"#": "section-?"}"##, "https://e.com/p", false),
            (#"{"/": "/Videos/*"}"#, "https://e.com/videos/1", false),
            (#"{"/": "/Videos/*", "caseSensitive": false}"#, "https://e.com/VIDEOS/1", true),
            (#"{"/": "/a b"}"#, "https://e.com/a%20b", false),
            (#"{"/": "/a%20b"}"#, "https://e.com/a%20b", true),
            (#"{"/": "/a b", "percentEncoded": false}"#, "https://e.com/a%20b", true),
            (#"{"/": "/café/*", "percentEncoded": false}"#, "https://e.com/caf%C3%A9/menu", true),
            (#"{"/": "/caf?", "percentEncoded": false}"#, "https://e.com/caf%C3%A9", true),
            (#"{"/": "/caf?"}"#, "https://e.com/caf%C3%A9", false),
            (#"{"/": "/café", "percentEncoded": false, "caseSensitive": false}"#, "https://e.com/CAF%C3%89", true),
            (#"{"?": {"name": "a b"}, "percentEncoded": false}"#, "https://e.com/p?name=a%20b", true),
        ])
    func settings(component: String, url: String, opensApp: Bool) throws {
        #expect(try Self.verdict(Self.file(component), url).opensApp == opensApp)
    }

    @Test("defaults apply at the domain, then the detail, then the component")
    func defaultsInherit() throws {
        let domain = Self.file(#"{"/": "/Shop/*"}"#, extra: #""defaults": {"caseSensitive": false}, "#)
        #expect(try Self.verdict(domain, "https://e.com/shop/1").opensApp)
        let detail = Self.file(#"{"/": "/Shop/*"}"#, extra: #""defaults": {"caseSensitive": false}, "#, detailExtra: #""defaults": {"caseSensitive": true}, "#)
        #expect(try !Self.verdict(detail, "https://e.com/shop/1").opensApp)
        let component = Self.file(#"{"/": "/Shop/*", "caseSensitive": false}"#, detailExtra: #""defaults": {"caseSensitive": true}, "#)
        #expect(try Self.verdict(component, "https://e.com/shop/1").opensApp)
        let encoded = Self.file(#"{"/": "/a b"}"#, detailExtra: #""defaults": {"percentEncoded": false}, "#)
        #expect(try Self.verdict(encoded, "https://e.com/a%20b").opensApp)
    }

    @Test("substitution variables: declared values (with wildcards) and the predefined ones")
    func variables() throws {
        let food = Self.file(#"{"/": "/$(food)/*"}"#, extra: #""substitutionVariables": {"food": ["burrito", "taco", "pi?za"]}, "#)
        #expect(try Self.verdict(food, "https://e.com/taco/1").opensApp)
        #expect(try Self.verdict(food, "https://e.com/pizza/1").opensApp)
        #expect(try !Self.verdict(food, "https://e.com/sushi/1").opensApp)
        let digits = Self.file(#"{"/": "/order/$(digit)$(digit)"}"#)
        #expect(try Self.verdict(digits, "https://e.com/order/42").opensApp)
        #expect(try !Self.verdict(digits, "https://e.com/order/4x").opensApp)
        let region = Self.file(#"{"/": "/$(lang)_$(region)/*"}"#)
        #expect(try Self.verdict(region, "https://e.com/en_US/page").opensApp)
        #expect(try !Self.verdict(region, "https://e.com/xx_ZZ/page").opensApp)
        let classes = Self.file(#"{"/": "/$(upper)$(lower)$(alnum)$(xdigit)$(alpha)"}"#)
        #expect(try Self.verdict(classes, "https://e.com/Ab9fZ").opensApp)
        #expect(try !Self.verdict(classes, "https://e.com/ab9fZ").opensApp)
        // An undeclared variable makes its component match nothing; the next one decides.
        let unknown = Self.file(#"{"/": "/$(nope)/*"}, {"/": "/*", "exclude": true}"#)
        let verdict = try Self.verdict(unknown, "https://e.com/x/1")
        #expect(!verdict.opensApp && verdict.component == 1)
    }

    @Test("the first matching component decides; an exclude first wins, an exclude after /* is never reached")
    func order() throws {
        let excludeFirst = Self.file(#"{"/": "/private/*", "exclude": true}, {"/": "/*"}"#)
        let first = try Self.verdict(excludeFirst, "https://e.com/private/a")
        #expect(!first.opensApp)
        #expect(first.description == #"browser (details[0] ABCDE12345.com.example.app, components[0] {"/": "/private/*", "exclude": true} excludes it)"#)
        let excludeLast = Self.file(#"{"/": "/*"}, {"/": "/private/*", "exclude": true}"#)
        let last = try Self.verdict(excludeLast, "https://e.com/private/a")
        #expect(last.opensApp && last.component == 0)
        let lint = AppSiteAssociationLint.lint(Data(excludeLast.utf8))
        #expect(lint.contains { $0.path == "applinks.details[0].components[1]" && $0.message.contains("unreachable") })
    }

    @Test("details in order, per app; a detail for another app does not decide for this one")
    func detailsPerApp() throws {
        let json = """
            {"applinks": {"details": [
              {"appIDs": ["T.other"], "components": [{"/": "/*", "exclude": true}]},
              {"appID": "\(Self.app)", "components": [{"/": "/shop/*"}]}]}}
            """
        let mine = try Self.verdict(json, "https://e.com/shop/1", app: Self.app)
        #expect(mine.opensApp && mine.detail == 1)
        let anyApp = try Self.verdict(json, "https://e.com/shop/1")
        #expect(!anyApp.opensApp && anyApp.detail == 0)
        let stranger = try Self.verdict(json, "https://e.com/shop/1", app: "T.stranger")
        #expect(!stranger.opensApp && stranger.rule == "no detail names T.stranger")
        #expect(try Self.verdict(json, "https://e.com/else", app: Self.app).description == "browser (no component matches)")
    }

    @Test("legacy paths count only without components; NOT excludes")
    func legacyPaths() throws {
        let legacy = #"{"applinks": {"apps": [], "details": [{"appID": "T.app", "paths": ["NOT /videos/private/*", "/videos/*"]}]}}"#
        #expect(try Self.verdict(legacy, "https://e.com/videos/1").opensApp)
        #expect(try !Self.verdict(legacy, "https://e.com/videos/private/1").opensApp)
        let both = #"{"applinks": {"details": [{"appID": "T.app", "paths": ["*"], "components": [{"/": "/only/*"}]}]}}"#
        #expect(try !Self.verdict(both, "https://e.com/elsewhere").opensApp)
        #expect(AppSiteAssociationLint.lint(Data(both.utf8)).contains { $0.path == "applinks.details[0].paths" })
    }

    @Test("lint names malformed patterns, unknown keys with the closest name, and a detail without apps")
    func lint() {
        let json = """
            {"applinks": {"details": [{"appIDs": [], "components": [
              {"/": "/$(food/*"}, {"/": "/$(nope)"}, {"path": "/x", "excluded": true}, {"/": "videos/*"}]}]}, "webcredential": {}}
            """
        let findings = AppSiteAssociationLint.lint(Data(json.utf8)).map(\.description)
        #expect(findings.contains { $0.hasPrefix("webcredential: unknown key") && $0.contains("did you mean webcredentials?") })
        #expect(findings.contains { $0.hasPrefix("applinks.details[0]: names no app") })
        #expect(findings.contains { $0.hasPrefix("applinks.details[0].components[0]./: malformed pattern") && $0.contains("no closing") })
        #expect(findings.contains { $0.hasPrefix("applinks.details[0].components[1]./: malformed pattern") && $0.contains("$(nope) is not a substitution variable") })
        #expect(findings.contains { $0.hasPrefix("applinks.details[0].components[2].excluded: unknown key") && $0.contains("did you mean exclude?") })
        #expect(findings.contains { $0.hasPrefix("applinks.details[0].components[3]./") && $0.contains("can never match") })
        #expect(AppSiteAssociationLint.lint(Data(Self.appleExample.utf8)).isEmpty)
    }

    @Test("a file of the wrong shape is refused with the key path and what was expected")
    func readErrors() {
        #expect(throws: AppSiteAssociation.ReadError(path: "applinks.details[0].components[0].exclude", message: "expected true or false")) {
            try AppSiteAssociation(json: Data(Self.file(#"{"exclude": "yes"}"#).utf8))
        }
        #expect(throws: AppSiteAssociation.ReadError.self) { try AppSiteAssociation(json: Data("{".utf8)) }
        #expect(throws: AppSiteAssociation.ReadError(path: "", message: "no \"applinks\" key; expected {\"applinks\": {\"details\": [...]}}")) {
            try AppSiteAssociation(json: Data("{}".utf8))
        }
    }
}
