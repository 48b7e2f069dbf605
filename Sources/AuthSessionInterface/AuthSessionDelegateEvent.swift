/// Why a session failed.
public enum AuthSessionError: Error, Sendable, Equatable {
    /// The user must authenticate again by hand (`reauth`).
    case manualAuthenticationRequired
    /// Anything else, described.
    case other(String)
}

/// What a session tells its observers, in the order it happens.
public enum AuthSessionDelegateEvent: Sendable, Equatable {
    /// The session's state was fetched; `isInitial` for the first load.
    case sessionFetch(isInitial: Bool)
    /// A user signed in.
    case login
    /// The user signed out, with an error if it was forced.
    case logout(error: AuthSessionError?)
    /// The status changed.
    case sessionStatusChanged(oldValue: AuthSessionStatus, newValue: AuthSessionStatus)
    /// Something failed (for example, manual re-authentication became required).
    case failure(error: AuthSessionError)
    /// The user's details changed.
    case userUpdate
}
