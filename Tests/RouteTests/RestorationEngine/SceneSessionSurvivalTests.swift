import Foundation
import Route
import Simulator
import Testing

/// U7 and R15 across processes: a new `Simulator` (a new `routenav` process) on the container an earlier
/// one used reconnects that process's windows with their own persistent identifiers, so each window finds
/// its own restoration record — the bug was a fresh `main` window coming back as the compose window's
/// `NoteDetail(3)` because identifiers restarted at S1.
@MainActor
@Suite("Scene sessions survive the process on a container (U7, R15)")
struct SceneSessionSurvivalTests {
    typealias H = RestorationEngineHarness

    /// Process 1: signed in, `main` on `NoteDetail(2)`, a `compose` window opened from it on `NoteDetail(3)`.
    private func firstProcess(_ container: URL) throws -> Simulator {
        let first = try H.demo(container: container)
        try H.start(first)
        try first.apply(.tap(H.name("main"), title: "Open note 2", count: 1))
        try first.apply(.wait(seconds: 1))
        try first.apply(.tap(H.name("main"), title: "New note window", count: 1))
        try first.apply(.wait(seconds: 1))
        try first.apply(.open(url: "notes://note/3", window: H.name("compose")))
        try first.apply(.wait(seconds: 1))
        #expect(first.windowNames == [H.name("main"), H.name("compose")])
        #expect(try H.stack(first, "compose").last == "NoteDetail(3)")
        return first
    }

    @Test func aSecondProcessBringsBackEveryWindowWithItsOwnScreen() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let first = try firstProcess(container)
        let identifiers = try (H.session(first, "main"), H.session(first, "compose"))

        // The process ends (no kill step: the process just goes), and a new one starts on the container.
        let second = try H.demo(container: container)
        #expect(second.sessionCards().map(\.name.description) == ["main", "compose"])
        try H.start(second)

        #expect(second.windowNames == [H.name("main"), H.name("compose")])
        #expect(try H.session(second, "main") == identifiers.0)
        #expect(try H.session(second, "compose") == identifiers.1)
        #expect(try H.stack(second, "main") == ["NotesList", "NoteDetail(2)"])
        #expect(try H.stack(second, "compose") == ["NotesList", "NoteDetail(3)"])
        #expect(!second.warnings.contains { $0.contains("SceneSessions.plist") })

        // A new window takes the next identifier, never one in use or used before.
        try second.apply(.newWindow(scene: nil))
        let connected = second.console.filter { $0.message.hasPrefix("app: configurationForConnecting") }.map(\.message)
        #expect(connected.last == "app: configurationForConnecting S3")
    }

    @Test func aThirdProcessStillFindsTheWindowsTheSecondKept() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        _ = try firstProcess(container)
        let second = try H.demo(container: container)
        try H.start(second)
        try H.open(second, "notes://note/7") // into the key window
        let key = try #require(second.windows().first { $0.isKey })

        let third = try H.demo(container: container)
        try H.start(third)

        #expect(third.windowNames == [H.name("main"), H.name("compose")])
        #expect(try H.stack(third, key.name.description).last == "NoteDetail(7)")
    }

    @Test func aWindowSwipedAwayDoesNotComeBackAndItsRecordGoes() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let first = try firstProcess(container)
        try first.apply(.swipe(H.name("compose")))

        let second = try H.demo(container: container)
        try H.start(second)

        #expect(second.windowNames == [H.name("main")])
        #expect(try H.stack(second, "main") == ["NotesList", "NoteDetail(2)"])
        #expect(H.fileNames(container) == ["S1.plist"])
    }

    @Test func aCardSwipedAfterKillIsDiscardedAtTheNextProcessLaunch() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let first = try firstProcess(container)
        try first.apply(.kill)
        try first.apply(.swipe(H.name("compose")))
        #expect(H.fileNames(container) == ["S1.plist", "S2.plist"], "the record stays until the app hears of the discard")

        let second = try H.demo(container: container)
        #expect(second.sessionCards().map(\.name.description) == ["main"])
        try H.start(second)

        #expect(second.console.contains { $0.message == "app: didDiscardSceneSessions S2" })
        #expect(second.windowNames == [H.name("main")])
        #expect(H.fileNames(container) == ["S1.plist"], "the engine deleted the discarded session's record")
    }

    @Test func aCorruptArchiveIsSetAsideWithAWarningAndTheAppLaunchesFresh() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        _ = try firstProcess(container)
        let archive = Simulator.sceneSessionArchiveURL(forContainer: container)
        try Data("bplist00 not really".utf8).write(to: archive)
        let records = H.fileNames(container)

        let second = try H.demo(container: container)

        let warning = try #require(second.warnings.first)
        #expect(warning.hasPrefix("Library/Saved Application State/SceneSessions.plist: not a property list"))
        #expect(warning.hasSuffix("set aside as SceneSessions.plist.corrupt; the app starts with no surviving scene sessions"))
        let directory = archive.deletingLastPathComponent()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["SceneSessions.plist.corrupt"])
        #expect(H.fileNames(container) == records, "records are never deleted or set aside for a bad archive")
        #expect(second.sessionCards().isEmpty)

        try H.start(second)
        #expect(second.windowNames == [H.name("main")])
        #expect(try H.session(second, "main") == "S1")
        #expect(second.warnings.count == 1)
    }

    @Test func withoutAnArchiveNothingIsWrittenUntilTheSessionsChange() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try simulator.apply(.wait(seconds: 1))
        let archive = Simulator.sceneSessionArchiveURL(forContainer: container)
        #expect(!FileManager.default.fileExists(atPath: archive.path))
        #expect(simulator.console.isEmpty)

        try H.start(simulator)
        FileStateRestorationStorage.waitForBackgroundWrites()
        #expect(FileManager.default.fileExists(atPath: archive.path))
        #expect(H.permissions(of: archive) == 0o600)
    }

    @Test func routenavRunTwiceOnOneContainerRestoresTheSecondTime() throws {
        guard let routenav = RoutenavBinary.locate() else {
            Issue.record(Comment(rawValue: RoutenavBinary.missingMessage))
            return
        }
        let workspace = try H.makeContainer()
        defer { H.remove(workspace) }
        let container = workspace.appendingPathComponent("container", isDirectory: true)
        let first = workspace.appendingPathComponent("first.scenario")
        try Data("""
            app notes
            launch
            auth signedIn
            wait 1
            tap main "Open note 2"
            wait 1
            tap main "New note window"
            wait 1
            open notes://note/3 in compose
            wait 1
            expect windows main compose

            """.utf8).write(to: first)
        let second = workspace.appendingPathComponent("second.scenario")
        try Data("""
            app notes
            launch
            auth signedIn
            wait 1
            expect windows main compose
            expect main top NoteDetail(2)
            expect compose top NoteDetail(3)
            expect records 2

            """.utf8).write(to: second)

        let runs = try [first, second].map { try RoutenavBinary.run(routenav, ["run", "--container", container.path, $0.path]) }

        #expect(runs[0].status == 0, "\(runs[0].standardError)")
        #expect(runs[1].status == 0, "\(runs[1].standardError)")
    }
}
