/// The questions the engine and host routers ask of a session status.
///
/// RouteKit reads only these flags: ``isLoadingStatus`` keeps the launch splash up (R10), and
/// ``isSignedIn`` decides the initial screen, `shouldExecute` and obscuration (R8, R13, R14).
/// ``AuthSessionStatus`` is the conformance every session in this package uses.
public protocol AuthSessionStatusProtocol {
    /// The session is still loading its stored state (the initial status).
    var isSyncing: Bool { get }
    /// A user is signed in.
    var isSignedIn: Bool { get }
    /// No user is signed in.
    var isSignedOut: Bool { get }
    /// The session is validating its credentials with a server.
    var isValidating: Bool { get }
    /// The session waits for biometric authentication (Face ID, Touch ID).
    var isBiometricAuthentication: Bool { get }
    /// Whether the session has not settled yet: syncing, validating or biometric. While this is true the
    /// launch splash stays and no initial screen is installed (R10).
    var isLoadingStatus: Bool { get }
}

extension AuthSessionStatusProtocol {
    /// ``isSyncing`` or ``isValidating`` or ``isBiometricAuthentication`` (R10).
    public var isLoadingStatus: Bool { isSyncing || isValidating || isBiometricAuthentication }
}
