import SimulatedUIKit // was: import UIKit
import Route

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
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
}
