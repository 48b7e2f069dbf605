import Foundation

/// A scene's delegate: the UIKit lifecycle callbacks of one window (U1–U3, U6).
///
/// The device creates one of the configuration's ``UISceneConfiguration/delegateClass`` when the scene
/// connects, from the app's ``SimulatedAppBundle/sceneDelegates``; as in UIKit, the class needs no
/// `required init()`, so the Xcode template's non-final `class SceneDelegate: UIResponder,
/// UIWindowSceneDelegate` works as written. Every method has an empty default.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene connects (U1). A cold-launch payload arrives only here, in `connectionOptions`.
    /// - Parameters:
    ///   - scene: the scene.
    ///   - session: its session.
    ///   - connectionOptions: URL contexts, user activities (declared types only, U4), shortcut item.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene disconnected (U5, U6); not called on kill (U7).
    /// - Parameter scene: the scene.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became foreground-active (U1, U3).
    /// - Parameter scene: the scene.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene will stop being active (U3).
    /// - Parameter scene: the scene.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene comes on screen (U1, U3).
    /// - Parameter scene: the scene.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went off screen (U3).
    /// - Parameter scene: the scene.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Warm URLs (U2); never for a cold-launch URL (U1).
    /// - Parameters:
    ///   - scene: the scene.
    ///   - URLContexts: the URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// A warm user activity (U2); never for a cold-launch activity (U1).
    /// - Parameters:
    ///   - scene: the scene.
    ///   - userActivity: the activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// A warm user activity of this type is about to arrive: called right before ``scene(_:continue:)``
    /// (U2), as UIKit calls it when it starts fetching a Handoff activity.
    /// - Parameters:
    ///   - scene: the scene.
    ///   - userActivityType: the activity's type.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// An activity could not be continued. The simulated system has no Handoff transfer that can fail, so
    /// it never calls this; declared so that delegates written for iOS compile.
    /// - Parameters:
    ///   - scene: the scene.
    ///   - userActivityType: the activity's type.
    ///   - error: why.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// The scene's current activity was updated by Handoff. Never called here (no Handoff transfer runs in
    /// the simulation); declared so that delegates written for iOS compile.
    /// - Parameters:
    ///   - scene: the scene.
    ///   - userActivity: the activity.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
    /// The activity to save as the session's ``UISceneSession/stateRestorationActivity`` when the scene
    /// enters the background or disconnects.
    /// - Parameter scene: the scene.
    /// - Returns: the activity, or `nil`.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
    /// Default: does nothing.
    /// - Parameters:
    ///   - scene: the scene.
    ///   - session: its session.
    ///   - connectionOptions: the payloads.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Default: does nothing.
    /// - Parameter scene: the scene.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Default: does nothing.
    /// - Parameter scene: the scene.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Default: does nothing.
    /// - Parameter scene: the scene.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Default: does nothing.
    /// - Parameter scene: the scene.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Default: does nothing.
    /// - Parameter scene: the scene.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Default: does nothing (the URL is lost).
    /// - Parameters:
    ///   - scene: the scene.
    ///   - URLContexts: the URLs.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    /// Default: does nothing.
    /// - Parameters:
    ///   - scene: the scene.
    ///   - userActivity: the activity.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    /// Default: `nil`.
    /// - Parameter scene: the scene.
    /// - Returns: `nil`.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    /// Default: does nothing.
    /// - Parameters:
    ///   - scene: the scene.
    ///   - userActivityType: the activity's type.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    /// Default: does nothing.
    /// - Parameters:
    ///   - scene: the scene.
    ///   - userActivityType: the activity's type.
    ///   - error: why.
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    /// Default: does nothing.
    /// - Parameters:
    ///   - scene: the scene.
    ///   - userActivity: the activity.
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}

/// A window scene's delegate: owns the window and handles quick actions (U2).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (optional in UIKit: the default keeps none).
    var window: UIWindow? { get set }
    /// A warm Home Screen quick action (U2); never for a cold-launch one (U1). `completionHandler` must be
    /// called exactly once before the step's instant ends, or the device logs a warning.
    /// - Parameters:
    ///   - windowScene: the scene.
    ///   - shortcutItem: the quick action.
    ///   - completionHandler: call once with whether the action was handled.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
    /// The async form of ``windowScene(_:performActionFor:completionHandler:)``: UIKit calls whichever of
    /// the two the delegate implements, as on iOS (both are one Objective-C method there). It starts with
    /// `Task.immediate`, so an implementation that does not suspend finishes in the step's instant (U2).
    /// - Parameters:
    ///   - windowScene: the scene.
    ///   - shortcutItem: the quick action.
    /// - Returns: whether the action was handled.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool
}

extension UIWindowSceneDelegate {
    /// Default: no window.
    ///
    /// UIKit declares `window` optional on this protocol; a delegate that keeps its window declares
    /// `var window: UIWindow?` itself, and that stored property is used instead.
    public var window: UIWindow? {
        get { nil }
        // Nothing to keep: a delegate without its own `window` property has no place to store one.
        set {}
    }

    /// Default: runs the delegate's async ``windowScene(_:performActionFor:)`` and completes with its result.
    ///
    /// When that is not implemented either, does nothing — as in UIKit, the completion handler is then never called, which the device reports as a warning (U2).
    /// - Parameters:
    ///   - windowScene: the scene.
    ///   - shortcutItem: the quick action.
    ///   - completionHandler: called with the async form's result, if the delegate implements it.
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
    {
        AsyncDelegateForm.run(
            { await self.windowScene(windowScene, performActionFor: shortcutItem) },
            completion: { handled in
                if let handled { completionHandler(handled) }
            })
    }

    /// Default: runs the completion-handler form and returns what it completes with; `false` when the
    /// delegate implements neither form (UIKit then calls nothing).
    /// - Parameters:
    ///   - windowScene: the scene.
    ///   - shortcutItem: the quick action.
    /// - Returns: whether the action was handled.
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool {
        if AsyncDelegateForm.noteDefaultReached() { return false }
        return await withCheckedContinuation { continuation in
            self.windowScene(windowScene, performActionFor: shortcutItem) { continuation.resume(returning: $0) }
        }
    }
}
