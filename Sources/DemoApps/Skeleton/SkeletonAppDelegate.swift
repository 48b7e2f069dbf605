import AuthSession
import Route
import SimulatedUIKit

/// A skeleton app's delegate: builds the scene manager at launch, hands every window the configuration
/// of its identity, and forwards discarded sessions (U1, U6).
@MainActor public final class SkeletonAppDelegate: UIResponder, UIApplicationDelegate, SceneEngineHosting {
    /// The process's auth session and container.
    public let context: AppProcessContext
    /// The app's skeleton.
    public let blueprint: SkeletonBlueprint
    /// The scene manager, built at launch.
    public private(set) var sceneManager: SceneManager<SkeletonConfigurator>?

    /// Creates the delegate.
    /// - Parameters:
    ///   - blueprint: the app's skeleton.
    ///   - context: the process's auth session and container.
    public init(blueprint: SkeletonBlueprint, context: AppProcessContext) {
        self.blueprint = blueprint
        self.context = context
        super.init()
    }

    /// The engine, for the simulator.
    public var sceneEngine: (any SceneManagerIntrospecting)? { sceneManager }

    /// Builds the scene manager.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        sceneManager = SceneManager(sceneConfigurator: SkeletonConfigurator(blueprint: blueprint, context: context))
        return true
    }

    /// The configuration of the identity the connecting scene carries in RouteKit's multi-window activity
    /// (R2), else the primary one; every window uses ``SkeletonSceneDelegate``.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let carried = options.userActivities.first { $0.activityType == RouteActivityType.multiWindow }?.userInfo?["scene"] as? String
        let scene = blueprint.scenes.first { $0.identity == carried } ?? blueprint.scenes[0]
        let configuration = UISceneConfiguration(name: scene.configurationName ?? "Default Configuration",
                                                 sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SkeletonSceneDelegate.self
        return configuration
    }

    /// Forwards discards so their restoration records go too (R15).
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        sceneManager?.discardSceneSessions(for: sceneSessions)
    }
}
