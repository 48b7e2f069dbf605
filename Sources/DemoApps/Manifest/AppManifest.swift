import Foundation

/// A host app described in JSON instead of Swift: its scene identities, window behaviour,
/// screens and their buttons, intents and where they go, execution permissions, termination policies,
/// splash, obscuration, Info.plist, and which UIKit callbacks its delegates forward to RouteKit.
///
/// ``DemoAppCatalog/manifest(at:)`` reads one with `JSONDecoder`, checks it, and runs it with a generic
/// app delegate, scene delegate, configurator and router, so a user can model their own app, and watch
/// what RouteKit's integration checklist warns about, without writing Swift. `Resources/Manifests/notes.json`
/// is the Notes demo (Sources/DemoApps) written this way. A minimal manifest:
///
/// ```json
/// {
///   "name": "Shop",
///   "infoPlist": { "supportsMultipleScenes": false, "urlSchemes": ["shop"] },
///   "scenes": [ { "name": "main", "initialScreen": "Home" } ],
///   "primaryScene": "main",
///   "screens": [
///     { "name": "Home", "actions": [ { "title": "Open item 1", "push": "Item", "argument": "1" } ] },
///     { "name": "Item", "argument": "itemID", "restorable": true, "precedingScreen": "Home",
///       "navigationAction": "replaceCurrentWithChain", "actions": [ { "title": "Back", "back": true } ] }
///   ],
///   "intents": [ { "url": "shop://item", "screen": "Item", "pathSegment": 0 } ]
/// }
/// ```
///
/// Every object refuses keys it does not know, so a misspelt key is an error rather than a silent default.
public struct AppManifest: Codable, Sendable, Equatable {
    /// `comment`: free text for the reader of the file; ignored.
    public var comment: String?
    /// `name`: the app's name; its log lines start with it (`Notes: sceneAlreadyActive`).
    ///
    /// Required.
    public var name: String
    /// `infoPlist`: the Info.plist's fields inline, or the path of a plist file relative to the manifest.
    ///
    /// Required.
    public var infoPlist: InfoPlistSource
    /// `scenes`: the scene identities, in order.
    ///
    /// Required, at least one.
    public var scenes: [Scene]
    /// `primaryScene`: the identity of a window that carries none (R2).
    ///
    /// Required.
    public var primaryScene: String
    /// `windowBehavior`: `windowPerScene` (default) or `undefined` (R3).
    public var windowBehavior: WindowBehaviorName
    /// `executionPolicy`: `default` (default), `mostRecent` or `all` (R3); an intent may override it.
    public var executionPolicy: ExecutionPolicyName
    /// `splash`: the launch overlay (R10); default `Splash`, `waitUntilAnimationComplete`, 0.6 s.
    public var splash: Splash
    /// `obscuresWhenInactive`: whether an inactive signed-in window is covered (R14); default `true`.
    public var obscuresWhenInactive: Bool
    /// `allowsPrecedingStackOnInitialRoute`: whether a window's first screen comes with its preceding
    /// chain (R10); default `true`.
    public var allowsPrecedingStackOnInitialRoute: Bool
    /// `screens`: every screen, in order.
    ///
    /// Required, at least one.
    public var screens: [Screen]
    /// `intents`: the registered URLs, activity types and shortcut types (R5); default none.
    public var intents: [Intent]
    /// `executionPermissions`: how the router answers `shouldExecute` (R8); default both on.
    public var executionPermissions: ExecutionPermissions
    /// `forwards`: which UIKit callbacks the host's delegates pass to RouteKit; default all.
    public var forwards: Forwards
    /// `associatedDomains`: the app's Associated Domains entitlement, entries as Xcode writes them (`applinks:example.com`, `applinks:*.example.com`); the `applinks:` ones decide which universal links (`link https://…`) reach the app.
    ///
    /// Default none.
    public var associatedDomains: [String]
    /// `launchPayloads`: which payloads of a cold launch that carries several are routed: `all` (default),
    /// `firstKindPresent`, or an array of kinds, first wins (R18; ``LaunchPayloadsName``).
    public var launchPayloads: LaunchPayloadsName
    /// `appID`: the app's identifier as an apple-app-site-association file names it
    /// (`TEAMID.bundle.identifier`); `nil` lets every `details` entry count for it (U13).
    public var appID: String?
    /// `appSiteAssociations`: an apple-app-site-association file per domain.
    ///
    /// `{"www.example.com": "example-aasa.json"}`, paths relative to the manifest: a universal link on a domain listed here opens
    /// the app only when the file's `details` and `components` accept it (U13); other domains need only
    /// their `applinks:` entry. Default none.
    public var appSiteAssociations: [String: String]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case comment, name, infoPlist, scenes, primaryScene, windowBehavior, executionPolicy, splash
        case obscuresWhenInactive, allowsPrecedingStackOnInitialRoute, screens, intents, executionPermissions, forwards
        case associatedDomains, launchPayloads, appID, appSiteAssociations
    }

    /// Decodes a manifest, refusing unknown keys and values of the wrong kind.
    /// - Parameter decoder: the decoder (`JSONDecoder`).
    /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.manifestObject(CodingKeys.self, expected: "an app manifest (an object)")
        comment = try container.optional(String.self, .comment, expected: "free text (a string)")
        name = try container.requireText(.name, expected: "the app's name (a string)")
        infoPlist = try container.require(InfoPlistSource.self, .infoPlist, expected: InfoPlistSource.expected)
        scenes = try container.require([Scene].self, .scenes, expected: "an array of scenes")
        primaryScene = try container.requireText(.primaryScene, expected: "a scene name (a string)")
        windowBehavior = try container.optional(WindowBehaviorName.self, .windowBehavior, expected: "a window behaviour") ?? .windowPerScene
        executionPolicy = try container.optional(ExecutionPolicyName.self, .executionPolicy, expected: "an execution policy") ?? .default
        splash = try container.optional(Splash.self, .splash, expected: "a splash (an object)") ?? Splash()
        obscuresWhenInactive = try container.optional(Bool.self, .obscuresWhenInactive, expected: "true or false") ?? true
        allowsPrecedingStackOnInitialRoute = try container.optional(Bool.self, .allowsPrecedingStackOnInitialRoute, expected: "true or false") ?? true
        screens = try container.require([Screen].self, .screens, expected: "an array of screens")
        intents = try container.optional([Intent].self, .intents, expected: "an array of intents") ?? []
        executionPermissions = try container.optional(ExecutionPermissions.self, .executionPermissions, expected: "an object") ?? ExecutionPermissions()
        forwards = try container.optional(Forwards.self, .forwards, expected: "an object") ?? Forwards()
        associatedDomains =
            try container.optional(
                [String].self, .associatedDomains,
                expected: "an array of entitlement entries such as \"applinks:*.example.com\"") ?? []
        launchPayloads =
            try container.optional(
                LaunchPayloadsName.self, .launchPayloads,
                expected: "all, firstKindPresent, or an array of url, userActivity, shortcut") ?? .all
        appID = try container.optional(String.self, .appID, expected: "an app identifier such as \"ABCDE12345.com.example.app\"")
        appSiteAssociations =
            try container.optional(
                [String: String].self, .appSiteAssociations,
                expected: "an object of domain: apple-app-site-association file path") ?? [:]
    }
}
