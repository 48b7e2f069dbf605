import Foundation
import Route

/// The explain view: pick an intent, pending or handled, and read its trace — what it matched,
/// where it was routed and why, each permission asked and the answer (R5–R9).
enum ExplainView {
    static func draw(selected: Int?, model: NavigatorModel, layout: NavigatorLayout, on canvas: inout Canvas) {
        let frame = layout.overlayArea
        canvas.box(frame, role: .accent, style: .bold)
        canvas.text(" Explain intent ", x: frame.x + 2, y: frame.y, role: .accent, style: .bold)
        let closing = " j/k select, Esc close "
        canvas.text(closing, x: frame.x + 2, y: frame.maxY - 1, role: .accent)
        let inner = Rect(x: frame.x + 2, y: frame.y + 1, width: frame.width - 4, height: frame.height - 2)
        let traces = model.snapshot.traces
        guard !traces.isEmpty, inner.width > 10, inner.height > 2 else {
            let text = emptyText(model.snapshot)
            for (row, line) in TextWrap.wrap(text, width: inner.width).prefix(max(0, inner.height)).enumerated() {
                canvas.text(line, x: inner.x, y: inner.y + row, role: .muted)
            }
            return
        }
        let index = selected.flatMap { id in traces.firstIndex { $0.id == id } } ?? traces.count - 1
        let list: Rect
        let detail: Rect
        if inner.width >= 110 {
            let listWidth = min(56, inner.width * 2 / 5)
            list = Rect(x: inner.x, y: inner.y, width: listWidth, height: inner.height)
            canvas.fill(
                Rect(x: inner.x + listWidth + 1, y: inner.y, width: 1, height: inner.height),
                with: canvas.glyphs.vertical, role: .muted)
            detail = Rect(x: inner.x + listWidth + 3, y: inner.y, width: inner.width - listWidth - 3, height: inner.height)
        } else {
            let listHeight = min(traces.count, max(2, inner.height / 3))
            list = Rect(x: inner.x, y: inner.y, width: inner.width, height: listHeight)
            canvas.horizontalLine(x: inner.x, y: inner.y + listHeight, width: inner.width)
            detail = Rect(x: inner.x, y: inner.y + listHeight + 1, width: inner.width, height: inner.height - listHeight - 1)
        }
        drawList(traces, selectedIndex: index, in: list, on: &canvas)
        drawDetail(traces[index], in: detail, on: &canvas)
    }

    /// What the view says without traces: never "no intents yet" when an earlier process had some.
    static func emptyText(_ snapshot: NavigatorSnapshot) -> String {
        let how = "Open a link with o, continue an activity with c, or run a shortcut with s."
        let ended = snapshot.endedProcessTraceCount
        guard ended > 0 else { return "No intents yet. " + how }
        let earlier = ended == 1 ? "The intent traced before ended" : "The \(ended) intents traced before ended"
        if snapshot.process != .running {
            return "The app is not running. \(earlier) with its process (U7, docs/RULES.md); a new process starts with none. "
                + "Start it with L or R. " + how
        }
        return "No intents in this process yet. \(earlier) with the earlier process (U7, docs/RULES.md). " + how
    }

    private static func drawList(_ traces: [IntentTraceSnapshot], selectedIndex: Int, in rect: Rect, on canvas: inout Canvas) {
        guard rect.height > 0 else { return }
        let first = min(max(0, selectedIndex - rect.height + 1), max(0, traces.count - rect.height))
        for (row, trace) in traces.dropFirst(first).prefix(rect.height).enumerated() {
            let isSelected = first + row == selectedIndex
            let y = rect.y + row
            let style: CellStyle = isSelected ? [.reverse] : []
            if isSelected { canvas.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), role: .accent, style: .reverse) }
            let marker = isSelected ? String(canvas.glyphs.pointer) + " " : "  "
            let right = " " + (trace.window.map { $0.description + " " } ?? "") + trace.outcome.rawValue
            let rightWidth = TextWidth.columns(of: right)
            let leftWidth = rect.width - rightWidth
            if leftWidth > 8 {
                canvas.text(
                    marker + "#\(trace.id) " + trace.intent, x: rect.x, y: y, width: leftWidth,
                    role: isSelected ? .accent : .normal, style: style)
                canvas.text(right, x: rect.maxX - rightWidth, y: y, role: outcomeRole(trace.outcome, selected: isSelected), style: style)
            } else {
                canvas.text(
                    marker + "#\(trace.id) " + trace.intent, x: rect.x, y: y, width: rect.width,
                    role: isSelected ? .accent : .normal, style: style)
            }
        }
    }

    private static func outcomeRole(_ outcome: IntentTraceOutcome, selected: Bool) -> ColorRole {
        if selected { return .accent }
        switch outcome {
        case .navigated, .intentExecuted, .forwarded: return .success
        case .queued: return .muted
        case .denied: return .denied
        case .failed: return .error
        }
    }

    private static func drawDetail(_ trace: IntentTraceSnapshot, in rect: Rect, on canvas: inout Canvas) {
        guard rect.height > 0, rect.width > 0 else { return }
        var lines: [[Span]] = []
        lines.append([Span("#\(trace.id) " + trace.intent, style: .bold)])
        var summary = "outcome " + trace.outcome.rawValue
        if let window = trace.window { summary = "window " + window.description + ", " + summary }
        lines.append([Span(summary, role: outcomeRole(trace.outcome, selected: false))])
        lines.append([])
        let kindWidth = (IntentTrace.Step.Kind.allCases.map { $0.rawValue.count }.max() ?? 10) + 2
        let textWidth = rect.width - 9 - kindWidth
        for step in trace.steps {
            let role: ColorRole = step.kind == .failed ? .error : .normal
            let wrapped = textWidth > 8 ? TextWrap.wrap(step.text, width: textWidth) : [step.text]
            for (index, text) in wrapped.enumerated() {
                if index == 0 {
                    lines.append([
                        Span(String(format: "%7.2f  ", step.time), role: .muted),
                        Span(TextWidth.pad(step.kind.rawValue, to: kindWidth), role: .accent),
                        Span(text, role: role),
                    ])
                } else {
                    lines.append([Span(String(repeating: " ", count: 9 + kindWidth)), Span(text, role: role)])
                }
            }
        }
        if trace.steps.isEmpty { lines.append([Span("(no steps traced)", role: .muted)]) }
        let shown =
            lines.count > rect.height
            ? Array(lines.prefix(rect.height - 1)) + [
                [
                    Span(
                        String(canvas.glyphs.ellipsis) + " \(lines.count - rect.height + 1) more lines", role: .muted)
                ]
            ] : lines
        for (row, line) in shown.prefix(rect.height).enumerated() {
            canvas.spans(line, x: rect.x, y: rect.y + row, width: rect.width)
        }
    }
}
