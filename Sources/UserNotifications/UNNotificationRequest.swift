import Foundation

/// The identifier of a response whose user tapped the notification itself (opened the app) rather than
/// one of its actions.
@available(iOS 10.0, *)
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

/// The identifier of a response whose user dismissed the notification; delivered only when its category
/// has ``UNNotificationCategoryOptions/customDismissAction``.
@available(iOS 10.0, *)
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// A notification to schedule: an identifier, the content and what triggers it, as UserNotifications
/// declares it.
@available(iOS 10.0, *)
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    // @unchecked Sendable, as UserNotifications declares it: every field is a `let`; `content` is a
    // private copy no caller can reach to mutate (its fields are behind a lock anyway).

    /// The request's identifier; adding a request with the identifier of a pending one replaces it.
    public let identifier: String
    /// The content, copied when the request was made (later changes to the caller's mutable content do
    /// not reach it, as in UserNotifications).
    public let content: UNNotificationContent
    /// What fires it; `nil` delivers it at once.
    public let trigger: UNNotificationTrigger?

    /// Creates a request.
    /// - Parameters:
    ///   - identifier: the request's identifier.
    ///   - content: the content; the request keeps a copy.
    ///   - trigger: what fires it, or `nil` to deliver it at once.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = UNNotificationContent(copying: content)
        self.trigger = trigger
        super.init()
    }
}

/// A delivered notification: its request and when it was delivered.
@available(iOS 10.0, *)
open class UNNotification: NSObject, @unchecked Sendable {
    // @unchecked Sendable, as UserNotifications declares it: both fields are `let` Sendable values.

    /// When it was delivered (on the simulated device, the virtual clock's time since the reference date).
    public let date: Date
    /// The request it came from.
    public let request: UNNotificationRequest

    /// Creates a delivered notification (simulation: the device makes it; apps never do).
    /// - Parameters:
    ///   - request: the request.
    ///   - date: the delivery date.
    package init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
        super.init()
    }
}

/// The user's answer to a notification: which action they chose (``UNNotificationDefaultActionIdentifier``
/// for a tap on the notification), on which notification, and, with UIKit, in which window
/// (`targetScene`).
@available(iOS 10.0, *)
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    // @unchecked Sendable, as UserNotifications declares it: every field is a `let`; the scene reference
    // is a weak reference to a main-actor (hence Sendable) object, behind a lock.

    /// The notification the user answered.
    public let notification: UNNotification
    /// The action chosen: an action's identifier, ``UNNotificationDefaultActionIdentifier`` or
    /// ``UNNotificationDismissActionIdentifier``.
    public let actionIdentifier: String
    /// The window scene the response is for (`UNNotificationResponse.targetScene`, declared where UIKit
    /// is imported); weak, as a disconnected scene is not kept alive by a response.
    private let targetScene = Locked(WeakSceneReference())

    /// A weak reference to the target scene.
    private struct WeakSceneReference {
        weak var object: (any AnyObject & Sendable)?
    }

    /// The scene the response is for (read by UIKit's `targetScene`); set by the device as the scene is made,
    /// before the app sees the response.
    package var targetSceneObject: (any AnyObject & Sendable)? {
        get { targetScene.withLock { $0.object } }
        set { targetScene.withLock { $0.object = newValue } }
    }

    /// Creates a response (simulation: the device makes it; apps never do).
    /// - Parameters:
    ///   - notification: the notification.
    ///   - actionIdentifier: the chosen action.
    ///   - targetScene: the scene the response is for, or `nil`.
    package init(notification: UNNotification, actionIdentifier: String, targetScene: (any AnyObject & Sendable)?) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
        self.targetSceneObject = targetScene
    }
}
