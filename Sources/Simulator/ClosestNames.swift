/// The names closest to a mistyped one, for "did you mean" messages: `no window "mian"; did you mean
/// main?`, `found tapp, expected a step …; did you mean tap?`.
///
/// Models no UIKit behaviour: a command-line tool's courtesy, as `git` and `swift` suggest a
/// subcommand. Deterministic: ties go to the name that sorts first.
public enum ClosestNames {
    /// The most names a suggestion offers.
    public static let limit = 3

    /// The candidates close enough to `name` to be what was meant, closest first.
    ///
    /// Close enough: one a prefix of the other (ignoring case, both at least two characters), or an edit
    /// distance (ignoring case; a swap of two neighbours counts one edit) of at most a third of the
    /// longer name, and at least 1. Of those, only the ones at the smallest distance are kept, and among
    /// them those with the same first letter as `name` when there are any (`tapp`: `tap`, not `app`).
    /// - Parameters:
    ///   - name: what was written.
    ///   - candidates: the names that exist.
    /// - Returns: at most ``limit`` candidates, closest first, ties by name.
    /// - Complexity: O(c · n · m) for c candidates of length m and a name of length n.
    public static func closest(to name: String, among candidates: [String]) -> [String] {
        let written = Array(name.lowercased())
        guard !written.isEmpty else { return [] }
        var scored: [(distance: Int, name: String)] = []
        for candidate in Set(candidates) where candidate != name {
            let other = Array(candidate.lowercased())
            let distance = editDistance(written, other)
            let isPrefix = other.starts(with: written) || written.starts(with: other)
            if distance <= max(1, max(written.count, other.count) / 3) || (isPrefix && min(written.count, other.count) >= 2) {
                scored.append((distance, candidate))
            }
        }
        guard let best = scored.map(\.distance).min() else { return [] }
        var kept = scored.filter { $0.distance == best }
        let sameStart = kept.filter { $0.name.lowercased().first == written.first }
        if !sameStart.isEmpty { kept = sameStart }
        return kept.sorted { $0.name < $1.name }.prefix(limit).map(\.name)
    }

    /// `; did you mean main?` (or `main or compose?`) when some candidates are close to `name`; else
    /// `; KIND: a, b, c` listing what exists (at most eight, then `…`); empty when nothing exists.
    /// - Parameters:
    ///   - name: what was written.
    ///   - candidates: the names that exist, in the order to list them.
    ///   - kind: what they are, plural (`windows`, `buttons`).
    ///   - quoted: whether names are shown in double quotes (button titles with spaces).
    /// - Returns: the text to append to the message.
    /// - Complexity: as ``closest(to:among:)``.
    public static func suggestion(for name: String, among candidates: [String], kind: String, quoted: Bool = false) -> String {
        func shown(_ name: String) -> String { quoted ? "\"\(name)\"" : name }
        let close = didYouMean(name, among: candidates, quoted: quoted)
        if !close.isEmpty { return close }
        var unique: [String] = []
        for candidate in candidates where !unique.contains(candidate) { unique.append(candidate) }
        guard !unique.isEmpty else { return "" }
        let listed = unique.prefix(8).map(shown).joined(separator: ", ")
        return "; \(kind): \(listed)\(unique.count > 8 ? ", …" : "")"
    }

    /// `; did you mean main?` (or `main or compose?`) when some candidates are close to `name`; else empty,
    /// for a message that already lists what exists (`expected a step: app, plist, …`).
    /// - Parameters:
    ///   - name: what was written.
    ///   - candidates: the names that exist.
    ///   - quoted: whether names are shown in double quotes.
    /// - Returns: the text to append to the message.
    /// - Complexity: as ``closest(to:among:)``.
    public static func didYouMean(_ name: String, among candidates: [String], quoted: Bool = false) -> String {
        let names = closest(to: name, among: candidates).map { quoted ? "\"\($0)\"" : $0 }
        guard let last = names.last else { return "" }
        return "; did you mean " + (names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last) + "?"
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters (`mian` for `main`) each cost 1.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
