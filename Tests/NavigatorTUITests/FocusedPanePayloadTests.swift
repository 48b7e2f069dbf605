import Scenario
import Simulator
import Testing
@testable import NavigatorTUI

/// `o`, `c` and `s` act on the focused pane, as every other key does (KEYBINDINGS.md: "Keys act on
/// the focused pane"), and the recorded line says so, so that a replay sends the payload to the
/// same window.
@MainActor @Suite struct FocusedPanePayloadTests {
    private let main = WindowName(identity: "main")
    private let compose = WindowName(identity: "compose")

    private func twoWindows() throws -> (NavigatorSession, RealTimeFeed) {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        command(session, "newwindow compose")
        time.run(session, for: 1.5)
        #expect(session.model.snapshot.keyWindow?.name == compose)
        press(session, .backTab)
        #expect(session.model.focus == .window(main))
        return (session, time)
    }

    private func type(_ session: NavigatorSession, _ text: String) {
        for character in text { press(session, .character(character)) }
        press(session, .enter)
    }

    @Test func openGoesToTheFocusedPaneNotTheKeyWindow() throws {
        let (session, time) = try twoWindows()
        press(session, .character("o"))
        #expect(session.frame(size: TerminalSize(width: 160, height: 48)).text.contains("in main"),
                "the hint line names the window the link goes to")
        type(session, "notes://note/3")
        time.run(session, for: 0.5)
        #expect(session.model.snapshot.window(named: main)?.stack == ["NotesList", "NoteDetail(3)"])
        #expect(session.model.snapshot.window(named: compose)?.stack == ["Compose"])
        #expect(session.recorder.events.contains(.open(url: "notes://note/3", window: main)))
        #expect(session.recorder.scenarioText().contains("open notes://note/3 in main\n"))
    }

    @Test func continueAndShortcutGoToTheFocusedPane() throws {
        let (session, time) = try twoWindows()
        press(session, .character("c"))
        type(session, "com.notes.viewing noteID=7")
        time.run(session, for: 0.5)
        #expect(session.model.snapshot.window(named: main)?.stack == ["NotesList", "NoteDetail(7)"])
        #expect(session.recorder.events.contains(.continueActivity(ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "7")]), window: main)))
        press(session, .character("s"))
        type(session, "new-note")
        #expect(session.recorder.events.contains(.shortcut(type: "new-note", window: main)))
    }

    /// Issue 17: a `:` line acts on the focused pane, as keys do (a `:shortcut` typed with `main`
    /// focused used to go to the key window, `compose`), and the hint line names it.
    @Test func aLineTypedAfterColonGoesToTheFocusedPane() throws {
        let (session, time) = try twoWindows()
        #expect(session.model.focus == .window(main))
        press(session, .character(":"))
        guard case .commandLine(let line) = session.model.mode else { Issue.record("no command line"); return }
        #expect(line.targetWindow == main)
        #expect(session.frame(size: TerminalSize(width: 160, height: 48)).text.contains("in main  Enter run"))
        press(session, .escape)
        command(session, "open notes://note/3")
        time.run(session, for: 0.5)
        #expect(session.recorder.events.contains(.open(url: "notes://note/3", window: main)))
        press(session, .character("o"))
        type(session, "notes://note/4 in compose")
        #expect(session.recorder.events.contains(.open(url: "notes://note/4", window: compose)))
    }

    @Test func oneWindowRecordsNoWindow() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        press(session, .character("o"))
        type(session, "notes://note/3")
        #expect(session.recorder.events.contains(.open(url: "notes://note/3", window: nil)))
    }
}
