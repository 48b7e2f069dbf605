import Foundation
import Route
import RouteInterface
import SimulatedUIKit
import Simulator

/// The monkey's checks: what must hold after every step, and what must hold whenever the
/// simulation is idle (Sources/Simulator/SimulationEvent.swift).
///
/// After every step:
/// - the process has not crashed, and the console holds no new warning or exception except the
///   explicitly allowed ones (``MonkeyAllowedWarning``): no UIKit warning (U2, U5, U9), no engine warning;
/// - every intent the system delivered in this step got exactly one trace: none vanished on the way in,
///   none was taken twice (R5, R18).
///
/// When idle after a step:
/// - the engine's and the device's invariants (Sources/Route/SceneManager+Invariants.swift): one window per identity under `windowPerScene`
///   (R3, also checked from the window names), pending intents only in connected windows, no screen that
///   requires sign-in in a signed-out window, every routed controller's `routeHandle` set;
/// - every intent is accounted for (R6–R9, R19): executed and placed exactly once (a go-if-needed intent
///   may instead go back to its screen), already executed,
///   failed with an error, or still queued or denied in the queue of the connected window its trace names;
///   never left forwarded without arriving, never placed twice;
/// - obscuration (R14): a foreground-active window shows no cover; a window that is not active shows
///   one while the session is signed in without a pending manual re-authentication;
/// - restoration (R15): records only for open sessions (none for discarded ones); once a connected window
///   has navigated, its record, when saved under the current sign-in state, names the screen on top of its
///   stack, and a restorable screen on top has its record; in a window with containers the record names the
///   visible top when restorable, else the first restorable top of the other tabs or columns, and the
///   selected tab;
/// - a running process has a window (U6).
///
/// Liveness: the simulation becomes idle within 10 s of virtual time once the session has loaded.
@MainActor public struct MonkeyOracle {
    /// The app.
    public let profile: MonkeyAppProfile
    /// The warnings allowed.
    public let allowlist: [MonkeyAllowedWarning]
    /// How long the simulation may stay busy, in virtual seconds, before it counts as stuck.
    public static let livenessSeconds: Double = 10

    private var consoleChecked = 0
    /// Launch payloads the engine dropped by the app's launch payload policy (R18) in the event being
    /// checked: the system delivered them, and the engine said it dropped them instead of tracing them.
    private var launchPayloadsDropped = 0
    private var lastCalm: Double = 0
    private var lastTraceIDBefore = 0
    /// Counts the processes seen: no event both ends a process and starts another, so a process is new
    /// when the app runs after an event that found it not running. (An engine's object identity cannot tell:
    /// a new process's scene manager may reuse the address of the last one's.)
    private var processCount = 0
    private var processOfTops = -1
    private var wasRunning = false
    private var hadWindow = false
    /// The screen each connected window showed when first seen idle with its route live, this process.
    private var initialTops: [String: String] = [:]

    /// Creates the checks for an app.
    /// - Parameters:
    ///   - profile: the app.
    ///   - allowlist: the warnings its input may provoke by design.
    public init(profile: MonkeyAppProfile, allowlist: [MonkeyAllowedWarning] = MonkeyAllowedWarning.all) {
        self.profile = profile
        self.allowlist = allowlist
    }

    /// Notes the state an event starts from (call right before `apply`).
    /// - Parameter simulator: the simulation.
    public mutating func willApply(to simulator: Simulator) {
        let state = simulator.snapshot
        lastTraceIDBefore = state.intentTraces.last?.id ?? 0
        wasRunning = state.process == .running
        hadWindow = !state.windows.isEmpty
    }

    /// Checks the simulation after an event was applied.
    /// - Parameters:
    ///   - event: the event just applied.
    ///   - simulator: the simulation.
    /// - Returns: the first violation found, or `nil`.
    public mutating func didApply(_ event: SimulationEvent, to simulator: Simulator) -> MonkeyViolation? {
        let state = simulator.snapshot
        if !wasRunning, state.process == .running { processCount += 1 }
        if let violation = checkConsole(state) { return violation }
        if profile.usesEngine, let violation = checkArrivals(of: event, simulator) { return violation }
        let now = state.time
        guard state.isIdle else {
            if state.process != .running || state.auth == .syncing { lastCalm = now }
            if now - lastCalm > Self.livenessSeconds {
                return MonkeyViolation(
                    rule: "§2", check: "liveness",
                    message: "the simulation has not been idle for \(DecimalSeconds.format(now - lastCalm)) s of virtual time")
            }
            return nil
        }
        lastCalm = now
        return checkIdle(simulator)
    }

    /// The checks that need an idle simulation (see the type's discussion).
    /// - Parameter simulator: an idle simulation.
    /// - Returns: the first violation, or `nil`.
    public mutating func checkIdle(_ simulator: Simulator) -> MonkeyViolation? {
        if let line = simulator.device.invariantViolations().first {
            return MonkeyViolation(rule: "§7.4", check: "device-invariant", message: line, signature: Self.signature(of: line))
        }
        if let line = simulator.invariantViolations().first {
            return MonkeyViolation(rule: "§7.4", check: "engine-invariant", message: line, signature: Self.signature(of: line))
        }
        let state = simulator.snapshot
        let windows = state.windows
        if state.process == .running, windows.isEmpty {
            return MonkeyViolation(rule: "U6", check: "running-without-window", message: "the process runs with no connected window")
        }
        if profile.isWindowPerScene, let second = windows.first(where: { $0.name.ordinal > 1 }) {
            return MonkeyViolation(
                rule: "R3", check: "window-per-scene",
                message: "\(second.name) is connected beside another window of \(second.name.identity)")
        }
        guard profile.usesEngine, let engine = simulator.engine else { return nil }
        if let violation = checkIntents(state.intentTraces, windows: windows) { return violation }
        if let violation = checkObscuration(state, simulator) { return violation }
        return checkRecords(engine, state: state, simulator: simulator)
    }

    // MARK: - Console (U2, U5, U9, engine warnings)

    private mutating func checkConsole(_ state: DeviceSnapshot) -> MonkeyViolation? {
        let entries = state.console
        defer { consoleChecked = entries.count }
        launchPayloadsDropped = 0
        guard consoleChecked < entries.count else { return nil }
        for entry in entries[consoleChecked...] {
            if entry.level == .warning, entry.source == .engine, entry.message.hasPrefix("launch payload dropped: ") {
                launchPayloadsDropped += 1
            }
            switch entry.level {
            case .exception:
                return MonkeyViolation(rule: "U9", check: "exception", message: entry.message, signature: Self.signature(of: entry.message))
            case .warning:
                guard !allowlist.contains(where: { $0.allows(entry, app: profile.definition.name) }) else { continue }
                let rule = entry.source == .uikit ? "U9" : "§5"
                return MonkeyViolation(
                    rule: rule, check: "\(entry.source.rawValue)-warning", message: entry.message,
                    signature: Self.signature(of: entry.message))
            case .callback, .info, .error:
                continue
            }
        }
        if state.process == .crashed {
            return MonkeyViolation(rule: "U9", check: "crash", message: "the process crashed")
        }
        return nil
    }

    /// A warning's text with session identifiers, numbers and parenthesised values taken out, so the
    /// same warning matches whichever windows and notes a shrunk sequence ends up using.
    static func signature(of message: String) -> String {
        var result = ""
        var depth = 0
        for character in message {
            if character == "(" {
                depth += 1
                continue
            }
            if character == ")" {
                depth = max(0, depth - 1)
                continue
            }
            if depth > 0 || character.isNumber { continue }
            result.append(character)
        }
        return result.split(separator: " ").prefix(12).joined(separator: " ")
    }

    // MARK: - Arrivals (R5, R18)

    /// How many traces the intents of `event` must start: one per payload the system hands to the app.
    private func expectedArrivals(of event: SimulationEvent, _ simulator: Simulator) -> Int {
        let plist = simulator.device.bundle.infoPlist
        func accepts(_ text: String) -> Bool {
            guard let scheme = URL(string: text)?.scheme?.lowercased() else { return false }
            return plist.urlSchemes.contains { $0.lowercased() == scheme }
        }
        func isIntent(_ activity: ActivityPayload, cold: Bool) -> Bool {
            !RouteActivityType.all.contains(activity.type) && (!cold || plist.activityTypes.contains(activity.type))
        }
        let warm = wasRunning && hadWindow
        switch event {
        case let .launch(payload):
            guard !wasRunning else { return 0 }
            // An app without a scene manifest gets UIKit's launch options, which carry one URL and one activity.
            let perKind = plist.hasSceneManifest ? Int.max : 1
            return SceneIntent.Kind.allCases.reduce(0) { total, kind in
                switch kind {
                case .url: total + min(payload.urls.filter(accepts).count, perKind)
                case .userActivity: total + min(payload.activities.filter { isIntent($0, cold: true) }.count, perKind)
                case .shortcutItem: total + payload.count(of: kind)
                }
            }
        case let .open(url, _):
            return (warm || !wasRunning) && accepts(url) ? 1 : 0
        case let .continueActivity(activity, _):
            return (warm || !wasRunning) && isIntent(activity, cold: !wasRunning) ? 1 : 0
        case .shortcut:
            return warm || !wasRunning ? 1 : 0
        case .auth, .signIn, .signOut, .reauth, .newWindow, .close, .foreground, .background, .inactive, .active, .switcher, .swipe,
            .kill, .relaunch, .tap, .back, .dismiss, .wait, .select, .size:
            return 0  // no payload from outside: an intent it starts is the app's own
        }
    }

    private func checkArrivals(of event: SimulationEvent, _ simulator: Simulator) -> MonkeyViolation? {
        let expected = max(0, expectedArrivals(of: event, simulator) - launchPayloadsDropped)
        let traces = simulator.snapshot.intentTraces
        let floor = wasRunning ? lastTraceIDBefore : 0
        let arrived = traces.filter { $0.id > floor && $0.arrival != .forwarded }
        guard arrived.count != expected else { return nil }
        if arrived.count < expected {
            return MonkeyViolation(
                rule: "R5", check: "intent-vanished",
                message: "the system delivered \(expected) intent(s) but the engine traced \(arrived.count)")
        }
        return MonkeyViolation(
            rule: "R18", check: "intent-taken-twice",
            message: "the system delivered \(expected) intent(s) but the engine traced \(arrived.count): "
                + arrived.map { "#\($0.id) \($0.intent)" }.joined(separator: ", "))
    }

    // MARK: - Intent accounting (R6–R9, R19)

    private func checkIntents(_ traces: [IntentTrace], windows: [WindowSnapshot]) -> MonkeyViolation? {
        var queued: [Int: String] = [:]
        for window in windows {
            for intent in window.pending { queued[intent.traceID] = window.sessionIdentifier }
        }
        for trace in traces {
            let label = "#\(trace.id) \(trace.intent)"
            // A go-if-needed screen reached by going back to it (or left on top) counts as its placement.
            let placements = trace.steps.filter(\.isPlacement).count
            if placements > 1 {
                return MonkeyViolation(rule: "R6", check: "intent-handled-twice", message: "\(label) was placed \(placements) times")
            }
            switch trace.outcome {
            case .queued, .denied:
                guard queued[trace.id] == trace.sessionIdentifier else {
                    return MonkeyViolation(
                        rule: "R7", check: "intent-vanished-from-queue",
                        message: "\(label) is \(trace.outcome.label) in \(trace.sessionIdentifier) but in no connected window's queue")
                }
            case let .forwarded(session):
                return MonkeyViolation(
                    rule: "R6", check: "intent-forwarded-never-arrived",
                    message: "\(label) was forwarded to \(session) and never arrived")
            case .executed:
                if placements == 0 {
                    return MonkeyViolation(
                        rule: "R8", check: "intent-executed-never-placed",
                        message: "\(label) was executed in \(trace.sessionIdentifier) but its screen was never placed")
                }
            case .alreadyExecuted, .failed:
                break
            }
            if queued[trace.id] != nil, !trace.outcome.isPending {
                return MonkeyViolation(
                    rule: "R7", check: "intent-queued-after-end",
                    message: "\(label) is \(trace.outcome.label) but still queued")
            }
        }
        let known = Set(traces.map(\.id))
        if let orphan = queued.keys.sorted().first(where: { !known.contains($0) }) {
            return MonkeyViolation(rule: "R7", check: "intent-queued-without-trace", message: "intent #\(orphan) is queued but has no trace")
        }
        return nil
    }

    // MARK: - Obscuration (R14)

    private func checkObscuration(_ state: DeviceSnapshot, _ simulator: Simulator) -> MonkeyViolation? {
        let opted = state.auth == .signedIn && !state.isManualAuthenticationRequired
        for window in state.windows {
            switch window.activationState {
            case .foregroundActive:
                // A sign-out's cover stays over an active window until its signed-out stack is live (R20).
                if window.overlay != .none, !isAuthCovered(window, simulator) {
                    return MonkeyViolation(
                        rule: "R14", check: "covered-when-active",
                        message: "\(window.name) is foreground-active but shows \(window.overlay.scenarioWord)")
                }
            case .foregroundInactive, .background:
                if opted, window.overlay != .obscured {
                    return MonkeyViolation(
                        rule: "R14", check: "uncovered-when-inactive",
                        message:
                            "\(window.name) is \(window.activationState.scenarioWord), signed in with no re-authentication pending, but shows \(window.overlay.scenarioWord)"
                    )
                }
            case .unattached:
                break
            }
        }
        return nil
    }

    private func isAuthCovered(_ window: WindowSnapshot, _ simulator: Simulator) -> Bool {
        guard let scene = try? simulator.scene(window.name) else { return false }
        return simulator.engine?.engineHandle(of: scene)?.isAuthCovered ?? false
    }

    // MARK: - Restoration (R15)

    /// A record is checked against the screen on top only once the window has navigated: until then it may
    /// still hold what an earlier process saved and the initial route did not use (R15 ignores a record
    /// saved under the other sign-in state; it is replaced at the first navigation, not at launch).
    private mutating func checkRecords(_ engine: any SceneManagerIntrospecting, state: DeviceSnapshot, simulator: Simulator) -> MonkeyViolation? {
        let windows = state.windows
        let storage = engine.restorationStorage
        let open = Set(simulator.device.sessions.map(\.persistentIdentifier))
        if let stray = storage.storedSessionIdentifiers().first(where: { !open.contains($0) }) {
            return MonkeyViolation(
                rule: "R15", check: "record-of-discarded-session",
                message: "a restoration record is kept for \(stray), which is not an open session")
        }
        // Records are read without changing the store (the oracle only asks what is stored); every demo
        // app's storage can do that.
        guard let peeking = storage as? any StateRecordPeeking else { return nil }
        let signedIn = state.auth == .signedIn
        if processOfTops != processCount {
            processOfTops = processCount
            initialTops = [:]
        }
        let connected = Set(windows.map(\.sessionIdentifier))
        initialTops = initialTops.filter { connected.contains($0.key) }
        for window in windows where window.overlay != .splash {
            let top = window.top ?? "nothing"
            let initial = initialTops[window.sessionIdentifier] ?? top
            initialTops[window.sessionIdentifier] = initial
            guard top != initial else { continue }
            let record: StateRecord?
            switch peeking.peekRecord(for: window.sessionIdentifier) {
            case .noRecord: record = nil
            case let .record(stored): record = stored
            case let .unreadable(error):
                return MonkeyViolation(rule: "R15", check: "record-unreadable", message: "\(window.name): \(error)")
            }
            if let container = window.container {
                if let violation = checkContainerRecord(window, container: container, record: record, signedIn: signedIn) { return violation }
                continue
            }
            if let record, record.isSignedIn == signedIn, record.screenName != top {
                return MonkeyViolation(
                    rule: "R15", check: "record-not-top",
                    message: "\(window.name) shows \(top) but its record holds \(record.screenName)")
            }
            if profile.isRestorable(top), record?.screenName != top {
                return MonkeyViolation(
                    rule: "R15", check: "restorable-top-without-record",
                    message: "\(window.name) shows \(top), which is restorable, but its record holds \(record?.screenName ?? "nothing")")
            }
        }
        return nil
    }
}
