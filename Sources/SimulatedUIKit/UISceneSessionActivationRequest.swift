import Foundation

/// A request to activate a scene session (iOS 17), for ``UIApplication/activateSceneSession(for:errorHandler:)``.
@preconcurrency @MainActor
public struct UISceneSessionActivationRequest {
    /// The role of the scene to activate.
    public let role: UISceneSession.Role
    /// The session to activate, or `nil` for a new one.
    public let session: UISceneSession?
    /// The activity to deliver to the scene.
    public var userActivity: NSUserActivity?
    /// Options; `requestingScene` is stored and unused, as in ``UIScene/ActivationRequestOptions``.
    public var options: UIScene.ActivationRequestOptions

    /// A request for a new scene of a role.
    /// - Parameters:
    ///   - role: the role (default ``UISceneSession/Role/windowApplication``).
    ///   - userActivity: the activity to deliver.
    ///   - options: the options.
    public init(role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) {
        self.role = role
        self.session = nil
        self.userActivity = userActivity
        self.options = options ?? UIScene.ActivationRequestOptions()
    }

    /// A request to activate an existing session.
    /// - Parameters:
    ///   - session: the session.
    ///   - userActivity: the activity to deliver.
    ///   - options: the options.
    public init(session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) {
        self.role = session.role
        self.session = session
        self.userActivity = userActivity
        self.options = options ?? UIScene.ActivationRequestOptions()
    }
}

extension UIApplication {
    /// Activates a scene session as a request describes (iOS 17): exactly
    /// ``requestSceneSessionActivation(_:userActivity:options:errorHandler:)`` with the request's session,
    /// activity and options (U5).
    /// - Parameters:
    ///   - request: the request.
    ///   - errorHandler: called, in the same instant, only on failure.
    public func activateSceneSession(for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil) {
        requestSceneSessionActivation(request.session, userActivity: request.userActivity, options: request.options, errorHandler: errorHandler)
    }
}
