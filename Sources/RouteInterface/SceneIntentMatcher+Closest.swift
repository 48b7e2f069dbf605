extension SceneIntentMatcher {
    /// The most registrations a refusal names as closest.
    public static let closestLimit = 3
    /// The most characters of an inbound intent compared by spelling: the part a typo is in; a longer
    /// URL costs no more to compare (linear time in what the sender controls).
    static let comparedCharacters = 160

    /// The registrations of an intent's kind (URL, activity, shortcut) closest to it by spelling, for a
    /// report that names what the app accepts instead (R5): by edit distance between the scenario
    /// spellings (`url:notes://note`), a URL compared without its query and fragment; ties go to the
    /// smaller registration string, so the answer is the same on every run.
    /// - Parameter intent: an inbound intent that matched nothing.
    /// - Returns: at most ``closestLimit`` registrations, closest first; none when the app registers no
    ///   intent of that kind.
    /// - Complexity: O(r · n · m) for r registrations of length m and n ≤ `comparedCharacters` (160).
    public func closest(to intent: SceneIntent) -> [SceneIntent] {
        let inbound = Array(Self.comparedSpelling(of: intent).prefix(Self.comparedCharacters))
        let candidates = registrations.filter { $0.kind == intent.kind }
        return
            candidates
            .map { (registration: $0, key: $0.description, distance: Self.editDistance(inbound, Array(Self.comparedSpelling(of: $0)))) }
            .sorted { ($0.distance, $0.key) < ($1.distance, $1.key) }
            .prefix(Self.closestLimit)
            .map(\.registration)
    }

    private static func comparedSpelling(of intent: SceneIntent) -> String {
        let text = intent.description
        guard case .url = intent else { return text }
        return String(text.prefix { $0 != "?" && $0 != "#" })
    }

    /// Levenshtein distance: insertions, deletions and substitutions of one character each cost 1.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for (i, x) in a.enumerated() {
            current[0] = i + 1
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
