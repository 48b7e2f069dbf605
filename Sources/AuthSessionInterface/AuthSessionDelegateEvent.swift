/// What a session tells its observers.
///
/// The engine forwards every event after a window's route is live to the router's
/// `updateRouteIfNeeded(for:sessionEvent:)` (R13); events before that only decide the initial
/// screen (R10).
///
/// The event is `Sendable`: ``logout(error:)`` carries `(any Error & Sendable)?`, so a host's session can
/// pass whatever error forced the sign-out (API.md's `Error?`, made sendable for Swift 6). Because of that
/// existential the enum is not `Equatable`; match it with `case` patterns. ``description`` names each case
/// for the event log.
///
/// A session emits nothing when a request changes nothing: setting the status it already has notifies
/// nobody (R13).
public enum AuthSessionDelegateEvent: Sendable, CustomStringConvertible {
    /// The session finished fetching its state.
    /// - Parameter isInitial: `true` for the first fetch after the session was created (the launch load).
    case sessionFetch(isInitial: Bool)
    /// A user signed in, or re-authenticated after manual authentication was required.
    case login
    /// The user signed out.
    /// - Parameter error: why the sign-out was forced, or `nil` for an ordinary sign-out.
    case logout(error: (any Error & Sendable)?)
    /// The status changed.
    /// - Parameters:
    ///   - oldValue: the status before.
    ///   - newValue: the status after; never equal to `oldValue`.
    case sessionStatusChanged(oldValue: AuthSessionStatus, newValue: AuthSessionStatus)
    /// Something failed; the status is unchanged.
    /// - Parameter error: what failed, for example ``AuthSessionError/manualAuthenticationRequired``.
    case failure(error: AuthSessionError)
    /// The signed-in user's details changed.
    case userUpdate

    /// The case with its values, for the event log: `sessionFetch(isInitial: true)`, `login`,
    /// `logout(error: nil)`, `sessionStatusChanged(signedOut -> signedIn)`,
    /// `failure(manualAuthenticationRequired)`, `userUpdate`.
    public var description: String {
        switch self {
        case .sessionFetch(let isInitial):
            return "sessionFetch(isInitial: \(isInitial))"
        case .login:
            return "login"
        case .logout(let error):
            return "logout(error: \(error.map { String(describing: $0) } ?? "nil"))"
        case .sessionStatusChanged(let oldValue, let newValue):
            return "sessionStatusChanged(\(oldValue.rawValue) -> \(newValue.rawValue))"
        case .failure(let error):
            return "failure(\(error))"
        case .userUpdate:
            return "userUpdate"
        }
    }
}
