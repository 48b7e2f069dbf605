import Foundation

/// The reversible mapping between a scene session's persistent identifier and the name of its record
/// file (R15: an identifier is never used as a path as is).
///
/// - The identifier is normalised to NFC (Swift compares strings by canonical equivalence, so `é` and
///   `e` + combining acute are one identifier and must be one file).
/// - Every UTF-8 byte outside `[A-Za-z0-9_-]` becomes `%XX` (upper-case hex, always three bytes), so a
///   name never holds `/`, NUL or a leading `.`, and `..` cannot be formed.
/// - The empty identifier is the stem `%`, which no other identifier produces (each `%` the encoder
///   writes is followed by two hex digits).
/// - A stem over ``StateRestorationLimits/maximumEncodedIdentifierLength`` bytes is not produced.
///
/// Decoding accepts only the canonical form (the stem must re-encode to itself), so a stray file such
/// as `%61.plist` or `%2e.plist` never shows up as a record.
enum SessionFileName {
    /// The suffix of a record file.
    static let recordSuffix = ".plist"
    /// The stem of the empty identifier.
    static let emptyIdentifierStem = "%"

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The file-name stem for an identifier, or `nil` when it would exceed the length limit.
    /// - Complexity: O(n) in the identifier's UTF-8 length, stopping at the limit.
    static func stem(for identifier: String) -> String? {
        let normalized = identifier.precomposedStringWithCanonicalMapping
        if normalized.isEmpty { return emptyIdentifierStem }
        let limit = StateRestorationLimits.maximumEncodedIdentifierLength
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(limit, normalized.utf8.count))
        for byte in normalized.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
            if bytes.count > limit { return nil }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The record file name (`<stem>.plist`) for an identifier, or `nil` when it is too long.
    static func recordFileName(for identifier: String) -> String? {
        stem(for: identifier).map { $0 + recordSuffix }
    }

    /// The identifier a record file name stands for, or `nil` when the name is not a canonical record name.
    static func identifier(fromRecordFileName name: String) -> String? {
        guard name.hasSuffix(recordSuffix) else { return nil }
        return identifier(fromStem: String(name.dropLast(recordSuffix.count)))
    }

    /// The identifier a stem stands for, or `nil` when it is not canonical.
    static func identifier(fromStem stem: String) -> String? {
        if stem == emptyIdentifierStem { return "" }
        let encoded = Array(stem.utf8)
        guard !encoded.isEmpty, encoded.count <= StateRestorationLimits.maximumEncodedIdentifierLength else { return nil }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(encoded.count)
        var index = 0
        while index < encoded.count {
            let byte = encoded[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < encoded.count,
                    let high = hexValue(encoded[index + 1]),
                    let low = hexValue(encoded[index + 2])
                else { return nil }
                decoded.append(high << 4 | low)
                index += 3
            } else if isUnreserved(byte) {
                decoded.append(byte)
                index += 1
            } else {
                return nil
            }
        }
        guard let identifier = String(validating: decoded, as: UTF8.self),
            self.stem(for: identifier) == stem
        else { return nil }
        return identifier
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// Upper-case hex only: the encoder never writes lower case, so `%2e` is not canonical.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension SessionFileName {
    /// The ``StateRestorationError/storageFailure(underlying:)`` text for an identifier too long to store.
    ///
    /// Names the identifier by its length and the start of its encoding (never the raw text, which may
    /// hold NUL or control characters).
    static func overlongIdentifierDescription(_ identifier: String) -> String {
        let limit = StateRestorationLimits.maximumEncodedIdentifierLength
        let start = stem(for: String(identifier.prefix(8))) ?? ""
        return "session identifier of \(identifier.utf8.count) UTF-8 bytes (\"\(start)…\" encoded) "
            + "encodes to a file name over \(limit) bytes; refused, nothing written"
    }
}
