import Simulator

/// The navigator's state: what the simulation shows plus what the user is doing with the screen (focus, overlays, the command line).
///
/// Elm-shaped (CONTRIBUTING.md): change it only through ``update(_:)``, draw it with
/// ``render(_:size:)``.
public struct NavigatorModel: Equatable, Sendable {
    /// What the simulation shows now.
    public private(set) var snapshot: NavigatorSnapshot
    /// The terminal size, as last reported by ``NavigatorMessage/resize(_:)``.
    public private(set) var size: TerminalSize
    /// Glyphs, theme and mouse.
    public let options: NavigatorOptions
    /// The focused pane or card.
    public internal(set) var focus: FocusTarget?
    /// Which overlay, if any, takes the keys.
    public internal(set) var mode: NavigatorMode
    /// How many lines the event log is scrolled back from the newest (0: following the newest).
    ///
    /// While scrolled back it grows with each new line, so the lines being read stay where they are.
    public internal(set) var logScroll: Int
    /// The event log's height, zoom, horizontal offset and filter.
    public internal(set) var logView = EventLogView()
    /// The message under the log: the answer to the last command.
    public internal(set) var message: CommandFeedback?
    /// Command lines run, oldest first (consecutive repeats kept once).
    public internal(set) var history: [String]
    /// The question the last key left on the message line by asking to quit while steps were unsaved
    /// (``RecordingSnapshot/hasUnsavedSteps``), or `nil`: the next quit key quits, any other key
    /// withdraws it.
    var pendingQuitQuestion: CommandFeedback?
    /// Whether the last key asked to quit while steps were unsaved: the next quit key quits.
    public var isQuitPending: Bool { pendingQuitQuestion != nil }

    /// The speeds `+` and `-` step through, in virtual seconds per real second.
    public static let speedSteps: [Double] = [0.25, 0.5, 1, 2, 4, 8, 16]

    /// Creates a model.
    /// - Parameters:
    ///   - snapshot: the first thing to show.
    ///   - size: the terminal size.
    ///   - options: glyphs, theme, mouse.
    public init(
        snapshot: NavigatorSnapshot = NavigatorSnapshot(), size: TerminalSize = TerminalSize(width: 80, height: 24),
        options: NavigatorOptions = NavigatorOptions()
    ) {
        self.snapshot = snapshot
        self.size = size
        self.options = options
        self.focus = nil
        self.mode = .normal
        self.logScroll = 0
        self.message = nil
        self.history = []
        self.pendingQuitQuestion = nil
        refocus(previous: nil)
    }

    /// Where key presses go now.
    public var inputContext: InputContext {
        switch mode {
        case .normal: return .normal
        case .help: return .help
        case .explain: return .explain
        case .commandLine: return .commandLine
        case .timeline: return .timeline
        }
    }

    /// The index of the focused window in ``NavigatorSnapshot/windows``, if a window is focused.
    public var focusedWindowIndex: Int? {
        guard case .window(let name)? = focus else { return nil }
        return snapshot.windows.firstIndex { $0.name == name }
    }

    /// The focused window, if a window (not a card) is focused.
    public var focusedWindow: WindowPaneSnapshot? {
        focusedWindowIndex.map { snapshot.windows[$0] }
    }

    /// The layout of the current size.
    public var layout: NavigatorLayout { layout(for: size) }

    /// The layout of a given size for this model's windows and cards.
    /// - Parameter size: the terminal size.
    /// - Returns: the layout.
    public func layout(for size: TerminalSize) -> NavigatorLayout {
        NavigatorLayout(
            size: size, windowCount: snapshot.windows.count, hasCards: !snapshot.sessionCards.isEmpty,
            focusedWindowIndex: focusedWindowIndex, logHeightChange: logView.heightChange, logZoomed: logView.isZoomed)
    }

    /// Installs a new snapshot, keeping focus on the same window when it is still there.
    ///
    /// A window that has just connected takes the focus, as it becomes the key window (U3). A
    /// scrolled-back event log keeps showing the same lines.
    mutating func install(_ new: NavigatorSnapshot) {
        let previous = snapshot
        snapshot = new
        // What the app accepts is read from its engine, which only a running process has: between
        // processes `?` and Tab keep what it accepted when it last ran.
        if new.registrations.isEmpty { snapshot.registrations = previous.registrations }
        refocus(previous: previous)
        if logScroll > 0 {
            // Anchored to the lines, not to the bottom: the lines that arrived go below them.
            let added = min(new.log.count, max(0, new.logLineTotal - previous.logLineTotal))
            logScroll += logView.filter.map { filter in new.log.suffix(added).filter(filter.keeps).count } ?? added
        }
        if case .explain(let selected) = mode, let selected, !new.traces.contains(where: { $0.id == selected }) {
            mode = .explain(selected: new.traces.last?.id)
        }
        clampScrolls()
    }

    private mutating func refocus(previous: NavigatorSnapshot?) {
        if let previous {
            let known = Set(previous.windows.map(\.name))
            if let newcomer = snapshot.windows.last(where: { !known.contains($0.name) }) {
                focus = .window(newcomer.name)
                return
            }
        }
        if let focus, isValid(focus) { return }
        if let key = snapshot.keyWindow {
            focus = .window(key.name)
        } else if let first = snapshot.windows.first {
            focus = .window(first.name)
        } else if let card = snapshot.sessionCards.first {
            focus = .card(card.name)
        } else {
            focus = nil
        }
    }

    private func isValid(_ target: FocusTarget) -> Bool {
        switch target {
        case .window(let name): return snapshot.windows.contains { $0.name == name }
        case .card(let name): return snapshot.sessionCards.contains { $0.name == name }
        }
    }

    /// The event log lines shown: all of them, or those ``EventLogView/filter`` keeps, oldest first.
    public var visibleLog: [EventLogLine] {
        guard let filter = logView.filter else { return snapshot.log }
        return snapshot.log.filter(filter.keeps)
    }

    /// Every focus target in Tab order: windows in connection order, then cards.
    var focusOrder: [FocusTarget] {
        snapshot.windows.map { .window($0.name) } + snapshot.sessionCards.map { .card($0.name) }
    }

    mutating func setSize(_ newSize: TerminalSize) {
        size = newSize
        clampScrolls()
    }

    /// Keeps scroll positions inside their lists after the size or content changed.
    mutating func clampScrolls() {
        let rows = max(1, layout.logLines.height)
        logScroll = min(max(0, logScroll), max(0, visibleLog.count - rows))
        if case .timeline(let selected) = mode {
            mode = .timeline(selected: min(max(0, selected), snapshot.timeline.entries.count))
        }
        if case .help(let scroll) = mode {
            mode = .help(
                scroll: min(
                    max(0, scroll),
                    HelpOverlay.maximumScroll(
                        in: layout, glyphs: options.glyphs, registrations: snapshot.registrations,
                        newWindows: NewWindowKeys(snapshot: snapshot))))
        }
    }
}

/// What the navigator is drawn with and listens to.
public struct NavigatorOptions: Equatable, Sendable {
    /// Box drawing and symbols (ASCII in a `C` locale).
    public var glyphs: GlyphSet
    /// Color or monochrome (`NO_COLOR`, `--no-color`).
    public var theme: Theme
    /// Whether mouse events are used (`--mouse`).
    public var mouse: Bool

    /// Creates options.
    /// - Parameters:
    ///   - glyphs: the glyph set.
    ///   - theme: the theme.
    ///   - mouse: whether to use mouse events.
    public init(glyphs: GlyphSet = .unicode, theme: Theme = .color, mouse: Bool = false) {
        self.glyphs = glyphs
        self.theme = theme
        self.mouse = mouse
    }
}

/// The focused pane or session card, named so focus survives new snapshots.
public enum FocusTarget: Hashable, Sendable {
    /// A connected window's pane.
    case window(WindowName)
    /// A session card, by the window name its session answers to.
    case card(WindowName)
}

/// Which overlay, if any, takes the keys.
public enum NavigatorMode: Equatable, Sendable {
    /// The panes.
    case normal
    /// The `?` help overlay, scrolled down by `scroll` lines.
    case help(scroll: Int)
    /// The explain view with the intent trace of this id selected.
    case explain(selected: Int?)
    /// The `:` command line.
    case commandLine(CommandLineState)
    /// The timeline with this step selected (0: the start, before the first step).
    case timeline(selected: Int)
}
