import Foundation
import Lint
import Scenario
import Testing

/// `routenav lint PLIST --manifest M` on universal links (U13): an `http`/`https` intent needs an
/// `applinks:` entry of the manifest's `associatedDomains`, not a URL scheme.
@Suite("Lint: --manifest and universal links (U13)")
@MainActor struct UniversalLinkLintTests {
    @Test(
        "Kickstarter's manifest against Kickstarter's real Info.plist: no error (its https intents are covered by its applinks: entries)",
        .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func kickstarter() {
        let outcome = LintCommand(plist: PlistFixtures.url(PlistFixtures.kickstarter).path, manifest: "Resources/Manifests/kickstarter.json")
            .run(currentDirectory: packageRoot)
        #expect(outcome.status == .success)
        #expect(!outcome.output.contains("error "))
        #expect(!outcome.output.contains("URL scheme https"))
    }

    @Test("an https intent on a host no applinks: entry covers is an error naming the host and the declared entries")
    func uncoveredHost() throws {
        let directory = try makeScratchDirectory("lint-universal-links")
        defer { try? FileManager.default.removeItem(at: directory) }
        let plist: [String: Any] = [
            "LSRequiresIPhoneOS": true,
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": false,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                    ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "Shop.SceneDelegate"],
                ]],
            ],
        ]
        _ = try writePlist(plist, named: "Info.plist", in: directory)
        try Data("""
            {
              "name": "Shop", "infoPlist": {},
              "associatedDomains": ["applinks:shop.example.com"],
              "scenes": [{ "name": "main", "initialScreen": "Home", "signedOutScreen": "Home" }],
              "primaryScene": "main",
              "screens": [{ "name": "Home" }],
              "intents": [
                { "url": "https://shop.example.com/home", "screen": "Home" },
                { "url": "https://www.example.com/home", "screen": "Home" }
              ]
            }
            """.utf8).write(to: directory.appendingPathComponent("shop.json"))
        let outcome = LintCommand(plist: "Info.plist", manifest: "shop.json").run(currentDirectory: directory)
        #expect(outcome.status == .expectationFailed)
        let errors = outcome.output.split(separator: "\n").filter { $0.hasPrefix("error ") }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("shop.json: intents[1]: https://www.example.com/home is a universal link, but no applinks: entry of associatedDomains covers www.example.com (declared: applinks:shop.example.com)") == true)
        #expect(!outcome.output.contains("URL scheme https"))
    }
}
