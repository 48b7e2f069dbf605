/// The timeline (`t`): the session's steps in the event log's place, so the panes stay in view while `j`/`k` and Enter, or `[` and `]`, move through them.
///
/// Step 0 is the start, before the first step; the steps ahead of the one shown are dimmed; each
/// replayed step names its file line.
enum TimelineView {
    static func draw(selected: Int, model: NavigatorModel, layout: NavigatorLayout, on canvas: inout Canvas) {
        let timeline = model.snapshot.timeline
        let header = layout.logHeader
        canvas.horizontalLine(x: header.x, y: header.y, width: header.width)
        var used = canvas.text(
            " Timeline: step \(timeline.cursor) of \(timeline.entries.count) ", x: header.x + 2, y: header.y,
            role: .accent, style: .bold)
        let ahead = timeline.entries.count - timeline.cursor
        let note =
            (ahead > 0 ? "\(ahead) ahead (dimmed): acting here drops them, " : "")
            + "j/k select, Enter go, [ ] step, Esc close"
        used += canvas.text(" " + note + " ", x: header.x + 2 + used, y: header.y, width: header.width - 4 - used, role: .muted)

        let rows = layout.logLines
        guard rows.height > 0 else { return }
        let count = timeline.entries.count + 1  // row 0 is the start
        let first = min(max(0, selected - rows.height / 2), max(0, count - rows.height))
        let numberWidth = String(timeline.entries.count).count
        for row in 0..<min(rows.height, count - first) {
            let step = first + row
            let y = rows.y + row
            let isSelected = step == selected
            let isCurrent = step == timeline.cursor
            let style: CellStyle = isSelected ? [.reverse] : []
            if isSelected { canvas.fill(Rect(x: rows.x, y: y, width: rows.width, height: 1), role: .accent, style: .reverse) }
            let marker = isCurrent ? String(canvas.glyphs.pointer) + " " : "  "
            let number = String(repeating: " ", count: numberWidth - String(step).count) + String(step)
            let entry = step == 0 ? nil : timeline.entries[step - 1]
            let text = entry?.text ?? "(start: before the first step)"
            let role: ColorRole = isSelected ? .accent : (step > timeline.cursor ? .muted : .normal)
            var x = rows.x
            x += canvas.text(marker + number + "  ", x: x, y: y, role: isCurrent ? .accent : role, style: isCurrent ? style.union(.bold) : style)
            let source = entry?.source.map { " " + $0 + " " } ?? ""
            let sourceWidth = TextWidth.columns(of: source)
            let room = rows.maxX - x - sourceWidth
            canvas.text(text, x: x, y: y, width: max(1, room), role: role, style: style)
            if !source.isEmpty, room > 8 {
                canvas.text(source, x: rows.maxX - sourceWidth, y: y, role: isSelected ? .accent : .muted, style: style)
            }
        }
    }
}
