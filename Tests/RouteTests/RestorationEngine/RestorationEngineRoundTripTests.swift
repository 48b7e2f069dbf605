import DemoApps
import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// Every demo screen that restores (`NoteDetail`) is written by navigation, survives `kill`, and comes back
/// at relaunch with its preceding chain (R15, U7, R10).
@Suite @MainActor struct RestorationEngineRoundTripTests {
    typealias H = RestorationEngineHarness

    /// The demos whose restorable screen is `NoteDetail`: the two-window app and its single-window twin.
    @Test(arguments: ["notes", "single"])
    func noteDetailStoredByALinkComesBackWithItsList(app: String) throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(app, container: container)
        try H.start(simulator)
        try H.open(simulator, "notes://note/42")
        let session = try H.session(simulator)

        // On disk, as the next process will read it.
        let record = try #require(try H.store(container).load(for: session))
        #expect(record.version == StateRecord.currentVersion)
        #expect(record.restorationIdentifier == NoteDetailViewController.restorationIdentifier)
        #expect(record.screenName == "NoteDetail(42)")
        #expect(record.isSignedIn)
        #expect(try H.noteID(in: record) == "42")

        try H.killAndRelaunch(simulator)

        #expect(simulator.windowNames.map(\.description) == ["main"])
        #expect(try H.session(simulator) == session)
        #expect(try H.stack(simulator) == ["NotesList", "NoteDetail(42)"])
        #expect(H.notesReports(simulator).isEmpty)
        #expect(simulator.invariantViolations().isEmpty)
    }

    @Test func noteDetailOpenedByATapComesBackAndTheLatestNoteWins() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        for note in 1...3 {
            // From the list: tap, then back, so each note is pushed by the in-app action.
            try simulator.apply(.tap(H.name("main"), title: "Open note \(note)", count: 1))
            try simulator.apply(.wait(seconds: 1))
            #expect(try simulator.storedScreen(for: H.name("main")) == "NoteDetail(\(note))")
            if note < 3 {
                try simulator.apply(.back(H.name("main")))
                try simulator.apply(.wait(seconds: 1))
            }
        }

        try H.killAndRelaunch(simulator)

        #expect(try H.stack(simulator) == ["NotesList", "NoteDetail(3)"])
        let top = try #require(try simulator.engine?.engineHandle(of: simulator.scene(H.name("main")))?.currentViewController
            as? NoteDetailViewController)
        #expect(top.noteID == "3")
        #expect(H.notesReports(simulator).isEmpty)
    }

    /// One record per scene session: the compose window's top is not restorable, so only `main` has one,
    /// and after relaunch each window comes back to its own screen.
    @Test func eachWindowRestoresItsOwnRecord() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        try H.open(simulator, "notes://note/7")
        try simulator.apply(.tap(H.name("main"), title: "New note window", count: 1))
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.windowNames.map(\.description) == ["main", "compose"])
        let mainSession = try H.session(simulator, "main")

        #expect(H.store(container).storedSessionIdentifiers() == [mainSession])

        try H.killAndRelaunch(simulator)

        #expect(simulator.windowNames.map(\.description) == ["main", "compose"])
        #expect(try H.stack(simulator, "main") == ["NotesList", "NoteDetail(7)"])
        #expect(try H.stack(simulator, "compose") == ["Compose"])
        #expect(H.notesReports(simulator).isEmpty)
    }

    /// The probe app's `PublicCard` restores through the same path, chain included, for a signed-out user.
    @Test func aSignedOutScreenComesBackForASignedOutUser() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let app = ProbeApp(containerURL: container)
        let simulator = app.simulator()
        try H.start(simulator, auth: .signedOut)
        try H.open(simulator, "notes://card/7")
        #expect(try H.stack(simulator) == ["Desk", "PublicCard(7)"])

        try H.killAndRelaunch(simulator, auth: .signedOut)

        #expect(try H.stack(simulator) == ["Desk", "PublicCard(7)"])
        #expect(app.reports.isEmpty)
    }
}
