import AuthSession
import Route
import SimulatedUIKit

/// The Xcode template's app delegate, plus the composition root: the scene manager is built when the
/// process finishes launching.
class AppDelegate: UIResponder, UIApplicationDelegate {
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

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // The Info.plist's configuration names the scene delegate ($(PRODUCT_MODULE_NAME).SceneDelegate).
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        sceneManager?.discardSceneSessions(for: sceneSessions)
    }
}
