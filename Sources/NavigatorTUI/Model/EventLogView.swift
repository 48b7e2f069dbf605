/// How the event log is shown: its share of the height, a zoom, a horizontal offset for long lines, and a filter.
///
/// Part of the model; changed by keys and `:filter`.
public struct EventLogView: Equatable, Sendable {
    /// Rows added to (or, negative, taken from) the log's default height by `}` and `{`.
    public var heightChange: Int = 0
    /// Whether `z` zoomed the log: it takes every row but the smallest pane row.
    public var isZoomed = false
    /// How many columns of each line's text are scrolled off to the left (`>` and `<`).
    public var column = 0
    /// The lines shown, or `nil` for all.
    public var filter: EventLogFilter?

    /// Rows `{` and `}` take or add.
    public static let heightStep = 3
    /// Columns `<` and `>` scroll.
    public static let columnStep = 20

    /// Creates the default view: default height, no zoom, no offset, no filter.
    public init() {}
}

/// Which event log lines `:filter` keeps: a window's, an intent's, or one severity's.
public enum EventLogFilter: Equatable, Sendable, CustomStringConvertible {
    /// Lines naming this window (`compose`, as in `compose[S2]`).
    case window(String)
    /// Lines about this intent number (`#3`).
    case intent(Int)
    /// Lines of this level.
    case level(LogLevel)

    /// Reads a `:filter` argument: `#3` (or `3`) an intent; `call`, `info`, `warn`, `error` a level; any other word a window name.
    ///
    /// Fails (`nil`) for an empty argument.
    ///
    /// - Parameter text: the argument, not empty.
    public init?(parsing text: String) {
        let word = text.trimmingCharacters(in: .whitespaces)
        guard !word.isEmpty else { return nil }
        let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
        if let number = Int(digits), number >= 0 {
            self = .intent(number)
            return
        }
        switch word.lowercased() {
        case "call", "callback", "callbacks": self = .level(.callback)
        case "info": self = .level(.info)
        case "warn", "warning", "warnings": self = .level(.warning)
        case "err", "error", "errors": self = .level(.error)
        default: self = .window(word)
        }
    }

    /// `compose`, `#3`, `error`.
    public var description: String {
        switch self {
        case .window(let name): return name
        case .intent(let number): return "#\(number)"
        case .level(let level): return level == .callback ? "call" : level == .warning ? "warn" : level.rawValue
        }
    }

    /// Whether the filter keeps a line.
    /// - Parameter line: an event log line.
    /// - Returns: `true` when the line is about the window (``EventLogLine/window``) or names it in its
    ///   text (`forwarded to compose[S2]`), names the intent (`intent #3` not followed by a digit), or has the level.
    /// - Complexity: O(n) in the line's length.
    public func keeps(_ line: EventLogLine) -> Bool {
        switch self {
        case .level(let level):
            return line.level == level
        case .window(let name):
            return line.window == name || line.text.contains(name + "[")
        case .intent(let number):
            var rest = Substring(line.text)
            let needle = "intent #\(number)"
            while let range = rest.range(of: needle) {
                if range.upperBound == rest.endIndex || !rest[range.upperBound].isNumber { return true }
                rest = rest[range.upperBound...]
            }
            return false
        }
    }
}
