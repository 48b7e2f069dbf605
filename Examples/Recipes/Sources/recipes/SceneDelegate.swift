import Route
import SimulatedUIKit

/// The Xcode template's scene delegate, forwarding every scene callback to the scene manager.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private var sceneManager: SceneManager<RecipesConfigurator>? {
        (UIApplication.shared.delegate as? AppDelegate)?.sceneManager
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        sceneManager?.scene(scene, willConnectTo: session, options: connectionOptions, errorHandler: nil)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        sceneManager?.scene(scene, openURLContexts: URLContexts, errorHandler: nil)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        sceneManager?.scene(scene, continue: userActivity, errorHandler: nil)
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        guard let sceneManager else { return completionHandler(false) }
        sceneManager.scene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler, errorHandler: nil)
    }

    // Activation changes and disconnection reach the engine through UIScene's notifications
    // (didActivate, willDeactivate, didEnterBackground, didDisconnect): nothing more to forward.
}
