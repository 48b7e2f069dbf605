import Route
import Scenario
import SimulatedUIKit
import Simulator

extension NavigatorSnapshot {
    /// The most event log lines and intent traces a snapshot carries (the newest).
    public static let logLimit = 500
    /// The most intent traces a snapshot carries (the newest).
    public static let traceLimit = 200

    /// What the live simulation shows (docs/NAVIGATOR.md): windows in connection order with their stacks,
    /// overlays, pending intents and actions; session cards; the console as the event log, with
    /// session identifiers replaced by the window names they have now; the engine's intent traces.
    /// - Parameters:
    ///   - simulator: the simulation.
    ///   - appName: the app as `--app` writes it.
    ///   - clock: the clock's drive (speed, pause); seconds and the next timer are read from the simulation.
    ///   - nextNavigatorDeadline: a deadline the navigator itself keeps (the automatic session
    ///     load), in virtual seconds, or `nil`.
    ///   - recording: the recording mark.
    ///   - showsPayloads: whether the log, pending intents and traces show URL query values, fragments
    ///     and user information as they are (`--show-payloads`); by default each is `…` (``PayloadRedaction``).
    /// - Complexity: O(windows + cards + the newest ``logLimit`` console entries and ``traceLimit`` traces).
    @MainActor
    public init(
        simulator: Simulator, appName: String, clock: RealTimeClockDriver, nextNavigatorDeadline: Double?,
        recording: RecordingSnapshot, showsPayloads: Bool = false
    ) {
        var history = EventLogHistory(limit: Self.logLimit)
        self.init(
            simulator: simulator, appName: appName, clock: clock, nextNavigatorDeadline: nextNavigatorDeadline,
            recording: recording, history: &history, showsPayloads: showsPayloads)
    }

    /// As the public initializer, with the event log taken from `history`, which first turns the
    /// console entries it has not seen yet into lines (so earlier lines keep the names they were
    /// written with).
    @MainActor
    init(
        simulator: Simulator, appName: String, clock: RealTimeClockDriver, nextNavigatorDeadline: Double?,
        recording: RecordingSnapshot, history: inout EventLogHistory, showsPayloads: Bool
    ) {
        let shown: (String) -> String = { text in showsPayloads ? text : PayloadRedaction.text(text) }
        // The one value every reader of this event shares.
        let state = simulator.snapshot
        let now = state.time
        let deadlines = [simulator.clock.nextDeadline, nextNavigatorDeadline].compactMap { $0 }
        let names = Self.sessionNames(of: state)
        history.update(with: state.console, names: names)
        self.init(
            appName: appName,
            process: state.process,
            auth: AuthSnapshot(status: state.auth, manualAuthenticationRequired: state.isManualAuthenticationRequired),
            clock: ClockSnapshot(
                seconds: now, speed: clock.speed, isPaused: clock.isPaused,
                nextTimerIn: deadlines.min().map { max(0, $0 - now) }),
            recording: recording,
            windows: state.windows.map { Self.pane(for: $0, in: simulator, shown: shown) },
            sessionCards: state.sessionCards.map { card in
                SessionCardSnapshot(
                    name: card.name, sessionID: card.sessionIdentifier,
                    restoredScreen: (try? simulator.storedScreen(for: card.name)) ?? nil)
            },
            log: history.lines(showingPayloads: showsPayloads),
            traces: state.intentTraces.suffix(Self.traceLimit).map { Self.trace(for: $0, names: names, shown: shown) },
            logLineTotal: history.total)
        if let engine = simulator.engine { registrations = Self.registrations(of: engine) }
        // The running process's Info.plist, else the installed one: what the system consults (U5).
        acceptsNewWindows =
            simulator.device.application?.supportsMultipleScenes
            ?? simulator.device.bundle.infoPlist.supportsMultipleScenes
        if !acceptsNewWindows { registrations.scenes = [] }
        if let primary = simulator.engine?.declaredSceneIdentities.first {
            // One window of the primary identity and no second one: under windowPerScene (R3) `n`'s window is
            // destroyed at connection. (An app with `.undefined` shows `main#2` once it has two.)
            let primaryWindows = state.windows.filter { $0.name.identity == primary }
            newPrimaryWindowIsRefused = primaryWindows.count == 1
        }
    }

    /// The engine's registered intents and scene identities in the spellings the command line takes.
    @MainActor
    static func registrations(of engine: any SceneManagerIntrospecting) -> AppRegistrations {
        var list = AppRegistrations(scenes: engine.declaredSceneIdentities)
        for intent in engine.registeredIntents {
            switch intent {
            case let .url(url?): list.links.append(url.absoluteString)
            case .url(nil): continue
            case let .userActivity(type, context):
                list.activities.append(AppRegistrations.Activity(type: type, userInfoKeys: (context?.decode()?.keys).map { $0.sorted() } ?? []))
            case let .shortcutItem(type): list.shortcuts.append(type)
            }
        }
        return list
    }

    /// Window names by persistent identifier, as the panes and session cards show them now.
    /// - Parameter state: the device.
    /// - Returns: the names; a connected window's name wins over a card's.
    static func sessionNames(of state: DeviceSnapshot) -> [String: String] {
        state.windowNamesBySession.mapValues(\.description)
    }

    @MainActor
    private static func pane(for window: WindowSnapshot, in simulator: Simulator, shown: (String) -> String) -> WindowPaneSnapshot {
        let overlay = window.overlay
        var overlayScreen: String?
        if overlay != .none, let scene = try? simulator.scene(window.name) {
            overlayScreen = scene.windowsFrontToBack.first { $0.windowLevel > .normal }?.rootViewController?.screenName
        }
        var pane = WindowPaneSnapshot(
            name: window.name,
            sessionID: window.sessionIdentifier,
            activation: window.activationState,
            isKey: window.isKey,
            stack: window.stack.names,
            presented: window.presented.isEmpty ? nil : window.presented.names.joined(separator: " > "),
            overlay: overlay,
            overlayScreen: overlayScreen,
            pending: window.pending.map {
                PendingIntentSnapshot(traceID: $0.traceID, text: shown($0.intent.description), state: $0.isDenied ? .denied : .queued)
            },
            actions: window.actions)
        pane.backEntry = window.backEntry
        pane.presentedEntry = window.presented.last
        pane.shownEntry = window.shownEntry
        pane.container = window.container
        pane.sizeClass = window.sizeClass
        return pane
    }

    /// One console entry as an event log line: each persistent identifier it mentions named with its
    /// window from `names` (kept when the session is not in `names`), and the window it is about taken
    /// from the entry's typed ``ConsoleEntry/sessionIdentifier``.
    static func logLine(for entry: ConsoleEntry, names: [String: String]) -> EventLogLine {
        let level: LogLevel
        switch entry.level {
        case .callback: level = .callback
        case .info: level = .info
        case .warning: level = .warning
        // The console's severity as it is, the one every reader shares (docs/RULES.md R8): the engine
        // itself logs a denial that stays queued as info.
        case .error: level = .error
        case .exception: level = .error
        }
        // One naming of windows: each `S2` the text mentions (a whole word) becomes
        // `compose[S2]`, the name the pane shows with the session it belongs to. Which window the line is
        // about comes from the entry's typed session, not from its text.
        var text = naming(entry.message, names)
        if entry.level == .exception { text = "exception: " + text }
        return EventLogLine(time: entry.time, level: level, text: text, window: entry.sessionIdentifier.flatMap { names[$0] })
    }

    private static func trace(for trace: IntentTrace, names: [String: String], shown: (String) -> String) -> IntentTraceSnapshot {
        let outcome: IntentTraceOutcome
        switch trace.outcome {
        case .queued: outcome = .queued
        case .denied: outcome = .denied
        case .executed: outcome = .navigated
        case .alreadyExecuted: outcome = .intentExecuted
        case .forwarded: outcome = .forwarded
        case .failed: outcome = .failed
        }
        var steps = trace.steps.map { step in
            IntentTraceStep(time: step.time, kind: step.kind, text: naming(shown(step.kind.strippingLabel(from: step.text)), names))
        }
        if let matched = trace.matchedRegistration, !steps.contains(where: { $0.kind == .matched }) {
            steps.insert(IntentTraceStep(time: steps.first?.time ?? 0, kind: .matched, text: "\(matched)"), at: min(1, steps.count))
        }
        return IntentTraceSnapshot(
            id: trace.id, intent: shown(trace.intent.description),
            window: names[trace.sessionIdentifier].flatMap { WindowName(parsing: $0) },
            outcome: outcome, steps: steps)
    }
}

/// A window as the navigator names it everywhere: its name with its session, `compose[S2]`.
/// - Parameters:
///   - name: the window's name as the pane shows it (`compose`, `main#2`).
///   - session: its persistent identifier (`S2`).
/// - Returns: `compose[S2]`.
func labelled(_ name: String, _ session: String) -> String { "\(name)[\(session)]" }

/// The engine's text with each persistent identifier of a window the navigator shows (`S2`, a whole
/// word not already in brackets) replaced by the window's name with it: `forwarded to S2` becomes
/// `forwarded to compose[S2]`, so the log and the explain view speak of the panes the user sees.
/// - Parameters:
///   - text: one trace step's text.
///   - names: window names by persistent identifier.
/// - Returns: the text with the names added.
/// - Complexity: O(n) in the length of `text`.
func naming(_ text: String, _ names: [String: String]) -> String {
    guard !names.isEmpty, text.contains("S") else { return text }
    if names[""] == nil, text.utf8.allSatisfy({ $0 < 0x80 }) { return namingASCII(text, names) }
    return namingByCharacter(text, names)
}

/// ``naming(_:_:)`` a `Character` at a time, for any text (also compared with ``namingASCII(_:_:)`` in tests).
func namingByCharacter(_ text: String, _ names: [String: String]) -> String {
    var result = ""
    var word = ""
    func flush() {
        if let name = names[word], !result.hasSuffix("[") { result += labelled(name, word) } else { result += word }
        word = ""
    }
    for character in text {
        if character.isLetter || character.isNumber || character == "_" {
            word.append(character)
        } else {
            flush()
            result.append(character)
        }
    }
    flush()
    return result
}

extension IntentTrace.Step.Kind {
    /// The engine's step text without a first word that only repeats this kind, since the explain view prints the kind in a column of its own: `matched url:notes://note` becomes `url:notes://note`, `queued: the route of main is not live yet` becomes `the route of main is not live yet`.
    ///
    /// Other texts (`cold launch: …`, `navigation failed: …`) are kept whole.
    ///
    /// - Parameter text: one of the engine's trace lines.
    /// - Returns: the text to show beside the kind.
    /// - Complexity: O(n) in the length of `text`.
    func strippingLabel(from text: String) -> String {
        guard text.hasPrefix(rawValue) else { return text }
        var rest = text.dropFirst(rawValue.count)
        guard let next = rest.first, next == " " || next == ":" else { return text }
        if rest.first == ":" { rest = rest.dropFirst() }
        let stripped = rest.drop { $0 == " " }
        return stripped.isEmpty ? text : String(stripped)
    }
}

/// ``naming(_:_:)`` for ASCII text, a byte at a time (a `Character` of ASCII text is one byte, but for `\r\n`, which is no word character either): each whole word that names a session, unless right after a `[`, gets its window's name.
///
/// With no empty identifier among `names`, only words are looked up.
func namingASCII(_ text: String, _ names: [String: String]) -> String {
    let bytes = Array(text.utf8)
    let firstBytes = Set(names.keys.compactMap(\.utf8.first))
    func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 16)
    var index = 0
    while index < bytes.count {
        guard isWordByte(bytes[index]) else {
            result.append(bytes[index])
            index += 1
            continue
        }
        var end = index + 1
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        let word = bytes[index..<end]
        if firstBytes.contains(bytes[index]), result.last != UInt8(ascii: "["),
            case let key = String(decoding: word, as: UTF8.self), let name = names[key]
        {
            result += Array(labelled(name, key).utf8)
        } else {
            result += word
        }
        index = end
    }
    return String(decoding: result, as: UTF8.self)
}
