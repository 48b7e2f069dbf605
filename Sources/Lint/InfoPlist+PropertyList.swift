import Foundation
import SimulatedUIKit

extension InfoPlist {
    /// The Info.plist as an XML property list with UIKit's keys (`CFBundleIdentifier`,
    /// `UIApplicationSceneManifest`, `NSUserActivityTypes`, `CFBundleURLTypes`, `UIApplicationShortcutItems`),
    /// so that `routenav lint --app NAME` checks an app's built-in Info.plist as it checks a file.
    /// - Returns: the XML bytes; an absent value (no bundle identifier, no scene manifest) is left out.
    /// - Throws: what `PropertyListSerialization` throws (never for these value types).
    func xmlPropertyList() throws -> Data {
        var root: [String: Any] = [:]
        if let bundleIdentifier { root["CFBundleIdentifier"] = bundleIdentifier }
        if hasSceneManifest {
            let configurations = sceneConfigurations.mapValues { list in
                list.map { configuration -> [String: Any] in
                    var entry: [String: Any] = [:]
                    if let name = configuration.name { entry["UISceneConfigurationName"] = name }
                    if let delegate = configuration.delegateClassName { entry["UISceneDelegateClassName"] = delegate }
                    if let storyboard = configuration.storyboardName { entry["UISceneStoryboardFile"] = storyboard }
                    return entry
                }
            }
            root["UIApplicationSceneManifest"] =
                [
                    "UIApplicationSupportsMultipleScenes": supportsMultipleScenes,
                    "UISceneConfigurations": configurations,
                ] as [String: Any]
        }
        if !activityTypes.isEmpty { root["NSUserActivityTypes"] = activityTypes }
        if !urlSchemes.isEmpty { root["CFBundleURLTypes"] = [["CFBundleURLSchemes": urlSchemes]] }
        if !shortcutItems.isEmpty {
            root["UIApplicationShortcutItems"] = shortcutItems.map { ["UIApplicationShortcutItemType": $0.type, "UIApplicationShortcutItemTitle": $0.title] }
        }
        return try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    }
}
