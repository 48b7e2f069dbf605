/// Where a matched intent goes (R6), decided by the configurator's
/// `routingBehavior(for:within:)`.
public enum SceneRoutingBehavior<Scene: SceneRepresentable>: Sendable, Equatable {
    /// The window the intent arrived in.
    case currentScene
    /// A new window of this identity (under `windowPerScene`, an open one is reported `sceneAlreadyActive`).
    case newScene(Scene)
    /// The open window of this identity if there is one, else a new one.
    case preferExisting(Scene)
    /// The open window of this identity that holds `value` (a room id, a tab id) if there is one, else a
    /// new window of the identity holding it. Under the identity's `windowPerScene` there
    /// is one window per (identity, value), so a new value opens another window of the same identity. The
    /// value rides in RouteKit's identity activity and is kept with the scene session, so it survives a
    /// relaunch (R2); the window's handle reads it as ``SceneConnectionConfigurable/sceneValue``.
    case preferExistingHolding(Scene, value: String)
}

/// The router's answer when a queued intent is offered to it (R8).
public enum SceneIntentExecutionPermission: Sendable, Equatable {
    /// Route the intent now.
    case executeIntent(isAnimated: Bool)
    /// Not now: the intent stays queued, is reported as `executionDenied`, and is offered again after
    /// the next auth event.
    case executionDenied
    /// The intent is already satisfied (its screen is on top): remove it without navigating.
    case intentExecuted
    /// Not at all: the intent is removed without navigating and reported as
    /// ``SceneRoutingError/intentDropped`` with `reason` (a link that is dropped while signed out,
    /// ``SceneIntentSignInPolicy/dropWhileSignedOut``). It is never offered again.
    case executionDropped(reason: String)
}

/// Why an intent or a scene request could not be honoured.
///
/// Reported once per failing intent to the completion or error handler that asked, and to the
/// event log (R9).
public enum SceneRoutingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No registered intent matches (or the URL breaks the limits of R5).
    case unregisteredIntent
    /// The app does not support multiple scenes (R4).
    case multipleScenesNotSupported
    /// A window of that identity is already open under `windowPerScene` (R3).
    case sceneAlreadyActive
    /// The router denied execution; the intent stays queued (R8).
    case executionDenied
    /// The window disconnected with the intent still queued (R19).
    case sceneDisconnected
    /// A preceding chain has a cycle or is deeper than 32 (R11).
    case invalidNavigationChain
    /// `canPushViewController` refused the push (R12).
    case navigationVetoed
    /// The window's pending queue already holds 64 intents (R7).
    case pendingQueueFull
    /// UIKit refused to activate a scene session.
    case sceneActivationFailed
    /// The router dropped the intent (`.executionDropped(reason:)`), for example a link that arrives
    /// signed out on a route whose ``SceneIntentSignInPolicy`` is `dropWhileSignedOut`.
    case intentDropped

    /// The case name, as `expect error NAME` spells it.
    public var description: String {
        switch self {
        case .unregisteredIntent: "unregisteredIntent"
        case .multipleScenesNotSupported: "multipleScenesNotSupported"
        case .sceneAlreadyActive: "sceneAlreadyActive"
        case .executionDenied: "executionDenied"
        case .sceneDisconnected: "sceneDisconnected"
        case .invalidNavigationChain: "invalidNavigationChain"
        case .navigationVetoed: "navigationVetoed"
        case .pendingQueueFull: "pendingQueueFull"
        case .sceneActivationFailed: "sceneActivationFailed"
        case .intentDropped: "intentDropped"
        }
    }
}
