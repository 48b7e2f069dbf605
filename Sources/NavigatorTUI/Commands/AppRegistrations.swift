/// What the running app accepts, as the navigator lists it in `?` and completes it after `o`, `c`,
/// `s`, `N` and in `:`: the intents its configurator registers (R5) and its scene identities
/// (R2), in the scenario spellings the command line takes.
public struct AppRegistrations: Equatable, Sendable {
    /// A registered activity type with the user-info keys its registration names.
    public struct Activity: Equatable, Sendable {
        /// The activity type: `com.notes.viewing`.
        public var type: String
        /// The user-info keys, sorted: `noteID`.
        public var userInfoKeys: [String]

        /// Creates an activity registration.
        /// - Parameters:
        ///   - type: the activity type.
        ///   - userInfoKeys: its user-info keys, sorted.
        public init(type: String, userInfoKeys: [String] = []) {
            self.type = type
            self.userInfoKeys = userInfoKeys
        }
    }

    /// Registered URLs and URL templates, sorted: `notes://note`, `ksr://*/projects/:creator/:project`.
    public var links: [String]
    /// Registered activity types, sorted.
    public var activities: [Activity]
    /// Registered shortcut (quick action) types, sorted.
    public var shortcuts: [String]
    /// Scene identities, the primary first (what `newwindow` takes).
    public var scenes: [String]

    /// Creates a list.
    /// - Parameters:
    ///   - links: registered URLs or templates.
    ///   - activities: registered activity types.
    ///   - shortcuts: registered shortcut types.
    ///   - scenes: scene identities, the primary first.
    public init(links: [String] = [], activities: [Activity] = [], shortcuts: [String] = [], scenes: [String] = []) {
        self.links = links
        self.activities = activities
        self.shortcuts = shortcuts
        self.scenes = scenes
    }

    /// Whether nothing is known (the app has not run with RouteKit yet, or registers nothing).
    public var isEmpty: Bool { links.isEmpty && activities.isEmpty && shortcuts.isEmpty && scenes.isEmpty }

    /// The `?` section's rows: a `:` line to start from and what it is.
    var helpRows: [(usage: String, meaning: String)] {
        var rows: [(String, String)] = []
        for link in links {
            rows.append(("open " + link, "a link (o); `:name` and `*name` stand for any value, a literal path also takes more segments"))
        }
        for activity in activities {
            let keys = activity.userInfoKeys.map { " \($0)=VALUE" }.joined()
            rows.append(("continue " + activity.type + keys, "an activity (c)" + (keys.isEmpty ? "" : " and the user-info keys it reads")))
        }
        for shortcut in shortcuts { rows.append(("shortcut " + shortcut, "a Home Screen quick action (s)")) }
        for (index, scene) in scenes.enumerated() {
            rows.append(("newwindow " + scene, index == 0 ? "a window of the primary scene (N; n is the same)" : "a window of this scene (N)"))
        }
        return rows
    }

    /// What a link completes to: the registration up to its first placeholder (`:name`, `*name`), so
    /// the value is typed next.
    var linkStems: [String] {
        var stems: [String] = []
        for link in links {
            let stem = Self.stem(of: link)
            if !stems.contains(stem) { stems.append(stem) }
        }
        return stems
    }

    static func stem(of link: String) -> String {
        guard let schemeEnd = link.range(of: "://") else { return link }
        var previous: Character = "/"
        var index = schemeEnd.upperBound
        while index < link.endIndex {
            let character = link[index]
            if (character == ":" || character == "*") && "/=#.".contains(previous) { return String(link[..<index]) }
            previous = character
            index = link.index(after: index)
        }
        return link
    }
}
