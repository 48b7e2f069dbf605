/// The kinds of payload a cold launch can carry in its connection options, in R18's order.
public enum LaunchPayloadKind: String, Sendable, Equatable, CaseIterable {
    /// `UIScene.ConnectionOptions.urlContexts`: custom-scheme links.
    case url
    /// `UIScene.ConnectionOptions.userActivities` other than RouteKit's own: Handoff, Spotlight and
    /// universal links (an `NSUserActivityTypeBrowsingWeb` activity is this kind, though it routes as its URL).
    case userActivity
    /// `UIScene.ConnectionOptions.shortcutItem`: a Home Screen quick action.
    case shortcut
}

/// Which payloads of a cold launch that carries several the engine queues (R18).
///
/// Real apps differ: many handle every payload, Wikipedia's scene delegate handles only the first kind it
/// finds (activities, else URLs, else the shortcut), DuckDuckGo lets a URL win over a shortcut. The
/// payloads a policy leaves out are reported as dropped, once each, as an engine warning
/// (`launch payload dropped: shortcut:new-note (launchPayloadPolicy …)`), and never routed.
public enum LaunchPayloadPolicy: Sendable, Equatable {
    /// Every payload, in R18's order: URL contexts, then user activities, then the shortcut (the default).
    case all
    /// Only the payloads of the first kind present in R18's order (URLs, else activities, else the shortcut).
    case firstKindPresent
    /// Only the payloads of the first kind present in this order, so `[.url, .shortcut]` lets a URL win
    /// over a shortcut; a kind the list leaves out is always dropped.
    case precedence([LaunchPayloadKind])

    /// The kinds this policy keeps from a launch whose connection options carry `present`.
    /// - Parameter present: the kinds the launch carries.
    /// - Returns: the kinds kept; every other present kind is dropped.
    public func keptKinds(of present: Set<LaunchPayloadKind>) -> Set<LaunchPayloadKind> {
        let order: [LaunchPayloadKind]
        switch self {
        case .all: return present
        case .firstKindPresent: order = LaunchPayloadKind.allCases
        case let .precedence(kinds): order = kinds
        }
        return order.first(where: present.contains).map { [$0] } ?? []
    }

    /// How the event log names the policy: `all`, `firstKindPresent`, `precedence(url > shortcut)`.
    public var description: String {
        switch self {
        case .all: "all"
        case .firstKindPresent: "firstKindPresent"
        case let .precedence(kinds): "precedence(\(kinds.map(\.rawValue).joined(separator: " > ")))"
        }
    }
}
