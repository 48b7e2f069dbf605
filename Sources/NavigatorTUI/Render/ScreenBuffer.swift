/// A terminal-sized grid of cells: what one frame of the navigator looks like (docs/NAVIGATOR.md).
///
/// Rendering is a pure function from the navigator's model to a `ScreenBuffer`; only
/// `NavigatorCurses` copies a buffer to the terminal. Tests compare ``text`` with golden files.
/// Cells are stored row-major. A character that takes two terminal columns occupies its cell and
/// a following continuation cell.
public struct ScreenBuffer: Equatable, Sendable {
    /// Columns, at least 0.
    public let width: Int
    /// Rows, at least 0.
    public let height: Int
    /// The cells, row-major: the cell at column `x`, row `y` is at index `y * width + x`.
    public private(set) var cells: [Cell]
    /// Where the terminal's cursor should stand (the command line's insertion point), or `nil` to hide it.
    public var cursor: CellPosition?

    /// Creates a buffer filled with blank cells.
    /// - Parameters:
    ///   - width: columns; negative values count as 0.
    ///   - height: rows; negative values count as 0.
    ///   - fill: the cell every position starts as (default: a blank).
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
        self.cursor = nil
    }

    /// The size of the buffer.
    public var size: TerminalSize { TerminalSize(width: width, height: height) }

    /// Whether `(x, y)` lies inside the buffer.
    /// - Parameters:
    ///   - x: column, 0-based.
    ///   - y: row, 0-based.
    /// - Returns: `true` when both coordinates are in range.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The cell at a position; reading outside the buffer gives a blank, writing outside is ignored.
    /// - Parameters:
    ///   - x: column, 0-based.
    ///   - y: row, 0-based.
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set {
            guard contains(x: x, y: y) else { return }
            cells[y * width + x] = newValue
        }
    }

    /// Writes text starting at a position, clipped to the buffer and to `maxWidth` columns.
    ///
    /// Control characters are written as `?`. A two-column character that would be cut at the
    /// clip edge is written as a blank instead.
    /// - Parameters:
    ///   - text: the text; one line (newlines are written as `?`).
    ///   - x: starting column, 0-based (may be negative: the part left of column 0 is clipped).
    ///   - y: row, 0-based.
    ///   - maxWidth: the most columns to use (`nil`: to the right edge).
    ///   - style: attributes of every written cell.
    ///   - role: color role of every written cell.
    /// - Returns: the number of columns the text advanced (including clipped columns left of 0).
    /// - Complexity: O(n) in the length of `text`.
    @discardableResult
    public mutating func put(
        _ text: String, x: Int, y: Int, maxWidth: Int? = nil,
        style: CellStyle = [], role: ColorRole = .normal
    ) -> Int {
        let limit = x + (maxWidth ?? Int.max / 2)
        let right = min(width, limit)
        var column = x
        for character in text {
            let printable = TextWidth.isPrintable(character) ? character : "?"
            let columns = TextWidth.columns(of: printable)
            if column + columns > right { break }
            if column >= 0, y >= 0, y < height {
                self[column, y] = Cell(character: printable, style: style, role: role)
                if columns == 2 {
                    self[column + 1, y] = Cell(character: " ", style: style, role: role, isContinuation: true)
                }
            }
            column += columns
        }
        return column - x
    }

    /// Fills a rectangle with one character, clipped to the buffer.
    /// - Parameters:
    ///   - rect: the area.
    ///   - character: a one-column character.
    ///   - style: attributes.
    ///   - role: color role.
    /// - Complexity: O(area).
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle = [], role: ColorRole = .normal) {
        let clipped = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !clipped.isEmpty else { return }
        let cell = Cell(character: character, style: style, role: role)
        for row in clipped.y..<clipped.maxY {
            for column in clipped.x..<clipped.maxX {
                cells[row * width + column] = cell
            }
        }
    }

    /// Changes the style of every cell in a rectangle, keeping the characters.
    /// - Parameters:
    ///   - rect: the area, clipped to the buffer.
    ///   - adding: attributes to add.
    ///   - removing: attributes to remove (applied before `adding`).
    ///   - role: a new color role, or `nil` to keep each cell's role.
    /// - Complexity: O(area).
    public mutating func restyle(_ rect: Rect, adding: CellStyle = [], removing: CellStyle = [], role: ColorRole? = nil) {
        let clipped = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !clipped.isEmpty else { return }
        for row in clipped.y..<clipped.maxY {
            for column in clipped.x..<clipped.maxX {
                var cell = cells[row * width + column]
                cell.style.subtract(removing)
                cell.style.formUnion(adding)
                if let role { cell.role = role }
                cells[row * width + column] = cell
            }
        }
    }

    /// The characters of one row, continuation cells skipped, trailing blanks kept.
    /// - Parameter y: row, 0-based; outside the buffer gives an empty string.
    /// - Returns: the row's text.
    /// - Complexity: O(width).
    public func line(_ y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var result = ""
        result.reserveCapacity(width)
        for column in 0..<width {
            let cell = cells[y * width + column]
            if !cell.isContinuation { result.append(cell.character) }
        }
        return result
    }

    /// Every row's text with trailing blanks removed, joined by newlines: the golden-file form.
    /// - Complexity: O(width × height).
    public var text: String {
        (0..<height).map { line($0).trimmingTrailingSpaces() }.joined(separator: "\n")
    }
}

/// One position of a ``ScreenBuffer``: a character and how to draw it.
public struct Cell: Equatable, Sendable {
    /// The character shown (one grapheme; a blank for empty cells).
    public var character: Character
    /// Attributes: bold, reverse, underline, dim.
    public var style: CellStyle
    /// The color role; `NavigatorCurses` maps it to a color pair unless the theme is monochrome.
    public var role: ColorRole
    /// `true` for the second column of a two-column character (not drawn on its own).
    public var isContinuation: Bool

    /// Creates a cell.
    /// - Parameters:
    ///   - character: the character.
    ///   - style: attributes.
    ///   - role: color role.
    ///   - isContinuation: whether this is the right half of a wide character.
    public init(character: Character, style: CellStyle = [], role: ColorRole = .normal, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.role = role
        self.isContinuation = isContinuation
    }

    /// A blank cell with no attributes.
    public static let blank = Cell(character: " ")
}

/// Text attributes of a cell, as curses offers them.
public struct CellStyle: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates a style from raw bits.
    /// - Parameter rawValue: the bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (bright).
    public static let bold = CellStyle(rawValue: 1 << 0)
    /// Reverse video.
    public static let reverse = CellStyle(rawValue: 1 << 1)
    /// Underlined.
    public static let underline = CellStyle(rawValue: 1 << 2)
    /// Dim (half bright).
    public static let dim = CellStyle(rawValue: 1 << 3)
}

/// What a cell means, which decides its color in the color theme (docs/NAVIGATOR.md: warnings in red).
public enum ColorRole: String, Hashable, Sendable, CaseIterable {
    /// Ordinary text.
    case normal
    /// Secondary text: section labels, timestamps, covered content.
    case muted
    /// Highlights: the focused pane's border, selected rows.
    case accent
    /// The status bar.
    case status
    /// Success: a passing `expect`.
    case success
    /// Warnings (red).
    case warning
    /// Errors and a crashed process (red).
    case error
    /// The splash / obscuration overlay.
    case overlay
    /// The key-window mark.
    case keyWindow
    /// Denied pending intents.
    case denied
}

extension String {
    /// The string without trailing blanks.
    func trimmingTrailingSpaces() -> String {
        var end = endIndex
        while end > startIndex {
            let before = index(before: end)
            guard self[before] == " " else { break }
            end = before
        }
        return String(self[..<end])
    }
}

/// A cell's position: column and row, 0-based.
public struct CellPosition: Hashable, Sendable {
    /// Column.
    public var x: Int
    /// Row.
    public var y: Int

    /// Creates a position.
    /// - Parameters:
    ///   - x: column.
    ///   - y: row.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
