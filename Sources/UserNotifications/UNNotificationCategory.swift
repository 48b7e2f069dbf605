import Foundation

/// How an action behaves when chosen, as UserNotifications declares it.
@available(iOS 10.0, *)
public struct UNNotificationActionOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    /// - Parameter rawValue: the bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The device must be unlocked first.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// Shown as destructive (red).
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Brings the app to the foreground; without it the app handles the action in the background and no
    /// window comes forward (docs/RULES.md U11).
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// Options of a notification category, as UserNotifications declares them.
@available(iOS 10.0, *)
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    /// - Parameter rawValue: the bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A dismissal reaches the delegate as ``UNNotificationDismissActionIdentifier``.
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// Allowed in CarPlay.
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// With previews hidden, the title is still shown.
    @available(iOS 11.0, *)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// With previews hidden, the subtitle is still shown.
    @available(iOS 11.0, *)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A button a notification of a category offers, as UserNotifications declares it.
@available(iOS 10.0, *)
open class UNNotificationAction: NSObject, @unchecked Sendable {
    // @unchecked Sendable, as UserNotifications declares it: every field is a `let` Sendable value.

    /// The identifier the response carries when the user chooses it.
    public let identifier: String
    /// The button's title.
    public let title: String
    /// How it behaves.
    public let options: UNNotificationActionOptions

    /// Creates an action.
    /// - Parameters:
    ///   - identifier: the identifier the response carries.
    ///   - title: the button's title.
    ///   - options: how it behaves (``UNNotificationActionOptions/foreground`` to open the app).
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
        super.init()
    }
}

/// A kind of notification and the actions it offers, registered with
/// ``UNUserNotificationCenter/setNotificationCategories(_:)``, as UserNotifications declares it.
@available(iOS 10.0, *)
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    // @unchecked Sendable, as UserNotifications declares it: every field is a `let` Sendable value.

    /// The identifier a notification's ``UNNotificationContent/categoryIdentifier`` names.
    public let identifier: String
    /// The actions, in display order.
    public let actions: [UNNotificationAction]
    /// SiriKit intent identifiers (stored only).
    public let intentIdentifiers: [String]
    /// The category's options.
    public let options: UNNotificationCategoryOptions

    /// Creates a category.
    /// - Parameters:
    ///   - identifier: the category's identifier.
    ///   - actions: its actions.
    ///   - intentIdentifiers: SiriKit intent identifiers.
    ///   - options: its options.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        super.init()
    }
}
