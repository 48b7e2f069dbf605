import DemoApps
import Foundation
import Scenario
import SimulatedUIKit
import Simulator

/// The live navigator: a ``Simulator`` driven by keys, the `:` command line and real time, with
/// every applied event recorded as a scenario (issue 6 §4, §5). A ``NavigatorHost``: `NavigatorCurses`
/// runs it on a terminal; tests drive it directly.
///
/// - Every event goes through the simulator's one `apply(event)` path and, when it applies, into the
///   ``ScenarioRecorder`` — also what the navigator does by itself: the first `launch`, the
///   automatic session load (an `auth` step, 1 s after each launch, R10/DESIGN §9) and the passing of
///   real time (`wait` steps, in exact 1/64 s quanta, see ``RealTimeClockDriver``). So `:save FILE`
///   followed by `routenav run FILE` reaches the same state.
/// - `--replay FILE` applies a scenario first (stopping at a failing step or `expect`), then hands
///   control to the user; the replayed events and `expect` lines are recorded too.
/// - Every `expect` typed after `:` is recorded where it was checked, passing or failing.
@MainActor
public final class NavigatorSession: NavigatorHost {
    /// The configuration it started with.
    public let configuration: Configuration
    /// The simulation.
    public let simulator: Simulator
    /// The navigator's model (what is drawn).
    public internal(set) var model: NavigatorModel
    /// Every applied event so far, as a scenario.
    public private(set) var recorder: ScenarioRecorder
    /// Real time to virtual time.
    public private(set) var clockDriver = RealTimeClockDriver()
    /// When the automatic session load happens, in virtual seconds, or `nil` when none is due.
    public private(set) var autoAuthDeadline: Double?
    /// Actions the user took (keys and command-line steps that applied, `expect` lines) since the last
    /// `:save` that wrote a file; see ``RecordingSnapshot/unsavedStepCount``.
    public internal(set) var unsavedStepCount = 0
    /// Whether the event log, panes, messages and saved files show payload values as they are
    /// (`--show-payloads`, `:set payloads`) rather than as `…` (``PayloadRedaction``).
    public internal(set) var showsPayloads: Bool
    private let appName: String
    /// Intents traced by processes that have ended, and how many the running one had at the last event.
    private var endedTraceCount = 0
    private var lastTraceCount = 0
    /// The event log, each line named once, when first seen (see ``EventLogHistory``).
    private var logHistory = EventLogHistory(limit: NavigatorSnapshot.logLimit)
    /// The files this session wrote, by standardized absolute path: what ``finish(_:)`` may replace.
    var writtenFiles: [String: ScenarioFileWriter.FileIdentity] = [:]

    /// Starts a session: loads the app and Info.plist, then replays `--replay` or cold-launches.
    /// - Parameters:
    ///   - configuration: how to start.
    ///   - options: glyphs, theme, mouse.
    ///   - size: the terminal size.
    /// - Throws: ``StartError`` for an unknown app, an unreadable Info.plist, an unparsable replay
    ///   file (`FILE:LINE:COLUMN: …`), or a `--record` path that could not be written when the session
    ///   ends (an existing file without `--force`, a symbolic link, FIFO, device or directory, or a
    ///   directory where no file can be created).
    public init(configuration: Configuration, options: NavigatorOptions = NavigatorOptions(),
                size: TerminalSize = TerminalSize(width: 80, height: 24)) throws(StartError) {
        self.configuration = configuration
        showsPayloads = configuration.showsPayloads
        if let path = configuration.recordPath {
            do {
                try ScenarioFileWriter.check(configuration.resolve(path), shownAs: ControlCharacterEscaping.escaped(path),
                                             overwriting: configuration.overwritesRecord)
            } catch .exists {
                throw StartError(description: "--record \(ControlCharacterEscaping.escaped(path)): the file already exists; add --force to replace it, or name another file")
            } catch {
                throw StartError(description: "--record: \(error)")
            }
        }
        var script: ScenarioScript?
        if let path = configuration.replayPath {
            // The limits and refusals of `routenav run` (size, FIFO, device, directory).
            let data: Data
            switch ScenarioFileReader.read(configuration.resolve(path).path, shownAs: ControlCharacterEscaping.escaped(path)) {
            case let .success(bytes): data = bytes
            case let .failure(error): throw StartError(description: "--replay: \(error.message)")
            }
            do {
                script = try ScenarioParser.parse(data, fileName: ControlCharacterEscaping.escaped(path))
            } catch {
                throw StartError(description: error.description)
            }
        }
        let choice = configuration.app ?? script?.app ?? .default
        // `--app` is relative to the working directory; a replayed file's `app` line to the file (DESIGN §3).
        let appBase = configuration.app == nil && script != nil
            ? configuration.resolve(configuration.replayPath ?? "").deletingLastPathComponent() : configuration.workingDirectory
        let app: DemoAppDefinition
        do {
            app = try resolveApp(choice, baseDirectory: appBase)
        } catch {
            throw StartError(description: "\(error)")
        }
        // Recorded with an absolute path; a saved file writes it relative to itself (see `recording(savedIn:)`).
        var recordedChoice = choice
        switch choice {
        case .skeleton(let path): recordedChoice = .skeleton(path: Configuration.resolve(path, against: appBase).standardizedFileURL.path)
        case .manifest(let path): recordedChoice = .manifest(path: Configuration.resolve(path, against: appBase).standardizedFileURL.path)
        case .notes, .single, .bare, .containers, .host: break
        }
        var plist: InfoPlist?
        var plistRecordPath: String?
        if let path = configuration.plistPath {
            let url = configuration.resolve(path)
            do {
                // Read through a URL relative to the working directory, so that the error names the
                // path as given, once: `deep.plist: not a property list: …`.
                let given = path.hasPrefix("/") ? url : URL(fileURLWithPath: path, relativeTo: configuration.workingDirectory)
                plist = try InfoPlist(contentsOf: given)
            } catch {
                throw StartError(description: "\(error)")
            }
            plistRecordPath = url.standardizedFileURL.path
        }
        appName = choice.description
        simulator = Simulator(app: app, infoPlist: plist, containerURL: configuration.containerURL)
        recorder = ScenarioRecorder(app: recordedChoice, plist: plistRecordPath)
        model = NavigatorModel(size: size, options: options)
        if let script, let path = configuration.replayPath {
            replay(script, from: configuration.resolve(path))
        } else {
            apply(.launch(LaunchPayload()))
            ignoredRecordNotice = Self.ignoredRecordNotice(in: simulator, loadsSignedIn: configuration.autoAuth == .signedIn,
                                                           delay: configuration.autoAuthDelay)
            if let notice = ignoredRecordNotice { _ = model.update(.feedback(CommandFeedback(.info, notice.offer))) }
        }
        refresh()
    }

    // MARK: - NavigatorHost

    /// Handles a key, resize or mouse message: updates the model and performs its effects.
    /// - Parameter message: the message.
    /// - Returns: redraw, suspend or quit requests.
    public func handle(_ message: NavigatorMessage) -> [TerminalRequest] {
        var requests: [TerminalRequest] = []
        for effect in model.update(message) {
            switch effect {
            case .apply(let event): if apply(event) { unsavedStepCount += 1 }
            case .runLine(let line, let window): run(line: line, defaultWindow: window)
            case .save(let path, let force): save(to: path, overwriting: force)
            case .setSpeed(let speed): clockDriver.speed = speed
            case .setPaused(let paused): clockDriver.setPaused(paused)
            case .setShowsPayloads(let shows): setShowsPayloads(shows)
            case .stepToNextTimer: if stepToNextTimer() { unsavedStepCount += 1 }
            case .redraw: requests.append(.redraw)
            case .suspend: requests.append(.suspend)
            case .quit: requests.append(.quit)
            }
        }
        refresh()
        return requests
    }

    /// Moves the virtual clock with real time (unless paused), in whole quanta, firing due timers and
    /// the automatic session load; each advance is applied and recorded as a `wait` step.
    /// - Parameter monotonicSeconds: real time on a monotonic clock.
    /// - Returns: no requests.
    public func tick(monotonicSeconds: Double) -> [TerminalRequest] {
        let quanta = clockDriver.advance(toReal: monotonicSeconds)
        guard quanta > 0 else { return [] }
        advance(quanta: quanta)
        refresh()
        return []
    }

    /// The frame to draw.
    /// - Parameter size: the terminal size.
    /// - Returns: the rendered model.
    public func frame(size: TerminalSize) -> ScreenBuffer {
        render(model, size: size)
    }

    /// Ends the session: writes the `--record` file, removes a temporary container.
    ///
    /// The recording replaces what is at the `--record` path only with `--force`, or when it is the very
    /// file this session last wrote there (an earlier `:save` of the same name, same device, inode, size
    /// and modification time). Anything else found there — a file, symbolic link, directory or FIFO that
    /// appeared after startup — is left alone and the recording goes to the first free sibling
    /// `PATH.1`, `PATH.2`, … instead, with a message saying where and why; the session is never lost.
    /// - Parameter reason: why it ends.
    /// - Returns: status 0 (128 + N for signal N), also when the recording went to a sibling; 1 when it
    ///   could not be written anywhere; and the messages, control characters escaped.
    public func finish(_ reason: NavigatorExitReason) -> NavigatorExitReport {
        var report: NavigatorExitReport
        switch reason {
        case .quit: report = NavigatorExitReport(status: 0)
        case .signal(let number): report = NavigatorExitReport(status: 128 + number)
        }
        // The scene sessions of the last instant, which the archive keeps once per instant (U7).
        simulator.saveSceneSessionsNow()
        if let path = configuration.recordPath {
            saveRecording(to: path, into: &report)
        }
        if configuration.removesContainerAtEnd, let container = configuration.containerURL {
            try? FileManager.default.removeItem(at: container)
        }
        report.messages = report.messages.map { ControlCharacterEscaping.escaped($0, keepingLineFeeds: true) }
        return report
    }

    // MARK: - Applying events

    /// Applies one event through the simulator's single path; records it when it applied, reports
    /// the error on the message line when it did not.
    /// - Parameter event: the event.
    /// - Returns: whether it applied.
    @discardableResult
    public func apply(_ event: SimulationEvent) -> Bool {
        let loggedBefore = simulator.console.count
        do {
            try simulator.apply(event)
        } catch {
            _ = model.update(.feedback(CommandFeedback(.failure, shown("\(scenarioLine(for: .event(event))): \(error)"))))
            return false
        }
        recorder.record(event)
        refusedBySystem = SystemRefusal.message(in: simulator.console.dropFirst(loggedBefore)).map(shown)
        if let refusedBySystem { _ = model.update(.feedback(CommandFeedback(.failure, refusedBySystem))) }
        expireIgnoredRecordNotice(after: event)
        // Name the lines this event logged now, while its windows are still known: a window closed by
        // a later event of the same replay would leave them with a bare persistent identifier.
        logHistory.update(with: simulator.console,
                          names: NavigatorSnapshot.sessionNames(windows: simulator.windows(), cards: simulator.sessionCards()))
        // The engine's traces end with its process: count them before they are gone from view.
        let traceCount = simulator.intentTraces.count
        if traceCount < lastTraceCount { endedTraceCount += lastTraceCount }
        lastTraceCount = traceCount
        if let settled = AuthOutcome(rawValue: simulator.authStatus) { lastSettledAuth = settled }
        scheduleAutoAuth()
        return true
    }

    /// How the session stood when it last finished loading or changed: a relaunch after `kill` loads it
    /// the same way, as a real app's stored credentials would (the first launch uses `--auth`).
    private var lastSettledAuth: AuthOutcome?

    /// The message when the system refused the last event (logged, not thrown: a URL's scheme, U2; a
    /// new window, U5), else `nil`. And the start's offer to restore records stored signed in, until loaded.
    private var refusedBySystem: String?
    var ignoredRecordNotice: (offer: String, ignored: String)?

    /// A session that starts loading gets its automatic `auth` step `autoAuthDelay` later (DESIGN §9).
    private func scheduleAutoAuth() {
        if simulator.processLabel == "running", simulator.authStatus == NavigatorAuthStatus.syncing.rawValue {
            if autoAuthDeadline == nil { autoAuthDeadline = simulator.clock.now + configuration.autoAuthDelay }
        } else {
            autoAuthDeadline = nil
        }
    }

    /// Advances the clock by whole quanta, stopping on the way for the automatic session load.
    private func advance(quanta: Int) {
        var remaining = quanta
        while remaining > 0 {
            let now = simulator.clock.now
            if let deadline = autoAuthDeadline {
                let needed = deadline <= now ? 0 : RealTimeClockDriver.quanta(toReach: deadline, from: now)
                if needed <= remaining {
                    if deadline > now { apply(.wait(seconds: deadline - now)) }
                    remaining -= needed
                    autoAuthDeadline = nil
                    apply(.auth(lastSettledAuth ?? configuration.autoAuth))
                    continue
                }
            }
            apply(.wait(seconds: Double(remaining) * RealTimeClockDriver.quantum))
            remaining = 0
        }
    }

    /// `.`: advances to the next timer (or the automatic session load), even while paused.
    /// - Returns: whether the clock moved (a `wait` step was recorded).
    private func stepToNextTimer() -> Bool {
        let now = simulator.clock.now
        guard let next = [simulator.clock.nextDeadline, autoAuthDeadline].compactMap({ $0 }).min() else {
            _ = model.update(.feedback(CommandFeedback(.info, "No timer is scheduled.")))
            return false
        }
        advance(quanta: RealTimeClockDriver.quanta(toReach: next, from: now))
        return simulator.clock.now > now
    }

    // MARK: - The command line and files

    /// Runs one scenario line typed after `:` (DESIGN §3): a step is applied and recorded (and counts
    /// as unsaved until the next `:save`); an `expect` answers pass or fail and is recorded either way
    /// (and counts as unsaved); `app` and `plist` are refused (they set up a session).
    /// - Parameters:
    ///   - line: the line, without the `:`.
    ///   - defaultWindow: where an `open`, `continue` or `shortcut` naming no window goes (and is
    ///     recorded as going, `in W`); `nil` leaves the line as written (the key window, U3).
    public func run(line: String, defaultWindow: WindowName? = nil) {
        let numbered: ScenarioScript.NumberedStep?
        do {
            numbered = try ScenarioParser.parseNumberedStep(line, fileName: Self.commandLineName)
        } catch {
            _ = model.update(.feedback(CommandFeedback(.failure, error.description)))
            return
        }
        guard let numbered else { return }
        switch numbered.step {
        case .app, .plist:
            _ = model.update(.feedback(CommandFeedback(.failure,
                "`app` and `plist` set up a session; start routenav with --app or --plist instead")))
        case .event(let written):
            let event = Self.event(written, defaultingTo: defaultWindow)
            if let refusal = applyChecked(event) {
                _ = model.update(.feedback(CommandFeedback(.failure, refusal)))
            } else {
                unsavedStepCount += 1
                guard refusedBySystem == nil else { return }  // apply(_:) said so on the message line
                _ = model.update(.feedback(CommandFeedback(.info, "applied: " + scenarioLine(for: .event(event)))))
            }
        case .expect(let expectation):
            // Recorded whether it passes or not: it is what the user asserted, and the saved bug report
            // must assert it too.
            recorder.record(expectation)
            unsavedStepCount += 1
            let text = scenarioLine(for: .expect(expectation))
            if let mismatch = ExpectationChecker(simulator: simulator).mismatch(expectation) {
                _ = model.update(.feedback(CommandFeedback(.failure, "FAIL \(text): \(shown(mismatch))")))
            } else {
                _ = model.update(.feedback(CommandFeedback(.success, "PASS \(text)")))
            }
        }
    }

    /// The file name command-line messages show: `command line:1:11: …`.
    static let commandLineName = "command line"

    /// Applies an event step typed after `:` or replayed.
    /// - Returns: `nil` when the event applied; else the simulator's error (which ``apply(_:)`` has
    ///   already put on the message line).
    private func applyChecked(_ event: SimulationEvent) -> String? {
        apply(event) ? nil : (model.message?.text ?? "")
    }

    /// A payload event naming no window, sent to `window` instead of the key window (U3); any other
    /// event, or one that names its window, as written.
    /// - Parameters:
    ///   - event: the event as parsed.
    ///   - window: the default window, or `nil`.
    /// - Returns: the event to apply and record.
    static func event(_ event: SimulationEvent, defaultingTo window: WindowName?) -> SimulationEvent {
        guard let window else { return event }
        switch event {
        case .open(let url, nil): return .open(url: url, window: window)
        case .continueActivity(let activity, nil): return .continueActivity(activity, window: window)
        case .shortcut(let type, nil): return .shortcut(type: type, window: window)
        default: return event
        }
    }

    /// Applies a scenario's steps, stopping at the first that fails; the user takes over after it.
    private func replay(_ script: ScenarioScript, from url: URL) {
        let base = url.deletingLastPathComponent()
        for numbered in script.steps {
            let location = "\(script.fileName):\(numbered.line)"
            switch numbered.step {
            case .app:
                continue
            case .plist(let path):
                let plistURL = Configuration.resolve(path, against: base)
                do {
                    simulator.useInfoPlist(try InfoPlist(contentsOf: plistURL))
                    recorder.plist = plistURL.standardizedFileURL.path
                } catch {
                    _ = model.update(.feedback(CommandFeedback(.failure, "replay stopped at \(location): \(error)")))
                    return
                }
            case .event(let event):
                if let refusal = applyChecked(event) {
                    _ = model.update(.feedback(CommandFeedback(.failure, "replay stopped at \(location): \(shown(refusal))")))
                    return
                }
            case .expect(let expectation):
                recorder.record(expectation)
                if let mismatch = ExpectationChecker(simulator: simulator).mismatch(expectation) {
                    _ = model.update(.feedback(CommandFeedback(.failure, "replay stopped at \(location): \(shown(mismatch))")))
                    return
                }
            }
        }
        _ = model.update(.feedback(CommandFeedback(.success, "Replayed \(script.fileName) (\(script.steps.count) steps); over to you.")))
    }

    /// Rebuilds the snapshot from the simulation.
    private func refresh() {
        let recording = RecordingSnapshot(isRecording: true, stepCount: recorder.stepCount, path: configuration.recordPath,
                                          unsavedStepCount: unsavedStepCount)
        var snapshot = NavigatorSnapshot(simulator: simulator, appName: appName, clock: clockDriver,
                                         nextNavigatorDeadline: autoAuthDeadline, recording: recording, history: &logHistory,
                                         showsPayloads: showsPayloads)
        snapshot.endedProcessTraceCount = endedTraceCount
        _ = model.update(.snapshot(snapshot))
    }
}
