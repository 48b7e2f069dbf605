import Foundation
import Lint
import Scenario
import Testing

/// `routenav lint PLIST --manifest M`: a real manifest file read through the manifest loader.
@Suite("Lint: --manifest")
@MainActor struct LintManifestCommandTests {
    /// An Info.plist declaring the `shop` scheme, one activity type and one static quick action.
    private let infoPlist: [String: Any] = [
        "LSRequiresIPhoneOS": true,
        "NSUserActivityTypes": ["com.shop.viewing"],
        "CFBundleURLTypes": [["CFBundleURLSchemes": ["shop"]]],
        "UIApplicationShortcutItems": [["UIApplicationShortcutItemType": "cart", "UIApplicationShortcutItemTitle": "Cart"]],
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "Shop.SceneDelegate"],
            ]],
        ],
    ]

    /// A manifest with the given intents and forwards.
    private func manifest(intents: String, forwards: String) -> String {
        """
        {
          "name": "Shop",
          "infoPlist": { "urlSchemes": ["shop"] },
          "scenes": [{ "name": "main", "initialScreen": "Home", "signedOutScreen": "SignIn" }],
          "primaryScene": "main",
          "screens": [
            { "name": "SignIn", "actions": [{ "title": "Sign in", "signIn": true }] },
            { "name": "Home", "requiresSignIn": true }
          ],
          "intents": [\(intents)],
          "forwards": \(forwards)
        }
        """
    }

    @Test("a manifest the Info.plist backs adds no finding")
    func backed() throws {
        let directory = try makeScratchDirectory("lint-manifest-ok")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try writePlist(infoPlist, named: "Info.plist", in: directory)
        try Data(manifest(intents: """
            { "url": "shop://item", "screen": "Home" }, { "activityType": "com.shop.viewing", "screen": "Home" },
            { "shortcutType": "cart", "screen": "Home" }, { "shortcutType": "recent", "screen": "Home", "dynamic": true }
            """, forwards: "{}").utf8).write(to: directory.appendingPathComponent("shop.json"))
        let with = LintCommand(plist: "Info.plist", manifest: "shop.json").run(currentDirectory: directory)
        let without = LintCommand(plist: "Info.plist").run(currentDirectory: directory)
        #expect(with.status == .success)
        #expect(with.output == without.output)
    }

    @Test("unbacked intents and unforwarded callbacks are findings naming the manifest's JSON paths; exit 1")
    func unbacked() throws {
        let directory = try makeScratchDirectory("lint-manifest-bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try writePlist(infoPlist, named: "Info.plist", in: directory)
        try Data(manifest(intents: """
            { "url": "shop://item", "screen": "Home" }, { "url": "feed://x", "screen": "Home" },
            { "activityType": "com.shop.editing", "screen": "Home" }, { "shortcutType": "search", "screen": "Home" }
            """, forwards: #"{ "didDiscardSceneSessions": false, "continue": false }"#).utf8)
            .write(to: directory.appendingPathComponent("shop.json"))
        let outcome = LintCommand(plist: "Info.plist", manifest: "shop.json", json: true).run(currentDirectory: directory)
        #expect(outcome.status == .expectationFailed)
        struct Report: Decodable {
            var manifest: String?
            var findings: [LintFinding]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(outcome.output.utf8))
        #expect(report.manifest == "shop.json")
        let manifestFindings = report.findings.filter { $0.message.hasPrefix("shop.json: ") }
        #expect(manifestFindings.map { "\($0.severity.rawValue) \($0.keyPath)" } == [
            "error CFBundleURLTypes", "error NSUserActivityTypes",
            "warning UIApplicationShortcutItems", "warning manifest:forwards.continue", "warning manifest:forwards.didDiscardSceneSessions",
        ])
        #expect(manifestFindings[0].message.hasPrefix("shop.json: intents[1]: URL scheme feed of feed://x is not declared"))
        #expect(manifestFindings[1].message.hasPrefix("shop.json: intents[2]: activity type com.shop.editing is not listed"))
        #expect(manifestFindings[2].message.hasPrefix("shop.json: intents[3]: shortcut type search is neither a static"))
        #expect(manifestFindings[3].message.contains("scene(_:continue:) is not forwarded"))
        #expect(manifestFindings[4].message.contains("restoration records of windows swiped away or closed pile up"))
    }

    @Test("a manifest that cannot be used exits 2 with its own message")
    func unusableManifest() throws {
        let directory = try makeScratchDirectory("lint-manifest-unusable")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try writePlist(infoPlist, named: "Info.plist", in: directory)
        try Data(manifest(intents: #"{ "url": "shop://item", "screen": "Nowhere" }"#, forwards: "{}").utf8)
            .write(to: directory.appendingPathComponent("shop.json"))
        let outcome = LintCommand(plist: "Info.plist", manifest: "shop.json").run(currentDirectory: directory)
        #expect(outcome.status == .unusableInput)
        #expect(outcome.output.isEmpty)
        #expect(outcome.errorOutput.hasPrefix("routenav: shop.json: intents[0].screen: "))
        let missing = LintCommand(plist: "Info.plist", manifest: "none.json").run(currentDirectory: directory)
        #expect(missing.status == .unusableInput)
        #expect(missing.errorOutput.hasPrefix("routenav: none.json: "))
    }
}
