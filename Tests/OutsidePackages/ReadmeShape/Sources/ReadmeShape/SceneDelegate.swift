import SimulatedUIKit // was: import UIKit
import Route

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    private var sceneManager: SceneManager<NotesSceneConfigurator> {
        (UIApplication.shared.delegate as! AppDelegate).sceneManager
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        sceneManager.scene(scene, willConnectTo: session, options: connectionOptions) { error in
            print("RouteKit: \(error)")
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        sceneManager.scene(scene, openURLContexts: URLContexts) { error in
            print("RouteKit: \(error)")
        }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        sceneManager.scene(scene, continue: userActivity) { error in
            print("RouteKit: \(error)")
        }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        sceneManager.scene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler) { error in
            print("RouteKit: \(error)")
        }
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        // Called as the scene is being released by the system.
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // Called when the scene has moved from an inactive state to an active state.
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // Called when the scene will move from an active state to an inactive state.
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        // Called as the scene transitions from the background to the foreground.
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        // Called as the scene transitions from the foreground to the background.
    }
}
