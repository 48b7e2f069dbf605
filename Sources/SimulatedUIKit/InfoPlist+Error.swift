import Foundation

/// Why an `Info.plist` could not be read into an ``InfoPlist``.
///
/// Every case names the file (the `source` given to ``InfoPlist/init(data:source:)``, or the path of the
/// URL given to ``InfoPlist/init(contentsOf:)``) and, where one is at fault, the key path in the same
/// form as ``InfoPlist/Placeholder/keyPath`` (`CFBundleURLTypes[0].CFBundleURLSchemes[0]`).
/// ``description`` is the one-line message a user sees: `FILE: KEYPATH: expected …, found …`.
///
/// Models the reading UIKit does of `Bundle.main.infoDictionary` before any scene connects
/// (U1, U2, U4, U5): a file it cannot read is reported instead of being half-used.
public enum InfoPlistError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read: missing, a directory or other non-regular file, not permitted,
    /// larger than ``InfoPlist/maximumFileSize``, or a URL that is not a file URL.
    /// - Parameters:
    ///   - file: the file as named by the caller.
    ///   - reason: what went wrong, in lower case, for example `no such file`.
    case unreadableFile(file: String, reason: String)

    /// The bytes are not an XML or binary property list: malformed or truncated XML, a damaged binary
    /// property list, an empty file, an OpenStep (ASCII) property list or any other text.
    /// - Parameters:
    ///   - file: the file as named by the caller.
    ///   - detail: what the parser saw, for example `malformed XML (Encountered unexpected EOF)`.
    case notAPropertyList(file: String, detail: String)

    /// The property list parsed, but its root is not a dictionary.
    /// - Parameters:
    ///   - file: the file as named by the caller.
    ///   - found: the kind of value at the root, for example `an array`.
    case rootNotDictionary(file: String, found: String)

    /// A key UIKit reads holds a value of the wrong type.
    /// - Parameters:
    ///   - file: the file as named by the caller.
    ///   - keyPath: where the value is, for example `NSUserActivityTypes` or `NSUserActivityTypes[2]`.
    ///   - expected: what UIKit reads there, for example `an array of strings`.
    ///   - found: what the file holds, for example `a dictionary`.
    case wrongType(file: String, keyPath: String, expected: String, found: String)

    /// A key UIKit requires inside an entry is absent (a shortcut item without its
    /// `UIApplicationShortcutItemType` or `UIApplicationShortcutItemTitle`).
    /// - Parameters:
    ///   - file: the file as named by the caller.
    ///   - keyPath: the missing key's path, for example `UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle`.
    ///   - expected: what UIKit reads there, for example `a string`.
    case missingKey(file: String, keyPath: String, expected: String)

    /// The file the error is about, as named by the caller.
    public var file: String {
        switch self {
        case .unreadableFile(let file, _), .notAPropertyList(let file, _), .rootNotDictionary(let file, _),
            .wrongType(let file, _, _, _), .missingKey(let file, _, _):
            return file
        }
    }

    /// The key path at fault, or `nil` when the error is about the file as a whole.
    public var keyPath: String? {
        switch self {
        case .unreadableFile, .notAPropertyList, .rootNotDictionary:
            return nil
        case .wrongType(_, let keyPath, _, _), .missingKey(_, let keyPath, _):
            return keyPath
        }
    }

    /// One line naming the file, the key path where there is one, what was expected and what was found,
    /// for example `Info.plist: NSUserActivityTypes: expected an array of strings, found a dictionary`.
    public var description: String {
        switch self {
        case .unreadableFile(let file, let reason):
            return "\(file): cannot read the file: \(reason)"
        case .notAPropertyList(let file, let detail):
            return "\(file): not a property list: \(detail)"
        case .rootNotDictionary(let file, let found):
            return "\(file): expected a dictionary at the root, found \(found)"
        case .wrongType(let file, let keyPath, let expected, let found):
            return "\(file): \(keyPath): expected \(expected), found \(found)"
        case .missingKey(let file, let keyPath, let expected):
            return "\(file): \(keyPath): expected \(expected), found nothing"
        }
    }
}
