import RouteInterface

extension AppManifest {
    /// `windowBehavior`: how many windows one scene identity may have (R3).
    public enum WindowBehaviorName: String, ManifestKeyword {
        /// At most one window per identity (the default).
        case windowPerScene
        /// Any number of windows per identity.
        case undefined

        /// Decodes the word, refusing an unknown one with the allowed words.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path and the allowed words.
        public init(from decoder: any Decoder) throws { self = try Self.decodeKeyword(from: decoder) }

        /// The engine's value.
        public var windowBehavior: WindowBehavior {
            switch self {
            case .windowPerScene: .windowPerScene
            case .undefined: .undefined
            }
        }
    }

    /// `executionPolicy`: which window runs an intent when several share an identity (R3).
    public enum ExecutionPolicyName: String, ManifestKeyword {
        /// The first matching window, in connection order (the default).
        case `default`
        /// The most recently active matching window.
        case mostRecent
        /// Every matching window.
        case all

        /// Decodes the word, refusing an unknown one with the allowed words.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path and the allowed words.
        public init(from decoder: any Decoder) throws { self = try Self.decodeKeyword(from: decoder) }

        /// The engine's value.
        public var policy: UISceneExecutionPolicy {
            switch self {
            case .default: .default
            case .mostRecent: .mostRecent
            case .all: .all
            }
        }
    }

    /// `navigationAction`: how a screen enters the stack (R11).
    public enum NavigationActionName: String, ManifestKeyword {
        /// Append (the default).
        case push
        /// Replace the top.
        case replaceCurrent
        /// Replace the whole stack.
        case replaceAll
        /// Append, with the preceding chain beneath.
        case pushWithChain
        /// Replace the top, with the preceding chain beneath.
        case replaceCurrentWithChain
        /// Replace the whole stack with the chain and the screen.
        case replaceAllWithChain

        /// Decodes the word, refusing an unknown one with the allowed words.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path and the allowed words.
        public init(from decoder: any Decoder) throws { self = try Self.decodeKeyword(from: decoder) }

        /// The engine's value.
        public var navigationAction: NavigationAction {
            switch self {
            case .push: .push
            case .replaceCurrent: .replaceCurrent
            case .replaceAll: .replaceAll
            case .pushWithChain: .pushWithChain
            case .replaceCurrentWithChain: .replaceCurrentWithChain
            case .replaceAllWithChain: .replaceAllWithChain
            }
        }
    }

    /// `splash.timing`: when the initial stack replaces the splash (R10).
    public enum SplashTimingName: String, ManifestKeyword {
        /// After the session has loaded and the animation has completed (the default).
        case waitUntilAnimationComplete
        /// As soon as the session has loaded; the animation is stopped.
        case immediate

        /// Decodes the word, refusing an unknown one with the allowed words.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path and the allowed words.
        public init(from decoder: any Decoder) throws { self = try Self.decodeKeyword(from: decoder) }

        /// The engine's value.
        public var timing: SplashAnimationTiming {
            switch self {
            case .waitUntilAnimationComplete: .waitUntilAnimationComplete
            case .immediate: .immediate
            }
        }
    }

    /// `intents[i].routing`: where a matched intent goes (R6).
    public enum RoutingName: String, ManifestKeyword {
        /// The window it arrived in (the default).
        case currentScene
        /// A new window of the intent's `scene`.
        case newScene
        /// The open window of the intent's `scene`, else a new one.
        case preferExisting

        /// Decodes the word, refusing an unknown one with the allowed words.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path and the allowed words.
        public init(from decoder: any Decoder) throws { self = try Self.decodeKeyword(from: decoder) }
    }

    /// `closeWindow.otherwise`: what "close window" does in a window whose identity is not listed.
    public enum OtherwiseName: String, ManifestKeyword {
        /// Nothing (the default).
        case nothing
        /// Pop the top screen.
        case back

        /// Decodes the word, refusing an unknown one with the allowed words.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path and the allowed words.
        public init(from decoder: any Decoder) throws { self = try Self.decodeKeyword(from: decoder) }
    }
}
