import Route
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    private var sceneManager: SceneManager<ReaderConfigurator>? {
        (UIApplication.shared.delegate as? AppDelegate)?.sceneManager
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The engine takes UIKit's connection options as they are: a cold launch's link, activity or
        // shortcut is routed once the window's first screen is up.
        sceneManager?.scene(scene, willConnectTo: session, options: connectionOptions, errorHandler: nil)
        // Notification taps: a cold launch's `connectionOptions.notificationResponse` is forwarded here
        // once RouteKit's notification intent kind lands (the UserNotifications product).
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        sceneManager?.scene(scene, openURLContexts: URLContexts, errorHandler: nil)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        sceneManager?.scene(scene, continue: userActivity, errorHandler: nil)
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        guard let sceneManager else { return completionHandler(false) }
        sceneManager.scene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler, errorHandler: nil)
    }

    // Notification taps while running (`userNotificationCenter(_:didReceive:withCompletionHandler:)`) are
    // forwarded to the engine here once RouteKit's notification intent kind lands.

    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
}
