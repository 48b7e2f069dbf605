/// One line of the event log: a UIKit callback, a routing decision, a warning or an error
/// (docs/RULES.md, "Reporting": every error and warning goes, once, to the event log).
public struct EventLogLine: Equatable, Sendable {
    /// Virtual time of the event, in seconds.
    public var time: Double
    /// What kind of line it is.
    public var level: LogLevel
    /// The text, one line.
    public var text: String
    /// The name of the window the line is about, as the panes named it when the line was written
    /// (from the console entry's typed session, never read out of ``text``), or `nil` when it is about none.
    public var window: String?

    /// Creates a log line.
    /// - Parameters:
    ///   - time: virtual seconds.
    ///   - level: the level.
    ///   - text: the text.
    ///   - window: the name of the window it is about, if any.
    public init(time: Double, level: LogLevel, text: String, window: String? = nil) {
        self.time = time
        self.level = level
        self.text = text
        self.window = window
    }
}

/// The kind of an event log line; warnings and errors are drawn in red (docs/NAVIGATOR.md).
public enum LogLevel: String, Equatable, Sendable, CaseIterable {
    /// A UIKit callback into the app (`sceneDidBecomeActive`).
    case callback
    /// A routing decision or navigator notice.
    case info
    /// A UIKit runtime warning or engine warning.
    case warning
    /// A routing error or exception.
    case error

    /// A fixed-width tag: `call`, `info`, `WARN`, `ERR `.
    public var tag: String {
        switch self {
        case .callback: return "call"
        case .info: return "info"
        case .warning: return "WARN"
        case .error: return "ERR "
        }
    }
}
