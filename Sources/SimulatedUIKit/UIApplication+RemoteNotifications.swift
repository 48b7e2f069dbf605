import Foundation
import UserNotifications

/// The result of a background fetch or a silent push's work, as UIKit declares it.
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was fetched.
    case newData = 0
    /// Nothing new.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}

extension UIApplication.LaunchOptionsKey {
    /// The payload of the remote notification that launched an app-delegate app (a dictionary).
    public static let remoteNotification = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
}

extension UIApplication {
    /// Registers with Apple Push Notification service (U11): in the instant after this call the app delegate
    /// hears `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` with the device's token, or
    /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` when the device is set to fail
    /// (``SimulatedDevice/notificationSettings``).
    public func registerForRemoteNotifications() {
        device?.registerForRemoteNotifications(from: self)
    }

    /// Unregisters from Apple Push Notification service: silent pushes no longer arrive.
    public func unregisterForRemoteNotifications() {
        device?.notificationSettings.isRegisteredForRemoteNotifications = false
    }

    /// Whether remote registration succeeded and was not undone.
    public var isRegisteredForRemoteNotifications: Bool {
        device?.notificationSettings.isRegisteredForRemoteNotifications ?? false
    }
}

extension UIApplicationDelegate {
    /// Default: does nothing.
    /// - Parameters:
    ///   - application: the application.
    ///   - deviceToken: the token.
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}

    /// Default: does nothing.
    /// - Parameters:
    ///   - application: the application.
    ///   - error: why.
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}

    /// Default: runs the `async` form in a main-actor task, then calls the handler with its result.
    /// - Parameters:
    ///   - application: the application.
    ///   - userInfo: the push's payload.
    ///   - completionHandler: called with the `async` form's result.
    public func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        Task { @MainActor in
            completionHandler(await self.application(application, didReceiveRemoteNotification: userInfo))
        }
    }

    /// Default: nothing fetched.
    ///
    /// It runs on its caller's actor (`nonisolated(nonsending)`), so a delegate compiled in Swift 5 mode that
    /// implements neither form gets no diagnostic about sending the payload to the main actor.
    /// - Parameters:
    ///   - application: the application.
    ///   - userInfo: the push's payload.
    /// - Returns: ``UIBackgroundFetchResult/noData``.
    public nonisolated(nonsending) func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
        -> UIBackgroundFetchResult
    {
        .noData
    }
}
