import Scenario
import Simulator
import Testing
@testable import NavigatorTUI

/// A paste is text for the `:` command line, never navigator keys: its line ends run its lines one
/// by one, as their own command lines; its control characters are dropped; outside the command line
/// it opens one. Before, a paste after `:` ran its first line and then pressed the next lines'
/// letters as keys (`n` opened a window), and an Esc in a paste left the line so a following `x`
/// closed the only window, discarding its session and restoration record.
@MainActor @Suite struct BracketedPasteTests {
    private func names(_ session: NavigatorSession) -> [String] {
        session.model.snapshot.windows.map(\.name.description)
    }

    private func recorded(_ session: NavigatorSession) -> [String] {
        session.recorder.steps.map(ScenarioPrinter.line(for:))
    }

    @Test func pastedLinesRunOneByOneAsCommandLines() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        let clock = session.model.snapshot.clock.seconds
        press(session, .character(":"))
        _ = session.handle(.paste("wait 1\rnewwindow compose\r\nexpect windows main compose\n"))
        #expect(names(session) == ["main", "compose"])
        #expect(session.model.snapshot.clock.seconds == clock + 1)
        #expect(session.model.mode == .normal)
        #expect(session.model.message == CommandFeedback(.success, "PASS expect windows main compose"))
        // `wait 1` merged with the real time before it; then the other lines, in order.
        #expect(recorded(session).suffix(2) == ["newwindow compose", "expect windows main compose"])
        #expect(session.model.history.suffix(3) == ["wait 1", "newwindow compose", "expect windows main compose"])
    }

    @Test func textAfterTheLastLineEndStaysOnTheCommandLine() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        press(session, .character(":"), .character("o"))
        _ = session.handle(.paste("pen notes://note/7\n\tnewwindow\tcompose"))
        #expect(session.model.snapshot.windows.first?.stack.last == "NoteDetail(7)")
        guard case .commandLine(let line) = session.model.mode else {
            Issue.record("the command line closed: \(session.model.mode)")
            return
        }
        #expect(line.text == " newwindow compose")
        #expect(names(session) == ["main"])
    }

    @Test func controlCharactersInAPasteAreNeverKeys() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        press(session, .character(":"))
        _ = session.handle(.paste("open notes://note/3\u{1B}x\u{7F}\u{03}"))
        guard case .commandLine(let line) = session.model.mode else {
            Issue.record("the paste's Esc left the command line: \(session.model.mode)")
            return
        }
        #expect(line.text == "open notes://note/3x")
        press(session, .escape)
        #expect(names(session) == ["main"])
        #expect(session.model.snapshot.process == .running)
    }

    @Test func aPasteOutsideTheCommandLineOpensIt() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        let before = recorded(session).count
        _ = session.handle(.paste("\u{1B}x"))
        guard case .commandLine(let line) = session.model.mode else {
            Issue.record("a paste outside the command line did not open it: \(session.model.mode)")
            return
        }
        #expect(line.text == "x")
        #expect(names(session) == ["main"], "x was read as the close key")
        press(session, .escape, .character("?"))
        _ = session.handle(.paste("newwindow compose\n"))
        #expect(names(session) == ["main", "compose"])
        #expect(recorded(session).count == before + 1)
    }

    @Test func aPasteOverTheLimitIsRefusedWhole() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        let huge = "newwindow compose\n" + String(repeating: "#", count: NavigatorModel.maximumPasteLength)
        _ = session.handle(.paste(huge))
        #expect(names(session) == ["main"])
        #expect(session.model.mode == .normal)
        #expect(session.model.message?.kind == .failure)
        #expect(session.model.message?.text.contains("nothing was pasted") == true)
    }

    @Test func pastedLinesSplitAtEveryKindOfLineEnd() {
        let lines = NavigatorModel.pastedLines("a\r\nb\rc\nd\te\u{1B}[A\u{200B}").map { String($0) }
        #expect(lines == ["a", "b", "c", "d e[A"])
        #expect(NavigatorModel.pastedLines("x\n").map { String($0) } == ["x", ""])
    }
}
