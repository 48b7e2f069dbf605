import AuthSession
import Foundation
import Route
import SimulatedUIKit

/// A skeleton app's delegate: builds the scene manager at launch, hands every window the configuration of its identity, and forwards discarded sessions (U1, U6).
///
/// For an Info.plist without a scene manifest (an app-delegate app: Signal, DuckDuckGo, Simplenote) UIKit
/// sends no scene callback, so it forwards the app delegate's own instead — launch options, warm URLs,
/// activities and quick actions — as RouteKit's integration notes describe, and keeps the one window in
/// ``window``.
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
    public convenience init(blueprint: SkeletonBlueprint, context: AppProcessContext) {
        self.init(blueprint: blueprint, context: context, placeholderReport: nil)
    }

    init(blueprint: SkeletonBlueprint, context: AppProcessContext, placeholderReport: SkeletonPlaceholderReport?) {
        self.blueprint = blueprint
        self.context = context
        self.placeholderReport = placeholderReport
        super.init()
    }

    /// The report of the Info.plist's unresolved placeholders, logged at the first launch.
    let placeholderReport: SkeletonPlaceholderReport?
    /// The app's one window in an app-delegate app (`nil` in a scene-based one).
    public var window: UIWindow?

    /// The engine, for the simulator.
    public var sceneEngine: (any SceneManagerIntrospecting)? { sceneManager }

    /// Builds the scene manager; in an app-delegate app also connects the window with the launch options'
    /// payload, and returns `false` when the manager took one, so that UIKit does not deliver it again.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        placeholderReport?.deliverOnce()
        let manager = SceneManager(sceneConfigurator: SkeletonConfigurator(blueprint: blueprint, context: context))
        sceneManager = manager
        guard !application.infoPlist.hasSceneManifest else { return true }
        let deliverAgain = manager.application(application, didFinishLaunchingWithOptions: launchOptions, errorHandler: SkeletonLog.report)
        window = application.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
        return deliverAgain
    }

    /// An app-delegate app's warm URL (U2), forwarded.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        sceneManager?.application(app, open: url, options: options, errorHandler: SkeletonLog.report) ?? false
    }

    /// An app-delegate app's warm activity or universal link (U2), forwarded.
    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        sceneManager?.application(application, continue: userActivity, errorHandler: SkeletonLog.report) ?? false
    }

    /// An app-delegate app's quick action (U2), forwarded; the completion handler is called exactly once.
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        guard let sceneManager else { return completionHandler(false) }
        sceneManager.application(application, performActionFor: shortcutItem, completionHandler: completionHandler, errorHandler: SkeletonLog.report)
    }

    /// The configuration of the identity the connecting scene carries in RouteKit's multi-window activity
    /// (R2), else the primary one; every window uses ``SkeletonSceneDelegate``.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let carried = options.userActivities.first { $0.activityType == RouteActivityType.multiWindow }?.userInfo?["scene"] as? String
        let scene = blueprint.scenes.first { $0.identity == carried } ?? blueprint.scenes[0]
        let configuration = UISceneConfiguration(
            name: scene.configurationName ?? "Default Configuration",
            sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SkeletonSceneDelegate.self
        return configuration
    }

    /// Forwards discards so their restoration records go too (R15).
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        sceneManager?.discardSceneSessions(for: sceneSessions)
    }
}
