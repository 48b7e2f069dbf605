extension AppManifest {
    /// `scenes[i]`: one scene identity: its name, its first screen signed in and signed out, and its
    /// termination policy (R2, R10, R13).
    public struct Scene: Codable, Sendable, Equatable {
        /// `name`: the identity's raw value and its windows' name (`main`, `main#2`).
        ///
        /// Letters, digits, `.`, `_` and `-`, starting with a letter or digit. Required.
        public var name: String
        /// `initialScreen`: the window's first screen when signed in (and when signed out, if ``signedOutScreen`` is absent).
        ///
        /// Takes no argument. Required.
        public var initialScreen: String
        /// `signedOutScreen`: the window's first screen when signed out; sign-out replaces the stack with it, and sign-in replaces it with ``initialScreen`` (R13).
        ///
        /// Required when any screen requires sign-in; must not require sign-in itself.
        public var signedOutScreen: String?
        /// `termination`: whether the system and the sign-out sweep may close the window.
        public var termination: Termination
        /// `windowBehavior`: this identity's `windowPerScene` or `undefined` (R3), so that one `main` and any number of `room` windows can live in one app; default the manifest's `windowBehavior`.
        ///
        /// Under `windowPerScene`, windows that hold a value (an intent with `keyedByArgument`) are one per
        /// value.
        public var windowBehavior: WindowBehaviorName?
        /// `tabs`: the window's root is a tab bar controller with these tabs, in order, each a navigation stack; the first is selected.
        ///
        /// At least one; not with ``columns``.
        public var tabs: [Tab]?
        /// `columns`: the window's root is a split view controller with these columns; not with
        /// ``tabs``.
        public var columns: Columns?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, initialScreen, signedOutScreen, termination, windowBehavior, tabs, columns
        }

        /// Decodes a scene, refusing unknown keys and values of the wrong kind.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: "a scene (an object)")
            name = try container.requireText(.name, expected: "the scene's name (a string)")
            initialScreen = try container.requireText(.initialScreen, expected: "a screen name (a string)")
            signedOutScreen = try container.optionalText(.signedOutScreen, expected: "a screen name (a string)")
            termination = try container.optional(Termination.self, .termination, expected: "an object") ?? Termination()
            windowBehavior = try container.optional(WindowBehaviorName.self, .windowBehavior, expected: "a window behaviour")
            tabs = try container.optional([Tab].self, .tabs, expected: "an array of tabs")
            columns = try container.optional(Columns.self, .columns, expected: "the columns (an object)")
        }
    }

    /// `scenes[i].termination`: the window's termination policy (`SceneTerminationPolicy`).
    public struct Termination: Codable, Sendable, Equatable {
        /// `system`: whether the user may close the window (`isSystemTerminationAllowed`, U5); default `true`.
        public var system: Bool
        /// `authSession`: whether a sign-out closes it (`isAuthSessionTerminationAllowed`, R13); default `false`.
        public var authSession: Bool

        enum CodingKeys: String, CodingKey, CaseIterable {
            case system, authSession
        }

        /// The defaults: closable by the system, kept on sign-out.
        public init() {
            system = true
            authSession = false
        }

        /// Decodes a termination policy, refusing unknown keys and values of the wrong kind.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: "a termination policy (an object)")
            system = try container.optional(Bool.self, .system, expected: "true or false") ?? true
            authSession = try container.optional(Bool.self, .authSession, expected: "true or false") ?? false
        }
    }
}
