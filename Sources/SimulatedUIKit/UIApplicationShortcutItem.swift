import Foundation

/// A Home Screen quick action, static (Info.plist `UIApplicationShortcutItems`) or dynamic (``UIApplication/shortcutItems``).
///
/// A value: equal when every field is equal.
public final class UIApplicationShortcutItem: Hashable, Sendable {
    /// The action's type, matched by the engine (R5).
    public let type: String
    /// The title shown on the Home Screen.
    public let localizedTitle: String
    /// The subtitle, if any.
    public let localizedSubtitle: String?
    /// The payload.
    public let userInfo: [String: String]?
    /// The icon, if any (stored and returned).
    public let icon: UIApplicationShortcutIcon?

    /// Creates a shortcut item.
    /// - Parameters:
    ///   - type: the action's type.
    ///   - localizedTitle: the title.
    ///   - localizedSubtitle: the subtitle.
    ///   - userInfo: the payload.
    public convenience init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, userInfo: [String: String]? = nil) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: nil, userInfo: userInfo)
    }

    /// Creates a shortcut item with an icon, as UIKit's designated initializer.
    /// - Parameters:
    ///   - type: the action's type.
    ///   - localizedTitle: the title.
    ///   - localizedSubtitle: the subtitle.
    ///   - icon: the icon.
    ///   - userInfo: the payload (property-list strings here; UIKit takes `NSSecureCoding` values).
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?, userInfo: [String: String]?) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }

    /// Value equality over every field.
    /// - Parameters:
    ///   - lhs: an item.
    ///   - rhs: another item.
    /// - Returns: whether they are equal.
    public static func == (lhs: UIApplicationShortcutItem, rhs: UIApplicationShortcutItem) -> Bool {
        lhs.type == rhs.type && lhs.localizedTitle == rhs.localizedTitle
            && lhs.localizedSubtitle == rhs.localizedSubtitle && lhs.userInfo == rhs.userInfo && lhs.icon == rhs.icon
    }

    /// Hashes the item's fields.
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(localizedTitle)
        hasher.combine(localizedSubtitle)
        hasher.combine(userInfo)
    }
}
