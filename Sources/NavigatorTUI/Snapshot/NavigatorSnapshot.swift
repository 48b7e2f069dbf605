import AuthSessionInterface
import SimulatedUIKit
import Simulator

/// Everything the navigator shows, as plain values: the view model the renderer draws (docs/NAVIGATOR.md).
///
/// An adapter builds one from the live simulation after every event; tests build them by hand.
/// Order matters and is kept as given: windows in connection order (U3), cards, log lines oldest
/// first, traces oldest first.
public struct NavigatorSnapshot: Equatable, Sendable {
    /// The app's name as `--app` writes it: `notes`, `single`, `bare`, `manifest:PATH`.
    public var appName: String
    /// Whether the app's process runs (U6, U7, U9).
    public var process: ProcessState
    /// The auth session's status.
    public var auth: AuthSnapshot
    /// The virtual clock and how the navigator drives it.
    public var clock: ClockSnapshot
    /// The recording mark (every applied event is recorded).
    public var recording: RecordingSnapshot
    /// Connected windows, in connection order.
    public var windows: [WindowPaneSnapshot]
    /// Sessions that exist but have no connected window (after `kill`, or disconnected), like
    /// app-switcher cards (U6, U7).
    public var sessionCards: [SessionCardSnapshot]
    /// The event log, oldest first (the newest lines, at most ``logLimit``).
    public var log: [EventLogLine]
    /// How many event log lines there have been in all, also those older than ``log`` keeps: a
    /// scrolled-up log moves back by the lines added since the last snapshot, so the lines being read
    /// stay in place.
    public var logLineTotal: Int
    /// Intent traces for the explain view, oldest first: the running process's (the engine's traces
    /// end with its process).
    public var traces: [IntentTraceSnapshot]
    /// How many intents earlier processes traced (before a `kill`, a crash or the last window's
    /// closing), which ``traces`` no longer holds; the explain view says they ended rather than
    /// "no intents yet" (U7).
    public var endedProcessTraceCount: Int = 0
    /// Whether a new window of the primary scene (`n`) would be destroyed as it connects: the app's primary identity has exactly one window (R3, `windowPerScene`).
    ///
    /// The hint line then offers `N` (a new window of a named scene) in its place.
    public var newPrimaryWindowIsRefused: Bool = false
    /// Whether the app's Info.plist sets `UIApplicationSupportsMultipleScenes` (U5): without it the
    /// system refuses every new window, so the hint line offers neither `n` nor `N` and ``registrations``
    /// lists no scene to open one of.
    public var acceptsNewWindows: Bool = true
    /// What the app accepts (its registered intents and scenes), listed in `?` and completed by Tab on
    /// the command line; empty until the app has run with RouteKit.
    public var registrations = AppRegistrations()
    /// The session's steps and which of them are applied, for time travel (`[`, `]`, the timeline `t`).
    public var timeline = TimelineSnapshot()

    /// Creates a snapshot.
    /// - Parameters:
    ///   - appName: the app's name.
    ///   - process: process state.
    ///   - auth: auth status.
    ///   - clock: virtual clock state.
    ///   - recording: recording mark.
    ///   - windows: connected windows in connection order.
    ///   - sessionCards: disconnected sessions.
    ///   - log: event log, oldest first.
    ///   - traces: intent traces, oldest first.
    ///   - logLineTotal: event log lines in all, `log`'s older ones included (default `log.count`).
    public init(
        appName: String = "notes", process: ProcessState = .notRunning, auth: AuthSnapshot = AuthSnapshot(),
        clock: ClockSnapshot = ClockSnapshot(), recording: RecordingSnapshot = RecordingSnapshot(),
        windows: [WindowPaneSnapshot] = [], sessionCards: [SessionCardSnapshot] = [],
        log: [EventLogLine] = [], traces: [IntentTraceSnapshot] = [], logLineTotal: Int? = nil
    ) {
        self.appName = appName
        self.process = process
        self.auth = auth
        self.clock = clock
        self.recording = recording
        self.windows = windows
        self.sessionCards = sessionCards
        self.log = log
        self.traces = traces
        self.logLineTotal = max(logLineTotal ?? log.count, log.count)
    }

    /// The window with this name, if connected.
    /// - Parameter name: a window name.
    /// - Returns: its snapshot or `nil`.
    /// - Complexity: O(windows).
    public func window(named name: WindowName) -> WindowPaneSnapshot? {
        windows.first { $0.name == name }
    }

    /// The key window (U3), if any.
    public var keyWindow: WindowPaneSnapshot? { windows.first { $0.isKey } }
}

/// The auth session as the status bar shows it.
public struct AuthSnapshot: Equatable, Sendable {
    /// The session status.
    public var status: AuthSessionStatus
    /// Whether manual re-authentication is required (`reauth`; R14 then stops obscuring).
    public var manualAuthenticationRequired: Bool

    /// Creates an auth snapshot.
    /// - Parameters:
    ///   - status: the session status.
    ///   - manualAuthenticationRequired: whether `reauth` is pending.
    public init(status: AuthSessionStatus = .syncing, manualAuthenticationRequired: Bool = false) {
        self.status = status
        self.manualAuthenticationRequired = manualAuthenticationRequired
    }
}

/// The virtual clock and the navigator's drive of it.
public struct ClockSnapshot: Equatable, Sendable {
    /// Virtual time, in seconds since the simulation started.
    public var seconds: Double
    /// Virtual seconds per real second (1 = real time).
    public var speed: Double
    /// Whether the clock stands still until unpaused or stepped.
    public var isPaused: Bool
    /// Seconds until the next timer fires, or `nil` when none is scheduled.
    public var nextTimerIn: Double?

    /// Creates a clock snapshot.
    /// - Parameters:
    ///   - seconds: virtual time in seconds.
    ///   - speed: virtual seconds per real second.
    ///   - isPaused: whether paused.
    ///   - nextTimerIn: seconds until the next timer, if any.
    public init(seconds: Double = 0, speed: Double = 1, isPaused: Bool = false, nextTimerIn: Double? = nil) {
        self.seconds = seconds
        self.speed = speed
        self.isPaused = isPaused
        self.nextTimerIn = nextTimerIn
    }
}

/// Whether the session is being recorded, and where it will be saved.
public struct RecordingSnapshot: Equatable, Sendable {
    /// Whether steps are being recorded.
    public var isRecording: Bool
    /// Scenario steps recorded so far, events and `expect` lines, the navigator's own included (the
    /// first launch, the automatic session load, `wait`s): what the header's `REC N` and "Saved N
    /// steps" count.
    public var stepCount: Int
    /// The `--record` file written on exit, if any.
    public var path: String?
    /// Actions the user took since the last `:save` that wrote a file: keys and command-line steps that applied, and `expect` lines (the quit question says "N actions not saved", apart from ``stepCount``).
    ///
    /// Steps the navigator takes by itself (the first launch, the automatic session load, the passing of real time) and replayed `--replay` steps are not counted. Without ``path``, quitting with
    /// unsaved steps asks first (``NavigatorModel/update(_:)``).
    public var unsavedStepCount: Int
    /// Steps in the whole timeline: ``stepCount`` plus those ahead of the state shown (stepped back
    /// over, or a `--replay --step` file's lines not yet run); the status bar shows `REC 12/20` when more.
    public var timelineStepCount: Int = 0

    /// Creates a recording mark.
    /// - Parameters:
    ///   - isRecording: whether recording.
    ///   - stepCount: steps so far.
    ///   - path: the `--record` destination.
    ///   - unsavedStepCount: the user's steps since the last `:save` (0 or more).
    public init(isRecording: Bool = true, stepCount: Int = 0, path: String? = nil, unsavedStepCount: Int = 0) {
        self.isRecording = isRecording
        self.stepCount = stepCount
        self.path = path
        self.unsavedStepCount = unsavedStepCount
    }

    /// Whether quitting now would lose steps: some were taken since the last `:save` and no `--record`
    /// file will be written at quit.
    public var hasUnsavedSteps: Bool { path == nil && unsavedStepCount > 0 }
}
