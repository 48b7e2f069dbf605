import AuthSession
import Route
import SimulatedUIKit

/// The composition root: the scene manager is built when the process finishes launching.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let session: SimulatedAuthSession
    let containerURL: URL?
    private(set) var sceneManager: SceneManager<InboxConfigurator>?

    init(session: SimulatedAuthSession, containerURL: URL?) {
        self.session = session
        self.containerURL = containerURL
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        sceneManager = SceneManager(sceneConfigurator: InboxConfigurator(session: session, containerURL: containerURL))
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
