import RouteInterface
import Scenario

/// Tab completion on the `:` command line: the first word from the navigator's `:` commands and the scenario verbs (``ScenarioVerb``); after each kind's warm verb (`open`, `continue`, `shortcut`) and `newwindow` the app's registrations (``AppRegistrations``); after `in` and after a verb that takes a window, the window names.
///
/// Pure: the model applies the answer.
enum CommandCompletion {
    /// What a Tab does to a line.
    struct Answer: Equatable {
        /// The line after completing (unchanged when nothing matched or the candidates share no more).
        var text: String
        /// Every candidate for the word being completed, in order (empty: nothing matched).
        var candidates: [String]
    }

    /// Scenario verbs a `:` line can start with (docs/SCENARIOS.md): every verb but those that set up a session.
    static let verbs = ScenarioVerb.allCases.filter { $0.arguments != .setup }.map(\.rawValue)

    /// Completes the last word of `text`.
    /// - Parameters:
    ///   - text: the command line (the cursor at its end).
    ///   - registrations: what the app accepts.
    ///   - windows: the names of the connected windows, in connection order.
    /// - Returns: the completed line and the candidates.
    /// - Complexity: O(candidates · length of the line).
    static func complete(_ text: String, registrations: AppRegistrations, windows: [String]) -> Answer {
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let endsWithSpace = text.last == " " || text.isEmpty
        let partial = endsWithSpace ? "" : (words.popLast() ?? "")
        let candidates = Self.candidates(after: words, registrations: registrations, windows: windows)
            .filter { $0.hasPrefix(partial) }
        guard !candidates.isEmpty else { return Answer(text: text, candidates: []) }
        let head = endsWithSpace ? text : String(text.dropLast(partial.count))
        if candidates.count == 1, let only = candidates.first {
            // A link stem is left open for its value; any other word is finished with a space.
            let finished = only.contains("://") || only.hasSuffix("=") ? only : only + " "
            return Answer(text: head + finished, candidates: candidates)
        }
        return Answer(text: head + commonPrefix(candidates), candidates: candidates)
    }

    private static func candidates(after words: [String], registrations: AppRegistrations, windows: [String]) -> [String] {
        guard let first = words.first else {
            return ColonCommand.all.map(\.name).filter { !$0.hasSuffix("!") } + verbs
        }
        guard let verb = ScenarioVerb(rawValue: first.lowercased()) else { return [] }
        let arguments = verb.arguments
        let takesWindowLast: Bool
        switch arguments {
        case .intent, .value: takesWindowLast = true
        case .none, .window, .scene, .setup: takesWindowLast = false
        }
        if words.last == "in", takesWindowLast, words.count >= 3 { return windows }
        switch (arguments, words.count) {
        case (.intent(let kind), 1): return registered(kind, in: registrations)
        case (.intent(.userActivity), _):
            guard let activity = registrations.activities.first(where: { $0.type == words[1] }) else { return [] }
            let given = Set(words.dropFirst(2).map { String($0.prefix { $0 != "=" }) })
            // The keys the activity reads come first; `in W` once they are all given.
            let missing = activity.userInfoKeys.filter { !given.contains($0) }.map { $0 + "=" }
            return missing.isEmpty ? ["in"] : missing
        case (.scene, 1): return registrations.scenes
        case (.window, 1): return windows
        case (_, 2) where takesWindowLast: return ["in"]
        default: return []
        }
    }

    /// What the app registers of `kind`, as its warm verb takes it: link stems, activity types, shortcut types.
    private static func registered(_ kind: SceneIntent.Kind, in registrations: AppRegistrations) -> [String] {
        switch kind {
        case .url: registrations.linkStems
        case .userActivity: registrations.activities.map(\.type)
        case .shortcutItem: registrations.shortcuts
        }
    }

    private static func commonPrefix(_ strings: [String]) -> String {
        guard var prefix = strings.first.map(Array.init) else { return "" }
        for string in strings.dropFirst() {
            let characters = Array(string)
            var length = 0
            while length < min(prefix.count, characters.count), prefix[length] == characters[length] { length += 1 }
            prefix = Array(prefix.prefix(length))
        }
        return String(prefix)
    }
}
