import Foundation

/// Strings: quotes, escapes and `\u` hex quads, decoded only for object keys.
extension ManifestJSONScanner {
    /// Scans a string from its opening quote; returns its decoded text when `collecting` (keys).
    mutating func scanString(collecting: Bool) throws(ManifestProblem) -> String? {
        position += 1
        var text: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return collecting ? String(decoding: text, as: UTF8.self) : nil
            case UInt8(ascii: "\\"):
                let decoded = try scanEscape()
                if collecting { text += decoded }
            case 0x0A, 0x0D:
                throw failure("unterminated string: the line ends before its closing '\"'")
            case 0x00..<0x20:
                throw failure("control character 0x\(Self.hex(byte)) in a string; write it as an escape such as \\n")
            case 0x80...:
                let length = try refuseNonUTF8(at: position)
                if collecting { text.append(contentsOf: bytes[position..<position + length]) }
                position += length
            default:
                if collecting { text.append(byte) }
                position += 1
            }
        }
        throw failure("unterminated string; expected a closing '\"' before the end of the file")
    }

    /// Scans an escape from its backslash; returns the UTF-8 bytes it stands for.
    mutating func scanEscape() throws(ManifestProblem) -> [UInt8] {
        position += 1
        guard position < bytes.count else { throw failure("unterminated string; expected a closing '\"' before the end of the file") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "/"): UInt8(ascii: "/"),
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        let letter = bytes[position]
        if let value = simple[letter] {
            position += 1
            return [value]
        }
        guard letter == UInt8(ascii: "u") else {
            throw failure("invalid escape \\\(Self.character(letter)) in a string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
        let escape = position - 1
        position += 1
        var unit = try scanHexQuad()
        if (0xD800...0xDBFF).contains(unit), bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
            let save = position
            position += 2
            let low = try scanHexQuad()
            if (0xDC00...0xDFFF).contains(low) {
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else {
                position = save
            }
        }
        guard let scalar = Unicode.Scalar(unit) else {
            // JSONDecoder refuses a lone surrogate as "not valid JSON", with no position.
            let text = String(decoding: bytes[escape..<(escape + 6)], as: UTF8.self)
            throw failure(
                "invalid escape \(text): half of a UTF-16 surrogate pair without the other half; write the character itself or both halves, such as \\ud83d\\ude00",
                at: escape)
        }
        return Array(String(Character(scalar)).utf8)
    }

    mutating func scanHexQuad() throws(ManifestProblem) -> UInt32 {
        guard position + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
            bytes[position..<position + 4].allSatisfy({ $0.isASCIIDigit || $0.isASCIILetter })
        else {
            throw failure("invalid \\u escape in a string; expected four hexadecimal digits")
        }
        position += 4
        return value
    }
}
