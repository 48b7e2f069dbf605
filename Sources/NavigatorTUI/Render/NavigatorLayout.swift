/// Where everything goes on a screen of a given size: a pure function of the size and of how many windows and cards there are (CONTRIBUTING.md).
///
/// Shared by the renderer and by mouse hit-testing.
///
/// Top to bottom: the status bar; the panes, one per window in columns, wrapping to a grid past
/// three; a strip of session cards (when there are any); the event log; the message or command
/// line; the hint line.
public struct NavigatorLayout: Equatable, Sendable {
    /// The smallest terminal the navigator draws in; smaller ones get a "too small" message.
    public static let minimumSize = TerminalSize(width: 60, height: 16)
    /// The largest area the navigator draws: 1000 columns by 500 rows.
    ///
    /// A larger terminal gets the navigator in this much of its top-left corner with a message on the
    /// bottom line, so that one frame never costs more cells than this (a 10000x2000 terminal made one
    /// keypress take 17 s and 2.6 GB).
    public static let maximumSize = TerminalSize(width: 1000, height: 500)
    /// Panes per grid row.
    public static let maximumColumns = 3
    /// The fewest rows a pane is given (border, title, two lines of content).
    public static let minimumPaneHeight = 5

    /// The screen size this layout is for.
    public let size: TerminalSize
    /// Whether the screen is below ``minimumSize``; then only ``size`` and ``drawnSize`` are meaningful.
    public let isTooSmall: Bool
    /// The part of the screen drawn: ``size`` cut to ``maximumSize`` (negative sizes count as 0).
    ///
    /// Every area below lies inside it.
    public let drawnSize: TerminalSize
    /// Whether the screen is larger than ``maximumSize`` in either direction, so only ``drawnSize`` of it is drawn.
    public var isClipped: Bool { size.width > Self.maximumSize.width || size.height > Self.maximumSize.height }
    /// Row 0: app, process, auth, clock, recording.
    public let statusBar: Rect
    /// The area the panes share.
    public let panesArea: Rect
    /// The panes shown, in window order.
    public let panes: [PaneSlot]
    /// How many grid rows of panes do not fit and are scrolled away (above, below).
    public let hiddenPanes: (above: Int, below: Int)
    /// The session-card strip, when there are cards.
    public let cardsStrip: Rect?
    /// The event log's heading row.
    public let logHeader: Rect
    /// The event log's lines.
    public let logLines: Rect
    /// The message line, or the command line while editing.
    public let messageLine: Rect
    /// The bottom hint line.
    public let hintLine: Rect
    /// The area the help overlay and the explain view cover: everything between the status bar
    /// and the message line.
    public let overlayArea: Rect

    /// Lays out a screen.
    /// - Parameters:
    ///   - size: the terminal size in cells.
    ///   - windowCount: connected windows.
    ///   - hasCards: whether there are session cards.
    ///   - focusedWindowIndex: the focused window's index, kept visible when not every pane fits.
    ///   - logHeightChange: rows added to (negative: taken from) the event log's default third of the
    ///     height; the log keeps at least 2 rows and leaves the panes at least ``minimumPaneHeight``.
    ///   - logZoomed: whether the log takes every row but ``minimumPaneHeight`` rows of panes.
    /// - Complexity: O(windowCount).
    public init(
        size: TerminalSize, windowCount: Int, hasCards: Bool, focusedWindowIndex: Int? = nil,
        logHeightChange: Int = 0, logZoomed: Bool = false
    ) {
        self.size = size
        let width = min(max(0, size.width), Self.maximumSize.width)
        let height = min(max(0, size.height), Self.maximumSize.height)
        drawnSize = TerminalSize(width: width, height: height)
        let tooSmall = width < Self.minimumSize.width || height < Self.minimumSize.height
        isTooSmall = tooSmall
        guard !tooSmall else {
            let empty = Rect(x: 0, y: 0, width: 0, height: 0)
            statusBar = empty
            panesArea = empty
            panes = []
            hiddenPanes = (0, 0)
            cardsStrip = nil
            logHeader = empty
            logLines = empty
            messageLine = empty
            hintLine = empty
            overlayArea = empty
            return
        }
        statusBar = Rect(x: 0, y: 0, width: width, height: 1)
        hintLine = Rect(x: 0, y: height - 1, width: width, height: 1)
        messageLine = Rect(x: 0, y: height - 2, width: width, height: 1)
        overlayArea = Rect(x: 0, y: 1, width: width, height: height - 3)

        let available = height - 3
        let cardRows = hasCards ? 1 : 0
        let mostLogLines = max(2, available - cardRows - 1 - Self.minimumPaneHeight)
        let logLineCount = logZoomed ? mostLogLines : min(mostLogLines, max(2, available / 3 + logHeightChange))
        let panesHeight = available - cardRows - logLineCount - 1
        panesArea = Rect(x: 0, y: 1, width: width, height: panesHeight)
        cardsStrip = hasCards ? Rect(x: 0, y: 1 + panesHeight, width: width, height: 1) : nil
        logHeader = Rect(x: 0, y: 1 + panesHeight + cardRows, width: width, height: 1)
        logLines = Rect(x: 0, y: logHeader.y + 1, width: width, height: logLineCount)

        guard windowCount > 0 else {
            panes = []
            hiddenPanes = (0, 0)
            return
        }
        let columns = min(windowCount, Self.maximumColumns)
        let rows = (windowCount + columns - 1) / columns
        let visibleRows = min(rows, max(1, panesHeight / Self.minimumPaneHeight))
        let focusRow = min(max(0, focusedWindowIndex ?? 0), windowCount - 1) / columns
        let firstRow = min(max(0, focusRow - visibleRows + 1), rows - visibleRows)
        var slots: [PaneSlot] = []
        var top = panesArea.y
        for row in 0..<visibleRows {
            let rowHeight = panesHeight / visibleRows + (row < panesHeight % visibleRows ? 1 : 0)
            var left = 0
            for column in 0..<columns {
                let columnWidth = width / columns + (column < width % columns ? 1 : 0)
                let index = (firstRow + row) * columns + column
                if index < windowCount {
                    slots.append(PaneSlot(windowIndex: index, frame: Rect(x: left, y: top, width: columnWidth, height: rowHeight)))
                }
                left += columnWidth
            }
            top += rowHeight
        }
        panes = slots
        hiddenPanes = (firstRow, rows - firstRow - visibleRows)
    }

    /// Compares two layouts.
    /// - Parameters:
    ///   - lhs: a layout.
    ///   - rhs: another layout.
    /// - Returns: whether every area is equal.
    public static func == (lhs: NavigatorLayout, rhs: NavigatorLayout) -> Bool {
        lhs.size == rhs.size && lhs.drawnSize == rhs.drawnSize && lhs.isTooSmall == rhs.isTooSmall && lhs.statusBar == rhs.statusBar
            && lhs.panesArea == rhs.panesArea && lhs.panes == rhs.panes
            && lhs.hiddenPanes.above == rhs.hiddenPanes.above && lhs.hiddenPanes.below == rhs.hiddenPanes.below
            && lhs.cardsStrip == rhs.cardsStrip && lhs.logHeader == rhs.logHeader && lhs.logLines == rhs.logLines
            && lhs.messageLine == rhs.messageLine && lhs.hintLine == rhs.hintLine && lhs.overlayArea == rhs.overlayArea
    }
}

/// Where one window's pane is drawn.
public struct PaneSlot: Equatable, Sendable {
    /// The window's index in ``NavigatorSnapshot/windows``.
    public var windowIndex: Int
    /// The pane's frame, border included.
    public var frame: Rect

    /// Creates a slot.
    /// - Parameters:
    ///   - windowIndex: the window's index.
    ///   - frame: the frame.
    public init(windowIndex: Int, frame: Rect) {
        self.windowIndex = windowIndex
        self.frame = frame
    }
}
