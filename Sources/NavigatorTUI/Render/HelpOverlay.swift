/// The `?` help overlay, generated from the command table (CONTRIBUTING.md).
enum HelpOverlay {
    static let keyColumn = 18

    /// The overlay's lines for a content width: what the app accepts, sections of commands, the `:` commands, the mouse, the legend.
    ///
    /// With `newWindows` (the running app's), `n` and `N` say whether they apply to it; without, both
    /// cases are described (``KeybindingsDocument``).
    static func lines(
        width: Int, glyphs: GlyphSet, registrations: AppRegistrations = AppRegistrations(),
        newWindows: NewWindowKeys? = nil
    ) -> [[Span]] {
        guard width > keyColumn + 8 else { return [] }
        var lines = appLines(width: width, registrations: registrations, newWindows: newWindows)
        let textWidth = width - keyColumn
        for section in CommandSection.allCases {
            let commands = NavigatorCommand.all.filter { $0.section == section }
            guard !commands.isEmpty else { continue }
            if !lines.isEmpty { lines.append([]) }
            lines.append([Span(section.title, role: .accent, style: .bold)])
            for command in commands {
                let note = NewWindowKeys.note(on: command.action, for: newWindows).map { " " + $0 } ?? ""
                let wrapped = TextWrap.wrap(command.title + " - " + command.help + note, width: textWidth)
                for (index, text) in wrapped.enumerated() {
                    let key = index == 0 ? TextWidth.pad(command.keyLabel, to: keyColumn - 1) + " " : String(repeating: " ", count: keyColumn)
                    lines.append([Span(key, role: .accent, style: .bold), Span(text)])
                }
            }
        }
        lines.append([])
        lines.append([Span("Command line (:)", role: .accent, style: .bold)])
        for command in ColonCommand.all {
            let usage = ":" + command.name + (command.argument.map { " " + $0 } ?? "")
            for (index, text) in TextWrap.wrap(command.help, width: textWidth).enumerated() {
                let key = index == 0 ? TextWidth.pad(usage, to: keyColumn - 1) + " " : String(repeating: " ", count: keyColumn)
                lines.append([Span(key, role: .accent, style: .bold), Span(text)])
            }
        }
        for text in TextWrap.wrap(scenarioNote, width: width) { lines.append([Span(text)]) }
        lines.append([])
        lines.append([Span("Mouse (--mouse)", role: .accent, style: .bold)])
        for text in TextWrap.wrap(mouseNote, width: width) { lines.append([Span(text)]) }
        lines.append([])
        lines.append([Span("Legend", role: .accent, style: .bold)])
        for (mark, meaning) in legend(glyphs: glyphs) {
            for (index, text) in TextWrap.wrap(meaning, width: textWidth).enumerated() {
                let key = index == 0 ? TextWidth.pad(mark, to: keyColumn - 1) + " " : String(repeating: " ", count: keyColumn)
                lines.append([Span(key, role: .accent, style: .bold), Span(text)])
            }
        }
        for text in TextWrap.wrap(rulesNote, width: width) { lines.append([Span(text)]) }
        return lines
    }

    /// The first section: the running app's registered intents and scenes, each as the `:` line that
    /// sends it (Tab completes them after `o`, `c`, `s`, `N`).
    static func appLines(width: Int, registrations: AppRegistrations, newWindows: NewWindowKeys? = nil) -> [[Span]] {
        let keys = newWindows == NewWindowKeys.none ? "o, c, s and :" : "o, c, s, N and :"
        var lines: [[Span]] = [[Span("This app accepts (Tab completes them after \(keys))", role: .accent, style: .bold)]]
        guard !registrations.isEmpty else {
            for text in TextWrap.wrap("Nothing yet: the list is read from the app's RouteKit engine once it runs (L launches it).", width: width) {
                lines.append([Span(text)])
            }
            return lines
        }
        let usageColumn = min(width / 2, max(keyColumn, (registrations.helpRows.map { TextWidth.columns(of: $0.usage) }.max() ?? 0) + 2))
        for row in registrations.helpRows {
            let meaningWidth = max(8, width - usageColumn)
            for (index, text) in TextWrap.wrap(row.meaning, width: meaningWidth).enumerated() {
                let usage =
                    index == 0
                    ? TextWidth.pad(TextWidth.truncate(row.usage, to: usageColumn - 1), to: usageColumn - 1) + " "
                    : String(repeating: " ", count: usageColumn)
                lines.append([Span(usage, role: .accent, style: .bold), Span(text)])
            }
        }
        return lines
    }

    /// What the marks on screen mean, in the glyphs drawn (Unicode or ASCII).
    static func legend(glyphs: GlyphSet) -> [(mark: String, meaning: String)] {
        [
            (
                "compose[S2]",
                "a window, named the same in the panes, the event log and the explain view: its scene identity "
                    + "(what `newwindow` and `in W` take) and its scene session"
            ),
            (String(glyphs.keyMark), "after a pane's name: the key window, where open, continue and shortcut go without `in W` (U3)"),
            (String(repeating: glyphs.focusHorizontal, count: 3), "a bold top border: the focused pane, which keys and `:` lines act on"),
            (String(glyphs.pointer) + " Screen", "the top of the navigation stack (U9)"),
            (String(repeating: glyphs.shade, count: 3), "a splash (R10) or obscuration (R14) cover over the pane"),
            ("queued", "a pending intent waiting for the window's route (R7)"),
            (
                "denied",
                "a pending intent shouldExecute denied; it stays queued until the next auth event (R8), "
                    + "an expected outcome, not an error"
            ),
            (
                "[main" + (glyphs.allowsUnicode ? " · " : " - ") + "S1]",
                "a session card: a scene session with no window (after kill, U7); X swipes it away (U6)"
            ),
            (String(glyphs.recording) + " REC", "in the status bar: every step is recorded; `:save FILE` writes the scenario"),
        ]
    }

    static let rulesNote =
        "Rules in parentheses, U1-U13 (UIKit as simulated) and R1-R20 (the engine), are stated by "
        + "number in docs/RULES.md."

    static let scenarioNote =
        "Any other line is a scenario step, applied and recorded: `open notes://note/42 in main`, "
        + "`tap main \"Open note 1\"`, `wait 2`. An `expect` line answers pass or fail on the spot, and is recorded."
    static let mouseNote =
        "Click a pane to focus it, click one of its actions to tap it, click a session card to focus it; "
        + "the wheel scrolls the event log."

    static func frame(in layout: NavigatorLayout) -> Rect { layout.overlayArea }

    static func visibleRows(in layout: NavigatorLayout) -> Int { max(0, frame(in: layout).height - 2) }

    static func contentWidth(in layout: NavigatorLayout) -> Int { max(0, frame(in: layout).width - 4) }

    static func maximumScroll(
        in layout: NavigatorLayout, glyphs: GlyphSet, registrations: AppRegistrations,
        newWindows: NewWindowKeys? = nil
    ) -> Int {
        guard !layout.isTooSmall else { return 0 }
        return max(
            0,
            lines(width: contentWidth(in: layout), glyphs: glyphs, registrations: registrations, newWindows: newWindows).count
                - visibleRows(in: layout))
    }

    static func draw(
        scroll: Int, layout: NavigatorLayout, registrations: AppRegistrations, newWindows: NewWindowKeys? = nil,
        on canvas: inout Canvas
    ) {
        let frame = frame(in: layout)
        canvas.box(frame, role: .accent, style: .bold)
        canvas.text(" Keys ", x: frame.x + 2, y: frame.y, role: .accent, style: .bold)
        let content = lines(width: contentWidth(in: layout), glyphs: canvas.glyphs, registrations: registrations, newWindows: newWindows)
        let rows = visibleRows(in: layout)
        let first = min(max(0, scroll), max(0, content.count - rows))
        for (row, line) in content.dropFirst(first).prefix(rows).enumerated() {
            canvas.spans(line, x: frame.x + 2, y: frame.y + 1 + row, width: contentWidth(in: layout))
        }
        let position = " \(first + 1)-\(min(content.count, first + rows)) of \(content.count) "
        let closing = " Esc close "
        canvas.text(closing, x: frame.x + 2, y: frame.maxY - 1, role: .accent)
        canvas.text(position, x: frame.maxX - 2 - TextWidth.columns(of: position), y: frame.maxY - 1, role: .muted)
    }
}
