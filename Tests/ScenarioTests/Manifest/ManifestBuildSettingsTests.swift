import DemoApps
import Foundation
import Scenario
import Testing

/// `routenav run --define`/`--xcconfig` resolve the placeholders of the Info.plist file a manifest's
/// `infoPlist` names, as they do a skeleton app's: a manifest modelled on a real app can use the app's
/// own Info.plist, whose URL schemes are often build settings.
@Suite("Manifest: build settings for its Info.plist file")
@MainActor struct ManifestBuildSettingsTests {
    private func write(in directory: URL) throws {
        let plist: [String: Any] = [
            "LSRequiresIPhoneOS": true,
            "CFBundleURLTypes": [["CFBundleURLSchemes": ["$(APP_SCHEME)"]]],
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": false,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                    ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"],
                ]],
            ],
        ]
        _ = try writePlist(plist, named: "Info.plist", in: directory)
        try Data("""
            {
              "name": "Demo", "infoPlist": "Info.plist",
              "scenes": [{ "name": "main", "initialScreen": "Home", "signedOutScreen": "Home" }],
              "primaryScene": "main",
              "screens": [{ "name": "Home" }, { "name": "Item", "argument": "id", "precedingScreen": "Home" }],
              "intents": [{ "url": "demo://item/:id", "screen": "Item", "parameter": "id", "signInPolicy": "runSignedOut" }]
            }
            """.utf8).write(to: directory.appendingPathComponent("demo.json"))
    }

    private func run(_ settings: BuildSettings, in directory: URL) throws -> ScenarioRunner.Outcome {
        let script = try ScenarioParser.parse(
            "app manifest:demo.json\nlaunch url demo://item/7\nauth signedIn\nwait 1\nexpect main stack Home > Item(7)\n", fileName: "t.scenario")
        var runner = ScenarioRunner(baseDirectory: directory, printsTranscript: true)
        runner.buildSettings = settings
        return runner.run(script)
    }

    @Test("--define resolves the manifest's Info.plist: the build-setting URL scheme is declared and routes")
    func resolved() throws {
        let directory = try makeScratchDirectory("manifest-settings")
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(in: directory)
        let outcome = try run(BuildSettings(["APP_SCHEME": "demo", "PRODUCT_MODULE_NAME": "Demo"]), in: directory)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("without settings the scheme stays $(APP_SCHEME), so the system refuses demo:// as before")
    func unresolved() throws {
        let directory = try makeScratchDirectory("manifest-no-settings")
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(in: directory)
        let outcome = try run(BuildSettings(), in: directory)
        #expect(outcome.failure != nil)
    }
}
