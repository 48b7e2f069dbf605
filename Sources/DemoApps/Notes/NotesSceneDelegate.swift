import Route
import SimulatedUIKit

/// The Notes scene delegate: forwards the connection, URLs, activities and quick actions to the scene
/// manager, as RouteKit's README asks (the manager learns activation from UIKit's scene notifications).
@MainActor public final class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The window (RouteKit builds and owns it).
    public var window: UIWindow?

    /// Creates the delegate (UIKit instantiates it from the scene configuration).
    public required override init() {
        super.init()
    }

    private var manager: SceneManager<NotesConfigurator>? {
        (UIApplication.shared.delegate as? NotesAppDelegate)?.sceneManager
    }

    private func log(_ error: any Error) {
        SimulatedDevice.current?.console.log(.info, source: .app, "Notes: \(error)")
    }

    /// Forwards the connection.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        manager?.scene(scene, willConnectTo: session, options: connectionOptions, errorHandler: log)
    }

    /// Forwards warm URLs.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        manager?.scene(scene, openURLContexts: URLContexts, errorHandler: log)
    }

    /// Forwards warm activities.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        manager?.scene(scene, continue: userActivity, errorHandler: log)
    }

    /// Forwards quick actions.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        guard let manager else { return completionHandler(false) }
        manager.scene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler, errorHandler: log)
    }
}
