import RouteInterface
import UIKit

/// An app without a scene manifest (an app-delegate app): UIKit sends it no scene callback, so its app
/// delegate forwards the app-level ones instead. UIKit runs such an app in one window scene of its own; the
/// manager routes it as a single-window app (R4) whose one window connects in `didFinishLaunching`.
///
/// The pattern, in the app delegate:
/// ```swift
/// func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///     let manager = SceneManager(sceneConfigurator: MyConfigurator())
///     sceneManager = manager
///     let deliverAgain = manager.application(application, didFinishLaunchingWithOptions: launchOptions)
///     window = application.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
///     return deliverAgain
/// }
/// func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
///     sceneManager?.application(app, open: url, options: options) ?? false
/// }
/// func application(_ application: UIApplication, continue userActivity: NSUserActivity,
///                  restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
///     sceneManager?.application(application, continue: userActivity) ?? false
/// }
/// func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
///                  completionHandler: @escaping (Bool) -> Void) {
///     guard let sceneManager else { return completionHandler(false) }
///     sceneManager.application(application, performActionFor: shortcutItem, completionHandler: completionHandler)
/// }
/// ```
/// Activation needs no forwarding: the window scene's notifications reach the manager as in a scene-based app.
extension SceneManager {
    /// Forward of `application(_:didFinishLaunchingWithOptions:)` in an app-delegate app: connects the app's
    /// one window (R1, R2, R10) and queues the launch options' payload as a cold launch's (R18 and the launch
    /// payload policy): `.url`, then the activity of `.userActivityDictionary`, then `.shortcutItem`.
    ///
    /// Return its result from `didFinishLaunching`: `false` when it took a payload, so that UIKit does not
    /// deliver the same payload again through `application(_:open:options:)`, `application(_:continue:…)` or
    /// `application(_:performActionFor:…)` right after launch (it would otherwise run twice); `true` otherwise.
    /// - Parameters:
    ///   - application: the application; its window scene must be connected (UIKit connects it before
    ///     `didFinishLaunching` in an app-delegate app). Without one the call only logs a warning.
    ///   - launchOptions: UIKit's launch options, or `nil`.
    ///   - errorHandler: receives each failing intent's error, once (default none).
    /// - Returns: what `didFinishLaunching` should return.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?,
        errorHandler: ((any Error) -> Void)? = nil
    ) -> Bool {
        guard let windowScene = application.connectedScenes.compactMap({ $0 as? UIWindowScene }).first else {
            environment.log.warning(
                "application(_:didFinishLaunchingWithOptions:) forwarded with no window scene connected: "
                    + "this forwarder is for an app without a scene manifest; a scene-based app forwards scene(_:willConnectTo:options:) instead")
            return true
        }
        let urls = (launchOptions?[.url] as? URL).map { [$0] } ?? []
        let activityInfo = launchOptions?[.userActivityDictionary] as? [AnyHashable: Any]
        let activities = (activityInfo?["UIApplicationLaunchOptionsUserActivityKey"] as? NSUserActivity).map { [$0] } ?? []
        let shortcutType = (launchOptions?[.shortcutItem] as? UIApplicationShortcutItem)?.type
        connectWindow(
            windowScene, session: windowScene.session, activities: activities, urls: urls,
            shortcutType: shortcutType, errorHandler: errorHandler)
        return urls.isEmpty && activities.isEmpty && shortcutType == nil
    }

    /// Forward of `application(_:open:options:)` in an app-delegate app: the URL is matched, placed and
    /// queued in the app's window (R5–R8), as `scene(_:openURLContexts:)` does in a scene-based app.
    /// - Parameters:
    ///   - app: the application.
    ///   - url: the URL.
    ///   - options: UIKit's options (unused).
    ///   - errorHandler: receives the error if the intent fails, once (default none).
    /// - Returns: whether the URL matched and was routed or queued (return it from the delegate method).
    @discardableResult
    public func application(
        _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:],
        errorHandler: ((any Error) -> Void)? = nil
    ) -> Bool {
        guard let scene = applicationWindowScene else { return false }
        return routeWarm(.url(url), in: scene, errorHandler: errorHandler)
    }

    /// Forward of `application(_:continue:restorationHandler:)` in an app-delegate app, as `scene(_:continue:)`: a universal link routes as its `webpageURL`; RouteKit's own activity types are not intents and are ignored.
    ///
    /// The engine restores nothing through UIKit's `restorationHandler`.
    ///
    /// - Parameters:
    ///   - application: the application.
    ///   - userActivity: the activity.
    ///   - errorHandler: receives the error if the intent fails, once (default none).
    /// - Returns: whether the activity matched and was routed or queued.
    @discardableResult
    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        errorHandler: ((any Error) -> Void)? = nil
    ) -> Bool {
        guard !RouteActivityType.all.contains(userActivity.activityType), let scene = applicationWindowScene else { return false }
        return routeWarm(SceneIntent(delivered: userActivity), in: scene, errorHandler: errorHandler)
    }

    /// Forward of `application(_:performActionFor:completionHandler:)` in an app-delegate app, as
    /// `windowScene(_:performActionFor:completionHandler:)`: UIKit's `completionHandler` is called exactly
    /// once, `true` when the shortcut matched and was routed or queued (R9).
    /// - Parameters:
    ///   - application: the application.
    ///   - shortcutItem: the quick action.
    ///   - completionHandler: UIKit's completion.
    ///   - errorHandler: receives the error if the intent fails, once (default none).
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void, errorHandler: ((any Error) -> Void)? = nil
    ) {
        guard let scene = applicationWindowScene else { return completionHandler(false) }
        completionHandler(routeWarm(.shortcutItem(type: shortcutItem.type), in: scene, errorHandler: errorHandler))
    }

    /// The app-delegate app's one window scene, once it connected.
    private var applicationWindowScene: UIScene? {
        windows.first?.scene
    }
}
