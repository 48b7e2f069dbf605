import Foundation
import RouteInterface

/// Encodes and decodes ``StateRecord``s for both stores, and applies the size limits (R15).
///
/// Records are binary property lists: `state` is stored as raw bytes (an XML property list would
/// base64 it, a third larger), so the encoded size tracks the payload and the 100 KiB / 4 MiB limits
/// mean what a host expects.
enum StateRecordCodec {
    /// The part of a record read first, so a record of another version is reported as such even
    /// when its other keys changed.
    private struct VersionProbe: Decodable {
        var version: Int
    }

    /// Encodes a record as a binary property list.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)`` if the encoder fails.
    static func encode(_ record: StateRecord) throws(StateRestorationError) -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        do {
            return try encoder.encode(record)
        } catch {
            throw .storageFailure(underlying: "cannot encode the record of \(record.screenName): \(error)")
        }
    }

    /// Applies the size limits to an encoded record about to be written.
    /// - Parameter byteCount: the encoded size in bytes.
    /// - Returns: the ``StateRestorationError/payloadTooLarge(bytes:)`` warning over 100 KiB, else `nil`.
    /// - Throws: ``StateRestorationError/payloadRefused(bytes:)`` over 4 MiB.
    static func admit(byteCount: Int) throws(StateRestorationError) -> StateRestorationError? {
        if byteCount > StateRestorationLimits.refusalThreshold { throw .payloadRefused(bytes: byteCount) }
        if byteCount > StateRestorationLimits.warningThreshold { return .payloadTooLarge(bytes: byteCount) }
        return nil
    }

    /// The reason a stored record over the refusal limit is not read.
    static func oversizedDescription(byteCount: Int) -> String {
        RecordDirectory.oversizedDescription(byteCount: byteCount, limit: StateRestorationLimits.refusalThreshold)
    }

    /// Decodes a stored record.
    /// - Parameter data: the stored bytes.
    /// - Returns: the record.
    /// - Throws: ``StateRestorationError/unsupportedVersion(found:)`` for a dictionary whose integer
    ///   `version` is not ``StateRecord/currentVersion``; otherwise
    ///   ``StateRestorationError/corruptRecord(reason:)`` whose reason names the key and what was expected
    ///   (the caller prefixes where the record lives).
    ///
    /// Decoding is a function of the bytes alone, so the records of recently decoded small byte strings
    /// are kept (``StateRecordDecodeMemo``) and the same bytes read again (the monkey's oracle and
    /// `expect stored` read every window's record after each event) are not parsed again.
    static func decode(_ data: Data) throws(StateRestorationError) -> StateRecord {
        if let record = decodedRecords.record(for: data) { return record }
        let record = try decodeAnew(data)
        decodedRecords.remember(record, for: data)
        return record
    }

    /// Records lately decoded, by their exact bytes.
    private static let decodedRecords = StateRecordDecodeMemo()

    /// ``decode(_:)`` without the memo.
    static func decodeAnew(_ stored: Data) throws(StateRestorationError) -> StateRecord {
        if stored.isEmpty { throw .corruptRecord(reason: "empty (0 bytes), expected a property list") }
        if stored.count > StateRestorationLimits.refusalThreshold {
            throw .corruptRecord(reason: oversizedDescription(byteCount: stored.count))
        }
        try refuseUndecodableXMLIntegers(in: stored)
        let data = try screenedPropertyList(stored)
        let decoder = PropertyListDecoder()
        let version: Int
        do {
            version = try decoder.decode(VersionProbe.self, from: data).version
        } catch {
            throw .corruptRecord(reason: describe(error))
        }
        guard version == StateRecord.currentVersion else { throw .unsupportedVersion(found: version) }
        do {
            return try decoder.decode(StateRecord.self, from: data)
        } catch {
            throw .corruptRecord(reason: describe(error))
        }
    }

    /// A one-line reason naming the key path and what was expected.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not a record: \(error)" }
        switch error {
        case let .keyNotFound(key, context):
            return "missing key \(keyPath(context.codingPath + [key])), expected a record with version, "
                + "restorationIdentifier, screenName, isSignedIn and state"
        case let .typeMismatch(type, context):
            if context.codingPath.isEmpty {
                return "the root is not a dictionary: \(detail(context))"
            }
            return "key \(keyPath(context.codingPath)): \(detail(context)), expected \(type)"
        case let .valueNotFound(type, context):
            return "key \(keyPath(context.codingPath)) has no value, expected \(type)"
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty {
                return "not a property list (\(underlyingDescription(context) ?? detail(context)))"
            }
            return "key \(keyPath(context.codingPath)): \(detail(context))"
        @unknown default:
            return "not a record: \(error)"
        }
    }

    /// The decoder's explanation without its final period (the caller's sentence goes on).
    private static func detail(_ context: DecodingError.Context) -> String {
        var text = context.debugDescription.trimmingCharacters(in: .whitespacesAndNewlines)
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func keyPath(_ path: [any CodingKey]) -> String {
        "\"" + path.map(\.stringValue).joined(separator: ".") + "\""
    }

    /// The parser's own message (for example, `Encountered unexpected EOF`), when it gave one.
    private static func underlyingDescription(_ context: DecodingError.Context) -> String? {
        guard let underlying = context.underlyingError else { return nil }
        // Foundation's `NSDebugDescriptionKey`, which swift-corelibs-foundation does not export.
        let message = (underlying as NSError).userInfo["NSDebugDescription"] as? String
        return message?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension StateRecordCodec {
    /// A bound on the size of ``encode(_:)``'s result that costs no encoding, so the writer may encode a
    /// record off the main actor when the bound shows it cannot reach a size limit (R15).
    ///
    /// A binary property list holds a string as ASCII (one byte a character) or UTF-16 (two bytes a code
    /// unit), data as raw bytes, each with a marker and a length of at most 9 bytes; the record's other
    /// objects (the dictionary, its five keys, the version and the flag), the offset table, the object
    /// references, the header and the trailer take well under 512 bytes.
    /// - Parameter record: the record.
    /// - Returns: an upper bound of its encoded size in bytes.
    /// A container state adds, per stack top, its three keys and values (at most 128 bytes of objects and
    /// references beside its strings and data), and 128 bytes for its own dictionary, keys and tab index.
    static func encodedSizeBound(of record: StateRecord) -> Int {
        var bound = 512 + record.state.count + 2 * (record.screenName.utf16.count + record.restorationIdentifier.utf16.count)
        if let container = record.containerState {
            bound += 128
            for top in container.tops {
                bound += 128 + top.state.count + 2 * (top.screenName.utf16.count + top.restorationIdentifier.utf16.count)
            }
        }
        return bound
    }
}
