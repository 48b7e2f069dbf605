/// Control characters made visible, so that text from outside — a percent-decoded deep link such as
/// `notes://note/%1B%5B2J`, a screen name, a path — never reaches a terminal as a control sequence.
///
/// One form everywhere (the transcript, `routenav`'s messages on standard error, the navigator's panes,
/// event log and status line): every C0 control (U+0000–U+001F, tab and line feed included), DEL
/// (U+007F) and every C1 control (U+0080–U+009F) is written as a Swift string escape with at least two
/// upper-case hex digits, `\u{1B}`. So is every invisible formatting character that could make text
/// read differently from what it is — general category Cf (zero-width space and joiners U+200B–U+200F,
/// bidirectional embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, U+2060–U+2064,
/// the byte order mark U+FEFF, the soft hyphen, …) and the line and paragraph separators U+2028 and
/// U+2029: `\u{202E}`. Two exceptions keep emoji readable: a zero-width joiner (U+200D) between two
/// emoji (`👩‍💻`) and the tag characters U+E0020–U+E007F right after a black flag (U+1F3F4, the flags
/// of England, Scotland, Wales) stay as they are; anywhere else they are escaped too.
/// Everything else, backslashes included, is written as it is, so an escape and a literal `\u{1B}`
/// typed into a URL look alike; a terminal never interprets either.
///
/// Models no UIKit behaviour: it is the front end's guard for docs/NAVIGATOR.md (rendering is text) and docs/SCENARIOS.md (the
/// transcript's stable format).
public enum ControlCharacterEscaping {
    /// The columns one escaped C0 or C1 control takes: `\u{1B}` is six (an invisible formatting
    /// character's escape, `\u{202E}`, takes eight; see ``escape(_:)``).
    public static let escapeWidth = 6

    /// Whether a scalar is one this type escapes: C0, DEL, C1, general category Cf, U+2028 or U+2029.
    ///
    /// A zero-width joiner between emoji and a flag's tag characters are kept by ``escaped(_:keepingLineFeeds:)``
    /// even though this returns `true` for them.
    ///
    /// - Parameter scalar: a Unicode scalar.
    /// - Returns: `true` for U+0000–U+001F, U+007F, U+0080–U+009F, U+2028, U+2029 and format characters.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return true }
        if value < 0xAD { return false }
        return value == 0x2028 || value == 0x2029 || scalar.properties.generalCategory == .format
    }

    /// Whether an escapable scalar stays as it is where it stands: a zero-width joiner between two
    /// emoji, or a tag character continuing a black flag's tag sequence.
    private static func keepsInEmoji(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let value = scalars[index].value
        guard index > 0 else { return false }
        let previous = scalars[index - 1]
        if value == 0x200D {
            guard index + 1 < scalars.count else { return false }
            let next = scalars[index + 1]
            let previousIsEmoji = previous.value == 0xFE0F || (previous.value > 0xFF && previous.properties.isEmoji)
            return previousIsEmoji && next.value > 0xFF && next.properties.isEmoji
        }
        if (0xE0020...0xE007F).contains(value) {
            // A flag's tag sequence: U+1F3F4, tags, U+E007F (cancel tag).
            var start = index - 1
            while start >= 0, (0xE0020...0xE007E).contains(scalars[start].value) { start -= 1 }
            return start >= 0 && scalars[start].value == 0x1F3F4
        }
        return false
    }

    /// The escape of one control scalar.
    /// - Parameter scalar: a control scalar (see ``isControl(_:)``).
    /// - Returns: `\u{XX}`: upper-case hex digits, at least two (`\u{1B}`, `\u{202E}`).
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
    }

    /// Text with every control character escaped.
    /// - Parameters:
    ///   - text: the text.
    ///   - keepingLineFeeds: whether line feeds (U+000A) stay as they are, for text of several lines
    ///     whose line structure is meant (a message printed on standard error); `false` escapes them too,
    ///     for one field of a one-line format (a window name in the transcript).
    /// - Returns: the text unchanged when it has no control character, else with each escaped.
    /// - Complexity: O(n) in the length of `text`.
    public static func escaped(_ text: String, keepingLineFeeds: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && !(keepingLineFeeds && $0 == "\n") }) else {
            return text
        }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if isControl(scalar), !(keepingLineFeeds && scalar == "\n"), !keepsInEmoji(scalars, at: index) {
                result.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
