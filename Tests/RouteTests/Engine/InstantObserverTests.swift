import Foundation
import Route
import Scenario
import Simulator
import Testing

/// R20's "every instant": the simulator stops at each instant a `wait` passes through for an observer,
/// and `expect always secure` fails at the instant it first does not hold.
@MainActor @Suite struct InstantObserverTests {
    @Test("a wait stops at every timer's instant on its way, then at its end")
    func stopsAtEveryInstant() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.open(url: "notes://note/7", window: nil))
        var instants: [String] = []
        simulator.instantObserver = { instants.append(String(format: "%.2f", $0.clock.now)) }
        try simulator.apply(.wait(seconds: 1))
        // The coalesced restoration write (0.25 s) and the end of the push (0.35 s), then the wait's end.
        #expect(instants == ["1.25", "1.35", "2.00"])
        #expect(try Harness.window(simulator, "main").stack.names == ["NotesList", "NoteDetail(7)"])
    }

    @Test("without an observer the same wait ends in the same state")
    func sameStateWithoutObserver() throws {
        func run(observed: Bool) throws -> [String] {
            let simulator = try Harness.launchedNotes()
            if observed { simulator.instantObserver = { _ in } }
            try simulator.apply(.open(url: "notes://note/7", window: nil))
            try simulator.apply(.signOut)
            try simulator.apply(.wait(seconds: 1))
            return try Harness.window(simulator, "main").stack.names + [try simulator.storedRecords().count.description]
                + simulator.console.map(\.message)
        }
        #expect(try run(observed: true) == run(observed: false))
    }

    @Test("expect always secure holds through a launch that loads signed out")
    func alwaysSecureThroughASignedOutLaunch() throws {
        // A record saved signed in by an earlier process, and a launch whose session loads signed out: the
        // load is a sign-out (R20), so the record is gone in that instant and the check holds at every one.
        // The record must outlive the kill: a container, as `routenav run` makes one.
        let container = FileManager.default.temporaryDirectory
            .appendingPathComponent("routenav-instant-observer-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: container) }
        let script = try ScenarioParser.parse("""
            launch
            auth signedIn
            wait 1
            open notes://note/7
            wait 1
            expect always secure
            kill
            relaunch
            wait 0.5
            auth signedOut
            expect records 0
            """, fileName: "engine-test.scenario")
        let outcome = ScenarioRunner(containerURL: container, baseDirectory: container).run(script)
        #expect(outcome.status == .success, "\(outcome.failure ?? "")")
    }
}
