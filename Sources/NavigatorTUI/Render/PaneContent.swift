/// The lines inside one window's pane, fitted to its height: navigation stack bottom to top,
/// presented screen, pending intents with their state, numbered actions (docs/NAVIGATOR.md).
///
/// When the lines do not fit, the stack is cut first (its top stays; an elision line counts the
/// screens below), then pending intents, then actions. Shared by the renderer and mouse hit-testing.
enum PaneContent {
    struct Line: Equatable {
        var spans: [Span]
        /// Right-aligned text (a pending intent's state).
        var trailing: Span?
        /// The 0-based action this line taps, if it is an action.
        var actionIndex: Int?

        init(_ spans: [Span], trailing: Span? = nil, actionIndex: Int? = nil) {
            self.spans = spans
            self.trailing = trailing
            self.actionIndex = actionIndex
        }
    }

    static func lines(for window: WindowPaneSnapshot, interior: Rect, glyphs: GlyphSet) -> [Line] {
        let height = interior.height
        guard height > 0 else { return [] }
        let pointer = String(glyphs.pointer)
        let ellipsis = String(glyphs.ellipsis)

        var stack: [Line] = window.stack.enumerated().map { index, screen in
            let isVisible = window.presented == nil && index == window.stack.count - 1
            return Line([
                Span(isVisible ? pointer + " " : "  ", role: .accent),
                Span(screen, role: .normal, style: isVisible ? .bold : []),
            ])
        }
        if stack.isEmpty { stack = [Line([Span("  (empty)", role: .muted)])] }
        let tabStrip = tabStrip(for: window, glyphs: glyphs)
        let columns = columnRows(for: window, width: max(0, interior.width - 2), glyphs: glyphs)
        if let columns { stack = columns }
        let presented: [Line] =
            window.presented.map {
                [Line([Span(pointer + " ", role: .accent), Span($0, style: .bold)])]
            } ?? []
        var pending: [Line] = window.pending.map { intent in
            Line(
                [Span("  " + intent.text)],
                trailing: Span(intent.state.rawValue, role: intent.state == .denied ? .denied : .muted))
        }
        var actions: [Line] = window.actions.enumerated().map { index, title in
            let number = index < 9 ? String(index + 1) : "·"
            return Line([Span(" " + number + " ", role: .accent, style: .bold), Span(title)], actionIndex: index)
        }

        func total() -> Int {
            (tabStrip == nil ? 0 : 1) + (1 + stack.count) + (presented.isEmpty ? 0 : 1 + presented.count)
                + (pending.isEmpty ? 0 : 1 + pending.count) + (actions.isEmpty ? 0 : 1 + actions.count)
        }

        // Cut the stack from the bottom, keeping its top and an elision line.
        if columns != nil, total() > height {
            // Columns side by side: their names stay, the deepest rows go.
            stack = Array(stack.prefix(max(1, stack.count - (total() - height))))
        } else if total() > height, stack.count > 2 {
            let keep = max(1, stack.count - (total() - height) - 1)
            if keep < stack.count - 1 {
                let hidden = window.stack.count - keep
                stack = [Line([Span("  " + ellipsis + " \(hidden) below", role: .muted)])] + Array(stack.suffix(keep))
            }
        }
        // Then pending intents and actions, from their ends.
        for section in 0..<2 where total() > height {
            var list = section == 0 ? pending : actions
            guard list.count > 1 else { continue }
            let keep = max(1, list.count - (total() - height) - 1)
            if keep < list.count - 1 {
                let hidden = list.count - keep
                list = Array(list.prefix(keep)) + [Line([Span("  " + ellipsis + " \(hidden) more", role: .muted)])]
            }
            if section == 0 { pending = list } else { actions = list }
        }

        var lines: [Line] = tabStrip.map { [$0] } ?? []
        lines += [Line([Span(stackHeading(for: window, showsColumns: columns != nil), role: .muted, style: .bold)])] + stack
        if !presented.isEmpty { lines += [Line([Span("Presented", role: .muted, style: .bold)])] + presented }
        if !pending.isEmpty { lines += [Line([Span("Pending", role: .muted, style: .bold)])] + pending }
        if !actions.isEmpty { lines += [Line([Span("Actions", role: .muted, style: .bold)])] + actions }
        return Array(lines.prefix(height))
    }
}
