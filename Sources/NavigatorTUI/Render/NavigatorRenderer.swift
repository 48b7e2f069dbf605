import Simulator

/// Draws the navigator: a pure function from the model and a size to a cell buffer (docs/NAVIGATOR.md).
public enum NavigatorRenderer {
    /// Renders one frame.
    ///
    /// Below ``NavigatorLayout/minimumSize`` the frame is a "too small" message; past
    /// ``NavigatorLayout/maximumSize`` the frame is that size, its bottom line saying so. Otherwise: status
    /// bar; one pane per window in columns, wrapping to a grid past three, each with its overlay
    /// drawn over its content; session cards; the event log; the help overlay or explain view when
    /// open; the message or command line; the hint line.
    /// - Parameters:
    ///   - model: the navigator's state.
    ///   - size: the terminal size in cells (any size, including 0x0).
    /// - Returns: the frame, of ``NavigatorLayout/drawnSize``.
    /// - Complexity: O(width × height + the lines shown), width and height at most ``NavigatorLayout/maximumSize``.
    public static func render(_ model: NavigatorModel, size: TerminalSize) -> ScreenBuffer {
        let layout = model.layout(for: size)
        var canvas = Canvas(size: layout.drawnSize, glyphs: model.options.glyphs, theme: model.options.theme)
        if layout.isTooSmall {
            TooSmallScreen.draw(size: size, in: layout.drawnSize, on: &canvas)
            return canvas.buffer
        }
        let snapshot = model.snapshot
        StatusBar.draw(snapshot, in: layout.statusBar, on: &canvas)
        if layout.panes.isEmpty {
            drawNoWindows(snapshot, in: layout.panesArea, on: &canvas)
        }
        let focusedIndex = model.focusedWindowIndex
        for slot in layout.panes {
            PaneRenderer.draw(
                snapshot.windows[slot.windowIndex], in: slot.frame, focused: slot.windowIndex == focusedIndex,
                on: &canvas)
        }
        if let strip = layout.cardsStrip {
            CardStrip.draw(snapshot.sessionCards, focus: model.focus, in: strip, on: &canvas)
        }
        if case .timeline(let selected) = model.mode {
            TimelineView.draw(selected: selected, model: model, layout: layout, on: &canvas)
        } else {
            EventLogRenderer.draw(model, layout: layout, on: &canvas)
        }
        switch model.mode {
        case .help(let scroll):
            HelpOverlay.draw(
                scroll: scroll, layout: layout, registrations: model.snapshot.registrations,
                newWindows: NewWindowKeys(snapshot: model.snapshot), on: &canvas)
        case .explain(let selected):
            ExplainView.draw(selected: selected, model: model, layout: layout, on: &canvas)
        case .normal, .commandLine, .timeline:
            break
        }
        BottomLines.drawMessage(model, in: layout.messageLine, on: &canvas)
        var target: WindowName?
        var candidates: [String] = []
        if case .commandLine(let line) = model.mode {
            target = line.targetWindow
            candidates = line.candidates
        }
        if layout.isClipped {
            BottomLines.drawClipNotice(size: size, in: layout.hintLine, on: &canvas)
        } else if case .commandLine = model.mode, !candidates.isEmpty || model.message != nil {
            // The message line holds the command line: Tab's candidates and any answer go here.
            BottomLines.drawCommandLineNotice(
                candidates: candidates, message: model.message, target: target,
                in: layout.hintLine, on: &canvas)
        } else {
            BottomLines.drawHints(
                for: model.inputContext, process: model.snapshot.process, target: target,
                namedNewWindow: model.snapshot.newPrimaryWindowIsRefused,
                newWindows: model.snapshot.acceptsNewWindows, hasCards: !model.snapshot.sessionCards.isEmpty,
                in: layout.hintLine, on: &canvas)
        }
        return canvas.buffer
    }

    private static func drawNoWindows(_ snapshot: NavigatorSnapshot, in area: Rect, on canvas: inout Canvas) {
        let launch = NavigatorCommand.all.first { $0.action == .launch }?.keyLabel ?? "L"
        let text: String
        switch snapshot.process {
        case .notRunning: text = "The app is not running. Press \(launch) to launch it, or : for a scenario line."
        case .crashed: text = "The app crashed (see the event log). Press \(launch) to launch it again."
        case .running: text = "The app runs with no connected window."
        }
        let lines = TextWrap.wrap(text, width: max(1, area.width - 4))
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (row, line) in lines.enumerated() where top + row < area.maxY {
            canvas.text(line, x: area.x + max(0, (area.width - TextWidth.columns(of: line)) / 2), y: top + row, role: .muted)
        }
    }
}

/// Renders one frame of the navigator (Elm's `view`); see ``NavigatorRenderer/render(_:size:)``.
/// - Parameters:
///   - model: the navigator's state.
///   - size: the terminal size in cells.
/// - Returns: the frame.
public func render(_ model: NavigatorModel, size: TerminalSize) -> ScreenBuffer {
    NavigatorRenderer.render(model, size: size)
}
