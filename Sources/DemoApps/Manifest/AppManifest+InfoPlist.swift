import SimulatedUIKit

extension AppManifest {
    /// `infoPlist`: the app's Info.plist, either the path of a plist file (XML or binary) relative to the
    /// manifest, or its fields inline.
    ///
    /// ```json
    /// "infoPlist": "Notes-Info.plist"
    /// "infoPlist": { "supportsMultipleScenes": true, "urlSchemes": ["notes"],
    ///                "activityTypes": ["com.notes.viewing"], "shortcutItems": [{ "type": "new-note", "title": "New Note" }] }
    /// ```
    public enum InfoPlistSource: Codable, Sendable, Equatable {
        static let expected = "the path of a plist file (a string) or the Info.plist's fields (an object)"

        /// A plist file, relative to the manifest's directory (or absolute).
        case file(String)
        /// The fields written in the manifest.
        case inline(InlineInfoPlist)

        /// Decodes a path or an inline Info.plist.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            if let path = try? decoder.singleValueContainer().decode(String.self) {
                guard !path.isEmpty else {
                    throw ManifestProblem([ManifestPathComponent](codingPath: decoder.codingPath), "empty; expected \(Self.expected)")
                }
                self = .file(path)
            } else {
                self = .inline(try InlineInfoPlist(from: decoder))
            }
        }

        /// Encodes the path or the fields.
        /// - Parameter encoder: the encoder.
        /// - Throws: what the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            switch self {
            case let .file(path):
                var container = encoder.singleValueContainer()
                try container.encode(path)
            case let .inline(fields):
                try fields.encode(to: encoder)
            }
        }
    }

    /// The Info.plist keys UIKit's scene machinery reads, written inline (see ``InfoPlist``).
    public struct InlineInfoPlist: Codable, Sendable, Equatable {
        /// `bundleIdentifier`: `CFBundleIdentifier`.
        public var bundleIdentifier: String?
        /// `hasSceneManifest`: whether there is a `UIApplicationSceneManifest`; default `true`.
        public var hasSceneManifest: Bool
        /// `supportsMultipleScenes`: `UIApplicationSupportsMultipleScenes`; default `false`, as in UIKit (U5).
        public var supportsMultipleScenes: Bool
        /// `sceneConfigurations`: `UISceneConfigurations`, session role to configurations; default none.
        public var sceneConfigurations: [String: [SceneConfiguration]]
        /// `activityTypes`: `NSUserActivityTypes` (U4); default none.
        public var activityTypes: [String]
        /// `urlSchemes`: the `CFBundleURLSchemes` of `CFBundleURLTypes` (U2); default none.
        public var urlSchemes: [String]
        /// `shortcutItems`: the static `UIApplicationShortcutItems`; default none.
        public var shortcutItems: [ShortcutItem]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case bundleIdentifier, hasSceneManifest, supportsMultipleScenes, sceneConfigurations, activityTypes, urlSchemes, shortcutItems
        }

        /// Decodes the fields, refusing unknown keys and values of the wrong kind.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: InfoPlistSource.expected)
            bundleIdentifier = try container.optionalText(.bundleIdentifier, expected: "a bundle identifier (a string)")
            hasSceneManifest = try container.optional(Bool.self, .hasSceneManifest, expected: "true or false") ?? true
            supportsMultipleScenes = try container.optional(Bool.self, .supportsMultipleScenes, expected: "true or false") ?? false
            sceneConfigurations =
                try container.optional(
                    [String: [SceneConfiguration]].self, .sceneConfigurations,
                    expected: "an object from session role to an array of configurations") ?? [:]
            activityTypes = try container.optional([String].self, .activityTypes, expected: "an array of activity types") ?? []
            urlSchemes = try container.optional([String].self, .urlSchemes, expected: "an array of URL schemes") ?? []
            shortcutItems = try container.optional([ShortcutItem].self, .shortcutItems, expected: "an array of shortcut items") ?? []
        }

        /// The Info.plist value.
        public var infoPlist: InfoPlist {
            InfoPlist(
                bundleIdentifier: bundleIdentifier,
                hasSceneManifest: hasSceneManifest,
                supportsMultipleScenes: supportsMultipleScenes,
                sceneConfigurations: sceneConfigurations.mapValues { entries in
                    entries.map { InfoPlist.SceneConfiguration(name: $0.name, delegateClassName: $0.delegateClassName, storyboardName: $0.storyboardName) }
                },
                activityTypes: activityTypes,
                urlSchemes: urlSchemes,
                shortcutItems: shortcutItems.map { InfoPlist.ShortcutItem(type: $0.type, title: $0.title) })
        }
    }

    /// One entry of `sceneConfigurations`.
    public struct SceneConfiguration: Codable, Sendable, Equatable {
        /// `name`: `UISceneConfigurationName`.
        public var name: String?
        /// `delegateClassName`: `UISceneDelegateClassName`.
        public var delegateClassName: String?
        /// `storyboardName`: `UISceneStoryboardFile`.
        public var storyboardName: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, delegateClassName, storyboardName
        }

        /// Decodes a configuration, refusing unknown keys and values of the wrong kind.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: "a scene configuration (an object)")
            name = try container.optional(String.self, .name, expected: "a configuration name (a string)")
            delegateClassName = try container.optional(String.self, .delegateClassName, expected: "a class name (a string)")
            storyboardName = try container.optional(String.self, .storyboardName, expected: "a storyboard name (a string)")
        }
    }

    /// One entry of `shortcutItems`.
    public struct ShortcutItem: Codable, Sendable, Equatable {
        /// `type`: `UIApplicationShortcutItemType`.
        ///
        /// Required.
        public var type: String
        /// `title`: `UIApplicationShortcutItemTitle`.
        ///
        /// Required.
        public var title: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case type, title
        }

        /// Decodes a shortcut item, refusing unknown keys and values of the wrong kind.
        /// - Parameter decoder: the decoder.
        /// - Throws: a problem naming the JSON path, what is wrong and what is allowed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.manifestObject(CodingKeys.self, expected: "a shortcut item (an object)")
            type = try container.requireText(.type, expected: "a shortcut type (a string)")
            title = try container.requireText(.title, expected: "a title (a string)")
        }
    }
}
