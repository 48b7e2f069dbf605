import DemoApps
import Foundation
import Route
import RouteInterface
import SimulatedUIKit
import Simulator
import Testing

/// The Notes router reads a link's note id once per link and keeps the last answer (Sources/DemoApps); the
/// kept answer must never leak into a different link.
@MainActor @Suite struct NotesRouterNoteIDTests {
    static func url(_ text: String) -> SceneIntent { .url(URL(string: text)) }

    @Test func eachLinkIsAnsweredWithItsOwnNoteWhateverWasAskedBefore() throws {
        let simulator = try Harness.launchedNotes()
        let handle = try Harness.handle(simulator, "main")
        let router = NotesRouter(scene: .main)
        let showing42 = NoteDetailViewController(noteID: "42")

        #expect(router.shouldExecute(pending: Self.url("notes://note/1"), current: showing42, for: handle) == .executeIntent(isAnimated: true))
        #expect(router.preferredViewController(Self.url("notes://note/2"), for: handle).screenName == "NoteDetail(2)")
        #expect(router.shouldExecute(pending: Self.url("notes://note/%34%32"), current: showing42, for: handle) == .intentExecuted)
        #expect(router.preferredViewController(Self.url("notes://note/%34%32"), for: handle).screenName == "NoteDetail(42)")
        #expect(router.shouldExecute(pending: Self.url("notes://note"), current: showing42, for: handle) == .intentExecuted)
        #expect(router.preferredViewController(Self.url("notes://note/7?x=1"), for: handle).screenName == "NoteDetail(7)")
        #expect(router.shouldExecute(pending: Self.url("notes://note/42"), current: showing42, for: handle) == .intentExecuted)
    }

    @Test func linksOpenedOneAfterAnotherEachShowTheirNote() throws {
        let simulator = try Harness.launchedNotes()
        for note in ["5", "6", "5"] {
            try simulator.apply(.open(url: "notes://note/\(note)", window: nil))
            try simulator.apply(.wait(seconds: 1))
            #expect(try Harness.window(simulator, "main").stack.names == ["NotesList", "NoteDetail(\(note))"])
        }
    }
}
