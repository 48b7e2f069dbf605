import SimulatedUIKit
import Simulator

/// The two bottom rows: the message or `:` command line, and the hint line generated from the
/// command table (CONTRIBUTING.md).
enum BottomLines {
    /// The hints for a context: `key title` pairs in the table's hint order.
    ///
    /// While the app's process does not run, the table's launch command leads, as the panes area says
    /// to press its key, or, after a kill left sessions as cards (`hasCards`), its relaunch command,
    /// which reconnects them (U7); a new window is not offered then (there is no app to ask). With
    /// `namedNewWindow`, `N` (a new window of a named scene) takes the place of `n`, whose window the
    /// app would destroy (R3). Without `newWindows` (an app without multiple scenes, U5) neither is
    /// offered.
    static func hints(
        for context: InputContext, process: ProcessState,
        namedNewWindow: Bool = false, newWindows: Bool = true, hasCards: Bool = false
    ) -> [(key: String, title: String)] {
        let offersNewWindows = newWindows && process == .running
        var commands = NavigatorCommand.all
            .filter { $0.hintOrder != nil && $0.contexts.contains(context) }
            .filter { offersNewWindows || ($0.action != .newWindow && $0.action != .promptNewWindow) }
            .sorted { ($0.hintOrder ?? 0, $0.title) < ($1.hintOrder ?? 0, $1.title) }
        if namedNewWindow, let index = commands.firstIndex(where: { $0.action == .newWindow }),
            let named = NavigatorCommand.all.first(where: { $0.action == .promptNewWindow })
        {
            commands[index] = named
        }
        let start: CommandAction = hasCards && process == .notRunning ? .relaunch : .launch
        if process != .running, let launch = NavigatorCommand.all.first(where: { $0.action == start }),
            launch.contexts.contains(context), !commands.contains(launch)
        {
            commands.insert(launch, at: 0)
        }
        return commands.map { command in
            let key = command.keyLabel == "1-9" ? "1-9" : (command.keys.first?.description ?? "")
            return (key, command.title)
        }
    }

    static func drawHints(
        for context: InputContext, process: ProcessState, target: WindowName? = nil,
        namedNewWindow: Bool = false, newWindows: Bool = true, hasCards: Bool = false, in line: Rect, on canvas: inout Canvas
    ) {
        var x = line.x + 1
        if let target {
            // `o`, `c`, `s` send their payload to the focused pane: say which, before the keys.
            x += canvas.text("in " + target.description, x: x, y: line.y, width: line.maxX - x, role: .accent, style: .bold)
            x += 2
        }
        for hint in hints(for: context, process: process, namedNewWindow: namedNewWindow, newWindows: newWindows, hasCards: hasCards) {
            let width = TextWidth.columns(of: hint.key) + 1 + TextWidth.columns(of: hint.title)
            guard x + width <= line.maxX else { break }
            x += canvas.text(hint.key, x: x, y: line.y, role: .accent, style: .bold)
            x += canvas.text(" " + hint.title, x: x, y: line.y, role: .muted)
            x += 2
        }
    }

    /// Instead of the hints while the command line is open: Tab's candidates (`Tab: main  compose`),
    /// else the message the command line hides (a completion that found nothing, a full line).
    static func drawCommandLineNotice(
        candidates: [String], message: CommandFeedback?, target: WindowName?,
        in line: Rect, on canvas: inout Canvas
    ) {
        var x = line.x + 1
        if let target {
            x += canvas.text("in " + target.description, x: x, y: line.y, width: line.maxX - x, role: .accent, style: .bold)
            x += 2
        }
        if !candidates.isEmpty {
            x += canvas.text("Tab:", x: x, y: line.y, width: line.maxX - x, role: .accent, style: .bold)
            canvas.text(" " + candidates.joined(separator: "  "), x: x, y: line.y, width: line.maxX - x)
        } else if let message {
            canvas.text(message.text, x: x, y: line.y, width: line.maxX - x, role: message.kind == .failure ? .error : .muted)
        }
    }

    /// Instead of the hints on a terminal past ``NavigatorLayout/maximumSize``: what is drawn and why.
    static func drawClipNotice(size: TerminalSize, in line: Rect, on canvas: inout Canvas) {
        let maximum = NavigatorLayout.maximumSize
        canvas.text(
            "Terminal \(size.width)x\(size.height) is larger than routenav draws (\(maximum.width)x\(maximum.height)): "
                + "the navigator fills the top left; make the window smaller to see it all.",
            x: line.x + 1, y: line.y, width: line.width - 1, role: .warning, style: .bold)
    }

    static func drawMessage(_ model: NavigatorModel, in line: Rect, on canvas: inout Canvas) {
        if case .commandLine(let state) = model.mode {
            drawCommandLine(state, in: line, on: &canvas)
            return
        }
        guard let message = model.message else { return }
        let role: ColorRole
        switch message.kind {
        case .info: role = .normal
        case .success: role = .success
        case .failure: role = .error
        }
        canvas.text(message.text, x: line.x + 1, y: line.y, width: line.width - 1, role: role, style: message.kind == .info ? [] : .bold)
    }

    /// `:text` with the cursor shown; the line scrolls sideways to keep the cursor in view.
    private static func drawCommandLine(_ state: CommandLineState, in line: Rect, on canvas: inout Canvas) {
        canvas.text(":", x: line.x, y: line.y, role: .accent, style: .bold)
        let room = line.width - 2
        guard room > 0 else { return }
        let characters = state.characters.map { canvas.glyphs.allowsUnicode || $0.isASCII ? $0 : "?" }
        var start = 0
        var widthBeforeCursor = characters[0..<state.cursor].reduce(0) { $0 + TextWidth.columns(of: $1) }
        while widthBeforeCursor >= room, start < state.cursor {
            widthBeforeCursor -= TextWidth.columns(of: characters[start])
            start += 1
        }
        canvas.text(String(characters[start...]), x: line.x + 1, y: line.y, width: room + 1)
        let cursorX = line.x + 1 + widthBeforeCursor
        canvas.buffer.restyle(Rect(x: cursorX, y: line.y, width: 1, height: 1), adding: .reverse)
        canvas.buffer.cursor = CellPosition(x: cursorX, y: line.y)
    }
}
