/// Why a session reports a failure, in ``AuthSessionDelegateEvent/failure(error:)``.
///
/// A failure does not change ``AuthSessionStatus`` by itself: a session that needs manual
/// re-authentication stays `signedIn` with ``AuthSessionHandleProtocol/isManualAuthenticationRequired``
/// set, and routers stop obscuring content meanwhile (R14).
public enum AuthSessionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The user must authenticate again by hand (the scenario's `reauth`, or
    /// ``AuthSessionHandleProtocol/requestManualAuthentication()``).
    case manualAuthenticationRequired
    /// Any other failure a host's session reports (a refresh that failed, a revoked token), described for
    /// the event log. The simulated session never reports it.
    /// - Parameter reason: a short description, for example `token refresh failed`.
    case other(reason: String)

    /// `manualAuthenticationRequired`, or the reason of ``other(reason:)``.
    public var description: String {
        switch self {
        case .manualAuthenticationRequired: return "manualAuthenticationRequired"
        case .other(let reason): return reason
        }
    }
}
