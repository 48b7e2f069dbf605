/// A terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size.
    /// - Parameters:
    ///   - width: columns.
    ///   - height: rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `80x24`.
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells: origin at the top-left, sizes in cells.
public struct Rect: Hashable, Sendable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a rectangle.
    /// - Parameters:
    ///   - x: left column.
    ///   - y: top row.
    ///   - width: columns.
    ///   - height: rows.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// One past the right column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether a cell lies inside.
    /// - Parameters:
    ///   - px: column.
    ///   - py: row.
    /// - Returns: `true` when inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The overlap of two rectangles (empty when they do not meet).
    /// - Parameter other: the other rectangle.
    /// - Returns: the intersection.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The rectangle shrunk by `amount` on every side.
    /// - Parameter amount: cells to remove from each side.
    /// - Returns: the inner rectangle (never negative in size).
    public func inset(by amount: Int) -> Rect {
        Rect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}
