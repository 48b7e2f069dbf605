import AuthSessionInterface

/// The session the demo apps use, driven by scenario steps: `auth signedIn|signedOut` finishes the first
/// load, then `signin`, `signout` and `reauth`.
///
/// Events, in order: first load → `sessionFetch(isInitial: true)`, `sessionStatusChanged`;
/// sign in → `login`, `sessionStatusChanged`; sign out → `logout(error: nil)`, `sessionStatusChanged`;
/// reauth → `failure(.manualAuthenticationRequired)`. A change that changes nothing notifies nobody.
@MainActor public final class SimulatedAuthSession: AuthSessionHandleProtocol {
    /// The current status; a new session is `syncing`.
    public private(set) var sessionStatus: AuthSessionStatus = .syncing
    /// Set by ``reauth()``; cleared by the next sign-in or sign-out.
    public private(set) var isManualAuthenticationRequired = false

    private var observers: [(id: Int, handler: @MainActor (AuthSessionDelegateEvent) -> Void)] = []
    private var nextObserverID = 0

    /// Creates a session that is loading.
    public init() {}

    /// Observes events until the returned observation ends.
    /// - Parameter handler: receives each event.
    /// - Returns: the observation.
    public func addObserver(_ handler: @escaping @MainActor (AuthSessionDelegateEvent) -> Void) -> AuthSessionObservation {
        let id = nextObserverID
        nextObserverID += 1
        observers.append((id, handler))
        return AuthSessionObservation { [weak self] in
            MainActor.assumeIsolated { self?.observers.removeAll { $0.id == id } }
        }
    }

    /// Finishes the first load with `status`; after the load it acts as ``signIn()`` / ``signOut()``.
    /// - Parameter status: `.signedIn` or `.signedOut`.
    public func finishLoading(_ status: AuthSessionStatus) {
        guard sessionStatus.isLoadingStatus else {
            status == .signedIn ? signIn() : signOut()
            return
        }
        let old = sessionStatus
        sessionStatus = status
        emit(.sessionFetch(isInitial: true))
        emit(.sessionStatusChanged(oldValue: old, newValue: status))
    }

    /// Signs in; nothing when already signed in (unless re-authentication was pending).
    public func signIn() {
        guard !sessionStatus.isLoadingStatus else { return finishLoading(.signedIn) }
        let wasRequired = isManualAuthenticationRequired
        isManualAuthenticationRequired = false
        guard sessionStatus != .signedIn || wasRequired else { return }
        let old = sessionStatus
        sessionStatus = .signedIn
        emit(.login)
        if old != .signedIn { emit(.sessionStatusChanged(oldValue: old, newValue: .signedIn)) }
    }

    /// Signs out; nothing when already signed out.
    public func signOut() {
        guard !sessionStatus.isLoadingStatus else { return finishLoading(.signedOut) }
        isManualAuthenticationRequired = false
        guard sessionStatus != .signedOut else { return }
        let old = sessionStatus
        sessionStatus = .signedOut
        emit(.logout(error: nil))
        emit(.sessionStatusChanged(oldValue: old, newValue: .signedOut))
    }

    /// Manual re-authentication becomes required: the status stays signed in, `failure` is emitted.
    /// Nothing when not signed in or already required.
    public func reauth() {
        guard sessionStatus == .signedIn, !isManualAuthenticationRequired else { return }
        isManualAuthenticationRequired = true
        emit(.failure(error: .manualAuthenticationRequired))
    }

    /// The same as ``reauth()``.
    public func requestManualAuthentication() {
        reauth()
    }

    private func emit(_ event: AuthSessionDelegateEvent) {
        for observer in observers { observer.handler(event) }
    }
}
