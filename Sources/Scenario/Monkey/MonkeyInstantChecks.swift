import AuthSessionInterface
import Simulator

/// The monkey's checks at every instant the clock passes through, busy or idle (R20): each instant a `wait` fires timers at and the instant each event ends in, through the simulator's ``Simulator/instantObserver``.
///
/// The idle checks of ``MonkeyOracle`` cannot see what a transition in flight shows, nor a coalesced
/// restoration write that lands between two events.
///
/// - Signed-out invariant (Sources/Route/SceneManager+Invariants.swift, R20): while the session is signed out, no window whose route is live
///   shows a screen that requires sign-in, stacked or presented, unless an opaque overlay covers it.
/// - Records invariant (R15, R20): from a sign-out (the session seen signed in, then signed out, or a
///   launch whose session loads signed out, which is a sign-out too) until the next sign-in, across
///   `kill` and relaunch, no restoration record as a kill would leave it is stored signed in.
///
/// Cost: one walk of the windows per signed-out instant, plus one read of the records per instant after
/// a sign-out (the records directory is listed and each record decoded); see `docs/PERFORMANCE.md`.
@MainActor public struct MonkeyInstantChecks {
    private var lastStatus: AuthSessionStatus?
    private var signedOutSinceSignIn = false

    /// Creates the checks, with no sign-out seen yet.
    public init() {}

    /// Checks one instant.
    /// - Parameter simulator: the simulation, at the end of an instant.
    /// - Returns: the first violation, or `nil`.
    public mutating func check(_ simulator: Simulator) -> MonkeyViolation? {
        let state = simulator.snapshot
        let status = state.auth
        defer { lastStatus = status }
        if status == .signedIn { signedOutSinceSignIn = false }
        guard status == .signedOut else { return nil }
        if lastStatus != .signedOut { signedOutSinceSignIn = true }
        let time = DecimalSeconds.format(state.time)
        if let line = simulator.signedOutScreenExposure().first {
            return MonkeyViolation(rule: "R20", check: "protected-screen-signed-out", message: "at \(time) s, signed out: \(line)")
        }
        if signedOutSinceSignIn, let line = simulator.signedInRecords().first {
            return MonkeyViolation(rule: "R20", check: "signed-in-record-after-sign-out", message: "at \(time) s, after a sign-out: \(line)")
        }
        return nil
    }
}
