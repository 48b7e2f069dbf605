import Foundation

/// How a notification arriving while the app is in the foreground is shown, as UserNotifications declares
/// it; the delegate's `willPresent` answers with these (empty: not shown).
@available(iOS 10.0, *)
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    /// - Parameter rawValue: the bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Update the app's badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show an alert.
    @available(
        iOS, introduced: 10.0, deprecated: 14.0,
        message: "Use -[UNNotificationPresentationOptions list] and/or -[UNNotificationPresentationOptions banner] instead."
    )
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Add it to Notification Center's list.
    @available(iOS 14.0, *)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show a banner.
    @available(iOS 14.0, *)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The object that hears notifications, as UserNotifications declares it: set it on
/// ``UNUserNotificationCenter/delegate`` before the app finishes launching to hear the response that
/// launched it (docs/RULES.md U11).
///
/// Each method has a completion-handler form and an `async` form, as the SDK imports them; implement one of
/// each pair. The device calls the completion-handler form; its default runs your `async` form in a task
/// and completes with its result (the defaults of the `async` forms: nothing is presented, nothing done).
@available(iOS 10.0, *)
@preconcurrency
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification arrives while the app is in the foreground (U11): answer how to present it.
    /// - Parameters:
    ///   - center: the notification center.
    ///   - notification: the notification.
    ///   - completionHandler: call it once with the presentation options (empty: not shown).
    @preconcurrency
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    /// A notification arrives while the app is in the foreground (U11), `async` form.
    /// - Parameters:
    ///   - center: the notification center.
    ///   - notification: the notification.
    /// - Returns: the presentation options (empty: not shown).
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    /// The user answered a notification (U11): tapped it (``UNNotificationDefaultActionIdentifier``), chose
    /// an action or dismissed it; warm, or right after the scene connects on a launch from it.
    /// - Parameters:
    ///   - center: the notification center.
    ///   - response: the response (action, notification, and with UIKit its `targetScene`).
    ///   - completionHandler: call it once when done.
    @preconcurrency
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    /// The user answered a notification (U11), `async` form.
    /// - Parameters:
    ///   - center: the notification center.
    ///   - response: the response.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// The user asked for the app's notification settings (only with
    /// ``UNAuthorizationOptions/providesAppNotificationSettings``).
    /// - Parameters:
    ///   - center: the notification center.
    ///   - notification: the notification the request came from, or `nil` from Settings.
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

/// Carries a delegate into the task that runs its `async` form.
private struct DelegateInTask: @unchecked Sendable {
    // @unchecked Sendable: the value is handed to exactly one task and not touched by this code again;
    // the delegate's own isolation (a `@MainActor` app delegate) guards its state, as on iOS, where the
    // system calls these methods and runs their `async` forms the same way.
    let delegate: any UNUserNotificationCenterDelegate
}

extension UNUserNotificationCenterDelegate {
    /// Default: runs the `async` form in a task, then calls the handler with its result.
    /// - Parameters:
    ///   - center: the notification center.
    ///   - notification: the notification.
    ///   - completionHandler: called with the `async` form's answer.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        let carried = DelegateInTask(delegate: self)
        Task {
            completionHandler(await carried.delegate.userNotificationCenter(center, willPresent: notification))
        }
    }

    /// Default: nothing is presented.
    /// - Parameters:
    ///   - center: the notification center.
    ///   - notification: the notification.
    /// - Returns: no options.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    {
        []
    }

    /// Default: runs the `async` form in a task, then calls the handler.
    /// - Parameters:
    ///   - center: the notification center.
    ///   - response: the response.
    ///   - completionHandler: called when the `async` form returns.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        let carried = DelegateInTask(delegate: self)
        Task {
            await carried.delegate.userNotificationCenter(center, didReceive: response)
            completionHandler()
        }
    }

    /// Default: does nothing.
    /// - Parameters:
    ///   - center: the notification center.
    ///   - response: the response.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}

    /// Default: does nothing.
    /// - Parameters:
    ///   - center: the notification center.
    ///   - notification: the notification, or `nil`.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
