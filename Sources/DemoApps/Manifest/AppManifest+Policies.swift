extension AppManifest {
    /// `splash`: the screen that covers a window while the session loads (R10).
    public struct Splash: Codable, Sendable, Equatable {
        /// The longest animation accepted, in seconds.
        public static let maximumSeconds: Double = 60

        /// `name`: the splash screen's name; default `Splash`.
        public var name: String
        /// `timing`: `waitUntilAnimationComplete` (default) or `immediate`.
        public var timing: SplashTimingName
        /// `seconds`: the animation's length in virtual seconds, 0 to 60; default 0.6.
        public var seconds: Double

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, timing, seconds
        }

        /// The defaults: `Splash`, `waitUntilAnimationComplete`, 0.6 s.
        public init() {
            name = "Splash"
            timing = .waitUntilAnimationComplete
            seconds = 0.6
        }

        /// Decodes a splash, refusing unknown keys, values of the wrong kind and lengths out of range.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: "a splash (an object)")
            name = try container.optionalText(.name, expected: "the splash screen's name (a string)") ?? "Splash"
            timing = try container.optional(SplashTimingName.self, .timing, expected: "a splash timing") ?? .waitUntilAnimationComplete
            seconds = try container.optional(Double.self, .seconds, expected: "a number of seconds") ?? 0.6
            guard seconds >= 0, seconds <= Self.maximumSeconds else {
                throw ManifestProblem(
                    container.path(of: .seconds),
                    "\(seconds.manifestText) is out of range; expected a number of seconds from 0 to \(Int(Self.maximumSeconds))")
            }
        }
    }

    /// `executionPermissions`: how the router answers `shouldExecute` for a queued intent (R8).
    public struct ExecutionPermissions: Codable, Sendable, Equatable {
        /// `denyWhileSignedOut`: `.executionDenied` while signed out, so the intent waits for sign-in; default `true`.
        ///
        /// Must be `true` when an intent's screen requires sign-in.
        public var denyWhileSignedOut: Bool
        /// `executedWhenAlreadyOnTop`: `.intentExecuted` when the screen the intent would show (same name,
        /// same argument) is already what the window shows; default `true`.
        public var executedWhenAlreadyOnTop: Bool

        enum CodingKeys: String, CodingKey, CaseIterable {
            case denyWhileSignedOut, executedWhenAlreadyOnTop
        }

        /// The defaults: both on.
        public init() {
            denyWhileSignedOut = true
            executedWhenAlreadyOnTop = true
        }

        /// Decodes the permissions, refusing unknown keys and values of the wrong kind.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: "execution permissions (an object)")
            denyWhileSignedOut = try container.optional(Bool.self, .denyWhileSignedOut, expected: "true or false") ?? true
            executedWhenAlreadyOnTop = try container.optional(Bool.self, .executedWhenAlreadyOnTop, expected: "true or false") ?? true
        }
    }

    /// `forwards`: which UIKit callbacks the host's delegates pass on to RouteKit, as its README's integration checklist asks.
    ///
    /// Turning one off shows what the checklist warns about: a warm link, activity or quick action
    /// that never arrives, or restoration records of discarded sessions that pile up.
    public struct Forwards: Codable, Sendable, Equatable {
        /// `openURLContexts`: `scene(_:openURLContexts:)` (warm URLs, U2); default `true`.
        public var openURLContexts: Bool
        /// `continue`: `scene(_:continue:)` (warm user activities, U2); default `true`.
        public var `continue`: Bool
        /// `performActionFor`: `windowScene(_:performActionFor:completionHandler:)` (warm quick actions, U2); default `true`.
        ///
        /// Not forwarded, the host still calls the completion handler, with `false`.
        public var performActionFor: Bool
        /// `didDiscardSceneSessions`: `application(_:didDiscardSceneSessions:)` (U6, R15); default `true`.
        public var didDiscardSceneSessions: Bool

        enum CodingKeys: String, CodingKey, CaseIterable {
            case openURLContexts, `continue`, performActionFor, didDiscardSceneSessions
        }

        /// The default: every callback forwarded.
        public init() {
            openURLContexts = true
            `continue` = true
            performActionFor = true
            didDiscardSceneSessions = true
        }

        /// Decodes the forwarding switches, refusing unknown keys and values of the wrong kind.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: "the forwarded callbacks (an object)")
            openURLContexts = try container.optional(Bool.self, .openURLContexts, expected: "true or false") ?? true
            `continue` = try container.optional(Bool.self, .continue, expected: "true or false") ?? true
            performActionFor = try container.optional(Bool.self, .performActionFor, expected: "true or false") ?? true
            didDiscardSceneSessions = try container.optional(Bool.self, .didDiscardSceneSessions, expected: "true or false") ?? true
        }
    }
}
