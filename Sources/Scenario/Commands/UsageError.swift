/// A command line `routenav` cannot act on (exit status 2, docs/SCENARIOS.md).
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in one sentence without the program name, for example
    /// `unknown option '--foo' for run`.
    public var message: String

    /// Creates a usage error.
    /// - Parameter message: what is wrong.
    public init(_ message: String) {
        self.message = message
    }

    /// `routenav: MESSAGE` and a pointer to `--help`, on two lines.
    public var description: String { "routenav: \(message)\nRun 'routenav --help' for usage." }
}
