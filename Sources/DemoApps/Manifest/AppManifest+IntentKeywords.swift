import RouteInterface

extension AppManifest {
    /// `intents[i].signInPolicy`: what the intent does when it arrives signed out (R8).
    public enum SignInPolicyName: String, ManifestKeyword {
        /// Wait in the window's queue until sign-in (R8).
        case queueUntilSignIn
        /// Drop it, reported as `intentDropped`.
        case dropWhileSignedOut
        /// Run it signed out (its screen must be open to all).
        case runSignedOut

        /// Decodes the word, refusing an unknown one with the allowed words.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path and the allowed words.
        public init(from decoder: any Decoder) throws { self = try Self.decodeKeyword(from: decoder) }

        /// The engine's value.
        public var policy: SceneIntentSignInPolicy {
            switch self {
            case .queueUntilSignIn: .queueUntilSignIn
            case .dropWhileSignedOut: .dropWhileSignedOut
            case .runSignedOut: .runSignedOut
            }
        }
    }

    /// `intents[i].presentation`: how the intent shows its screen (R11, R17).
    public enum PresentationName: String, ManifestKeyword {
        /// In the stack with the screen's navigation action, after dismissing a presented screen (the default).
        case navigation
        /// As a sheet over what the window shows.
        case sheet
        /// As a sheet, after dismissing what is presented.
        case sheetReplacingPresented

        /// Decodes the word, refusing an unknown one with the allowed words.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path and the allowed words.
        public init(from decoder: any Decoder) throws { self = try Self.decodeKeyword(from: decoder) }

        /// The engine's value.
        public var presentation: SceneIntentPresentation {
            switch self {
            case .navigation: .navigation
            case .sheet: .sheet
            case .sheetReplacingPresented: .sheetReplacingPresented
            }
        }
    }
}
