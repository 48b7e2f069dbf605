import Testing
import NavigatorCurses

@Suite struct TerminalCheckTests {
    @Test func refusesPipesAndDumbTerminalsPointingAtRun() {
        #expect(TerminalCheck.refusal(stdinIsTerminal: true, stdoutIsTerminal: true, term: "xterm-256color") == nil)
        #expect(TerminalCheck.refusal(stdinIsTerminal: false, stdoutIsTerminal: true, term: "xterm") == .stdinNotTerminal)
        #expect(TerminalCheck.refusal(stdinIsTerminal: true, stdoutIsTerminal: false, term: "xterm") == .stdoutNotTerminal)
        #expect(TerminalCheck.refusal(stdinIsTerminal: true, stdoutIsTerminal: true, term: "dumb") == .dumbTerminal("dumb"))
        #expect(TerminalCheck.refusal(stdinIsTerminal: true, stdoutIsTerminal: true, term: nil) == .dumbTerminal(nil))
        let message = TerminalCheck.Refusal.dumbTerminal("dumb").description
        #expect(message.contains("routenav run"))
        #expect(TerminalCheck.refusalExitStatus == 2)
    }
}
