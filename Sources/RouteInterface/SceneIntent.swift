import Foundation

/// Something from outside that asks the app to show content: a deep link, a Handoff or Spotlight
/// activity, or a Home Screen quick action.
///
/// Equality and hashing use the intent's identity: the full URL string, the activity type (its
/// context is ignored), the shortcut type. Matching an inbound intent against a registration is a
/// different question, answered by ``SceneIntent/matches(registration:)`` (R5).
public enum SceneIntent: Hashable, Sendable, CustomStringConvertible {
    /// A URL (`scene(_:openURLContexts:)` or a launch's URL contexts).
    case url(URL?)
    /// A user activity (`scene(_:continue:)` or a launch's user activities), with its payload.
    case userActivity(activityType: String, context: SceneIntentContext?)
    /// A Home Screen quick action, by its `type`.
    case shortcutItem(type: String)

    /// The kinds of intent, one per case, without their payloads.
    ///
    /// The raw value is the kind's word in the scenario spelling (``SceneIntent/description``), in
    /// `expect W pending` and in a forwarded intent's `kind` entry (R6). Everything that lists the
    /// kinds (the scenario verbs, completion, the monkey) walks `allCases`, so a new case of
    /// ``SceneIntent`` is a new case here, and every exhaustive `switch` over either points to the
    /// places it needs.
    public enum Kind: String, Sendable, CaseIterable {
        /// ``SceneIntent/url(_:)``: `url:U`.
        case url
        /// ``SceneIntent/userActivity(activityType:context:)``: `activity:TYPE`.
        case userActivity = "activity"
        /// ``SceneIntent/shortcutItem(type:)``: `shortcut:TYPE`.
        case shortcutItem = "shortcut"
    }

    /// The intent's kind.
    public var kind: Kind {
        switch self {
        case .url: .url
        case .userActivity: .userActivity
        case .shortcutItem: .shortcutItem
        }
    }

    /// The intent's identity within its kind: the full URL string (`nil` for a missing URL), the
    /// activity type (its context is not part of it), the shortcut type.
    ///
    /// Equality, hashing and the scenario spelling all read it.
    public var identity: String? {
        switch self {
        case let .url(url): url?.absoluteString
        case let .userActivity(type, _): type
        case let .shortcutItem(type): type
        }
    }

    /// Equality by identity: same ``kind`` and same ``identity`` (URL string, activity type, or shortcut type).
    public static func == (lhs: SceneIntent, rhs: SceneIntent) -> Bool {
        lhs.kind == rhs.kind && lhs.identity == rhs.identity
    }

    /// Hashes the same identity that ``==(_:_:)`` compares.
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(identity)
    }

    /// The scenario spelling: `url:notes://note/42`, `activity:com.notes.viewing`, `shortcut:new-note`.
    public var description: String {
        "\(kind.rawValue):\(identity ?? "")"
    }
}

/// A user activity as an intent carries it: its `userInfo`, flattened to property-list values so that it
/// is `Sendable` and survives forwarding between windows, and the activity's other fields a router may
/// read: ``webpageURL``, ``title``, ``targetContentIdentifier`` and ``persistentIdentifier``.
///
/// Equality compares every field; a registration's context (``SceneIntent/userActivity(activityType:context:)``)
/// plays no part in matching, which goes by activity type (or by ``webpageURL``, see ``SceneIntentMatcher``).
public struct SceneIntentContext: Sendable, Equatable {
    /// The user info with string keys, as property-list data (binary format); `nil` when empty.
    public let payload: Data?
    /// The activity's `webpageURL`: the web page it continues.
    public let webpageURL: URL?
    /// The activity's user-visible `title`.
    public let title: String?
    /// The activity's `targetContentIdentifier` (which window should show it).
    public let targetContentIdentifier: String?
    /// The activity's `persistentIdentifier` (the app's own identifier of it).
    public let persistentIdentifier: String?

    /// Captures a user activity's fields.
    ///
    /// Keys of `userInfo` become strings; values that are not property-list types are dropped.
    ///
    /// - Parameters:
    ///   - userInfo: the activity's `userInfo`.
    ///   - webpageURL: its `webpageURL` (default none).
    ///   - title: its `title` (default none).
    ///   - targetContentIdentifier: its `targetContentIdentifier` (default none).
    ///   - persistentIdentifier: its `persistentIdentifier` (default none).
    /// - Complexity: O(n) in the size of `userInfo`.
    public init(
        userInfo: [AnyHashable: Any]?, webpageURL: URL? = nil, title: String? = nil, targetContentIdentifier: String? = nil,
        persistentIdentifier: String? = nil
    ) {
        self.webpageURL = webpageURL
        self.title = title
        self.targetContentIdentifier = targetContentIdentifier
        self.persistentIdentifier = persistentIdentifier
        guard let userInfo, !userInfo.isEmpty else {
            payload = nil
            return
        }
        var plain: [String: Any] = [:]
        for (key, value) in userInfo where PropertyListSerialization.propertyList(value, isValidFor: .binary) {
            plain[String(describing: key.base)] = value
        }
        payload = try? PropertyListSerialization.data(fromPropertyList: plain, format: .binary, options: 0)
    }

    /// The user info, or `nil` when there is none or it cannot be read back.
    /// - Returns: the activity's user info with string keys.
    public func decode() -> [String: Any]? {
        guard let payload else { return nil }
        return (try? PropertyListSerialization.propertyList(from: payload, options: [], format: nil)) as? [String: Any]
    }

    /// The string value for `key`, if the payload has one (numbers are given in decimal).
    /// - Parameter key: a user-info key.
    /// - Returns: its value as a string.
    public func string(forKey key: String) -> String? {
        switch decode()?[key] {
        case let value as String: return value
        case let value as Int: return String(value)
        case let value as Double: return String(value)
        default: return nil
        }
    }
}
