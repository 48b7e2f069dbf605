import Foundation

/// Registered intents prepared for matching (DESIGN R5): each registered URL is taken apart once, when
/// the matcher is made, so that matching an inbound intent parses only the inbound URL. A scene manager's
/// registrations are fixed for its life, so it keeps one matcher rather than parsing every registration
/// again for every link.
///
/// Answers exactly what ``SceneIntent/bestMatch(in:)`` answers for the same registrations.
public struct SceneIntentMatcher: Sendable {
    /// One registration with what matching needs of it.
    private struct Entry: Sendable {
        let intent: SceneIntent
        /// The registered URL taken apart; `nil` for other intents and for URLs outside the limits.
        let url: URLIntentParts?
        /// How specific it is: (has a host, number of path segments); (0, 0) for other intents.
        let rank: (Int, Int)
        /// The registration string, which breaks ties.
        let key: String
    }

    private let entries: [Entry]

    /// The registrations, in the order given.
    public var registrations: [SceneIntent] { entries.map(\.intent) }

    /// Prepares registrations for matching.
    /// - Parameter registrations: the registered intents; their order does not change any answer.
    /// - Complexity: O(r · n) for r registrations of length n, once.
    public init<C: Collection<SceneIntent>>(registrations: C) {
        entries = registrations.map { registration in
            var url: URLIntentParts?
            if case let .url(registered?) = registration { url = URLIntentParts(registered) }
            let rank = url.map { ($0.host.isEmpty ? 0 : 1, $0.segments.count) } ?? (0, 0)
            return Entry(intent: registration, url: url, rank: rank, key: registration.description)
        }
    }

    /// The most specific registration an inbound intent matches (DESIGN R5): for URLs, a registration
    /// with a host beats an empty-host one and more path segments beat fewer; ties go to the smaller
    /// registration string, so the answer never depends on the registrations' order.
    /// - Parameter intent: the inbound intent.
    /// - Returns: the matching registration, or `nil` (reported as `unregisteredIntent`).
    /// - Complexity: one parse of the inbound URL, then O(r · s) for r registrations of s path segments.
    public func bestMatch(for intent: SceneIntent) -> SceneIntent? {
        var inboundURL: URLIntentParts?
        if case let .url(inbound?) = intent { inboundURL = URLIntentParts(inbound) }
        var best: Entry?
        for entry in entries where Self.matches(intent, inboundURL: inboundURL, entry) {
            if let current = best, current.rank > entry.rank || (current.rank == entry.rank && current.key <= entry.key) { continue }
            best = entry
        }
        return best?.intent
    }

    /// ``SceneIntent/matches(registration:)`` with both URLs already taken apart.
    private static func matches(_ intent: SceneIntent, inboundURL: URLIntentParts?, _ entry: Entry) -> Bool {
        switch (intent, entry.intent) {
        case (.url, .url):
            guard let inboundURL, let registeredURL = entry.url else { return false }
            return inboundURL.isMatched(by: registeredURL)
        case let (.userActivity(a, _), .userActivity(b, _)): return a == b
        case let (.shortcutItem(a), .shortcutItem(b)): return a == b
        default: return false
        }
    }
}
