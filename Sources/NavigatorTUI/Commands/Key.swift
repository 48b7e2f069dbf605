/// A key press as the navigator understands it, independent of curses.
///
/// `NavigatorCurses` turns curses key codes and bytes into these; the command table binds them.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character, including the space.
    case character(Character)
    /// Control plus a letter: `.control("c")` is Ctrl-C. The letter is lower case.
    case control(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Tab.
    case tab
    /// Shift-Tab (curses' `KEY_BTAB`).
    case backTab
    /// Return or Enter.
    case enter
    /// Escape.
    case escape
    /// Backspace.
    case backspace
    /// Delete (forward).
    case delete
    /// A function key, F1 = 1.
    case function(Int)

    /// How documentation and the help overlay write the key: `q`, `Space`, `Ctrl-C`, `Shift-Tab`.
    public var description: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .control(let c): return "Ctrl-\(String(c).uppercased())"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .function(let n): return "F\(n)"
        }
    }

    /// The digit 1–9 this key types, if it is one.
    public var digit: Int? {
        guard case .character(let c) = self, let value = c.wholeNumberValue, (1...9).contains(value) else { return nil }
        return value
    }
}
