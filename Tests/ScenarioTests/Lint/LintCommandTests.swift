import Foundation
import Lint
import RoutenavCommandLine
import Scenario
import Testing

/// `routenav lint PLIST [--manifest M] [--json] [--min-severity S]`: arguments, output forms and exit statuses.
@Suite("Lint: the command")
@MainActor struct LintCommandTests {
    @Test("lint's arguments parse in any order", arguments: [
        (["lint", "Info.plist"], LintCommand(plist: "Info.plist")),
        (["lint", "--json", "Info.plist"], LintCommand(plist: "Info.plist", json: true)),
        (["lint", "Info.plist", "--manifest", "app.json"], LintCommand(plist: "Info.plist", manifest: "app.json")),
        (["lint", "--manifest=app.json", "--json", "Info.plist"], LintCommand(plist: "Info.plist", manifest: "app.json", json: true)),
        (["lint", "--", "--json"], LintCommand(plist: "--json")),
        (["lint", "--min-severity", "warning", "Info.plist"], LintCommand(plist: "Info.plist", minimumSeverity: .warning)),
        (["lint", "Info.plist", "--min-severity=error"], LintCommand(plist: "Info.plist", minimumSeverity: .error)),
    ])
    func parses(arguments: [String], command: LintCommand) throws {
        #expect(try RoutenavCommand.parse(arguments) == .lint(command))
    }

    @Test("lint --help shows the help")
    func help() throws {
        #expect(try RoutenavCommand.parse(["lint", "--help"]) == .help(.lint))
        #expect(RoutenavCommand.helpText.contains("routenav lint [--manifest M] [--json] [--min-severity S] [--ios VERSION] [--xcconfig F]...\n"))
        #expect(RoutenavCommand.helpText.contains("[--define NAME=VALUE]... PLIST\n"))
        #expect(RoutenavCommand.helpText.contains("routenav lint --app A [--manifest M]"))
    }

    @Test("unusable lint command lines say what is wrong", arguments: [
        (["lint"], "lint needs an Info.plist file, PLIST"),
        (["lint", "a", "b"], "unexpected argument 'b': lint takes one PLIST"),
        (["lint", "--fix", "a"], "unknown option '--fix' for lint"),
        (["lint", "a", "--manifest"], "--manifest needs a manifest file"),
        (["lint", "--manifest", "--json", "a"], "--manifest needs a manifest file"),
        (["lint", "--manifest=", "a"], "--manifest needs a manifest file"),
        (["lint", "--manifest", "m", "--manifest", "n", "a"], "--manifest given twice"),
        (["lint", "--json", "a", "--json"], "--json given twice"),
        (["lint", "--json=yes", "a"], "--json takes no value"),
        (["lint", "a", "--min-severity"], "--min-severity needs info, warning or error"),
        (["lint", "--min-severity", "warn", "a"], "--min-severity needs info, warning or error"),
        (["lint", "--min-severity=", "a"], "--min-severity needs info, warning or error"),
        (["lint", "--min-severity", "info", "--min-severity", "error", "a"], "--min-severity given twice"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try RoutenavCommand.parse(arguments) }
    }

    @Test("the human report: one finding a line, errors first, then a summary; exit 1 with errors",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func humanReport() {
        let outcome = LintCommand(plist: PlistFixtures.netNewsWire).run(currentDirectory: PlistFixtures.directory)
        #expect(outcome.status == .expectationFailed)
        #expect(outcome.errorOutput.isEmpty)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "error NSUserActivityTypes: multi-window app without RouteKit's com.route.sceneActivity.multiWindow: UIKit drops it for new windows, so new windows lose their scene identity and open as the primary scene (U4, R16) (fix: add com.route.sceneActivity.multiWindow to NSUserActivityTypes)")
        #expect(lines.contains("info AppGroup: unresolved build-setting placeholder $(ORGANIZATION_IDENTIFIER) (used at AppGroup, OrganizationIdentifier): Xcode substitutes it at build time; kept as written, it does not affect routing (fix: none needed)"))
        #expect(lines.last?.hasPrefix("netnewswire-Info.plist: 2 errors, 0 warnings, ") == true)
        for line in lines.dropLast() {
            #expect(line.hasPrefix("error ") || line.hasPrefix("warning ") || line.hasPrefix("info "), "\(line)")
            #expect(line.hasSuffix(")") && line.contains(" (fix: "), "\(line)")
        }
    }

    @Test("--min-severity warning hides the info findings but the summary still counts them and says so",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func minimumSeverityHidesInfo() throws {
        let all = LintCommand(plist: PlistFixtures.netNewsWire).run(currentDirectory: PlistFixtures.directory)
        let quiet = LintCommand(plist: PlistFixtures.netNewsWire, minimumSeverity: .warning).run(currentDirectory: PlistFixtures.directory)
        #expect(quiet.status == all.status)
        let allLines = all.output.split(separator: "\n").map(String.init)
        let quietLines = quiet.output.split(separator: "\n").map(String.init)
        #expect(allLines.contains { $0.hasPrefix("info ") })
        #expect(Array(quietLines.dropLast()) == allLines.dropLast().filter { !$0.hasPrefix("info ") })
        let summary = try #require(allLines.last)
        #expect(quietLines.last == summary + " (not shown: info; --min-severity warning)")
        let json = LintCommand(plist: PlistFixtures.netNewsWire, json: true, minimumSeverity: .error).run(currentDirectory: PlistFixtures.directory)
        struct Report: Decodable {
            struct Summary: Decodable { var errors: Int, warnings: Int, info: Int }
            var findings: [LintFinding]
            var summary: Summary
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(json.output.utf8))
        #expect(!report.findings.isEmpty && report.findings.allSatisfy { $0.severity == .error })
        #expect(report.summary.info > 0)
    }

    @Test("--json: the same findings, keys sorted, and the exit status", .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func jsonReport() throws {
        let outcome = LintCommand(plist: PlistFixtures.kickstarter, json: true).run(currentDirectory: PlistFixtures.directory)
        #expect(outcome.status == .success)
        struct Report: Decodable {
            var file: String
            var findings: [LintFinding]
            var exitStatus: Int32
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(outcome.output.utf8))
        #expect(report.file == PlistFixtures.kickstarter)
        #expect(report.exitStatus == 0)
        #expect(report.findings.contains {
            $0.severity == .info && $0.keyPath == "UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes"
                && $0.message.hasPrefix("false: a single-window app")
        })
        let text = LintCommand(plist: PlistFixtures.kickstarter).run(currentDirectory: PlistFixtures.directory).output
        #expect(report.findings.map(\.line) == Array(text.split(separator: "\n").map(String.init).dropLast()))
        // Sorted keys: fix, keyPath, message, severity within a finding.
        let first = try #require(outcome.output.range(of: "\"fix\""))
        let keyPath = try #require(outcome.output.range(of: "\"keyPath\""))
        let severity = try #require(outcome.output.range(of: "\"severity\""))
        #expect(first.lowerBound < keyPath.lowerBound && keyPath.lowerBound < severity.lowerBound)
    }

    @Test("a file that cannot be read or is not a dictionary exits 2 naming the file")
    func unusableFiles() throws {
        let directory = try makeScratchDirectory("lint-bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try writePlist(["a", "b"], named: "array.plist", in: directory)
        try Data("not a plist at all".utf8).write(to: directory.appendingPathComponent("text.plist"))
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("dir.plist"), withIntermediateDirectories: true)
        let cases: [(String, String)] = [
            ("array.plist", "routenav: array.plist: expected a dictionary at the root, found an array\n"),
            ("text.plist", "routenav: text.plist: not a property list: not an XML or binary property list\n"),
            ("missing.plist", "routenav: missing.plist: cannot read the file: no such file\n"),
            ("dir.plist", "routenav: dir.plist: cannot read the file: is a directory\n"),
        ]
        for (name, message) in cases {
            let outcome = LintCommand(plist: name).run(currentDirectory: directory)
            #expect(outcome.status == .unusableInput, "\(name)")
            #expect(outcome.output.isEmpty, "\(name)")
            #expect(outcome.errorOutput == message)
        }
    }

    @Test("a macOS app's Info.plist is one clear error, exit 1")
    func macOSFile() throws {
        let directory = try makeScratchDirectory("lint-mac")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try writePlist(macOSInfoPlist(), named: "Mac-Info.plist", in: directory)
        let outcome = LintCommand(plist: "Mac-Info.plist").run(currentDirectory: directory)
        #expect(outcome.status == .expectationFailed)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines == [
            "error LSMinimumSystemVersion: a macOS app's Info.plist (LSMinimumSystemVersion, NSMainStoryboardFile, NSPrincipalClass) with no iOS keys (no UIApplicationSceneManifest, LSRequiresIPhoneOS or other UI… key): RouteKit and this simulation model iOS scenes, so nothing else here applies (fix: lint the iOS target's Info.plist (the one with UIApplicationSceneManifest))",
            "Mac-Info.plist: 1 error, 0 warnings, 0 info",
        ])
    }

    @Test("a clean multi-window Info.plist exits 0 with only info findings")
    func cleanFile() throws {
        let directory = try makeScratchDirectory("lint-clean")
        defer { try? FileManager.default.removeItem(at: directory) }
        let plist: [String: Any] = [
            "LSRequiresIPhoneOS": true,
            "NSUserActivityTypes": ["com.notes.viewing", "com.route.sceneActivity.multiWindow", "com.route.sceneActivity.sceneForwarding"],
            "CFBundleURLTypes": [["CFBundleURLSchemes": ["notes"]]],
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                    ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "Notes.SceneDelegate"],
                ]],
            ],
        ]
        _ = try writePlist(plist, named: "Info.plist", in: directory)
        let outcome = LintCommand(plist: "Info.plist").run(currentDirectory: directory)
        #expect(outcome.status == .success)
        #expect(outcome.output == """
            info UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes: true: a multi-window app; RouteKit carries a new window's identity and forwarded intents in its two activity types, which NSUserActivityTypes must list (U4, R16) (fix: none needed)
            Info.plist: 0 errors, 0 warnings, 1 info

            """)
    }

    @Test("UIApplicationSupportsMultipleScenes absent is a warning: UIKit reads it as false")
    func multipleScenesAbsent() throws {
        let directory = try makeScratchDirectory("lint-absent")
        defer { try? FileManager.default.removeItem(at: directory) }
        let plist: [String: Any] = ["UIApplicationSceneManifest": ["UISceneConfigurations": [:] as [String: Any]]]
        _ = try writePlist(plist, named: "Info.plist", in: directory)
        let outcome = LintCommand(plist: "Info.plist").run(currentDirectory: directory)
        #expect(outcome.status == .success)
        #expect(outcome.output.contains("warning UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes: absent, so UIKit reads it as false"))
        #expect(outcome.output.contains("info UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication: no window scene configuration in the file"))
    }

    @Test("a URL scheme no link can carry is an error; tel is a warning; http is info; a good scheme says nothing")
    func urlSchemeSyntax() throws {
        let directory = try makeScratchDirectory("lint-schemes")
        defer { try? FileManager.default.removeItem(at: directory) }
        let schemes = ["", "a b", "1abc", "tel", "http", "notes", "x-my.app+v2", "$(PRODUCT_BUNDLE_IDENTIFIER)"]
        let plist: [String: Any] = [
            "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": [:] as [String: Any]],
            "CFBundleURLTypes": [["CFBundleURLSchemes": schemes]],
        ]
        _ = try writePlist(plist, named: "Info.plist", in: directory)
        let outcome = LintCommand(plist: "Info.plist").run(currentDirectory: directory)
        #expect(outcome.status == .expectationFailed)
        let lines = outcome.output.split(separator: "\n").map(String.init).filter { $0.contains("CFBundleURLSchemes[") }
        func line(_ index: Int) -> String? { lines.first { $0.contains("CFBundleURLSchemes[\(index)]:") } }
        #expect(line(0)?.hasPrefix("error ") == true && line(0)?.contains("an empty string is not a URL scheme") == true)
        #expect(line(1)?.hasPrefix("error ") == true && line(1)?.contains("\"a b\" is not a URL scheme") == true)
        #expect(line(2)?.hasPrefix("error ") == true)
        #expect(line(3)?.hasPrefix("warning ") == true && line(3)?.contains("tel belongs to iOS") == true)
        #expect(line(4)?.hasPrefix("info ") == true && line(4)?.contains("default browser") == true)
        #expect(line(5) == nil && line(6) == nil)
        #expect(line(7)?.contains("unresolved build-setting placeholder") == true)
        #expect(lines.count == 6, "\(lines)")
    }
}
