import Foundation
import Testing

/// docs/UIKIT-COVERAGE.md cannot drift from the code: every row's probe is compiled against the built
/// `UIKit` module with `swiftc -typecheck`, in Swift 5 language mode (what the apps in the table build
/// with). A "behaves" or "stores" probe must compile with no diagnostic at all; an "unavailable" probe
/// must fail on its own line with the unavailability message naming the replacement.
@Suite("UIKit coverage table probes", .serialized)
struct UIKitCoverageProbeTests {
    @Test(
        "every behaves and stores row of docs/UIKIT-COVERAGE.md compiles in Swift 5 mode with no diagnostic",
        .enabled(if: ProbeCompiler.swiftc != nil, "no swiftc on PATH"))
    func availableRowsCompile() throws {
        let rows = try CoverageTable.rows()
        let available = rows.filter { $0.state == "behaves" || $0.state == "stores" }
        #expect(available.count >= 100, "the table lost rows: \(available.count) behave or store")
        for row in available { #expect(!row.probe.isEmpty, "row \(row.symbol) has no probe") }
        let outcome = try ProbeCompiler.typecheck(ProbeCompiler.wrap(available.map(\.probe)), languageMode: "5")
        #expect(outcome.status == 0 && outcome.diagnostics.isEmpty, "probes failed:\n\(outcome.log)")
    }

    @Test(
        "every unavailable row fails to compile with a message naming the replacement",
        .enabled(if: ProbeCompiler.swiftc != nil, "no swiftc on PATH"))
    func unavailableRowsNameTheReplacement() throws {
        let rows = try CoverageTable.rows().filter { $0.state == "unavailable" }
        #expect(!rows.isEmpty)
        let outcome = try ProbeCompiler.typecheck(ProbeCompiler.wrap(rows.map(\.probe)), languageMode: "5")
        #expect(outcome.status != 0)
        for (index, row) in rows.enumerated() {
            let line = ProbeCompiler.firstProbeLine + index
            let errors = outcome.diagnostics.filter { $0.contains("probes.swift:\(line):") && $0.contains("error:") }
            let explained = errors.contains { $0.contains("unavailable") && $0.contains("Objective-C runtime") && $0.contains("instead") }
            #expect(explained, "row \(row.symbol) (line \(line)) gave: \(errors.joined(separator: "; "))")
        }
    }

    /// Code that builds for iOS in Swift 5 mode calls these from code that is not main-actor isolated:
    /// UIKit's annotations are pre-concurrency there, and Foundation's `NSUserActivity` is not main-actor
    /// bound at all. Here they were hard errors (79 in one seven-app study).
    static let nonisolatedCaller = """
        import UIKit
        func nonisolatedUse(scene: UIScene) {
            let activity = NSUserActivity(activityType: "com.example.viewing")
            activity.title = "Article"
            _ = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
            _ = UIApplication.shared
            _ = scene.activationState
            _ = scene.session
            _ = UIView(frame: .zero)
        }
        func nonisolatedActivity() -> NSUserActivity {
            let activity = NSUserActivity(activityType: "com.example.viewing")
            activity.webpageURL = URL(string: "https://example.com/a")
            return activity
        }
        extension NSObject { var helperValue: Int { 1 } }
        final class AppDelegate: UIResponder, UIApplicationDelegate { func value() -> Int { helperValue } }

        """

    @Test(
        "nonisolated code using UIKit as iOS apps do compiles in Swift 5 mode with no diagnostic",
        .enabled(if: ProbeCompiler.swiftc != nil, "no swiftc on PATH"))
    func swift5NonisolatedCallersCompile() throws {
        let outcome = try ProbeCompiler.typecheck(Self.nonisolatedCaller, languageMode: "5")
        #expect(outcome.status == 0 && outcome.diagnostics.isEmpty, "diagnostics:\n\(outcome.log)")
    }

    @Test(
        "in Swift 6 mode NSUserActivity is usable from nonisolated code; UIKit's main-actor calls are diagnosed as pre-concurrency warnings, not errors",
        .enabled(if: ProbeCompiler.swiftc != nil, "no swiftc on PATH"))
    func swift6DiagnosesOnlyUIKit() throws {
        let outcome = try ProbeCompiler.typecheck(Self.nonisolatedCaller, languageMode: "6")
        #expect(outcome.status == 0, "errors:\n\(outcome.log)")
        let flagged = Set(outcome.diagnostics.compactMap { line -> Int? in
            guard let range = line.range(of: "probes.swift:") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        })
        // Lines 3-4 and 11-14 use only NSUserActivity; lines 5-9 call main-actor UIKit.
        #expect(flagged.isDisjoint(with: [3, 4, 11, 12, 13, 14]), "NSUserActivity diagnosed:\n\(outcome.log)")
        #expect(flagged.isSuperset(of: [5, 6, 7, 8, 9]), "UIKit calls not diagnosed:\n\(outcome.log)")
    }

    @Test("every row has a known state", .enabled(if: CoverageTable.exists, "docs/UIKIT-COVERAGE.md not found"))
    func statesAreKnown() throws {
        let known: Set = ["behaves", "stores", "unavailable", "missing", "pending: UserNotifications", "pending: entry points"]
        for row in try CoverageTable.rows() { #expect(known.contains(row.state), "row \(row.symbol): \(row.state)") }
    }
}

/// The rows of docs/UIKIT-COVERAGE.md's table.
enum CoverageTable {
    struct Row {
        var symbol: String
        var state: String
        var probe: String
    }

    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/UIKIT-COVERAGE.md")
    static var exists: Bool { FileManager.default.fileExists(atPath: path.path) }

    /// Rows of the table: `| `symbol` | count | used by | state | `probe` | notes |`.
    static func rows() throws -> [Row] {
        let text = try String(contentsOf: path, encoding: .utf8)
        var rows: [Row] = []
        var inTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## The table") { inTable = true }
            guard inTable, line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 7 else { continue }
            func unquote(_ cell: String) -> String { cell.hasPrefix("`") && cell.hasSuffix("`") ? String(cell.dropFirst().dropLast()) : "" }
            rows.append(Row(symbol: unquote(cells[1]), state: cells[4], probe: unquote(cells[5])))
        }
        return rows
    }
}

/// Compiles probe lines against this build's `UIKit` module.
enum ProbeCompiler {
    static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The build's module directory: next to the test bundle (`.build/<triple>/debug/Modules`).
    static var modules: URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("UIKit.swiftmodule").path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return CoverageTable.path.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/Modules")
    }

    /// The line of `probes.swift` the first probe is on (see ``wrap(_:)``).
    static let firstProbeLine = 11

    /// A source file whose probes run in a main-actor function (as app delegate code does) with the values
    /// a delegate has at hand; probe `i` is on line `firstProbeLine + i`, each in its own scope.
    static func wrap(_ probes: [String]) -> String {
        var lines = [
            "import UIKit",
            "@MainActor func probes(app: UIApplication, scene: UIScene, windowScene: UIWindowScene, session: UISceneSession,",
            "    window: UIWindow, view: UIView, controller: UIViewController, nav: UINavigationController,",
            "    split: UISplitViewController, activity: NSUserActivity, item: UIApplicationShortcutItem, url: URL,",
            "    context: UIOpenURLContext, options: UIScene.ConnectionOptions, builder: any UIMenuBuilder,",
            "    control: UIControl, appDelegate: any UIApplicationDelegate, sceneDelegate: any UISceneDelegate,",
            "    windowSceneDelegate: any UIWindowSceneDelegate",
            ") {",
            "    _ = (app, scene, windowScene, session, window, view, controller, nav, split, activity, item, url)",
            "    _ = (context, options, builder, control, appDelegate, sceneDelegate, windowSceneDelegate)",
        ]
        lines += probes.map { "    do { \($0) }" }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    struct Outcome {
        var status: Int32
        var log: String
        var diagnostics: [String] { log.split(separator: "\n").map(String.init).filter { $0.contains("error:") || $0.contains("warning:") } }
    }

    /// Type-checks `source` as `probes.swift` in a fresh temporary directory.
    static func typecheck(_ source: String, languageMode: String) throws -> Outcome {
        guard let swiftc else { return Outcome(status: -1, log: "no swiftc") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-probes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("probes.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let log = directory.appendingPathComponent("log.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-typecheck", "-swift-version", languageMode, "-I", modules.path, file.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, log: try String(contentsOf: log, encoding: .utf8))
    }
}
