/// Control characters made visible, so that text from outside — a percent-decoded deep link such as
/// `notes://note/%1B%5B2J`, a screen name, a path — never reaches a terminal as a control sequence.
///
/// One form everywhere (the transcript, `routenav`'s messages on standard error, the navigator's panes,
/// event log and status line): every C0 control (U+0000–U+001F, tab and line feed included), DEL
/// (U+007F) and every C1 control (U+0080–U+009F) is written as a Swift string escape with two upper-case
/// hex digits, `\u{1B}`. Everything else, backslashes included, is written as it is, so an escape and a
/// literal `\u{1B}` typed into a URL look alike; a terminal never interprets either.
///
/// Models no UIKit behaviour: it is the front end's guard for DESIGN §6 (rendering is text) and §3 (the
/// transcript's stable format).
public enum ControlCharacterEscaping {
    /// The columns one escaped control takes: `\u{1B}` is six.
    public static let escapeWidth = 6

    /// Whether a scalar is a control character this type escapes: C0, DEL or C1.
    /// - Parameter scalar: a Unicode scalar.
    /// - Returns: `true` for U+0000–U+001F, U+007F and U+0080–U+009F.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    /// The escape of one control scalar.
    /// - Parameter scalar: a control scalar (see ``isControl(_:)``).
    /// - Returns: `\u{XX}`, two upper-case hex digits.
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
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar), !(keepingLineFeeds && scalar == "\n") {
                result.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
