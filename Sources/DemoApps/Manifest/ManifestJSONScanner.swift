import Foundation

/// A validating pass over a manifest's bytes before `JSONDecoder` sees them.
///
/// `JSONDecoder` on Linux reports every syntax problem as "The given data was not valid JSON", with no
/// position, and quietly keeps one of two duplicate keys. This scanner reads the RFC 8259 grammar
/// itself, keeping the JSON path of the value it is in, so a problem is reported as
/// `screens[2].actions: expected ',' or ']' at line 14, column 9, found '}'`. It also refuses what the
/// decoder would accept or choke on: nesting deeper than ``maximumDepth`` (guarded before the decoder
/// recurses), bytes that are not UTF-8, a UTF-16 file, duplicate keys in one object, numbers out of
/// `Double`'s range or so close to 0 that they round to it, and `\u` escapes of half a surrogate pair (the
/// decoder refuses those last two as "not valid JSON", with no position). A UTF-8 byte order mark at the
/// start is skipped.
struct ManifestJSONScanner {
    /// The deepest nesting of arrays and objects accepted.
    ///
    /// A manifest needs 7; the margin is for users.
    static let maximumDepth = 32

    /// The JSON kind of a value, as messages name it.
    enum ValueKind: String {
        case object = "an object"
        case array = "an array"
        case string = "a string"
        case number = "a number"
        case boolean = "a Boolean"
        case null = "null"
    }

    let bytes: [UInt8]
    var position: Int
    var depth = 0
    var path: [ManifestPathComponent] = []
    private let probe: [ManifestPathComponent]?
    private var probedKind: ValueKind?

    private init(_ data: Data, probe: [ManifestPathComponent]?) {
        bytes = [UInt8](data)
        position = Self.hasUTF8ByteOrderMark(bytes) ? 3 : 0
        self.probe = probe
    }

    /// Whether the bytes start with the UTF-8 byte order mark `EF BB BF`.
    static func hasUTF8ByteOrderMark<C: Collection<UInt8>>(_ bytes: C) -> Bool {
        bytes.starts(with: [0xEF, 0xBB, 0xBF])
    }

    /// Checks that the bytes are one well-formed JSON value in UTF-8.
    /// - Parameter data: the file's bytes.
    /// - Throws: ``ManifestProblem`` naming the JSON path where the scan stopped, the line and column, and
    ///   what was expected.
    /// - Complexity: O(n) in the number of bytes.
    static func validate(_ data: Data) throws(ManifestProblem) {
        var scanner = ManifestJSONScanner(data, probe: nil)
        try scanner.scanDocument()
    }

    /// The JSON kind of the value at `path`, for `found …` in messages.
    /// - Parameters:
    ///   - path: the value's JSON path.
    ///   - data: bytes that ``validate(_:)`` accepted.
    /// - Returns: the kind, or `nil` when there is no value at `path`.
    /// - Complexity: O(n) in the number of bytes.
    static func kind(at path: [ManifestPathComponent], in data: Data) -> ValueKind? {
        var scanner = ManifestJSONScanner(data, probe: path)
        try? scanner.scanDocument()
        return scanner.probedKind
    }

    // MARK: Grammar

    private mutating func scanDocument() throws(ManifestProblem) {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw ManifestProblem([], "the file is UTF-16 (it starts with a byte order mark); save it as UTF-8")
        }
        skipWhitespace()
        guard position < bytes.count else {
            throw ManifestProblem([], "the file is empty; expected a JSON object")
        }
        try scanValue()
        skipWhitespace()
        guard position >= bytes.count else {
            throw failure("unexpected \(describeCurrent()) after the end of the JSON value; expected nothing more")
        }
    }

    private mutating func scanValue() throws(ManifestProblem) {
        skipWhitespace()
        guard position < bytes.count else { throw failure("unexpected end of file; expected a value") }
        let kind: ValueKind
        switch bytes[position] {
        case UInt8(ascii: "{"): kind = .object
        case UInt8(ascii: "["): kind = .array
        case UInt8(ascii: "\""): kind = .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): kind = .boolean
        case UInt8(ascii: "n"): kind = .null
        default:
            try refuseNonUTF8(at: position)
            throw failure("expected a value (an object, array, string, number, true, false or null), found \(describeCurrent())")
        }
        if let probe, probedKind == nil, probe == path { probedKind = kind }
        switch kind {
        case .object: try scanObject()
        case .array: try scanArray()
        case .string: _ = try scanString(collecting: false)
        case .number: try scanNumber()
        case .boolean: try scanLiteral(bytes[position] == UInt8(ascii: "t") ? "true" : "false")
        case .null: try scanLiteral("null")
        }
    }

    private mutating func enterContainer() throws(ManifestProblem) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw failure("nested deeper than \(Self.maximumDepth) arrays and objects")
        }
        position += 1
    }

    private mutating func scanObject() throws(ManifestProblem) {
        try enterContainer()
        var keys = Set<String>()
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else {
                throw failure("expected a key in double quotes, found \(describeCurrent())")
            }
            let key = try scanString(collecting: true) ?? ""
            path.append(.key(key))
            guard keys.insert(key).inserted else {
                throw failure("duplicate key; a key may appear once in an object")
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key, found \(describeCurrent())")
            }
            position += 1
            try scanValue()
            path.removeLast()
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                position += 1
                try refuseTrailingComma(before: UInt8(ascii: "}"))
            case UInt8(ascii: "}"):
                position += 1
                depth -= 1
                return
            default:
                throw failure("expected ',' or '}', found \(describeCurrent())")
            }
        }
    }

    private mutating func scanArray() throws(ManifestProblem) {
        try enterContainer()
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return
        }
        var index = 0
        while true {
            path.append(.index(index))
            try scanValue()
            path.removeLast()
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","):
                position += 1
                index += 1
                try refuseTrailingComma(before: UInt8(ascii: "]"))
            case UInt8(ascii: "]"):
                position += 1
                depth -= 1
                return
            default:
                throw failure("expected ',' or ']', found \(describeCurrent())")
            }
        }
    }

    /// After a comma: a closing bracket next means a trailing comma, which JSON does not allow.
    private mutating func refuseTrailingComma(before closing: UInt8) throws(ManifestProblem) {
        let comma = position - 1
        skipWhitespace()
        if peek == closing {
            throw failure("trailing comma before '\(Self.character(closing))'; remove the comma", at: comma)
        }
    }

    private mutating func scanNumber() throws(ManifestProblem) {
        let start = position
        func digits() -> Int {
            let from = position
            while position < bytes.count, bytes[position].isASCIIDigit { position += 1 }
            return position - from
        }
        if peek == UInt8(ascii: "-") { position += 1 }
        if peek == UInt8(ascii: "0") {
            position += 1
        } else if digits() == 0 {
            throw failure("invalid number; expected a digit, found \(describeCurrent())")
        }
        if peek == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw failure("invalid number; expected a digit after '.', found \(describeCurrent())") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw failure("invalid number; expected a digit in the exponent, found \(describeCurrent())") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            position = start
            throw failure("number \(text.prefix(40)) is out of range")
        }
        // JSONDecoder refuses a non-zero number that rounds to 0 as "not valid JSON", with no position.
        if value == 0, text.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { ("1"..."9").contains($0) }) {
            position = start
            throw failure("number \(text.prefix(40)) is too close to 0 to be represented; write 0 or a number of at least 5e-324")
        }
    }

    private mutating func scanLiteral(_ word: String) throws(ManifestProblem) {
        let expected = Array(word.utf8)
        guard bytes[position...].starts(with: expected) else {
            throw failure("expected a value (an object, array, string, number, true, false or null), found \(describeCurrent())")
        }
        position += expected.count
    }

    // MARK: Bytes

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// The length of the valid UTF-8 sequence at `index`, or a "not UTF-8" failure.
    @discardableResult
    func refuseNonUTF8(at index: Int) throws(ManifestProblem) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: length = 0
        }
        var valid = length > 0 && index + length <= bytes.count
        if valid {
            valid =
                secondRange.contains(bytes[index + 1])
                && bytes[(index + 2)..<(index + length)].allSatisfy { (0x80...0xBF).contains($0) }
        }
        guard valid else {
            throw failure("not UTF-8: invalid byte 0x\(Self.hex(lead)); save the file as UTF-8", at: index)
        }
        return length
    }

    func describeCurrent() -> String {
        guard position < bytes.count else { return "the end of the file" }
        let byte = bytes[position]
        return (0x21...0x7E).contains(byte) ? "'\(Self.character(byte))'" : "byte 0x\(Self.hex(byte))"
    }

    /// A printable ASCII byte as itself, any other as `0xNN`.
    static func character(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "0x\(hex(byte))"
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// A failure at the current path, with the line and column of `index` (default: the current byte).
    func failure(_ problem: String, at index: Int? = nil) -> ManifestProblem {
        let offset = min(index ?? position, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return ManifestProblem(path, "\(problem) (line \(line), column \(column))")
    }
}
