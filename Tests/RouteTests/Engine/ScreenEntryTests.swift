import Route
import SimulatedUIKit
import Testing

@testable import Simulator

/// Stacks are entries with ids that count up and are never reused (CONTRIBUTING.md), and a request made on
/// what a pane showed is refused when that entry is no longer where it acts.
@MainActor @Suite struct ScreenEntryTests {
    private let main = WindowName(identity: "main")

    /// Notes signed in, showing `NotesList > NoteDetail(7)`.
    private func showingNote7() throws -> Simulator {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.open(url: "notes://note/7", window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.snapshot.window(named: main)?.stack.names == ["NotesList", "NoteDetail(7)"])
        return simulator
    }

    @Test func aScreenPoppedAndPushedAgainIsANewEntry() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.tap(main, title: "Open note 1", count: 1))
        try simulator.apply(.wait(seconds: 1))
        let before = try #require(simulator.snapshot.window(named: main)?.stack)
        #expect(before.names == ["NotesList", "NoteDetail(1)"])
        try simulator.apply(.back(main))
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.snapshot.window(named: main)?.stack.map(\.id) == [before[0].id])
        try simulator.apply(.tap(main, title: "Open note 1", count: 1))
        try simulator.apply(.wait(seconds: 1))
        let after = try #require(simulator.snapshot.window(named: main)?.stack)
        #expect(after.names == before.names)
        // The note is a new view controller of the same screen: a new, larger id, never one given before.
        #expect(after[1].id > before[1].id)
        #expect(!before.map(\.id).contains(after[1].id))
    }

    @Test func aBackForAnEntryThatWentIsRefusedAndNothingHappens() throws {
        let simulator = try showingNote7()
        let seen = try #require(simulator.snapshot.window(named: main)?.backEntry)
        try simulator.apply(.back(main))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.open(url: "notes://note/7", window: nil))
        try simulator.apply(.wait(seconds: 1))
        // Same screen name on top, but not the entry the back was for: refused, the note stays.
        #expect(throws: SimulationError.self) { try simulator.apply(.back(main), seeing: seen) }
        do {
            try simulator.apply(.back(main), seeing: seen)
        } catch {
            #expect("\(error)".hasPrefix("refused: NoteDetail(7) \(seen.id) is no longer on top of main's stack (it is NoteDetail(7) #"))
            #expect("\(error)".hasSuffix("now); nothing was done"))
        }
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.snapshot.window(named: main)?.stack.names == ["NotesList", "NoteDetail(7)"])
    }

    @Test func aBackForTheEntryShownGoesBack() throws {
        let simulator = try showingNote7()
        let seen = try #require(simulator.snapshot.window(named: main)?.backEntry)
        try simulator.apply(.back(main), seeing: seen)
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.snapshot.window(named: main)?.stack.names == ["NotesList"])
    }

    @Test func aTapForAScreenNoLongerShownIsRefused() throws {
        let simulator = try Harness.launchedNotes()
        let list = try #require(simulator.snapshot.window(named: main)?.shownEntry)
        #expect(list.name == "NotesList")
        try simulator.apply(.tap(main, title: "Open note 1", count: 1))
        try simulator.apply(.wait(seconds: 1))
        // "Sign out" is on the note too: without the entry, the tap would sign out from a screen the user never saw.
        #expect(throws: SimulationError.self) { try simulator.apply(.tap(main, title: "Sign out", count: 1), seeing: list) }
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.snapshot.auth == .signedIn)
        #expect(simulator.snapshot.window(named: main)?.top == "NoteDetail(1)")
    }

    @Test func aDismissWithNothingPresentedAnyMoreIsRefused() throws {
        let simulator = try Harness.launchedNotes()
        let stale = ScreenEntry(id: ScreenEntry.ID(1_000), name: "Filters")
        do {
            try simulator.apply(.dismiss(main), seeing: stale)
            Issue.record("a dismiss for a sheet that is not there applied")
        } catch {
            #expect(error == .staleEntry(request: .dismiss, window: "main", seen: stale, now: nil))
            #expect(error.description == "refused: Filters #1000 is no longer presented on top in main (nothing is presented now); nothing was done")
        }
    }
}
