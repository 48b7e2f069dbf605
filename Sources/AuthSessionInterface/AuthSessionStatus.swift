/// Where a session stands.
///
/// A new session starts ``syncing``.
///
/// The raw values are the words the scenario language and the navigator print (`expect auth signedIn`).
/// Exactly one of the ``AuthSessionStatusProtocol`` flags is true for each case; ``isLoadingStatus`` is true
/// for ``syncing``, ``validating`` and ``biometricAuthentication`` (R10, R13).
public enum AuthSessionStatus: String, AuthSessionStatusProtocol, Sendable, Hashable, CaseIterable {
    /// Loading stored state; the initial status of every session.
    case syncing
    /// A user is signed in.
    case signedIn
    /// No user is signed in.
    case signedOut
    /// Validating credentials with a server.
    case validating
    /// Waiting for biometric authentication.
    case biometricAuthentication

    /// `self == .syncing`.
    public var isSyncing: Bool { self == .syncing }
    /// `self == .signedIn`.
    public var isSignedIn: Bool { self == .signedIn }
    /// `self == .signedOut`.
    public var isSignedOut: Bool { self == .signedOut }
    /// `self == .validating`.
    public var isValidating: Bool { self == .validating }
    /// `self == .biometricAuthentication`.
    public var isBiometricAuthentication: Bool { self == .biometricAuthentication }
}
