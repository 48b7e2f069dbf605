import SimulatedUIKit // was: import UIKit
import AuthSession
import Route

class AppDelegate: UIResponder, UIApplicationDelegate {
    let authSession = SimulatedAuthSession()
    lazy var sceneManager = SceneManager(sceneConfigurator: NotesSceneConfigurator(authSession: authSession))

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        sceneManager.discardSceneSessions(for: sceneSessions)
    }
}
