import Simulator

/// Everything that can happen to the navigator: the input of ``NavigatorModel/update(_:)``
/// (CONTRIBUTING.md: a resize is a message).
public enum NavigatorMessage: Equatable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// Text was pasted (an xterm bracketed paste, `ESC[200~` … `ESC[201~`): typed into the `:` command
    /// line, its line ends run the lines one by one; never read as navigator keys.
    case paste(String)
    /// The terminal changed size.
    case resize(TerminalSize)
    /// The simulation changed: here is what to show now.
    case snapshot(NavigatorSnapshot)
    /// The result of an effect the navigator asked for (a command line run, an `expect`, a save).
    case feedback(CommandFeedback)
    /// Feedback that no longer holds (an offer that expired): if the message line still shows it, it
    /// shows `replacement` instead, or nothing; any later message is left alone.
    case withdraw(CommandFeedback, replacement: CommandFeedback?)
    /// A mouse event; ignored unless mouse input is enabled (`--mouse`).
    case mouse(MouseEvent)
}

/// A mouse event in cell coordinates.
public struct MouseEvent: Equatable, Sendable {
    /// Column, 0-based.
    public var x: Int
    /// Row, 0-based.
    public var y: Int
    /// What happened.
    public var kind: MouseEventKind

    /// Creates a mouse event.
    /// - Parameters:
    ///   - x: column.
    ///   - y: row.
    ///   - kind: press or wheel.
    public init(x: Int, y: Int, kind: MouseEventKind) {
        self.x = x
        self.y = y
        self.kind = kind
    }
}

/// The mouse events the navigator uses.
public enum MouseEventKind: String, Equatable, Sendable, CaseIterable {
    /// The primary button went down.
    case press
    /// The wheel turned up.
    case wheelUp
    /// The wheel turned down.
    case wheelDown
}

/// A one-line answer shown below the event log: a passing or failing `expect`, an error, a note.
public struct CommandFeedback: Equatable, Sendable {
    /// How it is shown.
    public var kind: FeedbackKind
    /// The text, one line.
    public var text: String

    /// Creates feedback.
    /// - Parameters:
    ///   - kind: info, success or failure.
    ///   - text: the text.
    public init(_ kind: FeedbackKind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

/// How feedback is shown.
public enum FeedbackKind: String, Equatable, Sendable, CaseIterable {
    /// Neutral.
    case info
    /// A pass (green).
    case success
    /// A failure or refusal (red).
    case failure
}
