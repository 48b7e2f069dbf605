import DemoApps
import Foundation
import RoutenavCommandLine
import Scenario
import Testing

/// Issue 13 item 8: a skeleton app's Info.plist placeholders resolve from `--define NAME=VALUE` and
/// `--xcconfig FILE` as lint's do (the same `BuildSettings`), and one left unresolved is reported once,
/// naming every key that uses it, not once per use or per launch.
@Suite("Skeleton: build settings")
@MainActor struct SkeletonBuildSettingsTests {
    /// A plist whose URL scheme and activity type are build settings, the bundle identifier used twice.
    private static let plist: [String: Any] = [
        "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
        "LSRequiresIPhoneOS": true,
        "CFBundleURLTypes": [["CFBundleURLName": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleURLSchemes": ["$(APP_SCHEME)"]]],
    ]

    private static let steps = """
        launch url demo://x
        auth signedIn
        wait 1
        expect main stack Home > Link(demo://x)
        kill
        relaunch
        auth signedIn
        wait 1

        """

    private func run(_ settings: BuildSettings, in directory: URL) throws -> ScenarioRunner.Outcome {
        let url = try writePlist(Self.plist, named: "Info.plist", in: directory)
        let script = try ScenarioParser.parse("app skeleton:\(url.path)\n" + Self.steps, fileName: "t.scenario")
        var runner = ScenarioRunner(baseDirectory: directory, printsTranscript: true)
        runner.buildSettings = settings
        return runner.run(script)
    }

    @Test("--xcconfig and --define resolve the plist's placeholders: the scheme matches, nothing is reported")
    func resolved() throws {
        let directory = try makeScratchDirectory("skeleton-settings")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("// the app's settings\nAPP_SCHEME = demo\nPRODUCT_BUNDLE_IDENTIFIER = com.example.old\n".utf8)
            .write(to: directory.appendingPathComponent("App.xcconfig"))
        let command = try RunCommand.parse(["--xcconfig", "App.xcconfig", "--define=PRODUCT_BUNDLE_IDENTIFIER=com.example.demo", "t.scenario"])
        #expect(command.xcconfigs == ["App.xcconfig"])
        #expect(command.defines == ["PRODUCT_BUNDLE_IDENTIFIER=com.example.demo"])
        let settings = try command.buildSettings(currentDirectory: directory)
        #expect(settings.values == ["APP_SCHEME": "demo", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.demo"])
        let outcome = try run(settings, in: directory)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
        #expect(!outcome.transcript.contains("unresolved build-setting placeholder"))
    }

    @Test("unresolved, each placeholder is reported once over two launches, naming every key that uses it")
    func unresolvedReportedOnce() throws {
        let directory = try makeScratchDirectory("skeleton-unresolved")
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try run(BuildSettings(["APP_SCHEME": "demo"]), in: directory)
        #expect(outcome.status == .success)
        let lines = outcome.transcript.split(separator: "\n").filter { $0.contains("unresolved build-setting placeholder") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("$(PRODUCT_BUNDLE_IDENTIFIER) (used at CFBundleIdentifier, CFBundleURLTypes[0].CFBundleURLName)") == true)
        // Without APP_SCHEME the scheme stays as written: it never matches, and the report says so, once.
        let bare = try run(BuildSettings(), in: directory)
        #expect(bare.status == .expectationFailed)
        let schemeLines = bare.transcript.split(separator: "\n").filter { $0.contains("placeholder $(APP_SCHEME)") }
        #expect(schemeLines.count == 1)
        #expect(schemeLines.first?.contains("never matches") == true)
    }

    @Test("a malformed --define is refused with what was expected")
    func malformedDefine() throws {
        let command = try RunCommand.parse(["--define", "1X=y", "t.scenario"])
        #expect(throws: BuildSettingsError.self) { try command.buildSettings(currentDirectory: URL(fileURLWithPath: "/")) }
    }
}
