import AuthSession

/// An `Equatable` mirror of `AuthSessionDelegateEvent` (which is not `Equatable`: `logout` carries an
/// existential error), so tests can compare whole event sequences.
enum Seen: Equatable, CustomStringConvertible {
    case sessionFetch(isInitial: Bool)
    case login
    /// The logout's error, described; `nil` for an ordinary sign-out.
    case logout(error: String?)
    case statusChanged(AuthSessionStatus, AuthSessionStatus)
    case failure(AuthSessionError)
    case userUpdate

    init(_ event: AuthSessionDelegateEvent) {
        switch event {
        case .sessionFetch(let isInitial): self = .sessionFetch(isInitial: isInitial)
        case .login: self = .login
        case .logout(let error): self = .logout(error: error.map { String(describing: $0) })
        case .sessionStatusChanged(let oldValue, let newValue): self = .statusChanged(oldValue, newValue)
        case .failure(let error): self = .failure(error)
        case .userUpdate: self = .userUpdate
        }
    }

    var description: String {
        switch self {
        case .sessionFetch(let isInitial): return "sessionFetch(\(isInitial))"
        case .login: return "login"
        case .logout(let error): return "logout(\(error ?? "nil"))"
        case .statusChanged(let old, let new): return "changed(\(old) -> \(new))"
        case .failure(let error): return "failure(\(error))"
        case .userUpdate: return "userUpdate"
        }
    }
}

/// Records every event a session emits, with the session's state at the moment each was delivered.
@MainActor final class EventRecorder {
    private(set) var events: [Seen] = []
    /// `sessionStatus` and `isManualAuthenticationRequired` as each event was delivered.
    private(set) var statesSeen: [(AuthSessionStatus, Bool)] = []
    private var observation: AuthSessionObservation?

    init(_ session: any AuthSessionHandleProtocol) {
        observation = session.addObserver { [unowned self, unowned session] event in
            self.events.append(Seen(event))
            self.statesSeen.append((session.sessionStatus, session.isManualAuthenticationRequired))
        }
    }

    /// The events recorded since the last call, clearing them.
    func take() -> [Seen] {
        defer {
            events.removeAll()
            statesSeen.removeAll()
        }
        return events
    }
}
