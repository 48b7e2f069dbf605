import Foundation

extension InfoPlist {
    /// Reads the keys UIKit uses out of a parsed file, checking each value's type and naming the file and key path when one is wrong.
    ///
    /// An absent key reads as `nil`; only the shortcut item's type and title are required.
    struct KeyReader {
        /// How errors name the file.
        let source: String

        /// The scene manifest's parts (U5).
        struct SceneManifest {
            var supportsMultipleScenes: Bool
            var configurations: [String: [SceneConfiguration]]
        }

        func string(_ value: PropertyListValue?, at keyPath: String) throws(InfoPlistError) -> String? {
            switch value {
            case nil: return nil
            case .string(let string): return string
            case let other?: throw wrong(keyPath, expected: "a string", found: other)
            }
        }

        /// A `UISceneConfigurationName`: a string no longer than the system keeps with a scene session
        /// (``SceneSessionArchive/maximumConfigurationNameByteCount``, U10), refused here where it enters.
        func configurationName(_ value: PropertyListValue?, at keyPath: String) throws(InfoPlistError) -> String? {
            guard let name = try string(value, at: keyPath) else { return nil }
            let limit = SceneSessionArchive.maximumConfigurationNameByteCount
            guard name.utf8.count <= limit else {
                throw .wrongType(
                    file: source, keyPath: keyPath,
                    expected: "a name of at most \(limit) UTF-8 bytes (the longest configuration name the system keeps, U10)",
                    found: "\(name.utf8.count) bytes")
            }
            return name
        }

        func boolean(_ value: PropertyListValue?, at keyPath: String) throws(InfoPlistError) -> Bool? {
            switch value {
            case nil: return nil
            case .boolean(let flag): return flag
            case let other?: throw wrong(keyPath, expected: "a Boolean", found: other)
            }
        }

        func dictionary(_ value: PropertyListValue?, at keyPath: String) throws(InfoPlistError)
            -> [String: PropertyListValue]?
        {
            switch value {
            case nil: return nil
            case .dictionary(let entries): return entries
            case let other?: throw wrong(keyPath, expected: "a dictionary", found: other)
            }
        }

        /// An array of strings; an element of another type is reported at its own index.
        func strings(_ value: PropertyListValue?, at keyPath: String) throws(InfoPlistError) -> [String]? {
            switch value {
            case nil:
                return nil
            case .array(let elements):
                var strings: [String] = []
                for (index, element) in elements.enumerated() {
                    guard case .string(let string) = element else {
                        throw wrong("\(keyPath)[\(index)]", expected: "a string", found: element)
                    }
                    strings.append(string)
                }
                return strings
            case let other?:
                throw wrong(keyPath, expected: "an array of strings", found: other)
            }
        }

        /// An array of dictionaries; an element of another type is reported at its own index.
        func dictionaries(_ value: PropertyListValue?, at keyPath: String) throws(InfoPlistError)
            -> [[String: PropertyListValue]]?
        {
            switch value {
            case nil:
                return nil
            case .array(let elements):
                var dictionaries: [[String: PropertyListValue]] = []
                for (index, element) in elements.enumerated() {
                    guard case .dictionary(let entries) = element else {
                        throw wrong("\(keyPath)[\(index)]", expected: "a dictionary", found: element)
                    }
                    dictionaries.append(entries)
                }
                return dictionaries
            case let other?:
                throw wrong(keyPath, expected: "an array of dictionaries", found: other)
            }
        }

        /// `UIApplicationSceneManifest`, or `nil` when the file has none.
        func sceneManifest(_ value: PropertyListValue?) throws(InfoPlistError) -> SceneManifest? {
            let path = "UIApplicationSceneManifest"
            guard let manifest = try dictionary(value, at: path) else { return nil }
            let multiple = try boolean(
                manifest["UIApplicationSupportsMultipleScenes"], at: "\(path).UIApplicationSupportsMultipleScenes")
            var configurations: [String: [SceneConfiguration]] = [:]
            let rolesPath = "\(path).UISceneConfigurations"
            let roles = try dictionary(manifest["UISceneConfigurations"], at: rolesPath) ?? [:]
            // Sorted so that which of two bad roles is reported never depends on hashing order.
            for role in roles.keys.sorted() {
                let rolePath = "\(rolesPath).\(role)"
                let entries = try dictionaries(roles[role], at: rolePath) ?? []
                var list: [SceneConfiguration] = []
                for (index, entry) in entries.enumerated() {
                    let entryPath = "\(rolePath)[\(index)]"
                    list.append(
                        SceneConfiguration(
                            name: try configurationName(entry["UISceneConfigurationName"], at: "\(entryPath).UISceneConfigurationName"),
                            delegateClassName: try string(
                                entry["UISceneDelegateClassName"], at: "\(entryPath).UISceneDelegateClassName"),
                            storyboardName: try string(
                                entry["UISceneStoryboardFile"], at: "\(entryPath).UISceneStoryboardFile")))
                }
                configurations[role] = list
            }
            return SceneManifest(supportsMultipleScenes: multiple ?? false, configurations: configurations)
        }

        /// Every `CFBundleURLSchemes` string of every `CFBundleURLTypes` entry, in file order (U2).
        func urlSchemes(_ value: PropertyListValue?) throws(InfoPlistError) -> [String] {
            let path = "CFBundleURLTypes"
            var schemes: [String] = []
            for (index, entry) in (try dictionaries(value, at: path) ?? []).enumerated() {
                schemes += try strings(entry["CFBundleURLSchemes"], at: "\(path)[\(index)].CFBundleURLSchemes") ?? []
            }
            return schemes
        }

        /// `UIApplicationShortcutItems`, each with its required type and title.
        func shortcutItems(_ value: PropertyListValue?) throws(InfoPlistError) -> [ShortcutItem] {
            let path = "UIApplicationShortcutItems"
            var items: [ShortcutItem] = []
            for (index, entry) in (try dictionaries(value, at: path) ?? []).enumerated() {
                let typePath = "\(path)[\(index)].UIApplicationShortcutItemType"
                let titlePath = "\(path)[\(index)].UIApplicationShortcutItemTitle"
                guard let type = try string(entry["UIApplicationShortcutItemType"], at: typePath) else {
                    throw .missingKey(file: source, keyPath: typePath, expected: "a string")
                }
                guard let title = try string(entry["UIApplicationShortcutItemTitle"], at: titlePath) else {
                    throw .missingKey(file: source, keyPath: titlePath, expected: "a string")
                }
                items.append(ShortcutItem(type: type, title: title))
            }
            return items
        }

        private func wrong(_ keyPath: String, expected: String, found: PropertyListValue) -> InfoPlistError {
            .wrongType(file: source, keyPath: keyPath, expected: expected, found: found.kind)
        }
    }
}
