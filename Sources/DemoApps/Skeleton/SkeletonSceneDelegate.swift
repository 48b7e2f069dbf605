import Route
import SimulatedUIKit

/// A skeleton app's scene delegate: forwards the callbacks RouteKit's README asks for to the scene manager
/// (U1, U2); activation (U3) reaches the manager through UIKit's scene notifications.
@MainActor public final class SkeletonSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The window (RouteKit builds and owns it).
    public var window: UIWindow?

    /// Creates the delegate (UIKit instantiates it from the scene configuration).
    public required override init() {
        super.init()
    }

    private var manager: SceneManager<SkeletonConfigurator>? {
        (UIApplication.shared.delegate as? SkeletonAppDelegate)?.sceneManager
    }

    /// Forwards the connection (its options carry a cold launch's payload, U1).
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        manager?.scene(scene, willConnectTo: session, options: connectionOptions, errorHandler: SkeletonLog.report)
    }

    /// Forwards warm URLs (U2).
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        manager?.scene(scene, openURLContexts: URLContexts, errorHandler: SkeletonLog.report)
    }

    /// Forwards warm activities (U2).
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        manager?.scene(scene, continue: userActivity, errorHandler: SkeletonLog.report)
    }

    /// Forwards quick actions; the completion handler is called exactly once (U2, R9).
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        guard let manager else { return completionHandler(false) }
        manager.scene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler, errorHandler: SkeletonLog.report)
    }
}
