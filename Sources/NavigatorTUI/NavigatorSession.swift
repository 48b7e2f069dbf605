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
    public internal(set) var recorder: ScenarioRecorder
    /// Real time to virtual time.
    public internal(set) var clockDriver = RealTimeClockDriver()
    /// When the automatic session load happens, in virtual seconds, or `nil` when none is due.
    public internal(set) var autoAuthDeadline: Double?
    /// Actions the user took (keys and command-line steps that applied, `expect` lines) since the last
    /// `:save` that wrote a file; see ``RecordingSnapshot/unsavedStepCount``.
    public internal(set) var unsavedStepCount = 0
    let appName: String
    /// Intents traced by processes that have ended, and how many the running one had at the last event.
    var endedTraceCount = 0
    var lastTraceCount = 0
    /// The event log, each line named once, when first seen (see ``EventLogHistory``).
    var logHistory = EventLogHistory(limit: NavigatorSnapshot.logLimit)

    /// How the session stood when it last finished loading or changed: a relaunch after `kill` loads it
    /// the same way, as a real app's stored credentials would (the first launch uses `--auth`).
    var lastSettledAuth: AuthOutcome?
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
            let url = configuration.resolve(path)
            guard let data = try? Data(contentsOf: url) else {
                throw StartError(description: "cannot read \(ControlCharacterEscaping.escaped(path))")
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
        case .notes, .single, .bare: break
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
        if let path = configuration.recordPath {
            saveRecording(to: path, into: &report)
        }
        if configuration.removesContainerAtEnd, let container = configuration.containerURL {
            try? FileManager.default.removeItem(at: container)
        }
        report.messages = report.messages.map { ControlCharacterEscaping.escaped($0, keepingLineFeeds: true) }
        return report
    }

    /// Rebuilds the snapshot from the simulation.
    func refresh() {
        let recording = RecordingSnapshot(isRecording: true, stepCount: recorder.stepCount, path: configuration.recordPath,
                                          unsavedStepCount: unsavedStepCount)
        var snapshot = NavigatorSnapshot(simulator: simulator, appName: appName, clock: clockDriver,
                                         nextNavigatorDeadline: autoAuthDeadline, recording: recording, history: &logHistory)
        snapshot.endedProcessTraceCount = endedTraceCount
        _ = model.update(.snapshot(snapshot))
    }
}

