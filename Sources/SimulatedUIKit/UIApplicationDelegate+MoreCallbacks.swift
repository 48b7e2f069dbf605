import Foundation

/// Defaults of the app delegate methods real apps implement beyond the launch, payload and activation
/// ones (their counts are in docs/UIKIT-COVERAGE.md).
extension UIApplicationDelegate {
    /// Default: returns `true`.
    /// - Parameters:
    ///   - application: the application.
    ///   - launchOptions: ignored.
    /// - Returns: `true`.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Default: does nothing.
    /// - Parameter application: the application.
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// Default: does nothing.
    /// - Parameter application: the application.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// Default: returns `false` (UIKit tells the user itself).
    /// - Parameters:
    ///   - application: the application.
    ///   - userActivityType: ignored.
    /// - Returns: `false`.
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        false
    }

    /// Default: does nothing.
    /// - Parameters:
    ///   - application: the application.
    ///   - userActivityType: ignored.
    ///   - error: ignored.
    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}

    /// Default: does nothing.
    /// - Parameters:
    ///   - application: the application.
    ///   - userActivity: ignored.
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}

    /// Default: runs the completion-handler form and returns what it completes with (`false` when the
    /// delegate implements neither form).
    /// - Parameters:
    ///   - application: the application.
    ///   - shortcutItem: the quick action.
    /// - Returns: whether the action was handled.
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool {
        if AsyncDelegateForm.noteDefaultReached() { return false }
        return await withCheckedContinuation { continuation in
            self.application(application, performActionFor: shortcutItem) { continuation.resume(returning: $0) }
        }
    }

    /// Default: runs the async form, then calls `completionHandler` (at once when the delegate implements
    /// neither form).
    /// - Parameters:
    ///   - application: the application.
    ///   - identifier: the session's identifier.
    ///   - completionHandler: called once.
    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) {
        AsyncDelegateForm.run(
            { await self.application(application, handleEventsForBackgroundURLSession: identifier) },
            completion: { _ in
                completionHandler()
            })
    }

    /// Default: runs the completion-handler form and returns when it completes.
    /// - Parameters:
    ///   - application: the application.
    ///   - identifier: the session's identifier.
    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String) async {
        if AsyncDelegateForm.noteDefaultReached() { return }
        await withCheckedContinuation { continuation in
            self.application(application, handleEventsForBackgroundURLSession: identifier) { continuation.resume() }
        }
    }

    /// Default: does nothing.
    /// - Parameter application: the application.
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}

    /// Default: does nothing.
    /// - Parameter application: the application.
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
}
