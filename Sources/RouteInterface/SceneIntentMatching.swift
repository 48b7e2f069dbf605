import Foundation

/// The limits beyond which an inbound URL is refused as ``SceneRoutingError/unregisteredIntent``
/// without being matched (R5).
public enum SceneIntentLimits {
    /// Longest URL accepted, in characters.
    public static let maximumURLLength = 8_192
    /// Most path segments accepted.
    public static let maximumPathSegments = 128
    /// Most query items accepted.
    public static let maximumQueryItems = 256
}

extension SceneIntent {
    /// Whether this inbound intent matches a registered one (R5).
    ///
    /// A URL matches a registered URL with the same scheme and host (both case-insensitive; a
    /// registration with an empty host matches every URL of its scheme) whose percent-decoded path
    /// segments are a prefix of the inbound ones; query and fragment are ignored. A registration that
    /// names values is a template instead and matches the path exactly: `:name` takes one segment, a
    /// last `*name` the rest, a host `*` any host, `item=:name` in the query a required query item
    /// (`item=:name?` an optional one), and a fragment with `:name` or `*name` segments is matched like
    /// the path (`https://matrix.to/#/:user`). URLs over the ``SceneIntentLimits`` never match; nor
    /// does a registration that ``SceneIntentMatcher/problems`` says is unusable. An activity matches by `activityType`, a shortcut by `type`.
    /// - Parameter registration: an intent the configurator registered.
    /// - Returns: `true` when this intent is an instance of `registration`.
    /// - Complexity: O(n) in the length of the URLs.
    public func matches(registration: SceneIntent) -> Bool {
        switch self {
        case let .url(inbound):
            guard let inbound, case let .url(registered?) = registration,
                case let .success(inboundParts) = URLIntentParts.parse(inbound),
                case let .success(template) = URLTemplate.parse(registered)
            else { return false }
            return template.matches(inboundParts)
        case .userActivity, .shortcutItem: return self == registration
        }
    }

    /// The most specific registration this intent matches (R5), ranked as
    /// ``SceneIntentMatcher/match(for:)`` ranks them; ties go to the smaller registration string, so the
    /// answer never depends on a `Set`'s order.
    /// - Parameter registrations: the registered intents.
    /// - Returns: the matching registration, or `nil` (reported as `unregisteredIntent`).
    /// - Complexity: O(r · n) for r registrations of length n.
    ///   To match many intents against the same registrations, keep a ``SceneIntentMatcher``, which
    ///   parses the registrations once.
    public func bestMatch<C: Collection<SceneIntent>>(in registrations: C) -> SceneIntent? {
        SceneIntentMatcher(registrations: registrations).bestMatch(for: self)
    }

    /// The names a registered URL template takes values for, in order (path, then query, then fragment): `ksr://h/projects/:creator/:project?ref_tag=:ref?` gives `["creator", "project", "ref"]`.
    ///
    /// Empty for a prefix registration, for other intents and for a template
    /// ``SceneIntentMatcher/problems`` rejects.
    public var urlTemplateParameterNames: [String] {
        guard case let .url(url?) = self, case let .success(template) = URLTemplate.parse(url) else { return [] }
        return template.parameterNames
    }

    /// The percent-decoded path segments of a URL intent after its host, or `nil` for other intents, for URLs that break the ``SceneIntentLimits``, or for segments that do not decode as UTF-8.
    ///
    /// `notes://note/42` gives `["42"]`.
    public var urlPathSegments: [String]? {
        guard case let .url(url?) = self, case let .success(parts) = URLIntentParts.parse(url) else { return nil }
        return parts.segments
    }

    /// The `webpageURL` of a user activity intent's context, or `nil` (other intents, or none): what such an activity matches by when its type has no registration.
    var activityWebpageURL: URL? {
        guard case let .userActivity(_, context) = self else { return nil }
        return context?.webpageURL
    }
}
