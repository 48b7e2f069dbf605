extension AppManifest {
    /// `screens[i]`: one screen: its name, whether it requires sign-in, its argument, restoration, how it
    /// enters the stack, what lies beneath it, and its buttons (README.md, R11, R12, R15).
    public struct Screen: Codable, Sendable, Equatable {
        /// `name`: the screen's name as scenarios and the transcript show it (`NoteDetail`).
        ///
        /// An identifier: letters, digits and `_`, not starting with a digit. Required.
        public var name: String
        /// `requiresSignIn`: never shown while signed out (Sources/Route/SceneManager+Invariants.swift); default `false`.
        public var requiresSignIn: Bool
        /// `argument`: the name of the screen's identifying value (`noteID`); a screen with one shows as
        /// `NoteDetail(42)`, and every push, present or intent that shows it must supply the value.
        public var argument: String?
        /// `restorable`: the screen is snapshotted when on top and comes back after process death with its
        /// argument (R15); default `false`.
        public var restorable: Bool
        /// `navigationAction`: how the screen enters the stack (R11); default `push`.
        public var navigationAction: NavigationActionName
        /// `precedingScreen`: the screen beneath it in a chain (`preferredPrecedingViewController`).
        ///
        /// It receives this screen's argument when it declares one. Chains must end (no cycles, at most
        /// 32).
        public var precedingScreen: String?
        /// `vetoesPushOverItself`: `canPushViewController` refuses placing this screen over itself with the
        /// same argument (`navigationVetoed`, R12); default `false`.
        public var vetoesPushOverItself: Bool
        /// `actions`: the screen's buttons, in display order; titles unique within the screen.
        public var actions: [Action]
        /// `tab`: the title of the tab the screen lives in, in a window with `tabs`: placing it selects that tab first (`preferredContainerPlacement`, `.tab`).
        ///
        /// Default: the tab the user sees.
        public var tab: String?
        /// `column`: the split view column the screen lives in, in a window with `columns`: `primary`, `supplementary` or `secondary` (collapsed, a secondary screen is pushed over the primary).
        ///
        /// Default: the stack the user sees. Not with ``tab``.
        public var column: ColumnName?
        /// `goIfNeeded`: placing the screen reuses the same screen (same name and argument) already in the window instead of stacking a duplicate: its stack pops back to it, or its tab is selected (`NavigationAction.goIfNeeded`); otherwise it enters with its ``navigationAction``.
        ///
        /// Default `false`.
        public var goIfNeeded: Bool

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, requiresSignIn, argument, restorable, navigationAction, precedingScreen, vetoesPushOverItself, actions
            case tab, column, goIfNeeded
        }

        /// Decodes a screen, refusing unknown keys and values of the wrong kind.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: "a screen (an object)")
            name = try container.requireText(.name, expected: "the screen's name (a string)")
            requiresSignIn = try container.optional(Bool.self, .requiresSignIn, expected: "true or false") ?? false
            argument = try container.optionalText(.argument, expected: "the argument's name (a string)")
            restorable = try container.optional(Bool.self, .restorable, expected: "true or false") ?? false
            navigationAction = try container.optional(NavigationActionName.self, .navigationAction, expected: "a navigation action") ?? .push
            precedingScreen = try container.optionalText(.precedingScreen, expected: "a screen name (a string)")
            vetoesPushOverItself = try container.optional(Bool.self, .vetoesPushOverItself, expected: "true or false") ?? false
            actions = try container.optional([Action].self, .actions, expected: "an array of actions") ?? []
            tab = try container.optionalText(.tab, expected: "a tab's title (a string)")
            column = try container.optional(ColumnName.self, .column, expected: "a column")
            goIfNeeded = try container.optional(Bool.self, .goIfNeeded, expected: "true or false") ?? false
        }
    }

    /// `screens[i].actions[j]`: one button: its title and exactly one of `push`, `present`, `dismiss`,
    /// `back`, `activateScene`, `closeWindow`, `signIn`, `signOut`.
    ///
    /// ```json
    /// { "title": "Open note 1", "push": "NoteDetail", "argument": "1" }
    /// { "title": "Filters", "present": "Filters" }
    /// { "title": "Done", "dismiss": true }
    /// { "title": "New note window", "activateScene": "compose" }
    /// { "title": "Save", "closeWindow": { "scenes": ["compose"], "otherwise": "back" } }
    /// { "title": "Sign out", "signOut": true }
    /// ```
    public struct Action: Codable, Sendable, Equatable {
        /// What a button does.
        public enum Kind: Sendable, Equatable {
            /// `push`: place a screen with its navigation action (`RouteHandleProtocol.push`, R11), animated.
            case push(screen: String, argument: String?)
            /// `present`: present a screen over the top of the stack (`.currentController`), animated.
            case present(screen: String, argument: String?)
            /// `dismiss`: dismiss the presented screen through the engine, animated (U9, R12).
            case dismiss
            /// `back`: pop the top of the stack, animated.
            case back
            /// `activateScene`: `requestSceneActivation` of a scene identity (R3, R4; errors go to the log).
            case activateScene(String)
            /// `closeWindow`: `requestSceneDestruction` of the window (U5), in the listed identities only.
            case closeWindow(CloseWindow)
            /// `signIn`: sign the session in.
            case signIn
            /// `signOut`: sign the session out.
            case signOut

            /// The key that spells this kind in JSON.
            public var key: String {
                switch self {
                case .push: "push"
                case .present: "present"
                case .dismiss: "dismiss"
                case .back: "back"
                case .activateScene: "activateScene"
                case .closeWindow: "closeWindow"
                case .signIn: "signIn"
                case .signOut: "signOut"
                }
            }
        }

        /// `title`: the button's title, as `tap W "title"` names it.
        ///
        /// Required.
        public var title: String
        /// What the button does.
        public var kind: Kind

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, push, present, argument, dismiss, back, activateScene, closeWindow, signIn, signOut
        }

        private static let kindKeys: [CodingKeys] = [.push, .present, .dismiss, .back, .activateScene, .closeWindow, .signIn, .signOut]
        private static let kindWords = kindKeys.map(\.stringValue).joined(separator: ", ")

        /// Decodes an action: a title and exactly one kind key.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: "an action (an object)")
            title = try container.requireText(.title, expected: "the button's title (a string)")
            let present = Self.kindKeys.filter { container.contains($0) }
            let path = [ManifestPathComponent](codingPath: decoder.codingPath)
            guard let key = present.first else {
                throw ManifestProblem(path, "no action; expected exactly one of \(Self.kindWords)")
            }
            guard present.count == 1 else {
                throw ManifestProblem(
                    path, "more than one action (\(present.map(\.stringValue).joined(separator: ", "))); expected exactly one of \(Self.kindWords)")
            }
            let argument = try container.optional(String.self, .argument, expected: "the argument's value (a string)")
            if argument != nil, key != .push, key != .present {
                throw ManifestProblem(container.path(of: .argument), "only push and present take an argument; this action is \(key.stringValue)")
            }
            switch key {
            case .push:
                kind = .push(screen: try container.requireText(.push, expected: "a screen name (a string)"), argument: argument)
            case .present:
                kind = .present(screen: try container.requireText(.present, expected: "a screen name (a string)"), argument: argument)
            case .activateScene:
                kind = .activateScene(try container.requireText(.activateScene, expected: "a scene name (a string)"))
            case .closeWindow:
                if (try? container.decode(Bool.self, forKey: .closeWindow)) != nil {
                    try container.requireTrue(.closeWindow)
                    kind = .closeWindow(CloseWindow())
                } else {
                    kind = .closeWindow(try container.require(CloseWindow.self, .closeWindow, expected: CloseWindow.expected))
                }
            case .dismiss:
                try container.requireTrue(.dismiss)
                kind = .dismiss
            case .back:
                try container.requireTrue(.back)
                kind = .back
            case .signIn:
                try container.requireTrue(.signIn)
                kind = .signIn
            case .signOut:
                try container.requireTrue(.signOut)
                kind = .signOut
            case .title, .argument:
                // Not kind keys: `present` holds only keys of `kindKeys`.
                throw ManifestProblem(path, "no action; expected exactly one of \(Self.kindWords)")
            }
        }

        /// Encodes the action in the form ``init(from:)`` reads.
        /// - Parameter encoder: the encoder.
        /// - Throws: what the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(title, forKey: .title)
            switch kind {
            case let .push(screen, argument):
                try container.encode(screen, forKey: .push)
                try container.encodeIfPresent(argument, forKey: .argument)
            case let .present(screen, argument):
                try container.encode(screen, forKey: .present)
                try container.encodeIfPresent(argument, forKey: .argument)
            case .dismiss: try container.encode(true, forKey: .dismiss)
            case .back: try container.encode(true, forKey: .back)
            case let .activateScene(scene): try container.encode(scene, forKey: .activateScene)
            case let .closeWindow(close): try container.encode(close, forKey: .closeWindow)
            case .signIn: try container.encode(true, forKey: .signIn)
            case .signOut: try container.encode(true, forKey: .signOut)
            }
        }
    }

    /// `closeWindow`: `true` (close any window), or which identities close and what the others do.
    public struct CloseWindow: Codable, Sendable, Equatable {
        static let expected = "true, or an object with scenes and otherwise"

        /// `scenes`: the identities whose windows close; empty or absent: every identity.
        public var scenes: [String]
        /// `otherwise`: what the button does in a window of another identity: `nothing` (default) or `back`.
        public var otherwise: OtherwiseName

        enum CodingKeys: String, CodingKey, CaseIterable {
            case scenes, otherwise
        }

        /// Closes every window; nothing otherwise.
        public init() {
            scenes = []
            otherwise = .nothing
        }

        /// Decodes the object form, refusing unknown keys and values of the wrong kind.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: Self.expected)
            scenes = try container.optional([String].self, .scenes, expected: "an array of scene names") ?? []
            otherwise = try container.optional(OtherwiseName.self, .otherwise, expected: "what other windows do") ?? .nothing
        }
    }
}
