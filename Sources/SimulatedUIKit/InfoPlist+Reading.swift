import Foundation

extension InfoPlist {
    /// The largest file ``init(contentsOf:)`` reads: 16 MiB (16,777,216 bytes).
    ///
    /// Real Info.plists are a few kilobytes; the cap keeps a wrong path (a disk image, `/dev/zero` behind
    /// a symlink) from being read whole.
    public static let maximumFileSize = 16 * 1024 * 1024
    /// The most values a binary Info.plist may expand to when its shared containers are copied, as
    /// Foundation copies them: 1,048,576 (a real Info.plist has a few hundred).
    public static let maximumExpandedValues = 1 << 20

    /// Reads an app's `Info.plist` from a file, XML or binary.
    ///
    /// Models UIKit reading `Bundle.main.infoDictionary` before launch: the scene manifest (U5), the user
    /// activity types (U4), the URL schemes (U2) and the static quick actions. See ``init(data:source:)``
    /// for what is read and how.
    /// - Parameter url: a file URL. Errors name it by `url.relativePath`: the path as the caller wrote it
    ///   when the URL was made relative to a base (a scenario's directory), else the full path.
    /// - Throws: ``InfoPlistError/unreadableFile(file:reason:)`` when the URL is not a file URL, names no
    ///   file, a directory or another non-regular file, cannot be opened, or is larger than
    ///   ``maximumFileSize`` bytes; otherwise whatever ``init(data:source:)`` throws.
    /// - Complexity: O(n) in the file's size.
    public init(contentsOf url: URL) throws(InfoPlistError) {
        let source = url.isFileURL ? url.relativePath : url.absoluteString
        let data = try Self.readFile(at: url, source: source)
        try self.init(data: data, source: source)
    }

    /// Reads an app's `Info.plist` from its bytes, XML or binary.
    ///
    /// Read through `PropertyListSerialization`; only the XML and binary formats are accepted (an OpenStep
    /// text property list is refused). The keys UIKit's scene machinery uses are read and type-checked:
    /// - `CFBundleIdentifier`: a string.
    /// - `UIApplicationSceneManifest`: a dictionary; its `UIApplicationSupportsMultipleScenes` a Boolean,
    ///   absent meaning `false` (U5); its `UISceneConfigurations` a dictionary from session role to an array
    ///   of dictionaries, each with optional `UISceneConfigurationName`, `UISceneDelegateClassName` and
    ///   `UISceneStoryboardFile` strings, kept in file order per role.
    /// - `NSUserActivityTypes`: an array of strings (U4).
    /// - `CFBundleURLTypes`: an array of dictionaries, each with an optional `CFBundleURLSchemes` array of
    ///   strings; all schemes are listed in file order (U2).
    /// - `UIApplicationShortcutItems`: an array of dictionaries, each requiring
    ///   `UIApplicationShortcutItemType` and `UIApplicationShortcutItemTitle` strings.
    ///
    /// Every other key is ignored, whatever its type. Build-setting placeholders (`$(X)`, `${X}`) in any
    /// string or key anywhere in the file stay as written and are listed once each in ``placeholders``
    /// (walk order: dictionary keys sorted, arrays in index order).
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - source: how errors name the file, for example its path.
    /// - Throws: ``InfoPlistError/notAPropertyList(file:detail:)`` for empty, malformed, truncated or
    ///   non-XML, non-binary data; ``InfoPlistError/rootNotDictionary(file:found:)``;
    ///   ``InfoPlistError/wrongType(file:keyPath:expected:found:)`` for a read key of the wrong type;
    ///   ``InfoPlistError/missingKey(file:keyPath:expected:)`` for a shortcut item lacking its type or title.
    /// - Complexity: O(n log n) in the number of values.
    public init(data: Data, source: String) throws(InfoPlistError) {
        let root = try Self.parseRoot(data, source: source)
        let keys = KeyReader(source: source)

        let bundleIdentifier = try keys.string(root["CFBundleIdentifier"], at: "CFBundleIdentifier")
        let manifest = try keys.sceneManifest(root["UIApplicationSceneManifest"])
        let activityTypes = try keys.strings(root["NSUserActivityTypes"], at: "NSUserActivityTypes") ?? []
        let urlSchemes = try keys.urlSchemes(root["CFBundleURLTypes"])
        let shortcutItems = try keys.shortcutItems(root["UIApplicationShortcutItems"])

        self.init(
            bundleIdentifier: bundleIdentifier,
            hasSceneManifest: manifest != nil,
            supportsMultipleScenes: manifest?.supportsMultipleScenes ?? false,
            sceneConfigurations: manifest?.configurations ?? [:],
            activityTypes: activityTypes,
            urlSchemes: urlSchemes,
            shortcutItems: shortcutItems,
            placeholders: Self.collectPlaceholders(in: root))
    }

    /// Reads at most ``maximumFileSize`` + 1 bytes of a regular file.
    /// - Throws: ``InfoPlistError/unreadableFile(file:reason:)``.
    private static func readFile(at url: URL, source: String) throws(InfoPlistError) -> Data {
        guard url.isFileURL else {
            throw .unreadableFile(file: source, reason: "not a file URL")
        }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .unreadableFile(file: source, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw .unreadableFile(file: source, reason: "is a directory")
        }
        // `attributesOfItem` does not follow a final symlink; the resolved path does.
        let attributes = try? fileManager.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular else {
            throw .unreadableFile(file: source, reason: "is not a regular file")
        }
        if let size = (attributes[.size] as? NSNumber)?.uint64Value, size > UInt64(maximumFileSize) {
            throw .unreadableFile(file: source, reason: "is larger than 16 MiB (\(size) bytes)")
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            throw .unreadableFile(file: source, reason: "cannot be opened or read (permission denied?)")
        }
        guard data.count <= maximumFileSize else {
            throw .unreadableFile(file: source, reason: "is larger than 16 MiB")
        }
        return data
    }

    /// Parses `data` with `PropertyListSerialization` and checks that the root is a dictionary.
    /// - Throws: ``InfoPlistError/notAPropertyList(file:detail:)`` or
    ///   ``InfoPlistError/rootNotDictionary(file:found:)``.
    private static func parseRoot(_ data: Data, source: String) throws(InfoPlistError)
        -> [String: PropertyListValue]
    {
        guard !data.isEmpty else {
            throw .notAPropertyList(file: source, detail: "the file is empty")
        }
        let isBinary = BinaryPropertyListScreen.hasBinarySignature(data)
        if isBinary, let object = BinaryPropertyListScreen.firstSetObject(inBinary: data) {
            throw .notAPropertyList(
                file: source,
                detail: "the binary property list holds a set (object \(object)), which an Info.plist cannot hold")
        }
        // Past 512 levels CoreFoundation's binary reader fails as on a damaged file: the walk names the limit instead.
        if isBinary,
            let problem = BinaryPropertyListScreen.sharingProblem(
                inBinary: data, limit: maximumExpandedValues, depthLimit: 2 * PropertyListValue.maximumDepth)
        {
            switch problem {
            case let .cycle(object):
                throw .notAPropertyList(
                    file: source, detail: "the binary property list's container object \(object) contains itself, which no property list can")
            case let .expandsPast(limit, object):
                throw .notAPropertyList(
                    file: source,
                    detail:
                        "the binary property list shares its containers so often that reading it would make more than \(limit) values (from object \(object)); an Info.plist holds far fewer"
                )
            case let .nestedPast(limit):
                throw .notAPropertyList(
                    file: source, detail: "values nested deeper than \(PropertyListValue.maximumDepth) levels (over \(limit) in the binary property list)")
            }
        }
        if !isBinary, !Self.looksLikeXML(data) {
            // Not handed to PropertyListSerialization: it would try the old text format, whose parser prints
            // its own complaint ("Old-style plist parser: missing semicolon…") on standard error.
            throw .notAPropertyList(file: source, detail: "not an XML or binary property list")
        }
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            throw .notAPropertyList(file: source, detail: failureDetail(error, data: data, isBinary: isBinary))
        }
        switch format {
        case .xml, .binary:
            break
        default:
            // `bplist…` bytes the binary parser refused can still read as an OpenStep string.
            throw .notAPropertyList(
                file: source,
                detail: isBinary ? "a damaged binary property list" : "not an XML or binary property list")
        }
        let root = try PropertyListValue.make(from: object, keyPath: "", depth: 0, source: source)
        guard case .dictionary(let entries) = root else {
            throw .rootNotDictionary(file: source, found: root.kind)
        }
        return entries
    }

    /// Whether bytes start like an XML document: `<` after white space, or a Unicode byte order mark.
    private static func looksLikeXML(_ data: Data) -> Bool {
        let firstVisible = data.first { !(($0 == 0x20) || ($0 == 0x09) || ($0 == 0x0A) || ($0 == 0x0D)) }
        return firstVisible == UInt8(ascii: "<") || data.starts(with: [0xEF, 0xBB, 0xBF])
            || data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE])
    }

    /// Words a `PropertyListSerialization` failure for ``InfoPlistError/notAPropertyList(file:detail:)``.
    private static func failureDetail(_ error: any Error, data: Data, isBinary: Bool) -> String {
        if isBinary {
            // The parser falls back to XML and OpenStep after the binary reader fails, so its own message
            // ("Unexpected character b at line 1") would mislead.
            return "a damaged binary property list"
        }
        guard looksLikeXML(data) else {
            return "not an XML or binary property list"
        }
        let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        return reason.map { "malformed XML (\($0))" } ?? "malformed XML"
    }
}
