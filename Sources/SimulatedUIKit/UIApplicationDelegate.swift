import Foundation

/// The app delegate: process-level callbacks (U1, U6), and in an app without a scene manifest (an
/// app-delegate app) the whole lifecycle: launch options, warm URLs, activities and quick actions, and the
/// app's activation (`applicationDidBecomeActive` and the others), with its one window in ``window``.
///
/// Every method has a default: launching returns `true`; the configuration is the Info.plist's first
/// configuration of the session's role; discarding does nothing; the warm payload methods decline (`false`);
/// the activation methods do nothing; each async form runs its completion-handler form and the reverse
/// (UIKit calls the one the delegate implements); ``window`` is `nil` and setting it is ignored (declare
/// `var window: UIWindow?` to keep one, as UIKit's app-delegate template does).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The process finished launching (U1). In a scene-based app `launchOptions` is `nil` (payloads ride in
    /// the scene's connection options). In an app-delegate app it carries the launch's payload
    /// (``UIApplication/LaunchOptionsKey``) and the return value matters: `true` and UIKit delivers that
    /// payload once more, right after this returns, through `application(_:open:options:)`,
    /// `application(_:continue:restorationHandler:)` or `application(_:performActionFor:completionHandler:)`
    /// — handling it in both places handles it twice; `false` and it is not delivered again.
    /// - Parameters:
    ///   - application: the application.
    ///   - launchOptions: the launch's payload in an app-delegate app, else `nil`.
    /// - Returns: in an app-delegate app, whether UIKit should deliver the payload again; ignored otherwise.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The process is about to finish launching: called right before
    /// ``application(_:didFinishLaunchingWithOptions:)``, with the same launch options (U1).
    ///
    /// In an app-delegate app, returning `false` from either method keeps UIKit from delivering the
    /// launch's payload again through the warm methods, as on iOS.
    /// - Parameters:
    ///   - application: the application.
    ///   - launchOptions: the launch's payload in an app-delegate app, else `nil`.
    /// - Returns: in an app-delegate app, whether UIKit should deliver the payload again; ignored otherwise.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The process is about to end while running: its last window was swiped away, closed or destroyed
    /// (U6). Not called on `kill` or a crash (U7), as iOS does not call it for a suspended or killed app.
    /// - Parameter application: the application.
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is low on memory (``SimulatedDevice/receiveMemoryWarning()``): called before
    /// ``UIApplication/didReceiveMemoryWarningNotification`` is posted and before each view controller's
    /// `didReceiveMemoryWarning()`.
    /// - Parameter application: the application.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// An app-delegate app is about to continue an activity of this type: called right before
    /// ``application(_:continue:restorationHandler:)`` for a warm activity.
    /// - Parameters:
    ///   - application: the application.
    ///   - userActivityType: the activity's type.
    /// - Returns: `true` when the app tells the user itself that the activity is coming (UIKit shows
    ///   nothing either way here).
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    /// An app-delegate app's activity could not be continued. The simulated system has no Handoff transfer
    /// that can fail, so it never calls this; declared so that delegates written for iOS compile.
    /// - Parameters:
    ///   - application: the application.
    ///   - userActivityType: the activity's type.
    ///   - error: why.
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// An app-delegate app's current activity was updated by Handoff. Never called here (no Handoff
    /// transfer runs in the simulation); declared so that delegates written for iOS compile.
    /// - Parameters:
    ///   - application: the application.
    ///   - userActivity: the activity.
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
    /// The async form of ``application(_:performActionFor:completionHandler:)``: UIKit calls whichever of
    /// the two the delegate implements, as on iOS (both are one Objective-C method there). The device
    /// starts it with `Task.immediate`, so an implementation that does not suspend finishes in the instant.
    /// - Parameters:
    ///   - application: the application.
    ///   - shortcutItem: the quick action.
    /// - Returns: whether the action was handled.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool
    /// Events for a background `URLSession` are waiting. The simulated system runs no background URL
    /// sessions, so it never calls this; declared (with its async form) so delegates written for iOS compile.
    /// - Parameters:
    ///   - application: the application.
    ///   - identifier: the session's identifier.
    ///   - completionHandler: call once the events are handled.
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void)
    /// The async form of ``application(_:handleEventsForBackgroundURLSession:completionHandler:)``.
    /// - Parameters:
    ///   - application: the application.
    ///   - identifier: the session's identifier.
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String) async
    /// Protected data became available (the device was unlocked). The simulated device is never locked,
    /// so this is never called; declared so that delegates written for iOS compile.
    /// - Parameter application: the application.
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
    /// Protected data is about to become unavailable (the device locks). Never called here (see
    /// ``applicationProtectedDataDidBecomeAvailable(_:)``).
    /// - Parameter application: the application.
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    /// Picks the configuration of a connecting session (U1).
    /// - Parameters:
    ///   - application: the application.
    ///   - connectingSceneSession: the session.
    ///   - options: the connection's payloads.
    /// - Returns: the configuration whose delegate class the device instantiates.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions)
        -> UISceneConfiguration
    /// Sessions were discarded (U6): at once while running, at the next launch (before any scene connects)
    /// for sessions swiped away while not running.
    /// - Parameters:
    ///   - application: the application.
    ///   - sceneSessions: the discarded sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// The app's one window in an app-delegate app (UIKit's app-delegate template declares it); the device
    /// attaches it to the app's window scene after `didFinishLaunching` if it has none.
    var window: UIWindow? { get set }
    /// An app-delegate app opens a URL (U2): warm, or right after a URL launch whose `didFinishLaunching`
    /// returned `true`. Never called in a scene-based app (`scene(_:openURLContexts:)` is).
    /// - Parameters:
    ///   - app: the application.
    ///   - url: the URL (its scheme is declared in `CFBundleURLSchemes`).
    ///   - options: ``UIApplication/OpenURLOptionsKey`` values (empty here).
    /// - Returns: whether the app handled the URL (UIKit does nothing with it).
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// An app-delegate app continues a user activity (Handoff, Spotlight, a universal link): warm, or right
    /// after a launch with one whose `didFinishLaunching` returned `true`. Never called in a scene-based app.
    /// - Parameters:
    ///   - application: the application.
    ///   - userActivity: the activity.
    ///   - restorationHandler: may be called with objects whose `restoreUserActivityState(_:)` UIKit then calls.
    /// - Returns: whether the app handled the activity.
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
    /// An app-delegate app performs a Home Screen quick action: warm, or right after a launch with one whose
    /// `didFinishLaunching` returned `true`. The completion handler must be called exactly once before the
    /// instant ends (a runtime warning otherwise, U2). Never called in a scene-based app.
    /// - Parameters:
    ///   - application: the application.
    ///   - shortcutItem: the quick action.
    ///   - completionHandler: call it once with whether the action was handled.
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
    /// An app-delegate app became active (U3's `sceneDidBecomeActive` for its one window).
    /// - Parameter application: the application.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// An app-delegate app is about to resign active (U3's `sceneWillResignActive`).
    /// - Parameter application: the application.
    func applicationWillResignActive(_ application: UIApplication)
    /// An app-delegate app entered the background (U3's `sceneDidEnterBackground`).
    /// - Parameter application: the application.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// An app-delegate app is about to come back from the background (U3's `sceneWillEnterForeground`).
    /// - Parameter application: the application.
    func applicationWillEnterForeground(_ application: UIApplication)

    // Remote notifications (U11); defaults in UIApplication+RemoteNotifications.swift.

    /// Remote registration succeeded (U11): called in the instant after
    /// ``UIApplication/registerForRemoteNotifications()``, with the device token to send to the app's server.
    /// - Parameters:
    ///   - application: the application.
    ///   - deviceToken: the token (deterministic on the simulated device).
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Remote registration failed (U11): called in the instant after
    /// ``UIApplication/registerForRemoteNotifications()``.
    /// - Parameters:
    ///   - application: the application.
    ///   - error: why.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// A remote notification with data for the app arrived (a silent push, U11), in the foreground or the
    /// background; in the background nothing comes forward. Call the handler once with what was fetched.
    /// - Parameters:
    ///   - application: the application.
    ///   - userInfo: the push's payload.
    ///   - completionHandler: call it once with the fetch's result.
    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// A remote notification with data for the app arrived (U11), `async` form.
    /// - Parameters:
    ///   - application: the application.
    ///   - userInfo: the push's payload.
    /// - Returns: the fetch's result.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult
}

extension UIApplicationDelegate {
    /// Default: returns `true`.
    /// - Parameters:
    ///   - application: the application.
    ///   - launchOptions: ignored.
    /// - Returns: `true`.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Default: the Info.plist's first configuration of the session's role (with its delegate class
    /// resolved through ``SimulatedAppBundle/sceneDelegates``), as UIKit does without this method.
    /// - Parameters:
    ///   - application: the application.
    ///   - connectingSceneSession: the session.
    ///   - options: ignored.
    /// - Returns: the configuration.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions)
        -> UISceneConfiguration
    {
        let entry = application.infoPlist.sceneConfigurations[connectingSceneSession.role.rawValue]?.first
        application.device?.configuredByDefaultImplementation = true
        return UISceneConfiguration.fromInfoPlist(entry, role: connectingSceneSession.role, bundle: application.device?.bundle)
    }

    /// Default: does nothing.
    /// - Parameters:
    ///   - application: the application.
    ///   - sceneSessions: the discarded sessions.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// Default: no window; setting one is ignored.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Default: declines the URL.
    /// - Parameters:
    ///   - app: the application.
    ///   - url: ignored.
    ///   - options: ignored.
    /// - Returns: `false`.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }

    /// Default: declines the activity.
    /// - Parameters:
    ///   - application: the application.
    ///   - userActivity: ignored.
    ///   - restorationHandler: not called.
    /// - Returns: `false`.
    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        false
    }

    /// Default: runs the delegate's async ``application(_:performActionFor:)`` and completes with its
    /// result; completes with `false` when that is not implemented either.
    /// - Parameters:
    ///   - application: the application.
    ///   - shortcutItem: the quick action.
    ///   - completionHandler: called once with whether the action was handled.
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        AsyncDelegateForm.run(
            { await self.application(application, performActionFor: shortcutItem) },
            completion: { handled in
                completionHandler(handled ?? false)
            })
    }

    /// Default: does nothing.
    /// - Parameter application: the application.
    public func applicationDidBecomeActive(_ application: UIApplication) {}

    /// Default: does nothing.
    /// - Parameter application: the application.
    public func applicationWillResignActive(_ application: UIApplication) {}

    /// Default: does nothing.
    /// - Parameter application: the application.
    public func applicationDidEnterBackground(_ application: UIApplication) {}

    /// Default: does nothing.
    /// - Parameter application: the application.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
}
