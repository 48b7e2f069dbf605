/// The questions the engine asks of a session status.
public protocol AuthSessionStatusProtocol: Sendable {
    /// The session is still loading its stored state.
    var isSyncing: Bool { get }
    /// A user is signed in.
    var isSignedIn: Bool { get }
    /// No user is signed in.
    var isSignedOut: Bool { get }
    /// The session is validating credentials with a server.
    var isValidating: Bool { get }
    /// The session waits for biometric authentication.
    var isBiometricAuthentication: Bool { get }
    /// Syncing, validating or biometric: the launch splash stays while this is true (DESIGN R10).
    var isLoadingStatus: Bool { get }
}

extension AuthSessionStatusProtocol {
    /// Syncing, validating or biometric.
    public var isLoadingStatus: Bool { isSyncing || isValidating || isBiometricAuthentication }
}

/// Where a session stands. A new session starts `syncing`.
public enum AuthSessionStatus: String, AuthSessionStatusProtocol, Equatable, CaseIterable {
    /// Loading stored state (initial).
    case syncing
    /// Signed in.
    case signedIn
    /// Signed out.
    case signedOut
    /// Validating credentials.
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
