import Foundation

/// The content of a local or remote notification, as UserNotifications declares it.
///
/// What the user sees (title, body) and what the app reads back when the notification is tapped
/// (category, user info, thread, target content). Read-only; build one with ``UNMutableNotificationContent``.
///
/// The engine routes a tapped notification by ``categoryIdentifier`` and the keys of ``userInfo``
/// (docs/RULES.md U11, R21).
@available(iOS 10.0, *)
open class UNNotificationContent: NSObject, @unchecked Sendable {
    // @unchecked Sendable, as UserNotifications declares it: every field lives in `fields`, behind a
    // lock, so reads and the mutable subclass's writes never race; the `userInfo` values are the
    // property-list values UserNotifications accepts (strings, numbers, dates, data, arrays and
    // dictionaries of them), which are immutable once stored.
    let fields: Locked<Fields>

    /// The stored values of a content object.
    struct Fields {
        var title = ""
        var subtitle = ""
        var body = ""
        var badge: NSNumber?
        var userInfo: [AnyHashable: Any] = [:]
        var categoryIdentifier = ""
        var threadIdentifier = ""
        var targetContentIdentifier: String?
        var launchImageName = ""
    }

    /// Creates empty content (use ``UNMutableNotificationContent`` to fill it).
    public override init() {
        fields = Locked(Fields())
        super.init()
    }

    /// Creates content holding a copy of `other`'s fields.
    init(copying other: UNNotificationContent) {
        fields = Locked(other.fields.withLock { $0 })
        super.init()
    }

    /// The notification's title, shown in bold.
    open var title: String { fields.withLock { $0.title } }
    /// A secondary line under the title.
    open var subtitle: String { fields.withLock { $0.subtitle } }
    /// The message.
    open var body: String { fields.withLock { $0.body } }
    /// The number to show on the app's icon, `nil` to leave it unchanged.
    open var badge: NSNumber? { fields.withLock { $0.badge } }
    /// The app's own payload; the engine matches a notification by this dictionary's keys (R21).
    open var userInfo: [AnyHashable: Any] { fields.withLock { $0.userInfo } }
    /// The registered ``UNNotificationCategory`` whose actions the notification offers; the engine matches a
    /// notification by it (R21).
    open var categoryIdentifier: String { fields.withLock { $0.categoryIdentifier } }
    /// Groups related notifications in Notification Center.
    open var threadIdentifier: String { fields.withLock { $0.threadIdentifier } }
    /// Names the content the notification is about: iOS prefers a window whose activation conditions
    /// match it, and the engine places the route in the window whose target content it names (R21).
    @available(iOS 13.0, *)
    open var targetContentIdentifier: String? { fields.withLock { $0.targetContentIdentifier } }
    /// The launch image to show when the notification launches the app.
    open var launchImageName: String { fields.withLock { $0.launchImageName } }
}

/// Editable notification content, as UserNotifications declares it: set the fields, then pass it to
/// ``UNNotificationRequest/init(identifier:content:trigger:)``, which keeps a copy.
@available(iOS 10.0, *)
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    // @unchecked Sendable: every field lives behind the superclass's lock (see UNNotificationContent).

    /// Creates empty content.
    public override init() {
        super.init()
    }

    /// The notification's title, shown in bold.
    open override var title: String {
        get { super.title }
        set { fields.withLock { $0.title = newValue } }
    }
    /// A secondary line under the title.
    open override var subtitle: String {
        get { super.subtitle }
        set { fields.withLock { $0.subtitle = newValue } }
    }
    /// The message.
    open override var body: String {
        get { super.body }
        set { fields.withLock { $0.body = newValue } }
    }
    /// The number to show on the app's icon, `nil` to leave it unchanged.
    open override var badge: NSNumber? {
        get { super.badge }
        set { fields.withLock { $0.badge = newValue } }
    }
    /// The app's own payload (property-list values); the engine matches a notification by its keys (R21).
    open override var userInfo: [AnyHashable: Any] {
        get { super.userInfo }
        set { fields.withLock { $0.userInfo = newValue } }
    }
    /// The registered category whose actions the notification offers.
    open override var categoryIdentifier: String {
        get { super.categoryIdentifier }
        set { fields.withLock { $0.categoryIdentifier = newValue } }
    }
    /// Groups related notifications in Notification Center.
    open override var threadIdentifier: String {
        get { super.threadIdentifier }
        set { fields.withLock { $0.threadIdentifier = newValue } }
    }
    /// Names the content the notification is about (window placement, R21).
    @available(iOS 13.0, *)
    open override var targetContentIdentifier: String? {
        get { super.targetContentIdentifier }
        set { fields.withLock { $0.targetContentIdentifier = newValue } }
    }
    /// The launch image to show when the notification launches the app.
    open override var launchImageName: String {
        get { super.launchImageName }
        set { fields.withLock { $0.launchImageName = newValue } }
    }
}
