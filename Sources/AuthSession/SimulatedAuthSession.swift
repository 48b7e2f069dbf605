import AuthSessionInterface

/// The auth session the demo apps use, driven by simulation events instead of a server.
///
/// A new session is ``AuthSessionStatus/syncing``. The scenario's `auth signedIn|signedOut` calls
/// ``finishLoading(_:)``; `signin`, `signout` and `reauth` call ``signIn()``, ``signOut()`` and ``reauth()``.
/// Each request sets the new state first, then emits its events, in this order (R10, R13, R14):
///
/// | Request | From | State after | Events |
/// |---|---|---|---|
/// | load (`finishLoading`, or `signIn`/`signOut` before the load) | `syncing` | `signedIn` / `signedOut` | `sessionFetch(isInitial: true)`, `sessionStatusChanged(syncing, new)` |
/// | `signIn` (or `finishLoading(.signedIn)` after the load) | `signedOut` | `signedIn` | `login`, `sessionStatusChanged(signedOut, signedIn)` |
/// | `signIn` | `signedIn`, re-authentication required | `signedIn`, not required | `login` |
/// | `signOut` (or `finishLoading(.signedOut)` after the load) | `signedIn` | `signedOut`, not required | `logout(error: nil)`, `sessionStatusChanged(signedIn, signedOut)` |
/// | `reauth` / `requestManualAuthentication` | `signedIn`, not required | `signedIn`, required | `failure(error: .manualAuthenticationRequired)` |
///
/// Every other request changes nothing and notifies nobody: `signIn` while signed in (nothing pending),
/// `signOut` while signed out, `reauth` while signed out, loading, or already required (R13: "`signin`
/// while signed in does nothing"). The simulated session never emits `sessionFetch(isInitial: false)`,
/// `userUpdate` or a `logout` with an error. Observers follow the contract of ``AuthSessionHandleProtocol``:
/// registration order, one event to everyone before the next, events emitted from a handler queued.
///
/// One session lives as long as its process: the simulator makes a new one, `syncing` again, at each
/// launch.
@MainActor public final class SimulatedAuthSession: AuthSessionHandleProtocol {
    /// How the first load ends: the scenario's `auth signedIn` or `auth signedOut`.
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        /// The stored session holds a signed-in user.
        case signedIn
        /// The stored session holds no user.
        case signedOut

        /// The status the session has after loading with this outcome.
        public var status: AuthSessionStatus {
            switch self {
            case .signedIn: return .signedIn
            case .signedOut: return .signedOut
            }
        }
    }

    /// The current status; ``AuthSessionStatus/syncing`` until the first load finishes, then
    /// ``AuthSessionStatus/signedIn`` or ``AuthSessionStatus/signedOut``.
    public private(set) var sessionStatus: AuthSessionStatus = .syncing

    /// Set by ``reauth()`` while signed in; cleared by the next ``signIn()`` or ``signOut()`` (R14).
    public private(set) var isManualAuthenticationRequired = false

    /// The registered observers and the events waiting to be delivered to them.
    let observers = ObserverList()

    /// Creates a session that is loading (``AuthSessionStatus/syncing``), with no observers.
    public init() {}

    /// Finishes the first load with `outcome`; after the load, acts as ``signIn()`` or ``signOut()``.
    ///
    /// The load sets the status, then emits `sessionFetch(isInitial: true)` and
    /// `sessionStatusChanged(oldValue: .syncing, newValue:)`; no `login` (R10: the load only decides
    /// the initial screen).
    /// - Parameter outcome: how the load ends (the scenario's `auth signedIn` / `auth signedOut`).
    public func finishLoading(_ outcome: Outcome) {
        guard sessionStatus.isLoadingStatus else {
            switch outcome {
            case .signedIn: signIn()
            case .signedOut: signOut()
            }
            return
        }
        let oldValue = sessionStatus
        sessionStatus = outcome.status
        observers.emit([
            .sessionFetch(isInitial: true),
            .sessionStatusChanged(oldValue: oldValue, newValue: outcome.status),
        ])
    }

    /// Signs the user in (the scenario's `signin`, the Notes "Sign in" button).
    ///
    /// From signed out: emits `login`, then `sessionStatusChanged(signedOut -> signedIn)`. While signed in
    /// with manual re-authentication required: clears it and emits `login` only. While signed in otherwise:
    /// nothing (R13). Before the load has finished: finishes it signed in, as ``finishLoading(_:)``.
    public func signIn() {
        switch sessionStatus {
        case .syncing, .validating, .biometricAuthentication:
            finishLoading(.signedIn)
        case .signedIn:
            guard isManualAuthenticationRequired else { return }
            isManualAuthenticationRequired = false
            observers.emit([.login])
        case .signedOut:
            sessionStatus = .signedIn
            isManualAuthenticationRequired = false
            observers.emit([.login, .sessionStatusChanged(oldValue: .signedOut, newValue: .signedIn)])
        }
    }

    /// Signs the user out (the scenario's `signout`, the Notes "Sign out" button).
    ///
    /// From signed in: clears any pending manual re-authentication, emits `logout(error: nil)`, then
    /// `sessionStatusChanged(signedIn -> signedOut)`. While signed out: nothing (R13). Before the load has
    /// finished: finishes it signed out, as ``finishLoading(_:)``.
    public func signOut() {
        switch sessionStatus {
        case .syncing, .validating, .biometricAuthentication:
            finishLoading(.signedOut)
        case .signedOut:
            return
        case .signedIn:
            sessionStatus = .signedOut
            isManualAuthenticationRequired = false
            observers.emit([.logout(error: nil), .sessionStatusChanged(oldValue: .signedIn, newValue: .signedOut)])
        }
    }

    /// Manual re-authentication becomes required (the scenario's `reauth`): while signed in and not already required, sets ``isManualAuthenticationRequired`` and emits `failure(error: .manualAuthenticationRequired)`; the status stays ``AuthSessionStatus/signedIn``.
    ///
    /// Otherwise nothing (R13, R14).
    public func reauth() {
        guard sessionStatus == .signedIn, !isManualAuthenticationRequired else { return }
        isManualAuthenticationRequired = true
        observers.emit([.failure(error: .manualAuthenticationRequired)])
    }

    /// The same as ``reauth()``: the host asks that the user authenticate again by hand.
    public func requestManualAuthentication() {
        reauth()
    }

    /// Starts observing this session's events (see ``AuthSessionHandleProtocol`` for the delivery order).
    /// - Parameter handler: called on the main actor with each event.
    /// - Returns: the observation; events flow until it is cancelled or released.
    public func addObserver(
        _ handler: @escaping @MainActor (AuthSessionDelegateEvent) -> Void
    ) -> AuthSessionObservation {
        let id = observers.add(handler)
        return AuthSessionObservation { [weak self] in
            self?.observers.remove(id)
        }
    }
}
