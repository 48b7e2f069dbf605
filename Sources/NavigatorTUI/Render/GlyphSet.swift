/// The characters the navigator draws its frame with: Unicode box drawing, or plain ASCII when the
/// terminal's locale cannot show UTF-8 (CONTRIBUTING.md: in a `C`/`POSIX` locale UTF-8 output turns to garbage).
public struct GlyphSet: Hashable, Sendable {
    /// Top-left corner.
    public var topLeft: Character
    /// Top-right corner.
    public var topRight: Character
    /// Bottom-left corner.
    public var bottomLeft: Character
    /// Bottom-right corner.
    public var bottomRight: Character
    /// Horizontal line.
    public var horizontal: Character
    /// Vertical line.
    public var vertical: Character
    /// The top border of the focused pane.
    public var focusHorizontal: Character
    /// Marks the key window (U3).
    public var keyMark: Character
    /// Marks cut text.
    public var ellipsis: Character
    /// Marks the top of a navigation stack and the selected row.
    public var pointer: Character
    /// The shading of a splash or obscuration overlay.
    public var shade: Character
    /// The recording mark.
    public var recording: Character
    /// Separator between status bar fields.
    public var separator: Character
    /// Whether text may contain non-ASCII characters; when `false`, data is drawn with `?` for them.
    public var allowsUnicode: Bool

    /// Box drawing and symbols, for UTF-8 terminals.
    public static let unicode = GlyphSet(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│", focusHorizontal: "━",
        keyMark: "◆", ellipsis: "…", pointer: "›", shade: "░", recording: "●", separator: "│", allowsUnicode: true)

    /// Plain ASCII, for `C`/`POSIX` locales.
    public static let ascii = GlyphSet(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|", focusHorizontal: "=",
        keyMark: "*", ellipsis: "~", pointer: ">", shade: ".", recording: "o", separator: "|", allowsUnicode: false)

    /// Text made safe to draw: with ASCII glyphs, every non-ASCII character becomes `?`.
    /// - Parameter text: data from the simulation (screen names, URLs, log text).
    /// - Returns: drawable text.
    /// - Complexity: O(n).
    public func sanitize(_ text: String) -> String {
        guard !allowsUnicode else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text { result.append(character.isASCII ? character : "?") }
        return result
    }
}
