/// What a terminal below ``NavigatorLayout/minimumSize`` shows instead of the navigator: a clear
/// message, never a crash.
enum TooSmallScreen {
    /// Draws the message centred in `area`.
    /// - Parameters:
    ///   - size: the terminal's size, as the message gives it.
    ///   - area: the part of it drawn (``NavigatorLayout/drawnSize``): a terminal too low may still be too wide.
    ///   - canvas: the frame.
    static func draw(size: TerminalSize, in area: TerminalSize, on canvas: inout Canvas) {
        guard area.width > 0, area.height > 0 else { return }
        let minimum = NavigatorLayout.minimumSize
        let paragraphs = [
            "Terminal too small",
            "\(size.width)x\(size.height): routenav needs at least \(minimum.width)x\(minimum.height).",
            "Enlarge the window, or press q to quit.",
        ]
        var lines: [(String, CellStyle)] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append(("", [])) }
            for line in TextWrap.wrap(paragraph, width: max(1, area.width - 2)) {
                lines.append((line, index == 0 ? .bold : []))
            }
        }
        let top = max(0, (area.height - lines.count) / 2)
        for (row, line) in lines.prefix(area.height).enumerated() {
            let width = TextWidth.columns(of: line.0)
            canvas.text(
                line.0, x: max(0, (area.width - width) / 2), y: top + row, width: area.width,
                role: row == 0 ? .warning : .normal, style: line.1)
        }
    }
}
