import Scenario

/// How many terminal columns text takes, without asking the C library (`wcwidth` depends on the
/// locale, and rendering must be a pure function).
///
/// East Asian wide and fullwidth characters and most emoji take two columns; everything else
/// printable takes one. Control characters are never drawn as themselves: the renderer draws each as
/// its escape (`\u{1B}`, ``ControlCharacterEscaping``), so a string is measured and cut as drawn,
/// escapes included.
public enum TextWidth {
    /// The columns one character takes: 1 or 2.
    /// - Parameter character: a printable character.
    /// - Returns: 2 for wide characters, else 1.
    public static func columns(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        return isWide(scalar.value) ? 2 : 1
    }

    /// The columns a string takes as drawn.
    /// - Parameter text: the text (a control or invisible formatting character counts as its escape,
    ///   `\u{1B}`: six columns, `\u{202E}`: eight).
    /// - Returns: the column count.
    /// - Complexity: O(n).
    public static func columns(of text: String) -> Int {
        var total = 0
        for character in ControlCharacterEscaping.escaped(text) {
            total += columns(of: character)
        }
        return total
    }

    /// Whether a character can be drawn as itself (not a control character).
    /// - Parameter character: the character.
    /// - Returns: `false` for a character starting with a scalar ``ControlCharacterEscaping`` escapes
    ///   (C0/C1 controls, DEL, invisible formatting characters).
    public static func isPrintable(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return !ControlCharacterEscaping.isControl(scalar)
    }

    /// Cuts text to at most `limit` columns, ending with `ellipsis` when anything was cut.
    ///
    /// Control characters are escaped first (`\u{1B}`), so the result is what is drawn.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - limit: the most columns, ≥ 0.
    ///   - ellipsis: one-column marker for cut text.
    /// - Returns: text that fits, without control characters.
    /// - Complexity: O(n).
    public static func truncate(_ text: String, to limit: Int, ellipsis: Character = "…") -> String {
        guard limit > 0 else { return "" }
        let text = ControlCharacterEscaping.escaped(text)
        if columns(of: text) <= limit { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = isPrintable(character) ? columns(of: character) : 1
            if used + width > limit - 1 { break }
            result.append(character)
            used += width
        }
        result.append(ellipsis)
        return result
    }

    /// Pads text with blanks to exactly `width` columns (cutting it with an ellipsis when longer).
    /// - Parameters:
    ///   - text: the text.
    ///   - width: the column count.
    ///   - ellipsis: marker for cut text.
    /// - Returns: text of exactly `width` columns.
    public static func pad(_ text: String, to width: Int, ellipsis: Character = "…") -> String {
        let cut = truncate(text, to: width, ellipsis: ellipsis)
        let missing = width - columns(of: cut)
        return missing > 0 ? cut + String(repeating: " ", count: missing) : cut
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
