import Foundation
import RouteInterface

/// Why an inbound intent matched no registration, as the event log says it (R5): a URL over one
/// of ``SceneIntentLimits`` is named with the limit it breaks (and shortened, so an 8 KiB URL does not
/// become an 8 KiB log line); any other intent simply matches nothing.
enum UnmatchedIntentReason {
    /// The most characters of an intent a refusal message quotes.
    static let quotedCharacters = 120

    /// The message for an intent that matched no registration.
    /// - Parameters:
    ///   - intent: the inbound intent.
    ///   - refusal: the matcher's reason, when it gave one (a broken limit, a value that does not decode).
    /// - Returns: with the URL's own length (the `url:` prefix not counted), for example `url:notes://note/xxx… (8209 characters) is refused: over the 8192-character limit for a URL`,
    ///   or `url:notes://settings/1 matches no registered intent; closest: url:notes://note`.
    /// - Complexity: O(n) in the length of the URL.
    static func message(for intent: SceneIntent, refusal: SceneIntentRefusal? = nil) -> String {
        let reason: String
        if let given = refusal?.reason {
            reason = given
        } else if case let .url(url?) = intent, let limit = brokenLimit(of: url) {
            reason = limit
        } else {
            return "\(intent) matches no registered intent" + closestNote(refusal?.closest ?? [])
        }
        let text = intent.description
        // The count is the URL's own, as the limit measures it, not the `url:` spelling's.
        let length: Int = if case let .url(url?) = intent { url.absoluteString.utf8.count } else { text.count }
        let quoted = text.count > quotedCharacters ? String(text.prefix(quotedCharacters)) + "… (\(length) characters)" : text
        return "\(quoted) is refused: \(reason)"
    }

    /// `; closest: url:notes://note, url:notes://compose`: the registrations of the intent's kind nearest
    /// to it (``SceneIntentMatcher/closest(to:)``), or nothing when there are none.
    static func closestNote(_ closest: [SceneIntent]) -> String {
        closest.isEmpty ? "" : "; closest: " + closest.map(\.description).joined(separator: ", ")
    }

    /// The ``SceneIntentLimits`` limit a URL breaks, in words, or `nil` within the limits.
    static func brokenLimit(of url: URL) -> String? {
        let text = url.absoluteString
        let length = text.utf8.count
        if length > SceneIntentLimits.maximumURLLength {
            return "over the \(SceneIntentLimits.maximumURLLength)-character limit for a URL"
        }
        guard let components = URLComponents(string: text) else { return nil }
        if let items = components.percentEncodedQueryItems, items.count > SceneIntentLimits.maximumQueryItems {
            return "\(items.count) query items, over the limit of \(SceneIntentLimits.maximumQueryItems)"
        }
        let segments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: true).count
        if segments > SceneIntentLimits.maximumPathSegments {
            return "\(segments) path segments, over the limit of \(SceneIntentLimits.maximumPathSegments)"
        }
        return nil
    }
}
