import Simulator
@testable import NavigatorTUI

/// Hand-made snapshots of the Notes demo (Sources/DemoApps) in the states the goldens show.
enum NavigatorFixtures {
    static let main = WindowName(identity: "main")
    static let compose = WindowName(identity: "compose")

    static let launchLog: [EventLogLine] = [
        EventLogLine(time: 0, level: .info, text: "launch (cold, no payload)"),
        EventLogLine(time: 0, level: .callback, text: "application(_:didFinishLaunchingWithOptions:)"),
        EventLogLine(time: 0, level: .callback, text: "application(_:configurationForConnecting:) main"),
        EventLogLine(time: 0, level: .callback, text: "main: scene(_:willConnectTo:options:)"),
        EventLogLine(time: 0, level: .callback, text: "main: sceneWillEnterForeground(_:)"),
        EventLogLine(time: 0, level: .callback, text: "main: sceneDidBecomeActive(_:)"),
        EventLogLine(time: 0, level: .info, text: "main: splash NotesSplash starts (waitUntilAnimationComplete, R10)"),
    ]

    /// Just launched: the session still loads, the splash covers `main`.
    static var splash: NavigatorSnapshot {
        NavigatorSnapshot(
            appName: "notes", process: .running, auth: AuthSnapshot(status: .syncing),
            clock: ClockSnapshot(seconds: 0.4, speed: 1, isPaused: false, nextTimerIn: 0.2),
            recording: RecordingSnapshot(isRecording: true, stepCount: 1),
            windows: [WindowPaneSnapshot(name: main, sessionID: "S1", activation: .foregroundActive, isKey: true,
                                     overlay: .splash, overlayScreen: "NotesSplash")],
            log: launchLog)
    }

    /// Signed in; `main` went inactive behind the obscuration cover, `compose` is key.
    static var twoWindowsOneObscured: NavigatorSnapshot {
        NavigatorSnapshot(
            appName: "notes", process: .running, auth: AuthSnapshot(status: .signedIn),
            clock: ClockSnapshot(seconds: 12.85, speed: 2, isPaused: false),
            recording: RecordingSnapshot(isRecording: true, stepCount: 9, path: "session.scenario"),
            windows: [
                WindowPaneSnapshot(name: main, sessionID: "S1", activation: .foregroundInactive, isKey: false,
                               stack: ["NotesList", "NoteDetail(42)"], overlay: .obscured, overlayScreen: "BrandBlur",
                               actions: ["New note window", "Sign out"]),
                WindowPaneSnapshot(name: compose, sessionID: "S2", activation: .foregroundActive, isKey: true,
                               stack: ["Compose"], actions: ["Save"]),
            ],
            log: [
                EventLogLine(time: 10.2, level: .info, text: "main: tap \"New note window\""),
                EventLogLine(time: 10.2, level: .info, text: "requestSceneActivation(compose)"),
                EventLogLine(time: 10.2, level: .callback, text: "application(_:configurationForConnecting:) compose"),
                EventLogLine(time: 10.2, level: .callback, text: "compose: scene(_:willConnectTo:options:)"),
                EventLogLine(time: 10.2, level: .callback, text: "main: sceneWillResignActive(_:)"),
                EventLogLine(time: 10.2, level: .info, text: "main: obscured by BrandBlur (R14)"),
                EventLogLine(time: 10.2, level: .callback, text: "compose: sceneDidBecomeActive(_:)"),
                EventLogLine(time: 12.5, level: .info, text: "compose: initial stack Compose, route live (R10)"),
            ],
            traces: [
                IntentTraceSnapshot(id: 1, intent: "url:notes://note/42", window: main, outcome: .navigated, steps: [
                    IntentTraceStep(time: 4, kind: .received, text: "scene(_:openURLContexts:) in main"),
                    IntentTraceStep(time: 4, kind: .matched, text: "registered URL notes://note (R5)"),
                    IntentTraceStep(time: 4, kind: .routed, text: ".currentScene: stays in main (R6)"),
                    IntentTraceStep(time: 4, kind: .permission, text: "shouldExecute: .executeIntent(isAnimated: true)"),
                    IntentTraceStep(time: 4, kind: .navigated, text: "replaceCurrentWithChain NoteDetail(42): NotesList > NoteDetail(42)"),
                ]),
            ])
    }

    /// Signed out; a cold link waits in `main`, denied by `shouldExecute`.
    static var pendingDenied: NavigatorSnapshot {
        NavigatorSnapshot(
            appName: "notes", process: .running, auth: AuthSnapshot(status: .signedOut),
            clock: ClockSnapshot(seconds: 1.6, speed: 1, isPaused: true),
            recording: RecordingSnapshot(isRecording: true, stepCount: 3),
            windows: [
                WindowPaneSnapshot(name: main, sessionID: "S1", activation: .foregroundActive, isKey: true,
                               stack: ["SignIn"],
                               pending: [PendingIntentSnapshot(traceID: 2, text: "url:notes://note/7", state: .denied)],
                               actions: ["Sign in"]),
            ],
            log: [
                EventLogLine(time: 0, level: .info, text: "launch url notes://note/7"),
                EventLogLine(time: 0, level: .callback, text: "main: scene(_:willConnectTo:options:) urlContexts: notes://note/7"),
                EventLogLine(time: 0, level: .info, text: "main: url:notes://note/7 queued until the route is live (R7)"),
                EventLogLine(time: 1, level: .info, text: "auth signedOut (automatic session load)"),
                EventLogLine(time: 1.6, level: .info, text: "main: initial stack SignIn, route live (R10)"),
                // One denial, one info line (docs/RULES.md R8), as the engine logs it.
                EventLogLine(time: 1.6, level: .info, text: "intent #2 shouldExecute: executionDenied; stays queued until the next auth event"),
            ],
            traces: [
                IntentTraceSnapshot(id: 1, intent: "shortcut:new-note", window: nil, outcome: .failed, steps: [
                    IntentTraceStep(time: 0, kind: .received, text: "performActionFor before launch"),
                    IntentTraceStep(time: 0, kind: .failed, text: "unregisteredIntent"),
                ]),
                IntentTraceSnapshot(id: 2, intent: "url:notes://note/7", window: main, outcome: .denied, steps: [
                    IntentTraceStep(time: 0, kind: .received, text: "cold launch: connection options of main (U1)"),
                    IntentTraceStep(time: 0, kind: .matched, text: "registered URL notes://note, path prefix (R5)"),
                    IntentTraceStep(time: 0, kind: .routed, text: "routingBehavior: .currentScene, so main (R6)"),
                    IntentTraceStep(time: 0, kind: .queued, text: "main's route is not live yet; queued at position 1 of 1 (R7)"),
                    IntentTraceStep(time: 1.6, kind: .permission, text: "shouldExecute(pending:current: SignIn): .executionDenied because the session is signed out; kept queued and offered again after the next auth event (R8)"),
                ]),
            ])
    }

    /// After `kill`: no windows, two session cards.
    static var killed: NavigatorSnapshot {
        NavigatorSnapshot(
            appName: "notes", process: .notRunning, auth: AuthSnapshot(status: .signedIn),
            clock: ClockSnapshot(seconds: 20, speed: 1),
            recording: RecordingSnapshot(isRecording: true, stepCount: 14),
            sessionCards: [
                SessionCardSnapshot(name: main, sessionID: "S1", restoredScreen: "NoteDetail(42)"),
                SessionCardSnapshot(name: compose, sessionID: "S2"),
            ],
            log: [EventLogLine(time: 20, level: .info, text: "kill: every scene ends without callbacks (U7)")])
    }

    static func model(_ snapshot: NavigatorSnapshot, size: TerminalSize = TerminalSize(width: 80, height: 24),
                      options: NavigatorOptions = NavigatorOptions()) -> NavigatorModel {
        NavigatorModel(snapshot: snapshot, size: size, options: options)
    }
}
