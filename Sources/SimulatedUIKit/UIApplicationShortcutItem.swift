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

    /// Creates a shortcut item.
    /// - Parameters:
    ///   - type: the action's type.
    ///   - localizedTitle: the title.
    ///   - localizedSubtitle: the subtitle.
    ///   - userInfo: the payload.
    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, userInfo: [String: String]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.userInfo = userInfo
    }

    /// Value equality over every field.
    /// - Parameters:
    ///   - lhs: an item.
    ///   - rhs: another item.
    /// - Returns: whether they are equal.
    public static func == (lhs: UIApplicationShortcutItem, rhs: UIApplicationShortcutItem) -> Bool {
        lhs.type == rhs.type && lhs.localizedTitle == rhs.localizedTitle
            && lhs.localizedSubtitle == rhs.localizedSubtitle && lhs.userInfo == rhs.userInfo
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
