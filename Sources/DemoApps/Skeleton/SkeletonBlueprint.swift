import Foundation
import Route
import RouteInterface
import SimulatedUIKit

/// What a skeleton app is made of, derived from an Info.plist alone: its scene identities, and the intents it
/// registers, one screen each.
///
/// - Scenes: one per scene configuration of the window role (`UIWindowSceneSessionRoleApplication`), named by
///   ``SkeletonSceneNames``; the first is primary and named `main`. A file without a scene manifest
///   (app-delegate-only) or without window configurations gets one `main` scene. Other roles (CarPlay,
///   external displays) are not windows and get no scene.
/// - URL schemes: each scheme of `CFBundleURLTypes`, once (compared case-insensitively, first spelling kept),
///   registered as `scheme://` — an empty host, so every URL of the scheme matches (R5). A scheme that does
///   not form a URL (an unresolved `$(…)` placeholder) is kept in ``urlSchemes`` but registers nothing: no
///   URL can carry it, so it never matches.
/// - Activity types: each type of `NSUserActivityTypes` other than RouteKit's own two, once, as written
///   (a placeholder stays an opaque string that never matches a real activity).
/// - Shortcut types: each static `UIApplicationShortcutItems` type, once, as written.
public struct SkeletonBlueprint: Sendable, Equatable {
    /// One scene identity and the configuration it comes from.
    public struct Scene: Sendable, Equatable {
        /// The identity: the window's name in scenarios and the navigator (`main`, `webview`).
        public var identity: String
        /// The configuration's `UISceneConfigurationName`, or `nil` (none written, or no configuration at all).
        public var configurationName: String?

        /// Creates a scene.
        /// - Parameters:
        ///   - identity: the identity.
        ///   - configurationName: the configuration's name.
        public init(identity: String, configurationName: String?) {
            self.identity = identity
            self.configurationName = configurationName
        }
    }

    /// The scene identities; the first is the primary one, `main`.
    public var scenes: [Scene]
    /// The URL schemes, each once, as first written.
    public var urlSchemes: [String]
    /// The activity types other than RouteKit's own, each once.
    public var activityTypes: [String]
    /// The static shortcut item types, each once.
    public var shortcutTypes: [String]
    /// `UIApplicationSupportsMultipleScenes` (U5).
    public var supportsMultipleScenes: Bool

    /// Derives the skeleton of an Info.plist.
    /// - Parameter infoPlist: the app's Info.plist.
    /// - Complexity: O(n) in the number of declarations.
    public init(infoPlist: InfoPlist) {
        let configurations = infoPlist.sceneConfigurations[InfoPlist.windowApplicationRole] ?? []
        if configurations.isEmpty {
            scenes = [Scene(identity: SkeletonSceneNames.primary, configurationName: nil)]
        } else {
            let identities = SkeletonSceneNames.identities(for: configurations.map(\.name))
            scenes = zip(identities, configurations).map { Scene(identity: $0, configurationName: $1.name) }
        }
        var seenSchemes: Set<String> = []
        urlSchemes = infoPlist.urlSchemes.filter { seenSchemes.insert($0.lowercased()).inserted }
        var seenTypes: Set<String> = []
        activityTypes = infoPlist.activityTypes.filter {
            !RouteActivityType.all.contains($0) && seenTypes.insert($0).inserted
        }
        var seenShortcuts: Set<String> = []
        shortcutTypes = infoPlist.shortcutItems.map(\.type).filter { seenShortcuts.insert($0).inserted }
        supportsMultipleScenes = infoPlist.supportsMultipleScenes
    }

    /// How many windows each identity may have (R3): `.undefined` for a single-configuration app with
    /// `UIApplicationSupportsMultipleScenes`, which iOS lets open any number of windows of that configuration
    ///; else `.windowPerScene`, one window per configuration.
    public var windowBehavior: WindowBehavior {
        supportsMultipleScenes && scenes.count == 1 ? .undefined : .windowPerScene
    }

    /// The primary scene's identity: `main`.
    public var primaryIdentity: String { scenes[0].identity }

    /// The registration of a URL scheme: `scheme://`, or `nil` when the scheme does not form a URL whose
    /// scheme is itself (for example an unresolved `$(MOZ_PUBLIC_URL_SCHEME)`).
    /// - Parameter scheme: a declared scheme.
    /// - Returns: the URL to register.
    public static func registrationURL(forScheme scheme: String) -> URL? {
        guard let url = URL(string: "\(scheme)://"), url.scheme?.lowercased() == scheme.lowercased() else { return nil }
        return url
    }

    /// Every intent the skeleton registers (R5): a URL per scheme that forms one, an activity per type, a
    /// shortcut per static item.
    public var registeredIntents: Set<SceneIntent> {
        var intents: Set<SceneIntent> = []
        for scheme in urlSchemes {
            if let url = Self.registrationURL(forScheme: scheme) { intents.insert(.url(url)) }
        }
        for type in activityTypes { intents.insert(.userActivity(activityType: type, context: nil)) }
        for type in shortcutTypes { intents.insert(.shortcutItem(type: type)) }
        return intents
    }
}
