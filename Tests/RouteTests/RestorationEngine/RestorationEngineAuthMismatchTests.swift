import DemoApps
import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// A record stores the signed-in flag it was written under and is never restored under the other one
/// (R15): a launch that loads signed out is a sign-out and removes the records saved signed in (R20); a
/// record saved signed out, read signed in, is reported once as `authMismatch` and removed too.
@Suite @MainActor struct RestorationEngineAuthMismatchTests {
    typealias H = RestorationEngineHarness

    // MARK: Notes demo

    /// R20: the load that finds the session signed out removes the note record, so the next signed-in
    /// launch (perhaps another account's) does not restore it.
    @Test func aNoteStoredSignedInIsRemovedByASignedOutLaunch() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        try H.open(simulator, "notes://note/42")
        let session = try H.session(simulator)

        try H.killAndRelaunch(simulator, auth: .signedOut)

        #expect(try H.stack(simulator) == ["SignIn"])
        #expect(try H.store(container).load(for: session) == nil)
        #expect(H.notesReports(simulator).isEmpty)
        #expect(simulator.invariantViolations().isEmpty)

        try H.killAndRelaunch(simulator, auth: .signedIn)

        #expect(try H.stack(simulator) == ["NotesList"])
    }

    /// The other way: a `NoteDetail` record planted, signed out, with the store API before launch.
    @Test func aNoteStoredSignedOutIsIgnoredSignedIn() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        let session = try H.session(simulator)
        try simulator.apply(.kill)
        try H.store(container).save(H.noteRecord("9", isSignedIn: false), for: session)

        try H.start(simulator, auth: .signedIn)

        #expect(try H.session(simulator) == session)
        #expect(try H.stack(simulator) == ["NotesList"])
        let reports = H.notesReports(simulator)
        #expect(reports.count == 1)
        #expect(reports.first?.hasPrefix("authMismatch") == true, "\(reports)")
        #expect(try H.store(container).load(for: session) == nil)
    }

    /// The control: the same planted record, signed in, is restored — so the mismatch above is what hid it.
    @Test func aPlantedNoteStoredSignedInIsRestoredSignedIn() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        let session = try H.session(simulator)
        try simulator.apply(.kill)
        try H.store(container).save(H.noteRecord("9", isSignedIn: true), for: session)

        try H.start(simulator, auth: .signedIn)

        #expect(try H.stack(simulator) == ["NotesList", "NoteDetail(9)"])
        #expect(H.notesReports(simulator).isEmpty)
    }

    // MARK: Probe app (a restorable screen open to signed-out users)

    /// Signed in then signed out, the load removes the record silently (a sign-out, R20); signed out then
    /// signed in, the restore reports `authMismatch` and removes it (R15). Either way it is gone.
    @Test(arguments: [(AuthOutcome.signedOut, AuthOutcome.signedIn), (.signedIn, .signedOut)])
    func aCardStoredUnderOneStateIsRemovedUnderTheOther(stored: AuthOutcome, relaunched: AuthOutcome) throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let app = ProbeApp(containerURL: container)
        let simulator = app.simulator()
        try H.start(simulator, auth: stored)
        try H.open(simulator, "notes://card/7")
        let session = try H.session(simulator)
        let record = try #require(try H.store(container).load(for: session))
        #expect(record.isSignedIn == (stored == .signedIn))

        try H.killAndRelaunch(simulator, auth: relaunched)

        #expect(try H.stack(simulator) == ["Desk"])
        let expected = stored == .signedOut ? [ProbeApp.Report(screen: nil, error: .authMismatch, other: nil)] : []
        #expect(app.reports == expected)
        #expect(try H.store(container).load(for: session) == nil)
    }

    @Test(arguments: AuthOutcome.allCases)
    func aCardStoredAndRelaunchedUnderTheSameStateIsRestored(auth: AuthOutcome) throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let app = ProbeApp(containerURL: container)
        let simulator = app.simulator()
        try H.start(simulator, auth: auth)
        try H.open(simulator, "notes://card/7")

        try H.killAndRelaunch(simulator, auth: auth)

        #expect(try H.stack(simulator) == ["Desk", "PublicCard(7)"])
        #expect(app.reports.isEmpty)
    }
}
