import Scenario

/// A ``ScreenBuffer`` with the glyph set and theme applied: the drawing surface of the renderer.
struct Canvas {
    var buffer: ScreenBuffer
    let glyphs: GlyphSet
    let theme: Theme

    init(size: TerminalSize, glyphs: GlyphSet, theme: Theme) {
        buffer = ScreenBuffer(width: size.width, height: size.height)
        self.glyphs = glyphs
        self.theme = theme
    }

    /// Draws text, its control characters escaped (`\u{1B}`, never sent to the terminal), sanitized
    /// for the glyph set and cut with an ellipsis to `width` columns.
    @discardableResult
    mutating func text(_ text: String, x: Int, y: Int, width: Int? = nil, role: ColorRole = .normal, style: CellStyle = []) -> Int {
        var drawn = glyphs.sanitize(ControlCharacterEscaping.escaped(text))
        if let width {
            guard width > 0 else { return 0 }
            drawn = TextWidth.truncate(drawn, to: width, ellipsis: glyphs.ellipsis)
        }
        return buffer.put(drawn, x: x, y: y, maxWidth: width, style: style.union(theme.attributes(for: role)), role: role)
    }

    /// Draws spans one after another, within `width` columns.
    @discardableResult
    mutating func spans(_ spans: [Span], x: Int, y: Int, width: Int) -> Int {
        var used = 0
        for span in spans where used < width {
            used += text(span.text, x: x + used, y: y, width: width - used, role: span.role, style: span.style)
        }
        return used
    }

    mutating func fill(_ rect: Rect, with character: Character = " ", role: ColorRole = .normal, style: CellStyle = []) {
        buffer.fill(rect, with: character, style: style.union(theme.attributes(for: role)), role: role)
    }

    mutating func horizontalLine(x: Int, y: Int, width: Int, role: ColorRole = .muted, character: Character? = nil) {
        fill(Rect(x: x, y: y, width: width, height: 1), with: character ?? glyphs.horizontal, role: role)
    }

    /// Draws a box border around `rect` (the border is inside the rectangle) and blanks its inside.
    mutating func box(_ rect: Rect, role: ColorRole = .muted, style: CellStyle = [], heavyTop: Bool = false) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        fill(rect.inset(by: 1))
        let attributes = style
        fill(
            Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1),
            with: heavyTop ? glyphs.focusHorizontal : glyphs.horizontal, role: role, style: attributes)
        fill(Rect(x: rect.x + 1, y: rect.maxY - 1, width: rect.width - 2, height: 1), with: glyphs.horizontal, role: role, style: attributes)
        fill(Rect(x: rect.x, y: rect.y + 1, width: 1, height: rect.height - 2), with: glyphs.vertical, role: role, style: attributes)
        fill(Rect(x: rect.maxX - 1, y: rect.y + 1, width: 1, height: rect.height - 2), with: glyphs.vertical, role: role, style: attributes)
        fill(Rect(x: rect.x, y: rect.y, width: 1, height: 1), with: glyphs.topLeft, role: role, style: attributes)
        fill(Rect(x: rect.maxX - 1, y: rect.y, width: 1, height: 1), with: glyphs.topRight, role: role, style: attributes)
        fill(Rect(x: rect.x, y: rect.maxY - 1, width: 1, height: 1), with: glyphs.bottomLeft, role: role, style: attributes)
        fill(Rect(x: rect.maxX - 1, y: rect.maxY - 1, width: 1, height: 1), with: glyphs.bottomRight, role: role, style: attributes)
    }
}

/// A run of text with one role and style.
struct Span: Equatable {
    var text: String
    var role: ColorRole = .normal
    var style: CellStyle = []

    init(_ text: String, role: ColorRole = .normal, style: CellStyle = []) {
        self.text = text
        self.role = role
        self.style = style
    }

    static func columns(of spans: [Span]) -> Int {
        spans.reduce(0) { $0 + TextWidth.columns(of: $1.text) }
    }
}

/// Word wrapping for help and explain text.
enum TextWrap {
    /// Splits text into lines of at most `width` columns at spaces; words longer than a line are cut.
    ///
    /// Control characters are escaped first (`\u{1B}`), as they are drawn.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in ControlCharacterEscaping.escaped(text).split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            var word = word
            while TextWidth.columns(of: word) > width {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                let head = String(word.prefix(width))
                lines.append(head)
                word = String(word.dropFirst(width))
            }
            if current.isEmpty {
                current = word
            } else if TextWidth.columns(of: current) + 1 + TextWidth.columns(of: word) <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
