import Foundation
import RouteInterface
import SimulatedUIKit

/// A manifest that passed every check (``ManifestValidator``), with its Info.plist resolved and the
/// lookups the generic app delegate, configurator, router and screens use.
public struct ManifestModel: Sendable {
    /// The manifest as decoded.
    public let manifest: AppManifest
    /// The Info.plist the app ships with: the inline fields, or the file the manifest names.
    public let infoPlist: InfoPlist
    private let screensByName: [String: AppManifest.Screen]
    private let scenesByName: [String: AppManifest.Scene]
    /// The registered intents, in manifest order (R5).
    let registrations: [SceneIntent]
    /// The same, taken apart once for matching (``declaration(matching:)`` runs several times a link).
    private let matcher: SceneIntentMatcher
    private let intentsByRegistration: [SceneIntent: AppManifest.Intent]

    /// Reads, decodes and checks the manifest at `url`, as ``DemoAppCatalog/manifest(at:)`` does, for a
    /// caller that needs the manifest itself (`routenav lint --manifest`).
    /// - Parameter url: the manifest file; a relative URL keeps the path as written for messages.
    /// - Throws: ``ManifestError`` naming the file, the JSON path, what is wrong and what is allowed.
    /// - Complexity: O(n) in the file's size.
    public init(contentsOf url: URL) throws(ManifestError) {
        self = try ManifestLoader.load(from: url)
    }

    /// Builds the lookups of a validated manifest.
    /// - Parameters:
    ///   - manifest: a manifest ``ManifestValidator`` accepted (names unique, references resolved).
    ///   - infoPlist: its resolved Info.plist.
    init(manifest: AppManifest, infoPlist: InfoPlist) {
        self.manifest = manifest
        self.infoPlist = infoPlist
        screensByName = Dictionary(manifest.screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        scenesByName = Dictionary(manifest.scenes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var registrations: [SceneIntent] = []
        var intents: [SceneIntent: AppManifest.Intent] = [:]
        for intent in manifest.intents {
            let registration = intent.registration
            guard intents[registration] == nil else { continue }
            registrations.append(registration)
            intents[registration] = intent
        }
        self.registrations = registrations
        matcher = SceneIntentMatcher(registrations: registrations)
        intentsByRegistration = intents
    }

    /// The screen with this name.
    /// - Parameter name: a screen name.
    /// - Returns: its declaration, or `nil`.
    public func screen(named name: String) -> AppManifest.Screen? { screensByName[name] }

    /// The scene identity with this name.
    /// - Parameter name: a scene name.
    /// - Returns: its declaration, or `nil`.
    public func scene(named name: String) -> AppManifest.Scene? { scenesByName[name] }

    /// The manifest intent an inbound (or registered) intent matches, by R5's most specific match.
    /// - Parameter intent: an inbound intent.
    /// - Returns: the matching declaration, or `nil` (the engine reports `unregisteredIntent`).
    /// - Complexity: one parse of the inbound URL, then O(r · s) for r registrations of s path segments.
    public func declaration(matching intent: SceneIntent) -> AppManifest.Intent? {
        matcher.bestMatch(for: intent).flatMap { intentsByRegistration[$0] }
    }

    /// The manifest intent whose registration an engine match names (no matching again).
    /// - Parameter match: the engine's match.
    /// - Returns: the declaration, or `nil` for a registration the manifest does not make.
    public func declaration(for match: SceneIntentMatch) -> AppManifest.Intent? {
        intentsByRegistration[match.registration]
    }

    /// The screen argument of a matched intent, read as its declaration says from the values the engine
    /// took (path segments, template parameters) without parsing the URL again; an empty value counts as none.
    /// - Parameters:
    ///   - match: the engine's match.
    ///   - source: where the argument comes from.
    /// - Returns: the argument, or `nil` when the source finds nothing.
    public func argument(of match: SceneIntentMatch, from source: AppManifest.Intent.ArgumentSource) -> String? {
        let value: String? =
            switch source {
            case let .pathSegment(index): match.pathSegments.indices.contains(index) ? match.pathSegments[index] : nil
            case let .parameter(name): match[name]
            case .queryItem, .userInfoKey: argument(of: match.intent, from: source)
            }
        return value?.isEmpty == false ? value : nil
    }

    /// The screen argument an inbound intent carries, read as its declaration says; an empty value counts
    /// as none.
    /// - Parameters:
    ///   - intent: the inbound intent.
    ///   - source: where the argument comes from.
    /// - Returns: the argument, or `nil` when the source finds nothing.
    public func argument(of intent: SceneIntent, from source: AppManifest.Intent.ArgumentSource) -> String? {
        let value: String?
        switch (source, intent) {
        case let (.pathSegment(index), .url):
            let segments = intent.urlPathSegments ?? []
            value = segments.indices.contains(index) ? segments[index] : nil
        case let (.queryItem(name), .url(url?)):
            value = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
        case let (.userInfoKey(key), .userActivity(_, context)):
            value = context?.string(forKey: key)
        case let (.parameter(name), .url):
            value = (try? matcher.match(for: intent).get())?[name]
        default:
            value = nil
        }
        return value?.isEmpty == false ? value : nil
    }
}

extension AppManifest.Intent {
    /// The intent's sign-in policy: its own, else `queueUntilSignIn`, or `runSignedOut` when the manifest's
    /// `executionPermissions.denyWhileSignedOut` is `false`.
    /// - Parameter manifest: the manifest the intent belongs to.
    /// - Returns: the policy the router applies.
    public func signInPolicy(in manifest: AppManifest) -> SceneIntentSignInPolicy {
        signInPolicy?.policy ?? (manifest.executionPermissions.denyWhileSignedOut ? .queueUntilSignIn : .runSignedOut)
    }

    /// The intent the configurator registers: `.url`, `.userActivity` or `.shortcutItem`.
    public var registration: SceneIntent {
        switch trigger {
        case let .url(text): .url(URL(string: text))
        // The user-info key the screen reads, as an empty example payload: matching ignores it (R5);
        // the navigator lists it with the activity type and completes `continue TYPE key=`.
        case let .activityType(type):
            if case let .userInfoKey(key)? = argument {
                .userActivity(activityType: type, context: SceneIntentContext(userInfo: [key: ""]))
            } else {
                .userActivity(activityType: type, context: nil)
            }
        case let .shortcutType(type): .shortcutItem(type: type)
        }
    }
}
