import Foundation

/// The limits beyond which an inbound URL is refused as ``SceneRoutingError/unregisteredIntent``
/// without being matched (DESIGN R5).
public enum SceneIntentLimits {
    /// Longest URL accepted, in characters.
    public static let maximumURLLength = 8_192
    /// Most path segments accepted.
    public static let maximumPathSegments = 128
    /// Most query items accepted.
    public static let maximumQueryItems = 256
}

extension SceneIntent {
    /// Whether this inbound intent matches a registered one (DESIGN R5).
    ///
    /// A URL matches a registered URL with the same scheme and host (both case-insensitive; a
    /// registration with an empty host matches every URL of its scheme) whose percent-decoded path
    /// segments are a prefix of the inbound ones; query and fragment are ignored. URLs over the
    /// ``SceneIntentLimits`` never match. An activity matches by `activityType`, a shortcut by `type`.
    /// - Parameter registration: an intent the configurator registered.
    /// - Returns: `true` when this intent is an instance of `registration`.
    /// - Complexity: O(n) in the length of the URLs.
    public func matches(registration: SceneIntent) -> Bool {
        switch (self, registration) {
        case let (.url(inbound?), .url(registered?)):
            guard let inboundParts = URLIntentParts(inbound), let registeredParts = URLIntentParts(registered) else {
                return false
            }
            return inboundParts.isMatched(by: registeredParts)
        case let (.userActivity(a, _), .userActivity(b, _)): return a == b
        case let (.shortcutItem(a), .shortcutItem(b)): return a == b
        default: return false
        }
    }

    /// The most specific registration this intent matches (DESIGN R5): for URLs, a registration with
    /// a host beats an empty-host one and more path segments beat fewer; ties go to the smaller
    /// registration string, so the answer never depends on a `Set`'s order.
    /// - Parameter registrations: the registered intents.
    /// - Returns: the matching registration, or `nil` (reported as `unregisteredIntent`).
    /// - Complexity: O(r · n) for r registrations of length n.
    ///   To match many intents against the same registrations, keep a ``SceneIntentMatcher``, which
    ///   parses the registrations once.
    public func bestMatch<C: Collection<SceneIntent>>(in registrations: C) -> SceneIntent? {
        SceneIntentMatcher(registrations: registrations).bestMatch(for: self)
    }

    /// The percent-decoded path segments of a URL intent after its host, or `nil` for other intents,
    /// for URLs that break the ``SceneIntentLimits``, or for segments that do not decode as UTF-8.
    /// `notes://note/42` gives `["42"]`.
    public var urlPathSegments: [String]? {
        guard case let .url(url?) = self, let parts = URLIntentParts(url) else { return nil }
        return parts.segments
    }
}

/// A URL taken apart for R5 matching, within the limits.
struct URLIntentParts {
    let scheme: String
    let host: String
    let segments: [String]

    init?(_ url: URL) {
        let text = url.absoluteString
        guard text.utf8.count <= SceneIntentLimits.maximumURLLength,
              let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased()
        else { return nil }
        if let items = components.percentEncodedQueryItems, items.count > SceneIntentLimits.maximumQueryItems {
            return nil
        }
        let rawSegments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: true)
        guard rawSegments.count <= SceneIntentLimits.maximumPathSegments else { return nil }
        var decoded: [String] = []
        decoded.reserveCapacity(rawSegments.count)
        for raw in rawSegments {
            guard let segment = String(raw).removingPercentEncoding else { return nil }
            decoded.append(segment)
        }
        self.scheme = scheme
        self.host = (components.percentEncodedHost ?? "").lowercased()
        self.segments = decoded
    }

    func isMatched(by registered: URLIntentParts) -> Bool {
        guard scheme == registered.scheme else { return false }
        if registered.host.isEmpty { return true }
        guard host == registered.host, registered.segments.count <= segments.count else { return false }
        return zip(registered.segments, segments).allSatisfy { $0 == $1 }
    }
}
