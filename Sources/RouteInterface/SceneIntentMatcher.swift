import Foundation

/// Registered intents prepared for matching (R5): each registered URL is read as a template once, when the matcher is made, so that matching an inbound intent parses only the inbound URL.
///
/// A scene manager's registrations are fixed for its life, so it keeps one matcher rather than
/// parsing every registration again for every link.
///
/// Answers exactly what ``SceneIntent/bestMatch(in:)`` answers for the same registrations.
public struct SceneIntentMatcher: Sendable {
    /// One registration with what matching needs of it.
    private struct Entry: Sendable {
        let intent: SceneIntent
        /// The registered URL read as a template; `nil` for other intents and for unusable URLs.
        let template: URLTemplate?
        let rank: URLTemplate.Rank
        /// The registration string, which breaks ties.
        let key: String
    }

    private static let noRank = URLTemplate.Rank(host: 0, path: [], requiredQuery: 0, optionalQuery: 0, fragment: [])

    private let entries: [Entry]

    /// What is wrong with the registrations, in words, sorted: URL registrations that cannot be used (a broken limit, a parameter named twice, a `*name` that is not last) and pairs of equally specific registrations that can match the same URL (the smaller registration string wins such a tie).
    ///
    /// The engine reports each as a warning when the app registers its intents.
    public let problems: [String]

    /// The registrations, in the order given.
    public var registrations: [SceneIntent] { entries.map(\.intent) }

    /// Prepares registrations for matching.
    /// - Parameter registrations: the registered intents; their order does not change any answer.
    /// - Complexity: O(r · n) for r registrations of length n, plus O(k²) for each group of k
    ///   equally specific registrations of one scheme (ties are looked for only there).
    public init<C: Collection<SceneIntent>>(registrations: C) {
        var problems: [String] = []
        var entries: [Entry] = []
        for registration in registrations {
            var template: URLTemplate?
            if case let .url(registered) = registration {
                if let registered {
                    switch URLTemplate.parse(registered) {
                    case let .success(value): template = value
                    case let .failure(problem): problems.append("\(registration) is never matched: \(problem.text)")
                    }
                } else {
                    problems.append("\(registration) is never matched: it has no URL")
                }
            }
            entries.append(Entry(intent: registration, template: template, rank: template?.rank ?? Self.noRank, key: registration.description))
        }
        var groups: [String: [Entry]] = [:]
        for entry in entries {
            guard let template = entry.template else { continue }
            groups["\(template.scheme) \(entry.rank)", default: []].append(entry)
        }
        for group in groups.values where group.count > 1 {
            let sorted = group.sorted { $0.key < $1.key }
            for (index, first) in sorted.enumerated() {
                for second in sorted[(index + 1)...] {
                    guard let a = first.template, let b = second.template, a.overlaps(b) else { continue }
                    problems.append(
                        "\(first.intent) and \(second.intent) are equally specific and can match the same URL; \(first.intent) wins (the smaller registration)")
                }
            }
        }
        self.entries = entries
        self.problems = problems.sorted()
    }

    /// The most specific registration an inbound intent matches (R5): see ``match(for:)``.
    /// - Parameter intent: the inbound intent.
    /// - Returns: the matching registration, or `nil` (reported as `unregisteredIntent`).
    /// - Complexity: one parse of the inbound URL, then O(r · s) for r registrations of s path segments.
    public func bestMatch(for intent: SceneIntent) -> SceneIntent? {
        switch intent {
        case let .url(url):
            guard let url, case let .success(parts) = URLIntentParts.parse(url) else { return nil }
            return bestURLEntry(for: parts)?.intent
        case .userActivity, .shortcutItem:
            // Matched by identity alone: an activity by its type, a quick action by its type; an activity
            // of a type no registration names, by its webpageURL.
            if let entry = entries.first(where: { $0.intent == intent }) { return entry.intent }
            guard let url = intent.activityWebpageURL else { return nil }
            return bestMatch(for: .url(url))
        }
    }

    /// Matches an inbound intent (R5, extended): for URLs the most specific registration wins (host: literal, then `*`, then empty; then path segments left to right, a literal beating a parameter beating a rest, a longer path beating its prefix; then required and optional query items; then the fragment), ties going to the smaller registration string; activities match by type and shortcuts by type.
    ///
    /// An activity whose type no registration names matches as its context's `webpageURL` (``SceneIntentContext/webpageURL``) would, and the match keeps the activity as its intent, so any activity type can route by its web page.
    ///
    /// The registration's named values are taken from the URL, each percent-decoded once.
    ///
    /// - Parameter intent: the inbound intent.
    /// - Returns: the match with its values, or the refusal: no registration matches, the URL breaks
    ///   a ``SceneIntentLimits`` limit, or a value the registration takes does not percent-decode.
    /// - Complexity: one parse of the inbound URL, then O(r · (s + q)) for r registrations.
    public func match(for intent: SceneIntent) -> Result<SceneIntentMatch, SceneIntentRefusal> {
        let result = bareMatch(for: intent)
        if case let .failure(refusal) = result, refusal.reason == nil {
            return .failure(SceneIntentRefusal(reason: nil, closest: closest(to: intent)))
        }
        return result
    }

    private func bareMatch(for intent: SceneIntent) -> Result<SceneIntentMatch, SceneIntentRefusal> {
        let url: URL?
        switch intent {
        case let .url(inbound): url = inbound
        case .userActivity, .shortcutItem:
            if let entry = entries.first(where: { $0.intent == intent }) {
                return .success(SceneIntentMatch(intent: intent, registration: entry.intent))
            }
            // An activity of a type no registration names routes by its webpageURL, through the URL
            // registrations, as a universal link does; the match keeps the activity as its intent.
            guard let webpageURL = intent.activityWebpageURL else { return .failure(SceneIntentRefusal(reason: nil)) }
            url = webpageURL
        }
        guard let url else { return .failure(SceneIntentRefusal(reason: nil)) }
        switch URLIntentParts.parse(url) {
        case let .failure(refusal): return .failure(refusal)
        case let .success(parts):
            guard let entry = bestURLEntry(for: parts), let template = entry.template else {
                // A registration it fits but for an empty required query item names that item.
                let reason = entries.lazy.compactMap { entry in entry.template?.missingQueryValue(in: parts).map { "\($0); \(entry.intent) needs one" } }.first
                return .failure(SceneIntentRefusal(reason: reason))
            }
            return template.bind(parts, intent: intent, registration: entry.intent)
        }
    }

    private func bestURLEntry(for parts: URLIntentParts) -> Entry? {
        var best: Entry?
        for entry in entries {
            guard let template = entry.template, template.matches(parts) else { continue }
            if let current = best, current.rank > entry.rank || (current.rank == entry.rank && current.key <= entry.key) { continue }
            best = entry
        }
        return best
    }
}
