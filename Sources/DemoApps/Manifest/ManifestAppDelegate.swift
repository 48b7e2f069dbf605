import Route
import SimulatedUIKit

/// The app delegate of a manifest-driven app: builds the scene manager at launch around a
/// ``ManifestConfigurator``, gives every window a ``ManifestSceneDelegate``, and forwards discarded
/// sessions (U6, R15) unless the manifest's `forwards.didDiscardSceneSessions` is false — then their
/// restoration records stay behind, the trap RouteKit's integration checklist warns about.
@MainActor public final class ManifestAppDelegate: UIResponder, UIApplicationDelegate, SceneEngineHosting {
    /// The process's auth session and container.
    public let context: AppProcessContext
    /// The app's manifest.
    public let model: ManifestModel
    /// The scene manager, built at launch.
    public private(set) var sceneManager: SceneManager<ManifestConfigurator>?
    let log: ManifestLog

    /// Creates the delegate.
    /// - Parameters:
    ///   - context: the process's auth session and container.
    ///   - model: the app's manifest.
    public init(context: AppProcessContext, model: ManifestModel) {
        self.context = context
        self.model = model
        self.log = ManifestLog(appName: model.manifest.name)
        super.init()
    }

    /// The app's one window when the manifest's Info.plist has no scene manifest (an app-delegate app).
    public var window: UIWindow?

    /// The engine, for the simulator.
    public var sceneEngine: (any SceneManagerIntrospecting)? { sceneManager }

    /// Builds the scene manager (U1); without a scene manifest (`infoPlist.hasSceneManifest: false`, an
    /// app-delegate app) also connects the one window with the launch options' payload, returning `false` when
    /// the manager took one so that UIKit does not deliver it again.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let manager = SceneManager(sceneConfigurator: ManifestConfigurator(model: model, context: context))
        sceneManager = manager
        guard !application.infoPlist.hasSceneManifest else { return true }
        let deliverAgain = manager.application(application, didFinishLaunchingWithOptions: launchOptions, errorHandler: log.report)
        window = application.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
        return deliverAgain
    }

    /// Every window uses ``ManifestSceneDelegate``, under the Info.plist's first configuration name for the role.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let role = connectingSceneSession.role
        let name = model.infoPlist.sceneConfigurations[role.rawValue]?.first?.name ?? "Default Configuration"
        let configuration = UISceneConfiguration(name: name, sessionRole: role)
        configuration.delegateClass = ManifestSceneDelegate.self
        return configuration
    }

    /// Forwards discards so their restoration records go too (U6, R15), unless the manifest turns it off.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        guard model.manifest.forwards.didDiscardSceneSessions else {
            let sessions = sceneSessions.map(\.persistentIdentifier).sorted().joined(separator: " ")
            return log.note("didDiscardSceneSessions is not forwarded (manifest forwards.didDiscardSceneSessions is false); the records of \(sessions) stay")
        }
        sceneManager?.discardSceneSessions(for: sceneSessions)
    }
}
