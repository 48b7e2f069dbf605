import AuthSession
import Route
import SimulatedUIKit

/// The containers demo's app delegate: builds the scene manager at launch and forwards discarded sessions.
@MainActor public final class ContainersAppDelegate: UIResponder, UIApplicationDelegate, SceneEngineHosting {
    /// The process's auth session and container.
    public let context: AppProcessContext
    /// The scene manager, built at launch.
    public private(set) var sceneManager: SceneManager<ContainersConfigurator>?

    /// Creates the delegate.
    /// - Parameter context: the process's auth session and container.
    public init(context: AppProcessContext) {
        self.context = context
        super.init()
    }

    /// The engine, for the simulator.
    public var sceneEngine: (any SceneManagerIntrospecting)? { sceneManager }

    /// Builds the scene manager.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        sceneManager = SceneManager(sceneConfigurator: ContainersConfigurator(context: context))
        return true
    }

    /// Every window uses ``ContainersSceneDelegate``.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ContainersSceneDelegate.self
        return configuration
    }

    /// Forwards discards so their restoration records go too.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        sceneManager?.discardSceneSessions(for: sceneSessions)
    }
}
