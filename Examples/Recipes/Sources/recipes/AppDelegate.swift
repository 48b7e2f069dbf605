import Route
import SimulatedUIKit

/// Builds the scene manager at launch and forwards discarded sessions, so their records go too.
class AppDelegate: UIResponder, UIApplicationDelegate {
    let dependencies: AppDependencies
    private(set) var sceneManager: SceneManager<RecipesConfigurator>?

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        sceneManager = dependencies.makeSceneManager()
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        sceneManager?.discardSceneSessions(for: sceneSessions)
    }
}
