import UIKit

/// The part of a route handle that owns a window's pending intents (R7, R8).
@MainActor public protocol SceneIntentControllerProtocol: AnyObject {
    /// Places an intent in this window: matched (R5), queued (R7), offered to the router once the route
    /// is live (R8). `completion` is called only if the intent cannot be honoured, once (R9).
    /// - Parameters:
    ///   - intent: the intent to route.
    ///   - completion: receives the ``SceneRoutingError`` of a failure; never called on success.
    func route(to intent: SceneIntent, completion: @escaping (any Error) -> Void)
    /// Offers every queued intent to the router again, in arrival order (R8).
    /// - Parameter completion: receives each failure, once per failing intent.
    func executePendingSceneIntents(completion: @escaping (any Error) -> Void)
}

/// One window's navigation, as routers and screens see it (R1).
///
/// Completions report failures only (R9).
@MainActor public protocol RouteHandleProtocol: SceneIntentControllerProtocol {
    /// Places a controller on the stack with its preferred navigation action (R11), subject to the
    /// router's veto and to transitions in flight (R12).
    /// - Parameters:
    ///   - viewController: the controller to show.
    ///   - animated: whether the transition animates (0.35 s virtual, U9).
    func push(to viewController: any RoutingViewControlling, animated: Bool)
    /// Pops the top of the stack (nothing at the root).
    /// - Parameter animated: whether the transition animates.
    func pop(animated: Bool)
    /// Presents a controller modally.
    /// - Parameters:
    ///   - viewController: the controller to present.
    ///   - source: which controller presents it.
    ///   - animated: whether the presentation animates.
    ///   - completion: receives an error when the presentation cannot happen; never called on success.
    func present(_ viewController: UIViewController, with source: PresentationSource, animated: Bool, completion: ((any Error) -> Void)?)
    /// Writes the current top screen's restoration record now (R15).
    func requestStoreState()
    /// Removes this window's restoration record (R15).
    func requestDiscardState()
    /// The session the engine reacts to.
    var authSessionHandle: any AuthSessionHandleProtocol { get }
    /// `true` once the launch sequence has installed the initial stack (R10).
    var isRouteInitialized: Bool { get }
    /// The controller the user sees: the top-most presented one, else the top of the stack.
    var currentViewController: UIViewController? { get }
    /// The scene handle that owns this window, for scene requests from screens (ours).
    var sceneHandle: (any SceneHandleProtocol)? { get }
    /// The window scene this handle routes (ours).
    var windowScene: UIWindowScene? { get }
}

extension RouteHandleProtocol {
    /// Presents a controller modally without a failure completion, as RouteKit's README calls it:
    /// `handle.present(filters, with: .currentController, animated: true)`.
    /// - Parameters:
    ///   - viewController: the controller to present.
    ///   - source: which controller presents it.
    ///   - animated: whether the presentation animates (0.35 s virtual, U9).
    public func present(_ viewController: UIViewController, with source: PresentationSource, animated: Bool) {
        present(viewController, with: source, animated: animated, completion: nil)
    }
}
