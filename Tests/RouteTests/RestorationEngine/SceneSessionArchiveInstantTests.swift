import Foundation
import Route
import SimulatedUIKit
import Simulator
import Testing

/// U7 with a container: the scene-session archive is written once per virtual instant, not once per event
/// (1,000 `newwindow` lines in one instant wrote 1,000 archives of up to 1,000 sessions each: 355 s), and
/// nothing of the last instant is lost to the next process.
@MainActor
@Suite("The scene-session archive is written once per instant (U7)")
struct SceneSessionArchiveInstantTests {
    typealias H = RestorationEngineHarness

    /// The sessions the container's archive holds now.
    private func archivedSessions(_ container: URL) throws -> [String] {
        // The archive is written on the record writer's queue: read behind the simulator's back, wait for it.
        FileStateRestorationStorage.waitForBackgroundWrites()
        let data = try Data(contentsOf: Simulator.sceneSessionArchiveURL(forContainer: container))
        return try SceneSessionArchive.decode(data).sessions.map(\.persistentIdentifier)
    }

    @Test func windowsOpenedInOneInstantReachTheArchiveWhenTheClockMoves() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo("bare", container: container)
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.wait(seconds: 1))
        #expect(try archivedSessions(container) == ["S1"])
        for _ in 0..<5 { try simulator.apply(.newWindow(scene: nil)) }
        #expect(try archivedSessions(container) == ["S1"], "later events of an instant wait for the next instant")
        try simulator.apply(.wait(seconds: 0.1))
        #expect(try archivedSessions(container) == ["S1", "S2", "S3", "S4", "S5", "S6"])
    }

    @Test func theLastInstantIsSavedAtTheEndAndForTheNextProcess() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let first = try H.demo("bare", container: container)
        try first.apply(.launch(LaunchPayload()))
        try first.apply(.wait(seconds: 1))
        for _ in 0..<3 { try first.apply(.newWindow(scene: nil)) }
        // A second process on the container finds the first one's last instant, unsaved until now.
        let second = try H.demo("bare", container: container)
        #expect(second.sessionCards().count == 4)
        for _ in 0..<2 { try first.apply(.newWindow(scene: nil)) }
        first.saveSceneSessionsNow()
        #expect(try archivedSessions(container).count == 6)
    }

    /// Windows opened one per instant with more than 16 sessions: the archive is written once the instants
    /// since the last write number at least the sessions / 16, not at every instant (each write holds every
    /// session: 1,000 windows one per instant cost 82 s), and nothing is lost at the end.
    @Test func windowsOpenedOnePerInstantWriteTheArchiveOnceTheInstantsPayForIt() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo("bare", container: container)
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.wait(seconds: 1))
        for _ in 1..<40 {
            try simulator.apply(.newWindow(scene: nil))
            try simulator.apply(.wait(seconds: 1))
        }
        // 40 sessions: written when 40 / 16 instants have passed since the last write, so it lags by at most 2.
        let archived = try archivedSessions(container).count
        #expect((37..<40).contains(archived), "\(archived) sessions archived")
        #expect(simulator.windows().count == 40)
        try simulator.apply(.newWindow(scene: nil))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.newWindow(scene: nil))
        simulator.saveSceneSessionsNow()
        #expect(try archivedSessions(container).count == 42)
    }
}
