/// What `routenav lint --manifest M` needs to know about an app manifest, independent of
/// the manifest's own types: its intents with their JSON paths, which shortcut intents are marked dynamic,
/// and whether the app delegate forwards `application(_:didDiscardSceneSessions:)`.
///
/// Models the host code RouteKit's README checklist is about: registrations the Info.plist must back
/// (U2, U4) and the discard forwarding that keeps restoration records from piling up (U6, R15).
public struct ManifestLintFacts: Sendable, Equatable {
    /// One intent registration of the manifest.
    public struct Intent: Sendable, Equatable {
        /// Where it is in the manifest, as a JSON path (`intents[2]`).
        public var jsonPath: String
        /// The URL as registered (`notes://note`), the activity type, or the shortcut type.
        public var value: String
        /// For a shortcut intent: marked dynamic (the app adds it in code through `UIApplication.shortcutItems`), so the Info.plist need not list it.
        ///
        /// `false` for other intents.
        public var isDynamic: Bool

        /// Creates an intent fact.
        /// - Parameters:
        ///   - jsonPath: where it is in the manifest.
        ///   - value: the URL, activity type or shortcut type.
        ///   - isDynamic: whether a shortcut intent is marked dynamic.
        public init(jsonPath: String, value: String, isDynamic: Bool = false) {
            self.jsonPath = jsonPath
            self.value = value
            self.isDynamic = isDynamic
        }
    }

    /// The manifest as messages name it.
    public var file: String
    /// The URL intents.
    public var urlIntents: [Intent]
    /// The user activity intents.
    public var activityIntents: [Intent]
    /// The shortcut intents.
    public var shortcutIntents: [Intent]
    /// Whether the app delegate forwards `application(_:didDiscardSceneSessions:)` to the scene manager.
    public var forwardsDidDiscardSceneSessions: Bool
    /// The JSON path that says whether discards are forwarded (for the finding's key path).
    public var forwardingJSONPath: String
    /// The warm-intent scene delegate callbacks the host does not forward, by the manifest's names:
    /// `openURLContexts`, `continue`, `performActionFor` (U2).
    public var unforwardedWarmCallbacks: [String]
    /// The manifest's `associatedDomains` (its Associated Domains entitlement): its `applinks:` entries,
    /// not `CFBundleURLSchemes`, are what an `http`/`https` intent (a universal link) needs (U13).
    public var associatedDomains: [String]

    /// Creates the facts.
    /// - Parameters:
    ///   - file: the manifest as messages name it.
    ///   - urlIntents: the URL intents.
    ///   - activityIntents: the user activity intents.
    ///   - shortcutIntents: the shortcut intents.
    ///   - forwardsDidDiscardSceneSessions: whether discards are forwarded.
    ///   - forwardingJSONPath: where the manifest says so.
    ///   - unforwardedWarmCallbacks: the warm-intent callbacks not forwarded.
    ///   - associatedDomains: the Associated Domains entitlement's entries.
    public init(
        file: String, urlIntents: [Intent] = [], activityIntents: [Intent] = [], shortcutIntents: [Intent] = [],
        forwardsDidDiscardSceneSessions: Bool = true, forwardingJSONPath: String = "forwards",
        unforwardedWarmCallbacks: [String] = [], associatedDomains: [String] = []
    ) {
        self.file = file
        self.urlIntents = urlIntents
        self.activityIntents = activityIntents
        self.shortcutIntents = shortcutIntents
        self.forwardsDidDiscardSceneSessions = forwardsDidDiscardSceneSessions
        self.forwardingJSONPath = forwardingJSONPath
        self.unforwardedWarmCallbacks = unforwardedWarmCallbacks
        self.associatedDomains = associatedDomains
    }
}
