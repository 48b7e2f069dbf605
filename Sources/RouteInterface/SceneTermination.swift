import UIKit

/// Why a window might be terminated: by the system (the user closes or swipes it) or by the
/// auth session (the sign-out sweep of R13).
public enum SceneTerminationRequestType: Sendable, Equatable {
    /// The system asks: the window's close button, the app switcher.
    case system
    /// The engine asks because the session signed out.
    case authenticationSession
}

/// A request to terminate a window, handed to the configurator's `sceneTerminationPolicy(for:with:within:)`.
public protocol SceneTerminationRequest: Sendable {
    /// What asks for the termination.
    var type: SceneTerminationRequestType { get }
    /// Whether the request comes from the auth session (a sign-out).
    var isAuthSessionTermination: Bool { get }
}

extension SceneTerminationRequest {
    /// `true` when ``type`` is ``SceneTerminationRequestType/authenticationSession``.
    public var isAuthSessionTermination: Bool { type == .authenticationSession }
}

/// What a window allows: closing by the system, and closing by the sign-out sweep.
public protocol SceneTerminationPolicy: Sendable {
    /// Whether the user may close the window; drives the window scene's `isClosable` (UIKit U5).
    var isSystemTerminationAllowed: Bool { get }
    /// Whether a sign-out closes the window (R13).
    var isAuthSessionTerminationAllowed: Bool { get }
}

/// A plain termination policy value.
public struct DefaultSceneTerminationPolicy: SceneTerminationPolicy, Equatable {
    /// Whether the user may close the window.
    public var isSystemTerminationAllowed: Bool
    /// Whether a sign-out closes the window.
    public var isAuthSessionTerminationAllowed: Bool

    /// Creates a policy.
    /// - Parameters:
    ///   - isSystemTerminationAllowed: whether the user may close the window (default `true`).
    ///   - isAuthSessionTerminationAllowed: whether a sign-out closes it (default `false`).
    public init(isSystemTerminationAllowed: Bool = true, isAuthSessionTerminationAllowed: Bool = false) {
        self.isSystemTerminationAllowed = isSystemTerminationAllowed
        self.isAuthSessionTerminationAllowed = isAuthSessionTerminationAllowed
    }
}

/// A plain termination request value.
public struct DefaultSceneTerminationRequest: SceneTerminationRequest, Equatable {
    /// What asks for the termination.
    public var type: SceneTerminationRequestType

    /// Creates a request.
    /// - Parameter type: what asks for the termination.
    public init(type: SceneTerminationRequestType) {
        self.type = type
    }
}
