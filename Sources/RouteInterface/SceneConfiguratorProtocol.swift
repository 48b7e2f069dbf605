import UIKit

/// A host app's scene policy: its identities, intents, window behaviour, where intents go, and how windows terminate (R2–R6, R13).
///
/// One per app, handed to `SceneManager`.
@MainActor public protocol SceneConfiguratorProtocol: StateRestorationConfigurable {
    /// The app's scene identities.
    associatedtype Scene: SceneRepresentable

    /// Every identity the app has.
    /// - Returns: the identities.
    func registerScenes() -> Set<Scene>
    /// Every intent the app handles; inbound intents are matched against these (R5).
    /// - Returns: the registrations.
    func registerIntents() -> Set<SceneIntent>
    /// How many windows one identity may have (default `.windowPerScene`, R3).
    /// - Returns: the window behaviour.
    func registerWindowBehavior() -> WindowBehavior
    /// How many windows one identity may have, for one identity (default: ``registerWindowBehavior()``), so
    /// that window behaviour may differ per scene: one `main` at most, any number of `room` windows (R3).
    /// Under `.windowPerScene` windows that hold a value (``SceneRoutingBehavior/preferExistingHolding(_:value:)``)
    /// are one per (identity, value).
    /// - Parameter scene: the identity.
    /// - Returns: the window behaviour of that identity's windows.
    func registerWindowBehavior(for scene: Scene) -> WindowBehavior
    /// The identity of a window that carries none (R2).
    /// - Parameter handle: the scene handle.
    /// - Returns: the primary identity.
    func primaryScene(for handle: any SceneHandleProtocol) -> Scene
    /// Where a matched intent goes (R6; default `.currentScene`).
    /// - Parameters:
    ///   - intent: the matched intent.
    ///   - handle: the scene handle.
    /// - Returns: the routing behaviour.
    func routingBehavior(for intent: SceneIntent, within handle: any SceneHandleProtocol) -> SceneRoutingBehavior<Scene>
    /// Which window runs an intent when several share an identity (R3; default `.default`).
    /// - Parameters:
    ///   - intent: the intent.
    ///   - handle: the scene handle.
    /// - Returns: the policy.
    func sceneIntentExecutionPolicy(for intent: SceneIntent, within handle: any SceneHandleProtocol) -> UISceneExecutionPolicy
    /// Which payloads of a cold launch that carries several are queued (R18; default `.all`); the rest are
    /// reported as dropped.
    /// - Parameter handle: the scene handle.
    /// - Returns: the policy.
    func launchPayloadPolicy(within handle: any SceneHandleProtocol) -> LaunchPayloadPolicy
    /// Builds the route handle of a connecting window, or `nil` to leave it unrouted.
    /// - Parameters:
    ///   - scene: the window's identity.
    ///   - configuration: the connection.
    ///   - handle: the scene handle.
    /// - Returns: the window's route handle.
    func routeHandle(for scene: Scene, with configuration: any RouteHandleConfigurable, within handle: any SceneHandleProtocol) -> (any RouteHandleProtocol)?
    /// What a window allows when asked to terminate (R13, U5).
    /// - Parameters:
    ///   - scene: the window scene.
    ///   - request: who asks.
    ///   - handle: the scene handle.
    /// - Returns: the policy.
    func sceneTerminationPolicy(for scene: UIScene, with request: any SceneTerminationRequest, within handle: any SceneHandleProtocol)
        -> any SceneTerminationPolicy
    /// Reports a termination that failed.
    /// - Parameters:
    ///   - scene: the window scene, if known.
    ///   - error: the failure.
    ///   - handle: the scene handle.
    func sceneTermination(for scene: UIScene?, didFailedWith error: any Error, within handle: any SceneHandleProtocol)
}

extension SceneConfiguratorProtocol {
    /// `.windowPerScene`.
    public func registerWindowBehavior() -> WindowBehavior { .windowPerScene }
    /// ``registerWindowBehavior()``, the same for every identity.
    /// - Parameter scene: the identity.
    /// - Returns: the app-wide behavior.
    public func registerWindowBehavior(for scene: Scene) -> WindowBehavior { registerWindowBehavior() }
    /// `.currentScene`.
    public func routingBehavior(for intent: SceneIntent, within handle: any SceneHandleProtocol) -> SceneRoutingBehavior<Scene> { .currentScene }
    /// `.all`: every payload, in R18's order.
    /// - Parameter handle: the scene handle.
    /// - Returns: `.all`.
    public func launchPayloadPolicy(within handle: any SceneHandleProtocol) -> LaunchPayloadPolicy { .all }
    /// `.default`.
    public func sceneIntentExecutionPolicy(for intent: SceneIntent, within handle: any SceneHandleProtocol) -> UISceneExecutionPolicy { .default }
    /// Closable by the system, kept on sign-out.
    public func sceneTerminationPolicy(for scene: UIScene, with request: any SceneTerminationRequest, within handle: any SceneHandleProtocol)
        -> any SceneTerminationPolicy
    {
        DefaultSceneTerminationPolicy()
    }
    /// Does nothing.
    public func sceneTermination(for scene: UIScene?, didFailedWith error: any Error, within handle: any SceneHandleProtocol) {}
}
