import Foundation

/// A coding key for any member name, used to list an object's keys.
struct ManifestAnyKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        return nil
    }
}

/// A manifest value written as one word from a fixed list (`push`, `windowPerScene`, …).
///
/// Decoding an unknown word fails with the allowed words, in declaration order.
protocol ManifestKeyword: RawRepresentable, CaseIterable, Codable, Sendable, Equatable where RawValue == String {}

extension ManifestKeyword {
    /// Every allowed word, comma-separated, in declaration order.
    static var allowedWords: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// Decodes the word at the decoder's position.
    /// - Parameter decoder: the decoder.
    /// - Returns: the keyword.
    /// - Throws: ``ManifestProblem`` for a value that is not a string or not an allowed word.
    static func decodeKeyword(from decoder: any Decoder) throws -> Self {
        let path = [ManifestPathComponent](codingPath: decoder.codingPath)
        let word: String
        do {
            word = try decoder.singleValueContainer().decode(String.self)
        } catch is DecodingError {
            throw ManifestProblem(path, expected: "one of \(allowedWords)")
        }
        guard let value = Self(rawValue: word) else {
            throw ManifestProblem(path, "unknown value \(word.quotedForMessage); allowed: \(allowedWords)")
        }
        return value
    }
}

extension Decoder {
    /// The decoder's object, refusing members whose key is not one of `Keys` (a misspelt key would
    /// otherwise be ignored without a word).
    /// - Parameters:
    ///   - keys: the allowed keys, in the order messages list them.
    ///   - expected: what the value should be, for a value that is not an object, for example, `a screen (an object)`.
    /// - Returns: the keyed container.
    /// - Throws: ``ManifestProblem`` for a value that is not an object or for an unknown key (the first
    ///   in sorted order, so the message does not depend on dictionary order).
    func manifestObject<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type, expected: String) throws -> KeyedDecodingContainer<Keys> {
        let path = [ManifestPathComponent](codingPath: codingPath)
        let all: KeyedDecodingContainer<ManifestAnyKey>
        do {
            all = try container(keyedBy: ManifestAnyKey.self)
        } catch is DecodingError {
            throw ManifestProblem(path, expected: expected)
        }
        let unknown = all.allKeys.map(\.stringValue).filter { Keys(stringValue: $0) == nil }.sorted()
        if let first = unknown.first {
            let allowed = Keys.allCases.map(\.stringValue).joined(separator: ", ")
            throw ManifestProblem(path.appending(first), "unknown key; allowed keys: \(allowed)")
        }
        return try container(keyedBy: Keys.self)
    }
}

extension KeyedDecodingContainer {
    /// The JSON path of a member of this object.
    func path(of key: Key) -> [ManifestPathComponent] {
        [ManifestPathComponent](codingPath: codingPath).appending(key.stringValue)
    }

    /// A required member.
    /// - Parameters:
    ///   - type: the value's type.
    ///   - key: the member's key.
    ///   - expected: what the value should be, for example, `a screen name (a string)`.
    /// - Returns: the value.
    /// - Throws: ``ManifestProblem`` when the key is missing, the value is null or of the wrong kind, or
    ///   whatever decoding a nested value throws.
    func require<T: Decodable>(_ type: T.Type, _ key: Key, expected: String) throws -> T {
        guard contains(key) else {
            throw ManifestProblem(path(of: key), "required key is missing; expected \(expected)")
        }
        return try decodeMember(type, key, expected: expected)
    }

    /// An optional member; absent and null are both `nil`.
    /// - Parameters:
    ///   - type: the value's type.
    ///   - key: the member's key.
    ///   - expected: what the value should be.
    /// - Returns: the value, or `nil`.
    /// - Throws: ``ManifestProblem`` for a value of the wrong kind, or whatever a nested value throws.
    func optional<T: Decodable>(_ type: T.Type, _ key: Key, expected: String) throws -> T? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeMember(type, key, expected: expected)
    }

    /// A required non-empty string member.
    func requireText(_ key: Key, expected: String) throws -> String {
        let text = try require(String.self, key, expected: expected)
        guard !text.isEmpty else { throw ManifestProblem(path(of: key), "empty; expected \(expected)") }
        return text
    }

    /// An optional string member that, when present, is not empty.
    func optionalText(_ key: Key, expected: String) throws -> String? {
        guard let text = try optional(String.self, key, expected: expected) else { return nil }
        guard !text.isEmpty else { throw ManifestProblem(path(of: key), "empty; expected \(expected)") }
        return text
    }

    /// A member that must be `true` when present (`"dismiss": true`).
    func requireTrue(_ key: Key) throws {
        guard try require(Bool.self, key, expected: "true") else {
            throw ManifestProblem(path(of: key), "expected true, found false; leave the key out instead")
        }
    }

    /// A whole number in `range`, written as a JSON number.
    func optionalInteger(_ key: Key, in range: ClosedRange<Int>, expected: String) throws -> Int? {
        guard let number = try optional(Double.self, key, expected: expected) else { return nil }
        guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw ManifestProblem(path(of: key), "\(number.manifestText) is not \(expected)")
        }
        return Int(number)
    }

    private func decodeMember<T: Decodable>(_ type: T.Type, _ key: Key, expected: String) throws -> T {
        do {
            return try decode(type, forKey: key)
        } catch let error as DecodingError {
            // Only a mismatch of this very value is re-worded; one deeper down keeps its own path.
            if let context = error.manifestContext, context.codingPath.count == codingPath.count + 1 {
                throw ManifestProblem(path(of: key), expected: expected)
            }
            throw error
        }
    }
}

extension DecodingError {
    /// The context of a type mismatch or a null value, the two errors that mean "wrong kind of value".
    var manifestContext: Context? {
        switch self {
        case let .typeMismatch(_, context), let .valueNotFound(_, context): context
        default: nil
        }
    }

    /// This error as a manifest problem: the path from its coding path, and what was expected.
    var manifestProblem: ManifestProblem {
        switch self {
        case let .typeMismatch(type, context):
            return ManifestProblem([ManifestPathComponent](codingPath: context.codingPath), expected: Self.describe(type))
        case let .valueNotFound(type, context):
            return ManifestProblem([ManifestPathComponent](codingPath: context.codingPath), expected: Self.describe(type))
        case let .keyNotFound(key, context):
            return ManifestProblem([ManifestPathComponent](codingPath: context.codingPath + [key]), "required key is missing")
        case let .dataCorrupted(context):
            return ManifestProblem([ManifestPathComponent](codingPath: context.codingPath), context.debugDescription)
        @unknown default:
            return ManifestProblem([], "\(self)")
        }
    }

    /// `a string`, `true or false`, `a number`, `an object`, `an array`.
    private static func describe(_ type: Any.Type) -> String {
        if type == String.self { return "a string" }
        if type == Bool.self { return "true or false" }
        if type == Double.self || type == Int.self { return "a number" }
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") { return "an object" }
        if name.hasPrefix("Array") { return "an array" }
        return name
    }
}

extension String {
    /// The text in double quotes, with quotes and backslashes escaped, for messages.
    var quotedForMessage: String {
        "\"" + replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension Double {
    /// The number as a manifest would write it: `-1`, not `-1.0`; `1.5`.
    var manifestText: String {
        if rounded() == self, abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
