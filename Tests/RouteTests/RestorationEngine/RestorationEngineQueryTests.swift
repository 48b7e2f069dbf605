import DemoApps
import Foundation
import Route
import RouteInterface
import Scenario
import Simulator
import Testing

/// Asking what is stored never changes the container (R15; docs/SCENARIOS.md `expect stored`, `expect records`,
/// `--transcript`): an unreadable record is reported as unreadable, stays byte for byte where it is, and
/// no `.corrupt` file appears. Only the engine's restoration at scene connection sets it aside.
@Suite @MainActor struct RestorationEngineQueryTests {
    typealias H = RestorationEngineHarness

    static let unreadable = Data("not a record".utf8)

    @Test func aTranscriptAndExpectRecordsLeaveAnUnreadableRecordAlone() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let file = H.recordsDirectory(container).appendingPathComponent("S1.plist")
        try FileManager.default.createDirectory(at: H.recordsDirectory(container), withIntermediateDirectories: true)
        try Self.unreadable.write(to: file)
        let script = try ScenarioParser.parse("app notes\nexpect records 1\nexpect records 1\n", fileName: "query.scenario")

        let outcome = ScenarioRunner(containerURL: container, baseDirectory: container, printsTranscript: true).run(script)

        #expect(outcome.status == .success, "\(outcome.failure ?? "")")
        let recordsLines = outcome.transcript.split(separator: "\n").filter { $0.hasPrefix("  records: ") }
        #expect(recordsLines.count == 3)
        #expect(recordsLines.allSatisfy {
            $0.hasPrefix("  records: S1=unreadable (corruptRecord: StateRestoration/S1.plist: not a property list")
                && !$0.contains("set aside")
        }, "\(recordsLines)")
        #expect(H.fileNames(container) == ["S1.plist"])
        #expect(try Data(contentsOf: file) == Self.unreadable)
    }

    @Test func expectStoredReportsAnUnreadableRecordAndOnlyTheRelaunchSetsItAside() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        try H.open(simulator, "notes://note/1")
        let session = try H.session(simulator)
        let main = H.name("main")
        let checker = ExpectationChecker(simulator: simulator)
        #expect(checker.mismatch(.stored(main, ScreenName("NoteDetail", identifier: "1"))) == nil)
        try simulator.apply(.kill)
        let file = try #require(H.store(container).recordURL(for: session))
        try Self.unreadable.write(to: file)

        // Asked of the session card after the kill, twice each, and through every query.
        for _ in 1...2 {
            let expectedScreen = checker.mismatch(.stored(main, ScreenName("NoteDetail", identifier: "1")))
            #expect(expectedScreen?.hasPrefix("expected main stored NoteDetail(1), got unreadable (corruptRecord: StateRestoration/\(session).plist: not a property list") == true,
                    "\(expectedScreen ?? "nil")")
            #expect(checker.mismatch(.stored(main, nil))?.hasPrefix("expected main stored none, got unreadable (") == true)
            #expect(checker.mismatch(.records(1)) == nil)
            #expect(checker.mismatch(.records(0)) == "expected records 0, got 1 (unreadable: \(session))")
            #expect(try simulator.storedScreen(for: main) == nil)
            #expect(try simulator.storedRecords().map(\.session) == [session])
        }
        #expect(H.fileNames(container) == ["\(session).plist"])
        #expect(try Data(contentsOf: file) == Self.unreadable)
        #expect(H.notesReports(simulator).isEmpty)

        // The relaunch's restoration is what finds it: reported once, set aside, the window starts fresh.
        try H.start(simulator)

        #expect(H.fileNames(container) == ["\(session).plist.corrupt"])
        #expect(H.notesReports(simulator).count == 1)
        #expect(try H.stack(simulator) == ["NotesList"])
        #expect(checker.mismatch(.stored(main, nil)) == nil)
    }

    @Test func queriesWhileRunningReadTheEnginesStoreWithoutChangingIt() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        try H.open(simulator, "notes://note/4")
        let session = try H.session(simulator)
        // A second window's session whose record went bad while the app runs.
        let stray = H.recordsDirectory(container).appendingPathComponent("S99.plist")
        try Self.unreadable.write(to: stray)

        let records = try simulator.storedRecords()

        #expect(records.map(\.session) == [session, "S99"].sorted())
        #expect(records.first { $0.session == session }?.status == .record(try #require(H.store(container).peekRecord(for: session).record)))
        #expect(records.first { $0.session == "S99" }?.status.description.hasPrefix("unreadable (") == true)
        #expect(try simulator.storedRecord(for: H.name("main")).description == "NoteDetail(4)")
        #expect(H.fileNames(container) == ["S99.plist", "\(session).plist"].sorted())
        #expect(try Data(contentsOf: stray) == Self.unreadable)
    }
}
