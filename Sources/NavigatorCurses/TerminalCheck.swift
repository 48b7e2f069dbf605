/// Whether interactive mode may start on this terminal (CONTRIBUTING.md): stdin and stdout must be
/// terminals and `TERM` must not be `dumb`; otherwise the navigator refuses with exit status 2 and
/// points at `routenav run`, the headless way to replay a scenario.
public enum TerminalCheck {
    /// Why interactive mode is refused.
    public enum Refusal: Equatable, Sendable, CustomStringConvertible {
        /// Standard input is not a terminal.
        case stdinNotTerminal
        /// Standard output is not a terminal.
        case stdoutNotTerminal
        /// `TERM` is unset, empty or `dumb`.
        case dumbTerminal(String?)

        /// The message printed to standard error.
        public var description: String {
            let reason: String
            switch self {
            case .stdinNotTerminal: reason = "standard input is not a terminal"
            case .stdoutNotTerminal: reason = "standard output is not a terminal"
            case .dumbTerminal(let term):
                reason = term.map { $0.isEmpty ? "TERM is empty" : "TERM=\($0) cannot draw the navigator" } ?? "TERM is not set"
            }
            return "routenav: the interactive navigator needs a terminal (\(reason)).\n"
                + "To replay a scenario without one, use `routenav run FILE` (or `routenav run -` to read standard input)."
        }
    }

    /// The exit status of a refusal.
    public static let refusalExitStatus: Int32 = 2

    /// Decides whether interactive mode may start.
    /// - Parameters:
    ///   - stdinIsTerminal: `isatty(0)`.
    ///   - stdoutIsTerminal: `isatty(1)`.
    ///   - term: the `TERM` environment variable.
    /// - Returns: `nil` when the terminal is usable, else why not.
    public static func refusal(stdinIsTerminal: Bool, stdoutIsTerminal: Bool, term: String?) -> Refusal? {
        if !stdinIsTerminal { return .stdinNotTerminal }
        if !stdoutIsTerminal { return .stdoutNotTerminal }
        guard let term, !term.isEmpty, term != "dumb" else { return .dumbTerminal(term) }
        return nil
    }
}
