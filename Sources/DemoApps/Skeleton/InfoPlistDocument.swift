import Foundation
import SimulatedUIKit

/// An app's `Info.plist` as a skeleton app and `routenav lint` read it: the typed ``InfoPlist`` that UIKit's
/// scene machinery uses, plus what that value drops on purpose and the checklist needs — which keys the
/// file has (to tell an iOS app's file from a macOS app's), whether `UIApplicationSupportsMultipleScenes` is
/// written or only defaulted, and where every string sits (to report each build-setting placeholder at
/// every key path it occurs).
///
/// Models UIKit reading `Bundle.main.infoDictionary` before launch (U2, U4, U5): the file is read through
/// ``InfoPlist/init(contentsOf:)``, so every error of that reader (unreadable file, not a property list,
/// root not a dictionary, a key of the wrong type) comes out unchanged, naming the file.
public struct InfoPlistDocument: Sendable, Equatable {
    /// Which platform's app the file describes, judged by its keys.
    public enum Platform: Sendable, Equatable {
        /// The file has at least one iOS key: `LSRequiresIPhoneOS` or any top-level key starting with `UI`
        /// (`UIApplicationSceneManifest`, `UILaunchStoryboardName`, `UIRequiredDeviceCapabilities`, …).
        case iOS
        /// The file has no iOS key but has keys only a macOS app's Info.plist carries.
        /// - Parameter markers: those keys, sorted (for example `LSMinimumSystemVersion`, `NSPrincipalClass`).
        case macOS(markers: [String])
        /// The file has neither kind of key (an empty dictionary, a framework's or a hand-written file).
        case unknown
    }

    /// One string of the file, a value or a dictionary key, with its key path.
    public struct StringLocation: Sendable, Equatable {
        /// The key path in ``InfoPlist/Placeholder/keyPath``'s form (`CFBundleURLTypes[0].CFBundleURLSchemes[1]`);
        /// for a dictionary key, the path of the entry it names.
        public var keyPath: String
        /// The string as written.
        public var text: String

        /// Creates a location.
        /// - Parameters:
        ///   - keyPath: where the string sits.
        ///   - text: the string as written.
        public init(keyPath: String, text: String) {
            self.keyPath = keyPath
            self.text = text
        }
    }

    /// The top-level keys that only macOS apps' Info.plists carry; any of them, with no iOS key, makes the
    /// file a macOS app's.
    public static let macOSOnlyKeys: Set<String> = [
        "LSMinimumSystemVersion", "NSPrincipalClass", "NSMainNibFile", "NSMainStoryboardFile", "LSUIElement",
        "LSBackgroundOnly", "NSSupportsAutomaticTermination", "NSSupportsSuddenTermination",
        "LSArchitecturePriority", "LSMinimumSystemVersionByArchitecture", "NSDockTilePlugIn",
    ]

    /// The file as messages name it (the path as the caller wrote it).
    public var file: String
    /// The keys UIKit's scene machinery reads, typed.
    public var infoPlist: InfoPlist
    /// Every top-level key, sorted.
    public var topLevelKeys: [String]
    /// Whether `UIApplicationSceneManifest` writes `UIApplicationSupportsMultipleScenes` at all (UIKit reads
    /// an absent key as `false`, U5; ``InfoPlist/supportsMultipleScenes`` cannot tell the two apart).
    public var declaresSupportsMultipleScenes: Bool
    /// Every string value and dictionary key of the file with its key path, in the walk order of
    /// ``InfoPlist/placeholders`` (dictionary keys sorted, arrays in index order; a key before its value).
    public var strings: [StringLocation]

    /// Reads an `Info.plist` file, XML or binary.
    /// - Parameter url: a file URL; messages name it by `url.relativePath`, the path as written when the URL
    ///   was made relative to a base directory.
    /// - Returns: the document.
    /// - Throws: ``InfoPlistError`` exactly as ``InfoPlist/init(contentsOf:)`` throws it: a missing,
    ///   unreadable, non-regular or over-16-MiB file, bytes that are not a property list, a root that is not
    ///   a dictionary, or a read key of the wrong type. Every message names the file.
    /// - Complexity: O(n log n) in the number of values.
    public static func read(contentsOf url: URL) throws(InfoPlistError) -> InfoPlistDocument {
        try read(contentsOf: url, buildSettings: BuildSettings())
    }

    /// Reads an `Info.plist` file, XML or binary, with its build-setting placeholders resolved from
    /// `buildSettings` as Xcode resolves them at build time; a placeholder of an undefined
    /// setting stays as written.
    /// - Parameters:
    ///   - url: a file URL, named in messages as in ``read(contentsOf:)``.
    ///   - buildSettings: the settings (`--define`, `--xcconfig`).
    /// - Returns: the document.
    /// - Throws: ``InfoPlistError`` as ``read(contentsOf:)`` throws it, for the file as written.
    /// - Complexity: O(n log n) in the number of values.
    public static func read(contentsOf url: URL, buildSettings: BuildSettings) throws(InfoPlistError) -> InfoPlistDocument {
        // The reader's own checks first (regular file, size cap), with its messages…
        _ = try InfoPlist(contentsOf: url)
        let source = url.isFileURL ? url.relativePath : url.absoluteString
        // …then the same bytes once more, so that the typed value and the raw walk describe one version of
        // the file even if it changes in between.
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(file: source, reason: "cannot be opened or read (permission denied?)")
        }
        guard data.count <= InfoPlist.maximumFileSize else {
            throw .unreadableFile(file: source, reason: "is larger than 16 MiB")
        }
        return try InfoPlistDocument(data: data, source: source, buildSettings: buildSettings)
    }

    /// Reads an `Info.plist` from its bytes with its placeholders resolved from `buildSettings`.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - source: how messages name the file.
    ///   - buildSettings: the settings; with none, the same as ``init(data:source:)``.
    /// - Throws: ``InfoPlistError`` as ``InfoPlist/init(data:source:)`` throws it, for the bytes as written or
    ///   (a resolved value of the wrong type) as resolved.
    /// - Complexity: O(n log n) in the number of values.
    public init(data: Data, source: String, buildSettings: BuildSettings) throws(InfoPlistError) {
        guard !buildSettings.isEmpty else {
            try self.init(data: data, source: source)
            return
        }
        // The file as written passes every check first, so its own errors are reported as they are.
        _ = try InfoPlist(data: data, source: source)
        guard let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
            let resolved = try? PropertyListSerialization.data(fromPropertyList: Self.resolving(root, with: buildSettings), format: .binary, options: 0)
        else {
            throw .rootNotDictionary(file: source, found: "a value that is not a dictionary")
        }
        try self.init(data: resolved, source: source)
    }

    /// A parsed property list with every string and dictionary key resolved.
    ///
    /// `InfoPlist(data:source:)` has already refused nesting deeper than 256 levels, so the recursion is
    /// bounded.
    private static func resolving(_ value: Any, with settings: BuildSettings) -> Any {
        if let string = value as? String { return settings.resolve(string) }
        if let dictionary = value as? [String: Any] {
            var resolved: [String: Any] = [:]
            for (key, element) in dictionary { resolved[settings.resolve(key)] = resolving(element, with: settings) }
            return resolved
        }
        if let array = value as? [Any] { return array.map { resolving($0, with: settings) } }
        return value
    }

    /// Reads an `Info.plist` from its bytes, XML or binary.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - source: how messages name the file.
    /// - Throws: ``InfoPlistError`` as ``InfoPlist/init(data:source:)`` throws it.
    /// - Complexity: O(n log n) in the number of values.
    public init(data: Data, source: String) throws(InfoPlistError) {
        // Validates everything the raw walk below relies on: the format, a dictionary root with string
        // keys, no set objects, bounded nesting.
        let infoPlist = try InfoPlist(data: data, source: source)
        guard
            let root = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil))
                as? [String: Any]
        else {
            throw .rootNotDictionary(file: source, found: "a value that is not a dictionary")
        }
        let manifest = root["UIApplicationSceneManifest"] as? [String: Any]
        var strings: [StringLocation] = []
        Self.collectStrings(in: root, at: "", into: &strings)
        self.file = source
        self.infoPlist = infoPlist
        self.topLevelKeys = root.keys.sorted()
        self.declaresSupportsMultipleScenes = manifest?["UIApplicationSupportsMultipleScenes"] != nil
        self.strings = strings
    }

    /// The platform the file's keys point to.
    public var platform: Platform {
        let hasIOSKey = topLevelKeys.contains { $0.hasPrefix("UI") || $0 == "LSRequiresIPhoneOS" }
        if hasIOSKey { return .iOS }
        let markers = topLevelKeys.filter(Self.macOSOnlyKeys.contains)
        return markers.isEmpty ? .unknown : .macOS(markers: markers)
    }

    /// Every key path where a string (value or key) contains `text`, in walk order.
    /// - Parameter text: for example a placeholder, `$(PRODUCT_BUNDLE_IDENTIFIER)`.
    /// - Returns: the key paths, each once.
    /// - Complexity: O(n · m) for n strings of length m.
    public func keyPaths(containing text: String) -> [String] {
        var seen: Set<String> = []
        return strings.filter { $0.text.contains(text) && seen.insert($0.keyPath).inserted }.map(\.keyPath)
    }

    /// Every key path where each build-setting placeholder occurs, found as ``InfoPlist/placeholders`` finds
    /// them (a placeholder nested in another, `$(B)` in `$(A_$(B))`, is part of the outer one).
    /// - Returns: for each placeholder's text, the key paths of the strings (values or keys) that hold it, in
    ///   walk order, each once.
    /// - Complexity: O(n) in the total length of the file's strings.
    public func keyPathsByPlaceholder() -> [String: [String]] {
        var paths: [String: [String]] = [:]
        for location in strings {
            // A key and its string value share a key path and come one after the other in walk order, so
            // a repeat can only be the last path recorded.
            for text in InfoPlist.placeholderTexts(in: location.text) where paths[text]?.last != location.keyPath {
                paths[text, default: []].append(location.keyPath)
            }
        }
        return paths
    }

    /// Walks the parsed file: dictionary keys sorted, arrays in index order, each key before its value.
    ///
    /// `InfoPlist(data:source:)` has already refused nesting deeper than 256 levels, so the recursion is bounded.
    private static func collectStrings(in value: Any, at keyPath: String, into strings: inout [StringLocation]) {
        if let string = value as? String {
            strings.append(StringLocation(keyPath: keyPath, text: string))
        } else if let dictionary = value as? [String: Any] {
            for key in dictionary.keys.sorted() {
                let path = keyPath.isEmpty ? key : "\(keyPath).\(key)"
                strings.append(StringLocation(keyPath: path, text: key))
                if let element = dictionary[key] {
                    collectStrings(in: element, at: path, into: &strings)
                }
            }
        } else if let array = value as? [Any] {
            for (index, element) in array.enumerated() {
                collectStrings(in: element, at: "\(keyPath)[\(index)]", into: &strings)
            }
        }
    }
}
