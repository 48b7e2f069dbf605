import Simulator

/// A pane's tab strip and side-by-side columns, for windows with containers.
extension PaneContent {
    /// The tab strip of the tab bar the window shows: each title between blanks, the selected one bold and
    /// reversed, separated by the glyph set's separator (`|` with ASCII glyphs); `nil` without a tab bar.
    static func tabStrip(for window: WindowPaneSnapshot, glyphs: GlyphSet) -> Line? {
        guard let bar = window.container?.visibleTabs, !bar.tabs.isEmpty else { return nil }
        var spans: [Span] = []
        for (index, tab) in bar.tabs.enumerated() {
            if index > 0 { spans.append(Span(String(glyphs.separator), role: .muted)) }
            let isSelected = index == bar.selected
            spans.append(Span(" \(tab.title) ", role: isSelected ? .accent : .muted, style: isSelected ? [.bold, .reverse] : []))
        }
        return Line(spans)
    }

    /// The shown columns of an expanded split view, side by side in `width` columns: a row of column names, then one row per stack depth, each column cut to its share and separated by the glyph set's vertical line; unless a screen is presented, the top of each column marked with the pointer (every shown column is on screen, the primary's too), the trailing column's that has screens (what `back` pops) in bold.
    ///
    /// `nil` when the window shows no expanded split view with two shown columns.
    static func columnRows(for window: WindowPaneSnapshot, width: Int, glyphs: GlyphSet) -> [Line]? {
        guard let split = window.container?.visibleSplit, !split.isCollapsed else { return nil }
        let columns = split.columns.filter(\.isShown)
        guard columns.count >= 2 else { return nil }
        let share = max(1, (width - (columns.count - 1)) / columns.count)
        let stacks = columns.map { $0.content.visibleStack ?? [] }
        let depth = stacks.map(\.count).max() ?? 0
        // What `back` pops: the trailing column that has screens.
        let visibleColumn = stacks.lastIndex { !$0.isEmpty } ?? columns.count - 1
        var rows: [Line] = []
        for row in 0...depth {
            var spans: [Span] = []
            for (index, column) in columns.enumerated() {
                if index > 0 { spans.append(Span(String(glyphs.vertical), role: .muted)) }
                let cell: Span
                if row == 0 {
                    cell = Span(TextWidth.pad(column.name, to: share, ellipsis: glyphs.ellipsis), role: .muted, style: .bold)
                } else if row - 1 < stacks[index].count {
                    let isTop = window.presented == nil && row == stacks[index].count
                    let text = (isTop ? String(glyphs.pointer) + " " : "  ") + stacks[index][row - 1]
                    cell = Span(TextWidth.pad(text, to: share, ellipsis: glyphs.ellipsis), style: isTop && index == visibleColumn ? .bold : [])
                } else {
                    cell = Span(String(repeating: " ", count: share))
                }
                spans.append(cell)
            }
            rows.append(Line(spans))
        }
        return rows
    }

    /// The heading of the stack section: `Stack`, `Stack (collapsed)` for a collapsed split view,
    /// `Columns` when they are drawn side by side.
    static func stackHeading(for window: WindowPaneSnapshot, showsColumns: Bool) -> String {
        if showsColumns { return "Columns" }
        if window.container?.visibleSplit?.isCollapsed == true { return "Stack (collapsed)" }
        return "Stack"
    }
}
