import DemoApps
import Foundation
import Scenario
import SimulatedUIKit
import Simulator

/// The live navigator: a ``Simulator`` driven by keys, the `:` command line and real time, with every applied event recorded as a scenario.
///
/// A ``NavigatorHost``: `NavigatorCurses` runs it on a terminal; tests drive it directly.
///
/// - Every event goes through the simulator's one `apply(event)` path and, when it applies, into the
///   ``ScenarioRecorder`` — also what the navigator does by itself: the first `launch`, the
///   automatic session load (an `auth` step, 1 s after each launch, R10/Sources/DemoApps) and the passing of
///   real time (`wait` steps, in exact 1/20 s quanta, see ``RealTimeClockDriver``). So `:save FILE`
///   followed by `routenav run FILE` reaches the same state.
/// - `--replay FILE` applies a scenario first (stopping at a failing step or `expect`), then hands
///   control to the user; the replayed events and `expect` lines are recorded too.
/// - Every `expect` typed after `:` is recorded where it was checked, passing or failing.
@MainActor
public final class NavigatorSession: NavigatorHost {
    /// The configuration it started with.
    public let configuration: Configuration
    /// The simulation: a new one, on the container as it was at the start, each time time travel
    /// goes back (``travel(toStep:)``).
    public internal(set) var simulator: Simulator
    /// The navigator's model (what is drawn).
    public internal(set) var model: NavigatorModel
    /// Every applied event so far, as a scenario.
    public internal(set) var recorder: ScenarioRecorder
    /// Real time to virtual time.
    public internal(set) var clockDriver = RealTimeClockDriver()
    /// When the automatic session load happens, in virtual seconds, or `nil` when none is due.
    public internal(set) var autoAuthDeadline: Double?
    /// Actions the user took (keys and command-line steps that applied, `expect` lines) since the last
    /// `:save` that wrote a file; see ``RecordingSnapshot/unsavedStepCount``.
    public internal(set) var unsavedStepCount = 0
    /// Whether the event log, panes, messages and saved files show payload values as they are
    /// (`--show-payloads`, `:set payloads`) rather than as `…` (``PayloadRedaction``).
    public internal(set) var showsPayloads: Bool
    private let appName: String
    /// The app, and the Info.plist it started with (`--plist`) and the one a replayed `plist` line set:
    /// what time travel builds a new simulator from.
    let appDefinition: DemoAppDefinition
    let startPlist: InfoPlist?
    var replayedPlist: InfoPlist?
    /// The steps behind and ahead of the one shown, for time travel (``SessionTimeline``).
    var timeline: SessionTimeline
    /// Intents traced by processes that have ended, and how many the running one had at the last event.
    var endedTraceCount = 0
    var lastTraceCount = 0
    /// The event log, each line named once, when first seen (see ``EventLogHistory``).
    var logHistory = EventLogHistory(limit: NavigatorSnapshot.logLimit)
    /// Where `:save` and `--record` write, remembering the files this session wrote: what ``finish(_:)`` may replace.
    var recordingStore = RecordingStore()

    /// Starts a session: loads the app and Info.plist, then replays `--replay` or cold-launches.
    /// - Parameters:
    ///   - configuration: how to start.
    ///   - options: glyphs, theme, mouse.
    ///   - size: the terminal size.
    /// - Throws: ``StartError`` for an unknown app, an unreadable Info.plist, an unparsable replay
    ///   file (`FILE:LINE:COLUMN: …`), or a `--record` path that could not be written when the session
    ///   ends (an existing file without `--force`, a symbolic link, FIFO, device or directory, or a
    ///   directory where no file can be created).
    public init(
        configuration: Configuration, options: NavigatorOptions = NavigatorOptions(),
        size: TerminalSize = TerminalSize(width: 80, height: 24)
    ) throws(StartError) {
        self.configuration = configuration
        showsPayloads = configuration.showsPayloads
        if let path = configuration.recordPath {
            do {
                // The store holds the file's directory from now on (RecordingStore.check).
                try recordingStore.check(
                    configuration.resolve(path), shownAs: ControlCharacterEscaping.escaped(path),
                    overwriting: configuration.overwritesRecord)
            } catch .exists {
                throw StartError(
                    description: "--record \(ControlCharacterEscaping.escaped(path)): the file already exists; add --force to replace it, or name another file")
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
        // `--app` is relative to the working directory; a replayed file's `app` line to the file (docs/SCENARIOS.md).
        let appBase =
            configuration.app == nil && script != nil
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
        appDefinition = app
        startPlist = plist
        // The container as this session found it, before the simulator reads it: where time travel starts over.
        timeline = SessionTimeline(containerURL: configuration.containerURL)
        simulator = Simulator(app: app, infoPlist: plist, containerURL: configuration.containerURL)
        recorder = ScenarioRecorder(app: recordedChoice, plist: plistRecordPath)
        if let systemVersion = configuration.systemVersion {
            simulator.systemVersion = systemVersion
            recorder.systemVersion = systemVersion
        }
        model = NavigatorModel(size: size, options: options)
        var messages: [NavigatorMessage]
        if let script, let path = configuration.replayPath {
            messages = replay(script, from: configuration.resolve(path), stepByStep: configuration.replaysStepByStep)
        } else {
            messages = applyEvent(.launch(LaunchPayload())).reported
            ignoredRecordNotice = Self.ignoredRecordNotice(
                in: simulator, loadsSignedIn: configuration.autoAuth == .signedIn,
                delay: configuration.autoAuthDelay)
            if let notice = ignoredRecordNotice { messages.append(.say(.info, notice.offer)) }
        }
        deliver(messages)
        refresh()
    }

    // MARK: - NavigatorHost

    /// Handles a key, resize or mouse message: updates the model, performs its effects and delivers
    /// what they return (``deliver(_:)``), then shows the simulation as it now is.
    /// - Parameter message: the message.
    /// - Returns: redraw, suspend or quit requests.
    public func handle(_ message: NavigatorMessage) -> [TerminalRequest] {
        let requests = deliver([message])
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
        let requests = deliver(advance(quanta: quanta))
        refresh()
        return requests
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
    ///   could not be written anywhere, or when the session lost a write of the app's files (a restoration
    ///   record, the scene sessions' archive: R15); and the messages, control characters escaped.
    public func finish(_ reason: NavigatorExitReason) -> NavigatorExitReport {
        var report: NavigatorExitReport
        switch reason {
        case .quit: report = NavigatorExitReport(status: 0)
        case .signal(let number): report = NavigatorExitReport(status: 128 + number)
        }
        // The scene sessions of the last instant, which the archive keeps once per instant (U7), and the
        // record writes still on their way: what the session lost is said, and it does not exit 0 (R15).
        simulator.finishRun()
        if !simulator.lostWrites.isEmpty {
            if report.status == 0 { report.status = 1 }
            report.messages += simulator.lostWrites.map { "routenav: write lost: \($0)" }
        }
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

    /// Applies one event through the simulator's single path (``applyEvent(_:)``) and delivers what it
    /// says: the error on the message line when it did not apply.
    /// - Parameter event: the event.
    /// - Returns: whether it applied.
    @discardableResult
    public func apply(_ event: SimulationEvent) -> Bool {
        let outcome = applyEvent(event)
        deliver(outcome.reported)
        return outcome.applied
    }

    /// Applies one event through the simulator's single path and records it when it applied.
    /// - Parameters:
    ///   - event: the event.
    ///   - seen: the entry it acts on as a pane showed it (``Simulator/apply(_:seeing:)``), or `nil`.
    /// - Returns: the simulator's refusal, or the messages the applied event results in (a new branch,
    ///   a refusal the system logged, an offer withdrawn).
    func applyEvent(_ event: SimulationEvent, seeing seen: ScreenEntry? = nil) -> AppliedEvent {
        let loggedBefore = simulator.console.count
        do {
            if let seen { try simulator.apply(event, seeing: seen) } else { try simulator.apply(event) }
        } catch {
            return AppliedEvent(refusal: shown("\(scenarioLine(for: .event(event))): \(error)"))
        }
        recorder.record(event)
        var messages = noteRecorded()
        refusedBySystem = SystemRefusal.message(in: simulator.console.dropFirst(loggedBefore)).map(shown)
        if let refusedBySystem { messages.append(.say(.failure, refusedBySystem)) }
        messages += expireIgnoredRecordNotice(after: event)
        // Name the lines this event logged now, while its windows are still known: a window closed by
        // a later event of the same replay would leave them with a bare persistent identifier.
        logHistory.update(
            with: simulator.console,
            names: NavigatorSnapshot.sessionNames(of: simulator.snapshot))
        // The engine's traces end with its process: count them before they are gone from view.
        let traceCount = simulator.snapshot.intentTraces.count
        if traceCount < lastTraceCount { endedTraceCount += lastTraceCount }
        lastTraceCount = traceCount
        if let settled = AuthOutcome(rawValue: simulator.snapshot.auth.rawValue) { lastSettledAuth = settled }
        scheduleAutoAuth()
        return AppliedEvent(messages: messages)
    }

    /// How the session stood when it last finished loading or changed: a relaunch after `kill` loads it
    /// the same way, as a real app's stored credentials would (the first launch uses `--auth`).
    var lastSettledAuth: AuthOutcome?

    /// The message when the system refused the last event (logged, not thrown: a URL's scheme, U2; a new window, U5), else `nil`.
    ///
    /// And the start's offer to restore records stored signed in, until loaded.
    var refusedBySystem: String?
    var ignoredRecordNotice: (offer: String, ignored: String)?
    /// What the last recorded step dropped by starting a new branch (time travel), for the `applied:` line.
    var branchNotice: String?

    /// A session that starts loading gets its automatic `auth` step `autoAuthDelay` later (Sources/DemoApps).
    private func scheduleAutoAuth() {
        if simulator.snapshot.process == .running, simulator.snapshot.auth == .syncing {
            if autoAuthDeadline == nil { autoAuthDeadline = simulator.clock.now + configuration.autoAuthDelay }
        } else {
            autoAuthDeadline = nil
        }
    }

    /// Advances the clock by whole quanta, stopping on the way for the automatic session load.
    /// - Returns: what the steps taken say.
    private func advance(quanta: Int) -> [NavigatorMessage] {
        var messages: [NavigatorMessage] = []
        var remaining = quanta
        while remaining > 0 {
            let now = simulator.clock.now
            if let deadline = autoAuthDeadline {
                let needed = deadline <= now ? 0 : RealTimeClockDriver.quanta(toReach: deadline, from: now)
                if needed <= remaining {
                    if deadline > now { messages += applyEvent(.wait(seconds: deadline - now)).reported }
                    remaining -= needed
                    autoAuthDeadline = nil
                    messages += applyEvent(.auth(lastSettledAuth ?? configuration.autoAuth)).reported
                    continue
                }
            }
            messages += applyEvent(.wait(seconds: RealTimeClockDriver.seconds(ofQuanta: remaining))).reported
            remaining = 0
        }
        return messages
    }

    /// `.`: advances to the next timer (or the automatic session load), even while paused; a `wait` step
    /// recorded counts as unsaved.
    /// - Returns: what the steps taken say, or that no timer is scheduled.
    func stepToNextTimer() -> [NavigatorMessage] {
        let now = simulator.clock.now
        guard let next = [simulator.clock.nextDeadline, autoAuthDeadline].compactMap({ $0 }).min() else {
            return [.say(.info, "No timer is scheduled.")]
        }
        let messages = advance(quanta: RealTimeClockDriver.quanta(toReach: next, from: now))
        if simulator.clock.now > now { unsavedStepCount += 1 }
        return messages
    }

    /// Rebuilds the snapshot from the simulation.
    func refresh() {
        var recording = RecordingSnapshot(
            isRecording: true, stepCount: recorder.stepCount, path: configuration.recordPath,
            unsavedStepCount: unsavedStepCount)
        recording.timelineStepCount = recorder.stepCount + timeline.ahead.count
        var snapshot = NavigatorSnapshot(
            simulator: simulator, appName: appName, clock: clockDriver,
            nextNavigatorDeadline: autoAuthDeadline, recording: recording, history: &logHistory,
            showsPayloads: showsPayloads)
        snapshot.endedProcessTraceCount = endedTraceCount
        snapshot.timeline = timeline.snapshot(recorded: recorder.body, redacting: !showsPayloads)
        deliver([.snapshot(snapshot)])
    }
}
