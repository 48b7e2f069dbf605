import RouteInterface

extension AppManifest {
    /// `intents[i]`: one registered intent (R5), the screen it shows, where its argument comes
    /// from, and where it goes (R6).
    ///
    /// ```json
    /// { "url": "notes://note", "screen": "NoteDetail", "pathSegment": 0 }
    /// { "url": "ksr://www.kickstarter.com/projects/:creator/:project?ref_tag=:ref?", "screen": "Project", "parameter": "project" }
    /// { "url": "mastodon://post", "screen": "Compose", "presentation": "sheet", "signInPolicy": "dropWhileSignedOut" }
    /// { "activityType": "com.notes.viewing", "screen": "NoteDetail", "userInfoKey": "noteID" }
    /// { "shortcutType": "new-note", "screen": "Compose", "routing": "preferExisting", "scene": "compose" }
    /// ```
    ///
    /// An intent whose argument source finds nothing (`notes://note` with no segment) is answered
    /// `.intentExecuted`: there is nothing to show.
    public struct Intent: Codable, Sendable, Equatable {
        /// What the intent is.
        public enum Trigger: Sendable, Equatable {
            /// `url`: a registered URL; inbound URLs of the same scheme and host whose path starts with
            /// its path match (R5), or, for a template naming values (`:name`, `*name`, host `*`,
            /// `item=:name[?]`, a fragment with `:name`), the URLs of exactly that shape.
            case url(String)
            /// `activityType`: a user activity type.
            case activityType(String)
            /// `shortcutType`: a Home Screen quick action type.
            case shortcutType(String)
        }

        /// Where the shown screen's argument comes from.
        public enum ArgumentSource: Sendable, Equatable {
            /// `pathSegment`: the inbound URL's path segment at this 0-based index after the host,
            /// percent-decoded (`notes://note/42` → 0 is `42`). URL intents only.
            case pathSegment(Int)
            /// `queryItem`: the value of the inbound URL's first query item of this name. URL intents only.
            case queryItem(String)
            /// `parameter`: the value the registered URL template names so (`:project` gives `project`),
            /// percent-decoded once by the engine. URL intents whose `url` names it only.
            case parameter(String)
            /// `userInfoKey`: the activity's user-info value for this key (numbers in decimal). Activity
            /// intents only.
            case userInfoKey(String)
        }

        /// The registration: exactly one of `url`, `activityType`, `shortcutType`.
        ///
        /// Required.
        public var trigger: Trigger
        /// `screen`: the screen the intent shows.
        ///
        /// Required.
        public var screen: String
        /// The argument source: at most one of `pathSegment`, `queryItem`, `userInfoKey`; required
        /// exactly when the screen declares an argument.
        public var argument: ArgumentSource?
        /// `routing`: `currentScene` (default), `newScene` or `preferExisting` (R6).
        public var routing: RoutingName
        /// `scene`: the identity `newScene` and `preferExisting` go to; only with those.
        public var scene: String?
        /// `keyedByArgument`: with `preferExisting`, the window of `scene` that holds the intent's argument (a room id) takes the intent, and a new argument opens another window of `scene` holding it (`SceneRoutingBehavior.preferExistingHolding`); default `false`.
        ///
        /// Needs an argument source.
        public var isKeyedByArgument: Bool
        /// `executionPolicy`: overrides the manifest's for this intent (R3).
        public var executionPolicy: ExecutionPolicyName?
        /// `animated`: whether executing the intent animates (`.executeIntent(isAnimated:)`); default `true`.
        public var animated: Bool
        /// `signInPolicy`: what the intent does while signed out: `queueUntilSignIn`, `dropWhileSignedOut` or `runSignedOut` (its screen must then be open to all).
        ///
        /// Default: `queueUntilSignIn`, or `runSignedOut` when `executionPermissions.denyWhileSignedOut`
        /// is `false`.
        public var signInPolicy: SignInPolicyName?
        /// `presentation`: `navigation` (default), `sheet` or `sheetReplacingPresented`.
        public var presentation: PresentationName
        /// `dynamic`: a shortcut the app adds in code (`UIApplication.shortcutItems`) rather than listing it in the Info.plist's `UIApplicationShortcutItems`; default `false`; shortcut intents only.
        ///
        /// Read by `routenav lint`.
        public var isDynamic: Bool

        enum CodingKeys: String, CodingKey, CaseIterable {
            case url, activityType, shortcutType, screen, pathSegment, queryItem, parameter, userInfoKey, routing, scene, executionPolicy, animated
            case signInPolicy, presentation
            case isDynamic = "dynamic"
            case isKeyedByArgument = "keyedByArgument"
        }

        private static let triggerKeys: [CodingKeys] = [.url, .activityType, .shortcutType]
        private static let sourceKeys: [CodingKeys] = [.pathSegment, .queryItem, .parameter, .userInfoKey]

        /// Decodes an intent, refusing unknown keys, values of the wrong kind, and combinations that mean
        /// nothing (two triggers, a path segment on an activity, a scene without new-window routing).
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: "an intent (an object)")
            let path = [ManifestPathComponent](codingPath: decoder.codingPath)
            let triggers = Self.triggerKeys.filter { container.contains($0) }
            guard triggers.count == 1, let triggerKey = triggers.first else {
                let found = triggers.isEmpty ? "none" : triggers.map(\.stringValue).joined(separator: " and ")
                throw ManifestProblem(path, "expected exactly one of url, activityType, shortcutType; found \(found)")
            }
            switch triggerKey {
            case .activityType: trigger = .activityType(try container.requireText(.activityType, expected: "an activity type (a string)"))
            case .shortcutType: trigger = .shortcutType(try container.requireText(.shortcutType, expected: "a shortcut type (a string)"))
            default: trigger = .url(try container.requireText(.url, expected: "a URL (a string)"))
            }
            screen = try container.requireText(.screen, expected: "a screen name (a string)")

            let sources = Self.sourceKeys.filter { container.contains($0) }
            if sources.count > 1 {
                throw ManifestProblem(path, "more than one argument source (\(sources.map(\.stringValue).joined(separator: ", "))); expected at most one")
            }
            if let sourceKey = sources.first {
                let allowed: [CodingKeys] =
                    switch triggerKey {
                    case .url: [.pathSegment, .queryItem, .parameter]
                    case .activityType: [.userInfoKey]
                    default: []
                    }
                guard allowed.contains(sourceKey) else {
                    let fits = allowed.isEmpty ? "a shortcut carries no argument" : "allowed here: \(allowed.map(\.stringValue).joined(separator: ", "))"
                    throw ManifestProblem(
                        container.path(of: sourceKey), "\(sourceKey.stringValue) does not apply to an intent with \(triggerKey.stringValue); \(fits)")
                }
                switch sourceKey {
                case .pathSegment:
                    let limit = SceneIntentLimits.maximumPathSegments - 1
                    let index = try container.optionalInteger(.pathSegment, in: 0...limit, expected: "a path segment index from 0 to \(limit)")
                    argument = index.map(ArgumentSource.pathSegment)
                case .queryItem:
                    argument = .queryItem(try container.requireText(.queryItem, expected: "a query item name (a string)"))
                case .parameter:
                    argument = .parameter(try container.requireText(.parameter, expected: "a parameter the url names (a string)"))
                default:
                    argument = .userInfoKey(try container.requireText(.userInfoKey, expected: "a user-info key (a string)"))
                }
            } else {
                argument = nil
            }

            routing = try container.optional(RoutingName.self, .routing, expected: "a routing behaviour") ?? .currentScene
            scene = try container.optionalText(.scene, expected: "a scene name (a string)")
            switch (routing, scene) {
            case (.currentScene, .some):
                throw ManifestProblem(container.path(of: .scene), "only newScene and preferExisting routing take a scene; routing is currentScene")
            case (.newScene, nil), (.preferExisting, nil):
                throw ManifestProblem(container.path(of: .scene), "required key is missing; routing \(routing.rawValue) needs the scene to open")
            default:
                break
            }
            isKeyedByArgument = try container.optional(Bool.self, .isKeyedByArgument, expected: "true or false") ?? false
            if isKeyedByArgument, routing != .preferExisting {
                throw ManifestProblem(
                    container.path(of: .isKeyedByArgument), "only preferExisting routing can be keyed by the argument; routing is \(routing.rawValue)")
            }
            if isKeyedByArgument, argument == nil {
                throw ManifestProblem(
                    container.path(of: .isKeyedByArgument),
                    "keyedByArgument needs an argument source (pathSegment, queryItem, parameter or userInfoKey) to key the window by")
            }
            executionPolicy = try container.optional(ExecutionPolicyName.self, .executionPolicy, expected: "an execution policy")
            animated = try container.optional(Bool.self, .animated, expected: "true or false") ?? true
            signInPolicy = try container.optional(SignInPolicyName.self, .signInPolicy, expected: "a sign-in policy")
            presentation = try container.optional(PresentationName.self, .presentation, expected: "a presentation") ?? .navigation
            isDynamic = try container.optional(Bool.self, .isDynamic, expected: "true or false") ?? false
            if isDynamic, triggerKey != .shortcutType {
                throw ManifestProblem(container.path(of: .isDynamic), "only shortcut intents can be dynamic; this intent has \(triggerKey.stringValue)")
            }
        }

        /// Encodes the intent in the form ``init(from:)`` reads.
        /// - Parameter encoder: the encoder.
        /// - Throws: what the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch trigger {
            case let .url(url): try container.encode(url, forKey: .url)
            case let .activityType(type): try container.encode(type, forKey: .activityType)
            case let .shortcutType(type): try container.encode(type, forKey: .shortcutType)
            }
            try container.encode(screen, forKey: .screen)
            switch argument {
            case let .pathSegment(index): try container.encode(index, forKey: .pathSegment)
            case let .queryItem(name): try container.encode(name, forKey: .queryItem)
            case let .parameter(name): try container.encode(name, forKey: .parameter)
            case let .userInfoKey(key): try container.encode(key, forKey: .userInfoKey)
            case nil: break
            }
            try container.encode(routing, forKey: .routing)
            try container.encodeIfPresent(scene, forKey: .scene)
            if isKeyedByArgument { try container.encode(true, forKey: .isKeyedByArgument) }
            try container.encodeIfPresent(executionPolicy, forKey: .executionPolicy)
            try container.encode(animated, forKey: .animated)
            try container.encodeIfPresent(signInPolicy, forKey: .signInPolicy)
            if presentation != .navigation { try container.encode(presentation, forKey: .presentation) }
            if isDynamic { try container.encode(true, forKey: .isDynamic) }
        }

        /// The JSON key of the trigger: `url`, `activityType` or `shortcutType`.
        var triggerKey: String {
            switch trigger {
            case .url: "url"
            case .activityType: "activityType"
            case .shortcutType: "shortcutType"
            }
        }
    }
}
