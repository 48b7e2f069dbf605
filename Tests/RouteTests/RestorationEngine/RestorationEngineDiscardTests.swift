import DemoApps
import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// `discardSceneSessions(for:)` deletes the records of discarded sessions and drops their pending writes,
/// for discards delivered while running and at the next launch (R15, U6, shared case 14).
@Suite @MainActor struct RestorationEngineDiscardTests {
    typealias H = RestorationEngineHarness

    @Test func swipingAWindowAwayDeletesItsRecordAndKeepsTheOthers() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let app = ProbeApp(containerURL: container)
        let simulator = app.simulator()
        try H.start(simulator)
        try H.open(simulator, "notes://card/1")
        try simulator.apply(.newWindow(scene: ProbeScene.side.rawValue))
        try simulator.apply(.open(url: "notes://card/2", window: H.name("side")))
        try simulator.apply(.wait(seconds: 1))
        let main = try H.session(simulator, "main")
        let side = try H.session(simulator, "side")
        #expect(H.store(container).storedSessionIdentifiers() == [main, side].sorted())

        try simulator.apply(.swipe(H.name("side")))

        #expect(simulator.windowNames.map(\.description) == ["main"])
        #expect(H.store(container).storedSessionIdentifiers() == [main])
        #expect(H.fileNames(container) == ["\(main).plist"])
        #expect(app.log.last == "delete \(side)")
        #expect(app.reports.isEmpty)
    }

    /// A write still waiting in the 0.25 s window is dropped, not written after the discard; another
    /// window's waiting write still lands.
    @Test func swipingAWindowDropsItsPendingWrite() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let app = ProbeApp(containerURL: container)
        let simulator = app.simulator()
        try H.start(simulator)
        try simulator.apply(.newWindow(scene: ProbeScene.side.rawValue))
        try simulator.apply(.wait(seconds: 1))
        let main = try H.session(simulator, "main")
        let side = try H.session(simulator, "side")
        try simulator.apply(.open(url: "notes://card/1", window: H.name("main")))
        try simulator.apply(.open(url: "notes://card/2", window: H.name("side")))

        try simulator.apply(.swipe(H.name("side")))
        try simulator.apply(.wait(seconds: 1))

        #expect(H.store(container).storedSessionIdentifiers() == [main])
        #expect(try H.store(container).load(for: main)?.screenName == "PublicCard(1)")
        #expect(try H.store(container).load(for: side) == nil)
        let sideWrites = app.log.filter { $0.hasPrefix("save \(side) ") || $0 == "delete \(side)" }
        #expect(sideWrites.last == "delete \(side)", "\(app.log)")
    }

    /// The Notes demo: the last window swiped ends the process after its discard; nothing is left.
    @Test func swipingTheLastNotesWindowLeavesNoRecord() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        try H.open(simulator, "notes://note/42")
        #expect(try simulator.storedRecords().count == 1)

        try simulator.apply(.swipe(H.name("main")))

        #expect(simulator.processState == .notRunning)
        #expect(H.store(container).storedSessionIdentifiers().isEmpty)
        try H.start(simulator)
        #expect(try H.stack(simulator) == ["NotesList"])
    }

    /// A session card swiped after `kill` is discarded at the next launch: its record is deleted after
    /// `didFinishLaunching` and before any scene connects, so nothing can restore it.
    @Test func aCardSwipedAfterKillLosesItsRecordBeforeAnySceneConnects() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let app = ProbeApp(containerURL: container)
        let simulator = app.simulator()
        try H.start(simulator)
        try H.open(simulator, "notes://card/5")
        let session = try H.session(simulator)
        try simulator.apply(.kill)

        try simulator.apply(.swipe(H.name("main")))
        // Not running: the discard waits for the next launch, the record with it.
        #expect(H.store(container).storedSessionIdentifiers() == [session])
        app.log = []

        try H.start(simulator)

        let deletion = try #require(app.log.firstIndex(of: "delete \(session)"), "\(app.log)")
        let firstConnection = try #require(app.log.firstIndex { $0.hasPrefix("connect ") }, "\(app.log)")
        #expect(deletion < firstConnection, "\(app.log)")
        #expect(!app.log.contains("connect \(session)"))
        #expect(H.store(container).storedSessionIdentifiers().isEmpty)
        #expect(try H.stack(simulator) == ["Desk"])
        #expect(app.reports.isEmpty)
    }

    /// The same through the Notes demo, where the card is swiped by its window name.
    @Test func aNotesCardSwipedAfterKillIsNotRestored() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        try H.open(simulator, "notes://note/42")
        try simulator.apply(.kill)
        try simulator.apply(.swipe(H.name("main")))

        try H.start(simulator)

        #expect(try H.stack(simulator) == ["NotesList"])
        #expect(H.store(container).storedSessionIdentifiers().isEmpty)
        #expect(H.fileNames(container).isEmpty)
    }
}
