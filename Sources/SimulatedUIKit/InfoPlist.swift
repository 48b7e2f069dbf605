import Foundation

/// The parts of an app's `Info.plist` that UIKit's scene machinery reads, as a typed value.
///
/// Models what UIKit takes from `Bundle.main.infoDictionary`: the scene manifest
/// (`UIApplicationSceneManifest`), the declared user activity types (`NSUserActivityTypes`, rule U4),
/// the URL schemes (`CFBundleURLTypes`, rule U2) and the static Home Screen quick actions
/// (`UIApplicationShortcutItems`). Read a real file with ``InfoPlist/init(contentsOf:)``; build one in
/// code with the memberwise initializer.
public struct InfoPlist: Sendable, Equatable {
    /// One entry of `UISceneConfigurations` for a session role.
    public struct SceneConfiguration: Sendable, Equatable {
        /// `UISceneConfigurationName`, or `nil` when the entry has none.
        public var name: String?
        /// `UISceneDelegateClassName`, kept as written (it may be a build-setting placeholder).
        public var delegateClassName: String?
        /// `UISceneStoryboardFile`, if any.
        public var storyboardName: String?

        /// Creates a scene configuration declaration.
        /// - Parameters:
        ///   - name: the `UISceneConfigurationName`.
        ///   - delegateClassName: the `UISceneDelegateClassName`.
        ///   - storyboardName: the `UISceneStoryboardFile`.
        public init(name: String?, delegateClassName: String? = nil, storyboardName: String? = nil) {
            self.name = name
            self.delegateClassName = delegateClassName
            self.storyboardName = storyboardName
        }
    }

    /// One static quick action of `UIApplicationShortcutItems`.
    public struct ShortcutItem: Sendable, Equatable {
        /// `UIApplicationShortcutItemType`.
        public var type: String
        /// `UIApplicationShortcutItemTitle`.
        public var title: String

        /// Creates a static shortcut item declaration.
        /// - Parameters:
        ///   - type: the `UIApplicationShortcutItemType`.
        ///   - title: the `UIApplicationShortcutItemTitle`.
        public init(type: String, title: String) {
            self.type = type
            self.title = title
        }
    }

    /// `CFBundleIdentifier`, if present.
    public var bundleIdentifier: String?
    /// Whether the file has a `UIApplicationSceneManifest` at all.
    ///
    /// Without one the app is app-delegate-only.
    public var hasSceneManifest: Bool
    /// `UIApplicationSupportsMultipleScenes`; an absent key is `false`, as in UIKit (U5).
    public var supportsMultipleScenes: Bool
    /// `UISceneConfigurations`: session role name (for example `UIWindowSceneSessionRoleApplication`) to its
    /// configurations, in file order.
    public var sceneConfigurations: [String: [SceneConfiguration]]
    /// `NSUserActivityTypes`, in file order (U4).
    public var activityTypes: [String]
    /// Every string of every `CFBundleURLTypes` entry's `CFBundleURLSchemes`, in file order (U2).
    public var urlSchemes: [String]
    /// `UIApplicationShortcutItems`, in file order.
    public var shortcutItems: [ShortcutItem]
    /// Build-setting placeholders (`$(X)` or `${X}`) found in string values and keys, each once, with the key path where first seen (for example `CFBundleURLTypes[0].CFBundleURLSchemes[0]`).
    ///
    /// "First" and the list's order follow a walk with dictionary keys sorted and arrays in index order: a
    /// property list dictionary keeps no order that `PropertyListSerialization` reports, and this way a file's
    /// XML and binary forms read back equal.
    public var placeholders: [Placeholder]

    /// A build-setting placeholder kept as an opaque string.
    public struct Placeholder: Sendable, Equatable {
        /// The placeholder text as written, for example `$(PRODUCT_BUNDLE_IDENTIFIER)`.
        public var text: String
        /// The key path where it was first seen.
        public var keyPath: String

        /// Creates a placeholder record.
        /// - Parameters:
        ///   - text: the placeholder text as written.
        ///   - keyPath: the key path where it was first seen.
        public init(text: String, keyPath: String) {
            self.text = text
            self.keyPath = keyPath
        }
    }

    /// The session role name UIKit uses for ordinary app windows.
    public static let windowApplicationRole = "UIWindowSceneSessionRoleApplication"

    /// Creates an Info.plist value in code.
    /// - Parameters:
    ///   - bundleIdentifier: `CFBundleIdentifier`.
    ///   - hasSceneManifest: whether a scene manifest is present.
    ///   - supportsMultipleScenes: `UIApplicationSupportsMultipleScenes`.
    ///   - sceneConfigurations: role name to configurations.
    ///   - activityTypes: `NSUserActivityTypes`.
    ///   - urlSchemes: declared URL schemes.
    ///   - shortcutItems: static quick actions.
    ///   - placeholders: unresolved build-setting placeholders.
    public init(
        bundleIdentifier: String? = nil,
        hasSceneManifest: Bool = true,
        supportsMultipleScenes: Bool = false,
        sceneConfigurations: [String: [SceneConfiguration]] = [:],
        activityTypes: [String] = [],
        urlSchemes: [String] = [],
        shortcutItems: [ShortcutItem] = [],
        placeholders: [Placeholder] = []
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.hasSceneManifest = hasSceneManifest
        self.supportsMultipleScenes = supportsMultipleScenes
        self.sceneConfigurations = sceneConfigurations
        self.activityTypes = activityTypes
        self.urlSchemes = urlSchemes
        self.shortcutItems = shortcutItems
        self.placeholders = placeholders
    }
}
