import RouteInterface

/// How the scenario language writes each kind of intent (docs/SCENARIOS.md): one exhaustive `switch` per
/// spelling, so a new ``SceneIntent/Kind`` does not compile until it has every one.
extension SceneIntent.Kind {
    /// What stands for the kind's identity in messages and docs: `U` for a URL, `TYPE` for a type.
    var valuePlaceholder: String {
        switch self {
        case .url: "U"
        case .userActivity, .shortcutItem: "TYPE"
        }
    }

    /// The verb that delivers an intent of this kind to a running app: `open`, `continue`, `shortcut`.
    public var warmVerb: ScenarioVerb {
        switch self {
        case .url: .open
        case .userActivity: .continueActivity
        case .shortcutItem: .shortcut
        }
    }

    /// The word that puts a payload of this kind in a `launch` line: `url`, `activity`, `shortcut`.
    public var launchWord: LaunchWord {
        switch self {
        case .url: .url
        case .userActivity: .activity
        case .shortcutItem: .shortcut
        }
    }

    /// The kind as an `expect W pending` entry's form: `url:U`, `activity:TYPE`, `shortcut:TYPE`.
    var pendingForm: String { "\(rawValue):\(valuePlaceholder)" }

    /// Every kind's ``pendingForm``, for a message: `url:U, activity:TYPE or shortcut:TYPE`.
    static var pendingForms: String { ScenarioWords.list(allCases.map(\.pendingForm), or: "or") }
}

/// The words of a `launch` line that start a payload (docs/SCENARIOS.md): each kind's ``SceneIntent/Kind/launchWord``, and `link`.
public enum LaunchWord: String, Sendable, CaseIterable {
    /// `url U`: a URL context.
    case url
    /// `link U`: a universal link, among the activities.
    case link
    /// `activity TYPE [k=v ...]`: a user activity.
    case activity
    /// `shortcut TYPE`: the quick action (at most one).
    case shortcut
}

/// Joining words for messages.
enum ScenarioWords {
    /// `a, b or c`: the words with commas, the last after `conjunction`.
    /// - Parameters:
    ///   - words: the words, in order.
    ///   - conjunction: `or` or `and`.
    /// - Returns: the list as a phrase; the one word alone, or empty.
    static func list(_ words: [String], or conjunction: String) -> String {
        guard let last = words.last else { return "" }
        guard words.count > 1 else { return last }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
