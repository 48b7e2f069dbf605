import CNcurses
import NavigatorTUI

/// One thing read from the terminal.
public enum TerminalInput: Equatable, Sendable {
    /// A key.
    case key(Key)
    /// The terminal was resized (curses' `KEY_RESIZE`; ncurses owns SIGWINCH, CONTRIBUTING.md).
    case resize
    /// A mouse report (`KEY_MOUSE`); the decoder does not read it, the screen does.
    case mouse
}

/// Turns what `wget_wch` returns into navigator input.
///
/// With `keypad` on, arrows and other special keys arrive as `KEY_*` codes; everything else as
/// characters, control keys as bytes 1–31.
public enum KeyDecoder {
    /// Decodes one `wget_wch` result.
    /// - Parameters:
    ///   - isFunctionKey: whether `wget_wch` returned `KEY_CODE_YES`.
    ///   - code: the key code or character.
    /// - Returns: the input, or `nil` for keys the navigator does not use.
    public static func decode(isFunctionKey: Bool, code: UInt32) -> TerminalInput? {
        if isFunctionKey { return decodeFunctionKey(Int32(bitPattern: code)) }
        switch code {
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        case 8, 127: return .key(.backspace)
        case 1...26:
            guard let scalar = Unicode.Scalar(code + 96) else { return nil }
            return .key(.control(Character(scalar)))
        case 0, 28...31: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            let character = Character(scalar)
            return TextWidth.isPrintable(character) ? .key(.character(character)) : nil
        }
    }

    private static func decodeFunctionKey(_ code: Int32) -> TerminalInput? {
        switch code {
        case cn_key_up(): return .key(.up)
        case cn_key_down(): return .key(.down)
        case cn_key_left(): return .key(.left)
        case cn_key_right(): return .key(.right)
        case cn_key_home(): return .key(.home)
        case cn_key_end(): return .key(.end)
        case cn_key_ppage(): return .key(.pageUp)
        case cn_key_npage(): return .key(.pageDown)
        case cn_key_backspace(): return .key(.backspace)
        case cn_key_dc(): return .key(.delete)
        case cn_key_enter(): return .key(.enter)
        case cn_key_btab(): return .key(.backTab)
        case cn_key_resize(): return .resize
        case cn_key_mouse(): return .mouse
        default:
            for number in 1...12 where code == cn_key_f(Int32(number)) { return .key(.function(number)) }
            return nil
        }
    }
}

/// Curses' codes for the special keys, for tests that feed ``KeyDecoder`` what curses would
/// report (so nothing but NavigatorCurses imports CNcurses).
enum CursesKeyCode {
    static var up: Int32 { cn_key_up() }
    static var backTab: Int32 { cn_key_btab() }
    static var resize: Int32 { cn_key_resize() }
    static func function(_ number: Int32) -> Int32 { cn_key_f(number) }
}
