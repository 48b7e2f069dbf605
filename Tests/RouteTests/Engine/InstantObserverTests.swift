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

    @Test("expect always secure names its line, the instant and the line that reached it")
    func alwaysSecureFailure() throws {
        // A record saved signed in by an earlier process, seen while this one is signed out: the check is
        // strict (R20 removes such records at a sign-out, not at a launch that loads signed out).
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
            """, fileName: "engine-test.scenario")
        let outcome = ScenarioRunner(containerURL: container, baseDirectory: container).run(script)
        #expect(outcome.status == .expectationFailed)
        #expect(outcome.failure == "engine-test.scenario:6: expected secure (signed out: no screen that requires sign-in uncovered, "
            + "no record stored signed in), got the record of main holds NoteDetail(7), stored signed in at 2.5 s, during line 10")
    }
}
