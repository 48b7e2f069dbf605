import Scenario
import Simulator
import Testing
@testable import NavigatorTUI

/// `a` on a window that is already foreground-active: `active W` asks for the state the window is
/// in, which does nothing (U3), so it cannot make the window key. The key says so instead of
/// recording a step that changes nothing, and tells how to make the window key.
@MainActor @Suite struct ActiveKeyTests {
    private let main = WindowName(identity: "main")
    private let compose = WindowName(identity: "compose")

    @Test func activeOnAnActiveWindowThatIsNotKeySaysWhatToDo() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        command(session, "newwindow compose")
        time.run(session, for: 1.5)
        press(session, .backTab)
        #expect(session.model.focus == .window(main))
        #expect(session.model.snapshot.window(named: main)?.activation == .foregroundActive)
        #expect(session.model.snapshot.keyWindow?.name == compose)
        let recorded = session.recorder.stepCount
        press(session, .character("a"))
        #expect(session.recorder.stepCount == recorded, "no `active main` step that changes nothing")
        let message = try #require(session.model.message)
        #expect(message.text.contains("already foreground-active"), "\(message.text)")
        #expect(message.text.contains("i, then a"), "\(message.text)")
        // Following the advice makes main key.
        press(session, .character("i"), .character("a"))
        #expect(session.model.snapshot.keyWindow?.name == main)
    }

    @Test func helpSaysWhatActiveDoesOnAnActiveWindow() throws {
        let active = try #require(NavigatorCommand.all.first { $0.action == .active })
        #expect(!active.help.contains("foreground-active and key (U3)."))
        #expect(active.help.contains("already foreground-active"))
    }
}
