import Foundation
import Simulator
import Testing
@testable import NavigatorTUI

/// The navigator on the containers demo: `T` taps the focused window's next tab, `w` switches
/// its width, a tab strip and the columns of a split view are drawn in the pane, and the tap and back keys
/// act on the visible tab or column.
@MainActor @Suite struct ContainerKeysTests {
    private let size = TerminalSize(width: 160, height: 48)

    /// The containers demo, signed in, its session loaded, the clock paused.
    private func session() throws -> NavigatorSession {
        let (session, time) = try RealTimeFeed.start(NavigatorSession.Configuration(app: .containers, autoAuth: .signedIn))
        time.run(session, for: 1.2)
        press(session, .character(" "))
        return session
    }

    @Test func nextTabKeySelectsTheFollowingTabAndTheTapKeysActThere() throws {
        let session = try session()
        let main = WindowName(identity: "main")
        #expect(session.frame(size: size).text.contains("Feed"))
        press(session, .character("T"))
        #expect(session.recorder.events.last == .select(main, tab: "Inbox"))
        #expect(session.recorder.scenarioText().contains("select main Inbox\n"))
        #expect(try session.simulator.window(main).stack.names == ["Inbox"])
        press(session, .character("1"))  // Inbox's "Open message 1"
        command(session, "wait 1")
        #expect(try session.simulator.window(main).container?.transcriptLines().contains("tab Inbox: stack=Inbox > Message(1)") == true)
        press(session, .character("h"))
        command(session, "wait 1")
        #expect(try session.simulator.window(main).stack.names == ["Inbox"])
        press(session, .character("T"), .character("T"))
        #expect(session.recorder.events.last == .select(main, tab: "Feed"), "after the last tab, the first")
    }

    @Test func widthKeyExpandsTheSplitWindowAndItsColumnsAreDrawnSideBySide() throws {
        let session = try session()
        let split = WindowName(identity: "split")
        command(session, "open containers://item/2")
        command(session, "wait 1")
        #expect(try session.simulator.window(split).stack.names == ["Items", "Item(2)"])
        #expect(session.frame(size: size).text.contains("Stack (collapsed)"))
        // The item link made the split window key and focused; `w` switches its width.
        press(session, .character("w"))
        #expect(session.recorder.events.last == .size(split, .regular))
        let window = try session.simulator.window(split)
        #expect(window.container?.visibleSplit?.isCollapsed == false)
        #expect(window.stack.names == ["Item(2)"])
        let text = session.frame(size: size).text
        #expect(!text.contains("Stack (collapsed)"))
        #expect(text.split(separator: "\n").contains { $0.contains("Items") && $0.contains("Item(2)") }, "the two columns share a row")
        press(session, .character("w"))
        #expect(session.recorder.events.last == .size(split, .compact))
    }
}
