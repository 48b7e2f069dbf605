/// What a terminal below ``NavigatorLayout/minimumSize`` shows instead of the navigator: a clear
/// message, never a crash.
enum TooSmallScreen {
    static func draw(size: TerminalSize, on canvas: inout Canvas) {
        guard size.width > 0, size.height > 0 else { return }
        let minimum = NavigatorLayout.minimumSize
        let paragraphs = [
            "Terminal too small",
            "\(size.width)x\(size.height): routenav needs at least \(minimum.width)x\(minimum.height).",
            "Enlarge the window, or press q to quit.",
        ]
        var lines: [(String, CellStyle)] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append(("", [])) }
            for line in TextWrap.wrap(paragraph, width: max(1, size.width - 2)) {
                lines.append((line, index == 0 ? .bold : []))
            }
        }
        let top = max(0, (size.height - lines.count) / 2)
        for (row, line) in lines.prefix(size.height).enumerated() {
            let width = TextWidth.columns(of: line.0)
            canvas.text(line.0, x: max(0, (size.width - width) / 2), y: top + row, width: size.width,
                        role: row == 0 ? .warning : .normal, style: line.1)
        }
    }
}
