import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// Records the engine writes are readable by the owner only: files 0600 in a 0700 directory, also after
/// they are replaced (R15).
@Suite @MainActor struct RestorationEngineFileModeTests {
    typealias H = RestorationEngineHarness

    @Test func recordsWrittenByNavigationAreOwnerOnly() throws {
        let container = try H.makeContainer()
        defer { H.remove(container) }
        let simulator = try H.demo(container: container)
        try H.start(simulator)
        let session = try H.session(simulator)
        let file = try #require(H.store(container).recordURL(for: session))

        for note in ["1", "2"] {
            try H.open(simulator, "notes://note/\(note)")
            #expect(try H.store(container).load(for: session)?.screenName == "NoteDetail(\(note))")
            #expect(H.permissions(of: file) == 0o600)
        }
        #expect(H.permissions(of: H.recordsDirectory(container)) == 0o700)

        // With a second window open, a record written by the flush on resign-active rather than the timer.
        try simulator.apply(.newWindow(scene: "compose"))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.open(url: "notes://note/3", window: H.name("main")))
        try simulator.apply(.inactive(H.name("main")))
        #expect(try H.store(container).load(for: session)?.screenName == "NoteDetail(3)")
        #expect(H.permissions(of: file) == 0o600)
        #expect(H.fileNames(container) == ["\(session).plist"])
    }
}
