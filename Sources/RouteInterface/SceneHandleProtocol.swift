import UIKit

/// What the app's scene manager offers routers, configurators and screens: scene requests.
@MainActor public protocol SceneHandleProtocol: AnyObject {
    /// Whether the app supports multiple scenes (`UIApplicationSupportsMultipleScenes`, U5).
    var allowsMultipleScenes: Bool { get }
    /// Opens a window of an identity (R3, R4). Reports `multipleScenesNotSupported`,
    /// `sceneAlreadyActive` or `sceneActivationFailed` to `errorHandler`, once; never called on success.
    /// - Parameters:
    ///   - scene: the identity to open.
    ///   - errorHandler: receives the failure.
    func requestSceneActivation<S: SceneRepresentable>(_ scene: S, errorHandler: ((any Error) -> Void)?)
    /// Opens a window of an identity that holds `value` (a room id, a tab id), or brings
    /// forward the one that already holds it. Under the identity's `windowPerScene` there is one window per
    /// (identity, value): a window holding the value that is open or requested reports `sceneAlreadyActive`
    /// (R3); `multipleScenesNotSupported` and `sceneActivationFailed` as for an identity alone.
    /// - Parameters:
    ///   - scene: the identity to open.
    ///   - value: the value the window holds; `nil` is the identity alone.
    ///   - errorHandler: receives the failure, once; never called on success.
    func requestSceneActivation<S: SceneRepresentable>(_ scene: S, value: String?, errorHandler: ((any Error) -> Void)?)
    /// Closes a window through `requestSceneSessionDestruction` (U5).
    /// - Parameters:
    ///   - scene: the window scene to close.
    ///   - executionHandler: called once the session has been destroyed.
    ///   - errorHandler: receives a failure, once.
    func requestSceneDestruction(_ scene: UIScene, executionHandler: (() -> Void)?, errorHandler: ((any Error) -> Void)?)
    /// The identity's raw value of a connected window scene (R2; ours), or `nil` when not managed.
    /// - Parameter scene: a connected scene.
    /// - Returns: the raw value, for example, `compose`.
    func sceneIdentity(of scene: UIScene) -> String?
    /// The value a connected window holds besides its identity (a room id), or `nil`.
    /// - Parameter scene: a connected scene.
    /// - Returns: the value, for example, `42` for a `room` window holding room 42.
    func sceneValue(of scene: UIScene) -> String?
    /// Forgets discarded sessions: their identities, pending intents and restoration records (R15).
    /// - Parameter sessions: the sessions UIKit discarded (`application(_:didDiscardSceneSessions:)`).
    func discardSceneSessions(for sessions: Set<UISceneSession>)
}

/// What a configurator may read about a connecting window.
@MainActor public protocol SceneConnectionConfigurable: AnyObject {
    /// The connecting window scene.
    var windowScene: UIWindowScene { get }
    /// Its scene session.
    var sceneSession: UISceneSession { get }
    /// Its identity's raw value (R2).
    var sceneIdentity: String { get }
    /// The intents that came with the connection, in R18 order.
    var connectionIntents: [SceneIntent] { get }
    /// The value the window holds besides its identity (a room id, a tab id), from RouteKit's identity
    /// activity or the session's persisted info (R2), or `nil` for the identity alone.
    var sceneValue: String? { get }
}

extension SceneConnectionConfigurable {
    /// `nil`: the window holds its identity alone.
    public var sceneValue: String? { nil }
}

/// What the manager hands the configurator to build a window's ``RouteHandleProtocol``.
@MainActor public protocol RouteHandleConfigurable: SceneConnectionConfigurable {
    /// The manager that owns the window.
    var sceneHandle: any SceneHandleProtocol { get }
}

extension SceneHandleProtocol {
    /// `nil`: windows hold their identity alone.
    /// - Parameter scene: a connected scene.
    /// - Returns: `nil`.
    public func sceneValue(of scene: UIScene) -> String? { nil }

    /// Opens a window of an identity without an error handler (R3, R4): a failure then reaches only the
    /// engine's log.
    /// - Parameter scene: the identity to open.
    public func requestSceneActivation<S: SceneRepresentable>(_ scene: S) {
        requestSceneActivation(scene, errorHandler: nil)
    }

    /// Closes a window through `requestSceneSessionDestruction` (U5), with neither handler.
    /// - Parameter scene: the window scene to close.
    public func requestSceneDestruction(_ scene: UIScene) {
        requestSceneDestruction(scene, executionHandler: nil, errorHandler: nil)
    }
}
