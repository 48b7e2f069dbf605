import Foundation

/// What makes a notification request fire, as UserNotifications declares it; use a subclass.
@available(iOS 10.0, *)
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    // @unchecked Sendable, as UserNotifications declares it: the only stored field is a `let` Bool.

    /// Whether the notification fires again after it is delivered.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }
}

/// The trigger of a remote notification: Apple Push Notification service sent it (the app never creates
/// one; a simulated push carries it).
@available(iOS 10.0, *)
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    // @unchecked Sendable: no stored field beyond the superclass's `let`.

    /// Creates the trigger a delivered push carries (simulation: the device makes it).
    package init() {
        super.init(repeats: false)
    }
}

/// Fires a local notification a number of seconds after it is added.
@available(iOS 10.0, *)
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    // @unchecked Sendable: its fields are `let` values.

    /// Seconds between adding the request and its delivery.
    public let timeInterval: TimeInterval

    /// Creates a time-interval trigger.
    ///
    /// UserNotifications raises an exception for an interval that is not positive, or under 60 seconds
    /// when repeating; so does this (a programming error, not input).
    /// - Parameters:
    ///   - timeInterval: seconds until delivery; more than 0 (at least 60 when `repeats`).
    ///   - repeats: whether it fires again every `timeInterval` seconds.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "UNTimeIntervalNotificationTrigger: the time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "UNTimeIntervalNotificationTrigger: the time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

/// Fires a local notification when the date matches the components.
@available(iOS 10.0, *)
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    // @unchecked Sendable: its fields are `let` values (DateComponents is a Sendable value).

    /// The components the date must match.
    public let dateComponents: DateComponents

    /// Creates a calendar trigger.
    /// - Parameters:
    ///   - dateComponents: the components to match (for example, `hour` and `minute` for a daily alarm).
    ///   - repeats: whether it fires at every match.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}
