import DemoApps
import Foundation
import Route
import Scenario
import SimulatedUIKit
import Simulator
import Testing

/// The bad-input catalogue: every file of `Tests/BadInput/` goes through the code path
/// that reads it in the product, and must give exactly the exit status and the one line its `.expected`
/// file names (see `Tests/BadInput/README.md` for what the line is for each kind of file).
/// `RECORD_SNAPSHOTS=1` rewrites the `.expected` files (never under `CI=true`) and fails the run.
@Suite("Bad-input catalogue")
struct BadInputCatalogTests {
    static let directory = packageRoot.appendingPathComponent("Tests/BadInput", isDirectory: true)
    static let kinds: Set<String> = ["scenario", "plist", "record", "url", "json", "sessions", "container", "terminal", "signal"]

    @Test("every file of Tests/BadInput is refused with exactly the status and line its .expected names")
    @MainActor func catalogue() throws {
        let environment = ProcessInfo.processInfo.environment
        let recording = environment["RECORD_SNAPSHOTS"] == "1" && environment["CI"] != "true"
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { Self.kinds.contains(URL(fileURLWithPath: $0).pathExtension) }.sorted()
        #expect(names.count >= 150, "the catalogue holds \(names.count) inputs, fewer than 150")
        for name in names {
            guard let actual = try outcome(of: name) else { continue }
            let expectedURL = Self.directory.appendingPathComponent(URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent + ".expected")
            // As routenav prints it: control characters escaped (a CR shows as \u{0D}).
            let text = "exit \(actual.status)\n\(ControlCharacterEscaping.escaped(actual.line))\n"
            if recording {
                try text.write(to: expectedURL, atomically: true, encoding: .utf8)
                continue
            }
            guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
                Issue.record("\(name): no \(expectedURL.lastPathComponent) beside it")
                continue
            }
            #expect(actual.status != 0 || !actual.line.isEmpty, "\(name) is not refused at all")
            #expect(text == expected, "\(name)")
        }
        if recording { Issue.record("re-recorded the .expected files of Tests/BadInput; run again without RECORD_SNAPSHOTS") }
    }

    /// What reading one catalogue file gives: the exit status `routenav` ends with, and the line; `nil`
    /// for a signal case when `routenav` is not built next to the tests.
    @MainActor private func outcome(of name: String) throws -> (status: Int32, line: String)? {
        let url = Self.directory.appendingPathComponent(name)
        let container = FileManager.default.temporaryDirectory
            .appendingPathComponent("routenav-bad-input-\(ProcessInfo.processInfo.processIdentifier)-\(name)", isDirectory: true)
        try? FileManager.default.removeItem(at: container)
        defer { try? FileManager.default.removeItem(at: container) }
        switch url.pathExtension {
        case "scenario":
            // As `routenav run NAME.scenario` in Tests/BadInput: parse, then replay.
            return run(try Data(contentsOf: url), fileName: name, container: container).failureLine
        case "plist":
            // The Info.plist reader, as the `plist` step and `--plist` use it.
            do {
                _ = try InfoPlist(contentsOf: URL(fileURLWithPath: name, relativeTo: Self.directory))
                return (0, "")
            } catch {
                return (ExitStatus.unusableInput.rawValue, error.description)
            }
        case "record":
            // Planted as session S1's record in a fresh container; the Notes demo launches over it, signed in,
            // and must fall back to its home screen. Driven without the transcript, whose records line reads
            // the store before the engine does.
            let storage = FileStateRestorationStorage(containerURL: container)
            let record = try #require(storage.recordURL(for: "S1"))
            try Data(contentsOf: url).write(to: record)
            let simulator = Simulator(app: try #require(DemoAppCatalog.app(named: "notes")), containerURL: container)
            for event: SimulationEvent in [.launch(LaunchPayload()), .auth(.signedIn), .wait(seconds: 1)] {
                try simulator.apply(event)
            }
            let status: Int32 = try simulator.window(WindowName(identity: "main")).stack.names == ["NotesList"] ? 0 : 1
            let line = simulator.console.first { $0.message.contains("restoration") }
                .map { "\($0.level.rawValue) \($0.source.rawValue): \($0.message)" }
            return (status, line ?? "")
        case "sessions":
            // Planted as the scene-session archive an earlier process left in the container (U7); the Notes
            // demo then starts over it, signed in, and must open one fresh window on its home screen.
            let archive = Simulator.sceneSessionArchiveURL(forContainer: container)
            try FileManager.default.createDirectory(at: archive.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: url).write(to: archive)
            let simulator = Simulator(app: try #require(DemoAppCatalog.app(named: "notes")), containerURL: container)
            for event: SimulationEvent in [.launch(LaunchPayload()), .auth(.signedIn), .wait(seconds: 1)] {
                try simulator.apply(event)
            }
            let stack = try? simulator.window(WindowName(identity: "main")).stack.names
            let fresh = simulator.windowNames == [WindowName(identity: "main")] && stack == ["NotesList"]
            let line = simulator.console.first { $0.message.contains(Simulator.sceneSessionFileName) }
                .map { "\($0.level.rawValue) \($0.source.rawValue): \($0.message)" }
            return (fresh ? 0 : 1, line ?? "")
        case "container":
            return try containerOutcome(url, scratch: container)
        case "terminal":
            return try terminalOutcome(url)
        case "signal":
            try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
            return try signalOutcome(url, scratch: container)
        case "url":
            // Opened warm, as a scenario's `open`, in the signed-in Notes demo.
            let text = try String(contentsOf: url, encoding: .utf8)
            let link = String(text.prefix { $0 != "\n" && $0 != "\r" })
            let script = "app notes\nlaunch\nauth signedIn\nwait 1\n" + ScenarioPrinter.line(for: .open(url: link, window: nil)) + "\nwait 1\n"
            let result = run(Data(script.utf8), fileName: name, container: container)
            if result.failureLine.status != 0 { return result.failureLine }
            return (0, result.consoleLine(from: 5) { $0.hasPrefix("warning ") || $0.hasPrefix("error ") } ?? "")
        default:
            // An app manifest, resolved as the runner resolves `app manifest:NAME.json`.
            do {
                _ = try resolveApp(.manifest(path: name), baseDirectory: Self.directory)
                return (0, "")
            } catch {
                return (ExitStatus.unusableInput.rawValue, "\(error)")
            }
        }
    }

    /// A parse and a headless run, as `routenav run --transcript` does them.
    @MainActor func run(_ data: Data, fileName: String, container: URL) -> RunResult {
        do {
            let script = try ScenarioParser.parse(data, fileName: fileName)
            let outcome = ScenarioRunner(containerURL: container, baseDirectory: Self.directory, printsTranscript: true).run(script)
            return RunResult(status: outcome.status.rawValue, failure: outcome.failure ?? "", transcript: outcome.transcript)
        } catch {
            return RunResult(status: ExitStatus.unusableInput.rawValue, failure: error.description, transcript: "")
        }
    }

    struct RunResult {
        var status: Int32
        var failure: String
        var transcript: String

        var failureLine: (status: Int32, line: String) { (status, failure) }

        /// The first event-log line (`level source: message`) that `matches`, from the step on line `line` on.
        func consoleLine(from line: Int, where matches: (String) -> Bool) -> String? {
            guard let start = transcript.range(of: "\n[\(line)] ") else { return nil }
            return transcript[start.upperBound...].split(separator: "\n")
                .filter { $0.hasPrefix("  | ") }
                .map { String($0.dropFirst(4)) }
                .first(where: matches)
        }
    }
}
