import Simulator

/// The `:` command line being edited: its text, cursor and place in the history.
public struct CommandLineState: Equatable, Sendable {
    /// The characters typed, without the leading `:`.
    public private(set) var characters: [Character]
    /// The cursor, 0...characters.count.
    public private(set) var cursor: Int
    /// The history entry shown, or `nil` while editing a fresh line.
    public private(set) var historyIndex: Int?
    /// The window an `open`, `continue` or `shortcut` typed here goes to when the line names none:
    /// the pane focused when `o`, `c` or `s` opened the line ("keys act on the focused pane"), or
    /// `nil` for the key window (U3), as a line typed after `:` is taken as written.
    public let targetWindow: WindowName?
    /// The candidates the last Tab found for the word it completed, when there were several (the hint
    /// line lists them); any edit clears them.
    public internal(set) var candidates: [String] = []
    /// The fresh line kept while browsing the history.
    private var draft: [Character] = []

    /// Creates a command line, cursor at the end.
    /// - Parameters:
    ///   - text: the prefilled text (for example `open `).
    ///   - targetWindow: where a payload line without `in W` goes (see ``targetWindow``), or `nil`.
    public init(text: String = "", targetWindow: WindowName? = nil) {
        characters = Array(text)
        cursor = characters.count
        historyIndex = nil
        self.targetWindow = targetWindow
    }

    /// The text typed.
    public var text: String { String(characters) }

    /// The most characters the line holds: twice the longest URL the engine accepts (R5, 8,192), room for any scenario line a person types or pastes.
    ///
    /// A paste of 100 KB would otherwise make every keystroke copy the whole line, and the navigator
    /// stall for minutes.
    public static let maximumLength = 16_384

    /// Inserts a character at the cursor, unless the line is full.
    /// - Parameter character: a printable character.
    /// - Returns: `false` when the line already holds ``maximumLength`` characters (nothing changes).
    @discardableResult
    public mutating func insert(_ character: Character) -> Bool {
        guard characters.count < Self.maximumLength else { return false }
        candidates = []
        characters.insert(character, at: cursor)
        cursor += 1
        return true
    }

    /// Deletes the character before the cursor, if any.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        candidates = []
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Deletes the character at the cursor, if any.
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        candidates = []
        characters.remove(at: cursor)
    }

    /// Moves the cursor by `offset` characters, clamped to the line.
    /// - Parameter offset: negative for left.
    public mutating func moveCursor(by offset: Int) {
        cursor = min(max(0, cursor + offset), characters.count)
    }

    /// Moves the cursor to the start (`true`) or end.
    /// - Parameter start: whether to go to the start.
    public mutating func moveCursorToStart(_ start: Bool) {
        cursor = start ? 0 : characters.count
    }

    /// Replaces the text (a completion), the cursor at its end; leaves the history.
    /// - Parameter text: the new text, cut to ``maximumLength`` characters.
    public mutating func replaceText(_ text: String) {
        characters = Array(text.prefix(Self.maximumLength))
        cursor = characters.count
        historyIndex = nil
    }

    /// Clears the line.
    public mutating func clear() {
        candidates = []
        characters = []
        cursor = 0
    }

    /// Shows an older (`-1`) or newer (`+1`) history entry; past the newest, the fresh line returns.
    /// - Parameters:
    ///   - direction: -1 or +1.
    ///   - history: lines run, oldest first.
    public mutating func browse(_ direction: Int, in history: [String]) {
        guard !history.isEmpty else { return }
        let current = historyIndex ?? history.count
        let next = min(max(0, current + direction), history.count)
        guard next != current else { return }
        if historyIndex == nil { draft = characters }
        if next == history.count {
            historyIndex = nil
            characters = draft
        } else {
            historyIndex = next
            characters = Array(history[next])
        }
        cursor = characters.count
    }
}
