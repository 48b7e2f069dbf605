import NavigatorTUI

/// What the screen read.
public enum NavigatorInput: Equatable, Sendable {
    /// A key or mouse message for the host.
    case message(NavigatorMessage)
    /// The terminal now has this size.
    case resize(TerminalSize)
}
