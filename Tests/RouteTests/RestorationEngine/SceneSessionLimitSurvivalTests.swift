import Foundation
import Route
import SimulatedUIKit
import Simulator
import Testing

/// U10 across processes: the simulated system never writes a scene-session archive its next launch would
/// refuse (1,002 windows in one run made one, which the next launch set aside, losing every
/// window; the set-aside message named the records' 4 MiB limit instead of the archive's 1 MiB).
@MainActor
@Suite("Scene sessions past the system's bound (U10) on a container")
struct SceneSessionLimitSurvivalTests {
    typealias H = RestorationEngineHarness

    /// A container holding the archive of an earlier `bare` process with `count` windows, then killed.
    private func container(withBareWindows count: Int) throws -> URL {
        let container = try H.makeContainer()
        let sessions = (1...count).map { number in
            SceneSessionArchive.Session(persistentIdentifier: "S\(number)", role: UISceneSession.Role.windowApplication.rawValue,
                                        configurationName: "Default Configuration", connectionOrdinal: number, lastActiveStamp: number,
                                        windowName: number == 1 ? "main" : "main#\(number)")
        }
        let data = try SceneSessionArchive(sessions: sessions).encodedWithinLimits()
        let directory = Simulator.sceneSessionDirectoryURL(forContainer: container)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try data.write(to: Simulator.sceneSessionArchiveURL(forContainer: container))
        return container
    }

    @Test func windowsPastTheBoundAreRefusedAndTheNextProcessKeepsEveryAcceptedOne() throws {
        let limit = SceneSessionArchive.maximumSessionCount
        let container = try container(withBareWindows: limit - 1)
        defer { H.remove(container) }
        let first = try H.demo("bare", container: container)
        try first.apply(.launch(LaunchPayload()))
        for _ in 0..<3 { try first.apply(.newWindow(scene: nil)) }
        #expect(first.windowNames.count == limit)
        #expect(first.warnings.filter { $0.hasPrefix("new window refused: the system keeps at most 1000 scene sessions") }.count == 2)
        try first.apply(.kill)

        let second = try H.demo("bare", container: container)
        #expect(second.warnings.isEmpty, "the archive is read, not set aside")
        #expect(second.sessionCards().count == limit)
        try second.apply(.launch(LaunchPayload()))
        #expect(second.windowNames.count == limit)
    }

    @Test func anArchiveOverItsLimitIsSetAsideNamingThatLimit() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let archive = Simulator.sceneSessionArchiveURL(forContainer: container)
        try FileManager.default.createDirectory(at: archive.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (Data("bplist00".utf8) + Data(count: SceneSessionArchive.maximumByteCount - 7)).write(to: archive)

        let simulator = try H.demo(container: container)

        #expect(simulator.warnings == ["Library/Saved Application State/SceneSessions.plist: 1048577 bytes, over the 1048576-byte limit; "
            + "not read; set aside as SceneSessions.plist.corrupt; the app starts with no surviving scene sessions"])
    }
}
