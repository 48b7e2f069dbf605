import DemoApps
import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// A record stores the signed-in flag it was written under and is ignored, reported once as
/// `authMismatch`, when the session now has the other one — both ways (DESIGN R15, shared case 13).
@Suite @MainActor struct RestorationEngineAuthMismatchTests {
    typealias H = RestorationEngineHarness

    // MARK: Notes demo

    @Test func aNoteStoredSignedInIsIgnoredSignedOut() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        try H.open(simulator, "notes://note/42")

        try H.killAndRelaunch(simulator, auth: .signedOut)

        #expect(try H.stack(simulator) == ["SignIn"])
        let reports = H.notesReports(simulator)
        #expect(reports.count == 1)
        #expect(reports.first?.hasPrefix("authMismatch") == true, "\(reports)")
        #expect(simulator.invariantViolations().isEmpty)
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

    @Test(arguments: [(AuthOutcome.signedOut, AuthOutcome.signedIn), (.signedIn, .signedOut)])
    func aCardStoredUnderOneStateIsIgnoredUnderTheOther(stored: AuthOutcome, relaunched: AuthOutcome) throws {
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
        #expect(app.reports == [ProbeApp.Report(screen: nil, error: .authMismatch, other: nil)])
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
