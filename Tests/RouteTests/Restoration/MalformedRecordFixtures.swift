import Foundation
import RouteInterface
import Testing

/// Record files a store may find after a crash, a bug, a downgrade or tampering. Each must be reported
/// once by `load` and set aside (R15).
enum MalformedRecordFixture: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case empty
    case truncatedBinary
    case truncatedXML
    case bplistHeaderOnly
    case jsonText
    case randomBytes
    case zeroBytes
    case arrayRoot
    case stringRoot
    case missingVersion
    case versionAsString
    case version99
    case stateMissing
    case stateAsString
    case isSignedInAsString
    case nonUTF8XML
    case oversized5MiB

    var testDescription: String { rawValue }

    /// What `load` must throw.
    enum Expected: Equatable {
        /// ``StateRestorationError/corruptRecord(reason:)`` whose reason contains the text.
        case corrupt(mentioning: String)
        /// ``StateRestorationError/unsupportedVersion(found:)``.
        case unsupportedVersion(Int)
    }

    var expected: Expected {
        switch self {
        case .empty: .corrupt(mentioning: "empty (0 bytes)")
        case .truncatedBinary, .truncatedXML, .jsonText, .randomBytes, .zeroBytes:
            .corrupt(mentioning: "not a property list")
        // `bplist00` alone would read as a bare word of the old-style text format (a string), but a
        // record that starts like a binary property list is judged as one: truncated.
        case .bplistHeaderOnly: .corrupt(mentioning: "a binary property list whose header, object table or offsets are damaged")
        case .arrayRoot, .stringRoot: .corrupt(mentioning: "the root is not a dictionary")
        case .missingVersion: .corrupt(mentioning: "missing key \"version\"")
        case .versionAsString: .corrupt(mentioning: "key \"version\"")
        case .version99: .unsupportedVersion(99)
        case .stateMissing: .corrupt(mentioning: "missing key \"state\"")
        case .stateAsString: .corrupt(mentioning: "key \"state\"")
        case .isSignedInAsString: .corrupt(mentioning: "key \"isSignedIn\"")
        case .nonUTF8XML: .corrupt(mentioning: "not a property list (Unable to convert string to correct encoding)")
        case .oversized5MiB: .corrupt(mentioning: "over the 4194304-byte limit; not read")
        }
    }

    /// The file's bytes.
    func bytes() throws -> Data {
        switch self {
        case .empty:
            return Data()
        case .truncatedBinary:
            let good = try Self.binary(Self.goodRecord)
            return good.prefix(good.count / 2)
        case .truncatedXML:
            let good = try Self.xml(Self.goodRecord)
            return good.prefix(good.count / 2)
        case .bplistHeaderOnly:
            return Data("bplist00".utf8)
        case .jsonText:
            return Data(#"{"version": 1, "restorationIdentifier": "NoteDetail", "screenName": "NoteDetail(42)", "isSignedIn": true, "state": "e30="}"#.utf8)
        case .randomBytes:
            // A fixed linear congruential sequence: the same "random" bytes on every run.
            var seed: UInt64 = 0x5EED
            return Data((0..<512).map { _ in
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: seed >> 33)
            })
        case .zeroBytes:
            return Data(count: 1024)
        case .arrayRoot:
            return try PropertyListSerialization.data(fromPropertyList: [1, 2, 3], format: .binary, options: 0)
        case .stringRoot:
            return Data("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><string>NoteDetail(42)</string></plist>
                """.utf8)
        case .missingVersion:
            return try Self.dictionary(removing: "version")
        case .versionAsString:
            return try Self.dictionary(replacing: "version", with: "1")
        case .version99:
            var record = Self.goodRecord
            record.version = 99
            return try Self.binary(record)
        case .stateMissing:
            return try Self.dictionary(removing: "state")
        case .stateAsString:
            return try Self.dictionary(replacing: "state", with: "{\"noteID\":\"42\"}")
        case .isSignedInAsString:
            return try Self.dictionary(replacing: "isSignedIn", with: "yes")
        case .nonUTF8XML:
            var xml = try Self.xml(Self.goodRecord)
            guard let range = xml.range(of: Data("NoteDetail(42)".utf8)) else {
                throw RestorationTestSupport.SetupError(description: "fixture text not found")
            }
            xml.replaceSubrange(range, with: Data([0x4E, 0xFF, 0xFE, 0xC3, 0x28]))
            return xml
        case .oversized5MiB:
            // A *valid* record: only a store that checks the size before reading refuses it.
            var record = Self.goodRecord
            record.state = Data(repeating: 0x41, count: 5 * 1024 * 1024)
            return try Self.binary(record)
        }
    }

    static let goodRecord = StateRecord(
        restorationIdentifier: "NoteDetail", screenName: "NoteDetail(42)", isSignedIn: true,
        state: Data("{\"noteID\":\"42\"}".utf8))

    private static func binary(_ record: StateRecord) throws -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        return try encoder.encode(record)
    }

    private static func xml(_ record: StateRecord) throws -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return try encoder.encode(record)
    }

    private static func goodDictionary() -> [String: Any] {
        [
            "version": 1, "restorationIdentifier": "NoteDetail", "screenName": "NoteDetail(42)",
            "isSignedIn": true, "state": Data("{\"noteID\":\"42\"}".utf8),
        ]
    }

    private static func dictionary(removing key: String) throws -> Data {
        var dictionary = goodDictionary()
        dictionary[key] = nil
        return try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
    }

    private static func dictionary(replacing key: String, with value: String) throws -> Data {
        var dictionary = goodDictionary()
        dictionary[key] = value
        return try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
    }
}
