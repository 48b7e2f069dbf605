import Foundation
import Simulator

/// Focus, list movement, the log's height, overlays and the mouse: the parts of ``NavigatorModel/update(_:)`` that
/// change what the screen shows without reaching the simulation.
extension NavigatorModel {
    mutating func moveFocus(by offset: Int) {
        let order = focusOrder
        guard !order.isEmpty else { return }
        let current = focus.flatMap { order.firstIndex(of: $0) } ?? (offset > 0 ? -1 : 0)
        let next = ((current + offset) % order.count + order.count) % order.count
        focus = order[next]
        // "applied: … in compose" read under another focused pane would name the wrong window.
        if message?.text.hasPrefix("applied: ") == true { message = nil }
    }

    var pageLength: Int {
        switch mode {
        case .help: return max(1, HelpOverlay.visibleRows(in: layout) - 1)
        default: return max(1, layout.logLines.height - 1)
        }
    }

    /// A move longer than any list: `g` and `G` move by it and the scroll is clamped to the ends.
    static let wholeList = 1 << 30

    mutating func move(by offset: Int) {
        switch mode {
        case .normal, .commandLine:
            logScroll -= offset
        case .help(let scroll):
            mode = .help(scroll: scroll + offset)
        case .timeline(let selected):
            mode = .timeline(selected: selected + offset)
        case .explain(let selected):
            let ids = snapshot.traces.map(\.id)
            guard !ids.isEmpty else { return }
            let index = selected.flatMap { ids.firstIndex(of: $0) } ?? ids.count - 1
            mode = .explain(selected: ids[min(max(0, index + offset), ids.count - 1)])
        }
        clampScrolls()
    }

    /// `{` and `}`: the log's height changes from what it shows now (a zoom ends), within what the
    /// layout allows, so a press past the limit does not pile up unseen rows.
    mutating func resizeLog(by rows: Int) {
        let before = layout.logLines.height
        logView.isZoomed = false
        let shown = layout.logLines.height
        logView.heightChange += before - shown + rows
        let after = layout.logLines.height
        logView.heightChange -= (before + rows) - after
        if after == before {
            message = CommandFeedback(.info, rows > 0 ? "The event log is as tall as it gets here (z zooms it)." : "The event log is as short as it gets.")
        }
        clampScrolls()
    }

    mutating func toggleHelp() {
        if case .help = mode { mode = .normal } else { mode = .help(scroll: 0) }
    }

    mutating func toggleExplain() {
        if case .explain = mode {
            mode = .normal
            return
        }
        mode = .explain(selected: defaultTraceSelection)
    }

    /// The intent the explain view opens on: the focused window's first traced pending intent,
    /// else the newest trace.
    var defaultTraceSelection: Int? {
        if let window = focusedWindow,
            let id = window.pending.lazy.compactMap(\.traceID).first(where: { id in snapshot.traces.contains { $0.id == id } })
        {
            return id
        }
        return snapshot.traces.last?.id
    }

    // MARK: - Mouse

    mutating func handle(_ event: MouseEvent) -> [NavigatorEffect] {
        let layout = self.layout
        guard !layout.isTooSmall else { return [] }
        switch event.kind {
        case .wheelUp:
            move(by: -3)
            return []
        case .wheelDown:
            move(by: 3)
            return []
        case .press:
            break
        }
        guard case .normal = mode else { return [] }
        if let slot = layout.panes.first(where: { $0.frame.contains(x: event.x, y: event.y) }) {
            let window = snapshot.windows[slot.windowIndex]
            focus = .window(window.name)
            let lines = PaneContent.lines(for: window, interior: slot.frame.inset(by: 1), glyphs: options.glyphs)
            let row = event.y - slot.frame.y - 1
            if window.overlay == .none, row >= 0, row < lines.count, let action = lines[row].actionIndex {
                return tap(action + 1)
            }
            return []
        }
        if let strip = layout.cardsStrip, strip.contains(x: event.x, y: event.y) {
            for (index, frame) in CardStrip.frames(for: snapshot.sessionCards, in: strip, glyphs: options.glyphs).enumerated()
            where frame.contains(x: event.x, y: event.y) {
                focus = .card(snapshot.sessionCards[index].name)
            }
        }
        return []
    }
}
