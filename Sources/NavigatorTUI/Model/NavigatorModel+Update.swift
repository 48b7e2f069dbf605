import Foundation
import Simulator

extension NavigatorModel {
    /// Applies a message and returns what the world must do (CONTRIBUTING.md).
    ///
    /// Pure: no I/O.
    ///
    /// Keys are looked up in the command table for the current ``inputContext``; unbound keys are
    /// ignored, except printable characters on the command line, which are typed. A quit key (`q`,
    /// Ctrl-C, `:q`) while the recording has steps not yet saved and no `--record` file will be written
    /// (``RecordingSnapshot/hasUnsavedSteps``) only says so on the message line; a second quit key
    /// right after it quits, as does `:q!`.
    ///
    /// A paste (``NavigatorMessage/paste(_:)``) is text for the command line, never keys: see
    /// ``paste(_:)``.
    /// - Parameter message: a key, a paste, a resize, a new snapshot, feedback or a mouse event.
    /// - Returns: effects to perform, in order; usually zero or one.
    public mutating func update(_ message: NavigatorMessage) -> [NavigatorEffect] {
        switch message {
        case .key(let key):
            return handle(key)
        case .resize(let newSize):
            setSize(newSize)
            return [.redraw]
        case .snapshot(let snapshot):
            install(snapshot)
            return []
        case .feedback(let feedback):
            self.message = feedback
            return []
        case .withdraw(let feedback, let replacement):
            if self.message == feedback { self.message = replacement }
            return []
        case .mouse(let event):
            return options.mouse ? handle(event) : []
        case .paste(let text):
            return paste(text)
        }
    }

    private static let keyMap = KeyMap()

    private mutating func handle(_ key: Key) -> [NavigatorEffect] {
        let context = inputContext
        let confirmsQuit = isQuitPending
        cancelPendingQuit()
        if let command = Self.keyMap.command(for: key, in: context) {
            if command.action == .quit { return quit(confirmed: confirmsQuit, confirmation: key.description + " again") }
            return perform(command.action, key: key)
        }
        if case .commandLine(var line) = mode, case .character(let character) = key {
            mode = .normal  // drop the mode's copy, so the insert below does not copy the whole line
            let inserted = line.insert(character)
            mode = .commandLine(line)
            if !inserted {
                message = CommandFeedback(
                    .failure,
                    "the command line holds at most \(CommandLineState.maximumLength) "
                        + "characters; the rest was not typed")
            }
        } else if context != .commandLine {
            message = CommandFeedback(.info, "\(key.description) does nothing here; ? lists the keys")
        }
        return []
    }

    // MARK: - Commands

    private mutating func perform(_ action: CommandAction, key: Key) -> [NavigatorEffect] {
        switch action {
        case .launch: return startProcess(.launch(LaunchPayload()))
        case .relaunch: return startProcess(.relaunch)
        case .kill: return event(.kill)
        case .promptOpen: return prompt("open ", targetWindow: payloadTarget)
        case .promptContinue: return prompt("continue ", targetWindow: payloadTarget)
        case .promptShortcut: return prompt("shortcut ", targetWindow: payloadTarget)
        case .newWindow: return event(.newWindow(scene: nil))
        case .promptNewWindow: return prompt("newwindow ")
        case .close: return onFocusedWindow("close") { .close($0) }
        case .foreground: return onFocusedWindow("bring to the foreground") { .foreground($0) }
        case .background: return onFocusedWindow("send to the background") { .background($0) }
        case .inactive: return onFocusedWindow("make inactive") { .inactive($0) }
        case .active: return activate()
        case .switcher: return event(.switcher)
        case .swipe: return swipe()
        case .signIn: return event(snapshot.auth.status == .syncing ? .auth(.signedIn) : .signIn)
        case .signOut: return event(snapshot.auth.status == .syncing ? .auth(.signedOut) : .signOut)
        case .reauth: return event(.reauth)
        case .tap: return tap(key.digit ?? 0)
        case .back: return onFocusedWindow("go back in", seeing: \.backEntry) { .back($0) }
        case .dismiss: return onFocusedWindow("dismiss in", seeing: \.presentedEntry) { .dismiss($0) }
        case .nextTab: return selectNextTab()
        case .toggleSizeClass:
            return onFocusedWindow("resize") { [sizeClass = focusedWindow?.sizeClass] in .size($0, sizeClass == .regular ? .compact : .regular) }
        case .togglePause: return [.setPaused(!snapshot.clock.isPaused)]
        case .step: return [.stepToNextTimer]
        case .stepBack: return travel(by: -1)
        case .stepForward: return travel(by: 1)
        case .timeline:
            toggleTimeline()
            return []
        case .jumpToStep: return jumpToSelectedStep()
        case .faster: return changeSpeed(up: true)
        case .slower: return changeSpeed(up: false)
        case .focusNext:
            moveFocus(by: 1)
            return []
        case .focusPrevious:
            moveFocus(by: -1)
            return []
        case .moveDown:
            move(by: 1)
            return []
        case .moveUp:
            move(by: -1)
            return []
        case .pageDown:
            move(by: pageLength)
            return []
        case .pageUp:
            move(by: -pageLength)
            return []
        case .top:
            move(by: -Self.wholeList)
            return []
        case .bottom:
            move(by: Self.wholeList)
            return []
        case .zoomLog:
            logView.isZoomed.toggle()
            clampScrolls()
            return []
        case .growLog:
            resizeLog(by: EventLogView.heightStep)
            return []
        case .shrinkLog:
            resizeLog(by: -EventLogView.heightStep)
            return []
        case .logRight:
            logView.column += EventLogView.columnStep
            return []
        case .logLeft:
            logView.column = max(0, logView.column - EventLogView.columnStep)
            return []
        case .explain:
            toggleExplain()
            return []
        case .help:
            toggleHelp()
            return []
        case .commandLine: return prompt("", targetWindow: payloadTarget)
        case .closeOverlay:
            mode = .normal
            return []
        case .redraw: return [.redraw]
        case .suspend: return [.suspend]
        case .quit: return quit(confirmed: false, confirmation: key.description + " again")
        case .submit: return submit()
        case .cancel:
            mode = .normal
            return []
        case .deleteBackward:
            editLine { $0.deleteBackward() }
            return []
        case .deleteForward:
            editLine { $0.deleteForward() }
            return []
        case .cursorLeft:
            editLine { $0.moveCursor(by: -1) }
            return []
        case .cursorRight:
            editLine { $0.moveCursor(by: 1) }
            return []
        case .cursorHome:
            editLine { $0.moveCursorToStart(true) }
            return []
        case .cursorEnd:
            editLine { $0.moveCursorToStart(false) }
            return []
        case .clearLine:
            editLine { $0.clear() }
            return []
        case .complete:
            complete()
            return []
        case .historyPrevious:
            let h = history
            editLine { $0.browse(-1, in: h) }
            return []
        case .historyNext:
            let h = history
            editLine { $0.browse(1, in: h) }
            return []
        }
    }

    // MARK: - Quitting

    /// Quits, unless that would lose unsaved steps and this is not yet the confirming second press.
    /// - Parameters:
    ///   - confirmed: whether the key before this one asked to quit.
    ///   - confirmation: what quits without saving, as the message names it (`q again`, `:q!`).
    /// - Returns: the quit effect, or none when the press only asked for confirmation.
    mutating func quit(confirmed: Bool, confirmation: String) -> [NavigatorEffect] {
        let recording = snapshot.recording
        guard recording.hasUnsavedSteps, !confirmed else { return [.quit] }
        let count = recording.unsavedStepCount
        let them = count == 1 ? "it" : "them"
        // The user's actions, not the recording's steps (REC N, "Saved N steps"), which also count the
        // navigator's own (the first launch, the session load, the passing of time): named apart.
        let steps = recording.stepCount
        // Short enough for the 79 columns of an 80-column message line.
        let question = CommandFeedback(
            .failure,
            "\(count) action\(count == 1 ? "" : "s") unsaved "
                + "(REC \(steps) step\(steps == 1 ? "" : "s")): :save FILE keeps \(them), \(confirmation) drops \(them)")
        message = question
        pendingQuitQuestion = question
        return []
    }

    /// Any key but a quit key withdraws a pending quit, and its question from the message line.
    mutating func cancelPendingQuit() {
        guard let question = pendingQuitQuestion else { return }
        pendingQuitQuestion = nil
        if message == question { message = nil }
    }

    private mutating func event(_ event: SimulationEvent, seeing seen: ScreenEntry? = nil) -> [NavigatorEffect] {
        message = nil
        return [.apply(event, seeing: seen)]
    }

    private mutating func prompt(_ prefill: String, targetWindow: WindowName? = nil) -> [NavigatorEffect] {
        mode = .commandLine(CommandLineState(text: prefill, targetWindow: targetWindow))
        message = nil  // the hint line shows the answers given while the line is open
        return []
    }

    /// Where `o`, `c`, `s` and a `:` line naming no window send their payload: the focused pane, as keys act on it.
    ///
    /// `nil` (the key window, U3) while at most one window is connected, where both are the same window and the recorded line
    /// stays as short as it was (`open U`, not `open U in main`).
    private var payloadTarget: WindowName? {
        guard snapshot.windows.count > 1 else { return nil }
        return focusedWindow?.name
    }

    /// The event `make` builds for the focused pane's window; with `seeing`, it names the entry of the pane
    /// it acts on, so it is refused if that entry moved since the pane showed it.
    private mutating func onFocusedWindow(
        _ verb: String, seeing entry: KeyPath<WindowPaneSnapshot, ScreenEntry?>? = nil, _ make: (WindowName) -> SimulationEvent
    ) -> [NavigatorEffect] {
        guard let window = focusedWindow else {
            message = CommandFeedback(.failure, "No window to \(verb): focus a pane with Tab\(launchHint).")
            return []
        }
        return event(make(window.name), seeing: entry.flatMap { window[keyPath: $0] })
    }

    /// `t`: `select W TAB` for the tab after the selected one of the focused window's tab bar (wrapping);
    /// without a focused tab bar, the command line opens with `:select ` to name one.
    private mutating func selectNextTab() -> [NavigatorEffect] {
        guard let window = focusedWindow, let bar = window.container?.visibleTabs, !bar.tabs.isEmpty else {
            return prompt("select ")
        }
        let next = bar.selected.map { ($0 + 1) % bar.tabs.count } ?? 0
        return event(.select(window.name, tab: bar.tabs[next].title))
    }

    /// `a`: `active W` for a window that is inactive or in the background; it becomes foreground-active and key (U3).
    ///
    /// On a window already foreground-active `active W` does nothing (U3: a step asking for the state W
    /// is in does nothing), so no step is recorded; the message says how to make it key.
    private mutating func activate() -> [NavigatorEffect] {
        guard let window = focusedWindow, window.activation == .foregroundActive else {
            return onFocusedWindow("make active") { .active($0) }
        }
        if window.isKey {
            message = CommandFeedback(.info, "\(window.name) is already foreground-active and key.")
        } else {
            message = CommandFeedback(
                .info,
                "\(window.name) is already foreground-active; `active \(window.name)` changes nothing (U3). "
                    + "The key window is the one activated last: press i, then a, to make \(window.name) key.")
        }
        return []
    }

    /// `L` and `R`: while the app runs, `launch` is refused and `relaunch` changes nothing (it starts a
    /// stopped app, like tapping its icon, U7), so neither is applied; the message names what restarts it.
    private mutating func startProcess(_ start: SimulationEvent) -> [NavigatorEffect] {
        guard snapshot.process == .running else { return event(start) }
        let kill = Self.keyLabel(of: .kill, default: "K")
        let again = Self.keyLabel(of: start == .relaunch ? .relaunch : .launch, default: "R")
        message = CommandFeedback(
            .failure,
            "The app is already running: \(kill) kills it, then \(again) starts it again "
                + "(a relaunch of a running app, like tapping its icon, changes nothing).")
        return []
    }

    /// The key label of a command in the table (`K`), for messages.
    static func keyLabel(of action: CommandAction, default fallback: String) -> String {
        NavigatorCommand.all.first { $0.action == action }?.keyLabel ?? fallback
    }

    private var launchHint: String {
        guard snapshot.windows.isEmpty, snapshot.process != .running else { return "" }
        let key = NavigatorCommand.all.first { $0.action == .launch }?.keyLabel ?? "L"
        return ", or launch the app with \(key)"
    }

    private mutating func swipe() -> [NavigatorEffect] {
        switch focus {
        case .window(let name)?: return event(.swipe(name))
        case .card(let name)?: return event(.swipe(name))
        case nil:
            message = CommandFeedback(.failure, "Nothing to swipe away: no window or session card.")
            return []
        }
    }

    mutating func tap(_ number: Int) -> [NavigatorEffect] {
        guard let window = focusedWindow else {
            message = CommandFeedback(.failure, "No window to tap in: focus a pane with Tab\(launchHint).")
            return []
        }
        guard number >= 1, number <= window.actions.count else {
            let shown = window.visibleScreen ?? "nothing"
            message = CommandFeedback(.failure, "\(window.name) shows \(shown), which has no action \(number).")
            return []
        }
        return event(.tap(window.name, title: window.actions[number - 1], count: 1), seeing: window.shownEntry)
    }

    private mutating func changeSpeed(up: Bool) -> [NavigatorEffect] {
        let current = snapshot.clock.speed
        let steps = Self.speedSteps
        let next = up ? steps.first { $0 > current + 1e-9 } : steps.last { $0 < current - 1e-9 }
        guard let next else {
            message = CommandFeedback(.info, up ? "The clock runs at its fastest (16x)." : "The clock runs at its slowest (0.25x).")
            return []
        }
        return [.setSpeed(next)]
    }
}

extension String {
    /// The string without one pair of surrounding double quotes.
    var unquoted: String {
        guard count >= 2, first == "\"", last == "\"" else { return self }
        return String(dropFirst().dropLast())
    }
}
