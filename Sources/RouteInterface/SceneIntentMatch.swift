import Foundation

/// An inbound intent together with the registration it matched and the values that registration's
/// URL template took from it (R5): what the engine hands the router, so that the router reads a
/// link's values by name instead of parsing the URL again.
///
/// For `ksr://www.kickstarter.com/projects/:creator/:project?ref_tag=:ref?` and the inbound
/// `ksr://www.kickstarter.com/projects/jane/robot%20arm?ref_tag=email`, ``parameters`` is
/// `["creator": "jane", "project": "robot arm", "ref": "email"]`. Values are percent-decoded exactly
/// once, segment by segment (a `%2F` in a value is a `/` in the value, never a separator), as
/// Foundation's `URLComponents` splits the URL.
public struct SceneIntentMatch: Sendable, Equatable {
    /// The inbound intent.
    public let intent: SceneIntent
    /// The registration it matched: the most specific one (R5).
    public let registration: SceneIntent
    /// The inbound URL's host, lowercased (hosts are case-insensitive); `nil` for other intents.
    ///
    /// A registration whose host is `*` takes any host, and this is where that host is read
    /// (`icecubesapp://mastodon.social/@user/1` gives `mastodon.social`).
    public let host: String?
    /// Every percent-decoded path segment of the inbound URL after its host (`notes://note/42` gives
    /// `["42"]`); empty for other intents.
    public let pathSegments: [String]
    /// The values of the registration's named parameters: `:name` path and fragment segments, `:name`
    /// query items (absent optional ones are missing), and a trailing `*name` (its segments joined by `/`).
    public let parameters: [String: String]
    /// The inbound path segments the registration's path did not name: those after a prefix registration's last segment (`notes://note` and `notes://note/42/x` give `["42", "x"]`), or those a trailing `*name` took.
    ///
    /// Empty otherwise.
    public let remainingPathSegments: [String]

    /// Creates a match; the engine makes them, a host makes them in tests.
    /// - Parameters:
    ///   - intent: the inbound intent.
    ///   - registration: the registration it matched.
    ///   - host: the inbound host, lowercased, for URL intents.
    ///   - pathSegments: the inbound URL's decoded path segments.
    ///   - parameters: the named values.
    ///   - remainingPathSegments: the segments the registration's path did not name.
    public init(
        intent: SceneIntent, registration: SceneIntent, host: String? = nil, pathSegments: [String] = [],
        parameters: [String: String] = [:], remainingPathSegments: [String] = []
    ) {
        self.intent = intent
        self.registration = registration
        self.host = host
        self.pathSegments = pathSegments
        self.parameters = parameters
        self.remainingPathSegments = remainingPathSegments
    }

    /// The value of a named parameter, if the registration names it and the URL has it.
    /// - Parameter name: the parameter's name, without `:` or `*`.
    public subscript(_ name: String) -> String? { parameters[name] }

    /// The value of a named parameter converted to `T` (`Int`, `Double`, `Bool`, `String`, …).
    /// - Parameters:
    ///   - name: the parameter's name.
    ///   - type: the type to read it as.
    /// - Returns: the value, or `nil` when it is missing or does not convert (`"12a"` as `Int`).
    public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self) -> T? {
        parameters[name].flatMap(T.init)
    }
}

/// Why an inbound intent is not routed (R5): it matches no registration, breaks one of the ``SceneIntentLimits``, or a value its registration takes does not percent-decode.
///
/// Reported as ``SceneRoutingError/unregisteredIntent`` with ``reason``.
public struct SceneIntentRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason in words, for example, `path segment 2 ("%C3%28") is not percent-encoded UTF-8`; `nil` when
    /// the intent simply matches no registration.
    public let reason: String?
    /// For an intent that simply matches no registration (``reason`` `nil`): the registrations of its kind closest to it by spelling, at most ``SceneIntentMatcher/closestLimit``, closest first (ties by the registration string), so the report can name what the app does accept.
    ///
    /// Empty otherwise.
    public let closest: [SceneIntent]

    /// Creates a refusal.
    /// - Parameters:
    ///   - reason: the reason in words; `nil` for "matches no registration".
    ///   - closest: the closest registrations to name (see ``closest``); default none.
    public init(reason: String?, closest: [SceneIntent] = []) {
        self.reason = reason
        self.closest = closest
    }

    /// The reason, or `matches no registered intent`.
    public var description: String { reason ?? "matches no registered intent" }
}
