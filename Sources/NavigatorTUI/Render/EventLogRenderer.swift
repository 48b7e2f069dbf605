import Foundation

/// The event log: UIKit callbacks, routing decisions and warnings, newest last, warnings and errors
/// in red (docs/NAVIGATOR.md).
enum EventLogRenderer {
    static func draw(_ model: NavigatorModel, layout: NavigatorLayout, on canvas: inout Canvas) {
        let header = layout.logHeader
        canvas.horizontalLine(x: header.x, y: header.y, width: header.width)
        var used = canvas.text(" Events ", x: header.x + 2, y: header.y, role: .normal, style: .bold)
        let log = model.visibleLog
        var notes: [String] = []
        if let filter = model.logView.filter { notes.append("filter \(filter): \(log.count) of \(model.snapshot.log.count), :filter clears") }
        if model.logScroll > 0 { notes.append("\(model.logScroll) newer below") }
        if model.logView.column > 0 { notes.append("from column \(model.logView.column + 1), < scrolls back") }
        let hidden = layout.hiddenPanes
        if hidden.above + hidden.below > 0 {
            let shown = layout.panes.map(\.windowIndex)
            if let first = shown.first, let last = shown.last {
                notes.append("windows \(first + 1)-\(last + 1) of \(model.snapshot.windows.count)")
            }
        }
        if !notes.isEmpty {
            used += canvas.text(
                " " + notes.joined(separator: ", ") + " ", x: header.x + 2 + used, y: header.y,
                width: header.width - 4 - used, role: .muted)
        }

        let rows = layout.logLines
        let end = max(0, log.count - model.logScroll)
        let start = max(0, end - rows.height)
        for (row, line) in log[start..<end].enumerated() {
            let y = rows.y + row
            let role: ColorRole
            switch line.level {
            case .callback, .info: role = .normal
            case .warning: role = .warning
            case .error: role = .error
            }
            let time = String(format: "%8.2f", line.time)
            var x = rows.x
            x += canvas.text(time + " ", x: x, y: y, role: role == .normal ? .muted : role)
            x += canvas.text(
                line.level.tag + " ", x: x, y: y, role: line.level == .callback ? .muted : role,
                style: line.level == .warning || line.level == .error ? .bold : [])
            canvas.text(String(line.text.dropFirst(model.logView.column)), x: x, y: y, width: rows.maxX - x, role: role)
        }
        if log.isEmpty {
            canvas.text(model.logView.filter == nil ? "  (nothing yet)" : "  (no line matches the filter)", x: rows.x, y: rows.y, role: .muted)
        }
    }
}
