import Foundation
import SimulatedUIKit

/// Xcode build settings for resolving an Info.plist's placeholders (`$(PRODUCT_BUNDLE_IDENTIFIER)`, `${ENV_URL_HANDLER}`) as Xcode does when it builds the app: from `--define NAME=VALUE` and from `.xcconfig` files.
///
/// A placeholder whose setting is not defined stays as written, and lint reports it.
///
/// A value may use other settings (`$(BASE).ios`); they resolve in turn, at most 16 levels deep (a cycle
/// stays unresolved). The operators Xcode applies after a colon are supported for `lower`, `upper`,
/// `rfc1034identifier` (characters other than ASCII letters, digits, `-` and `.` become `-`) and
/// `c99extidentifier` (other than letters, digits and `_` become `_`); a placeholder with another operator
/// stays as written. `$()` is the empty string.
public struct BuildSettings: Sendable, Equatable {
    /// The settings by name.
    public internal(set) var values: [String: String]

    /// The deepest chain of settings that refer to settings.
    static let maximumDepth = 16

    /// Creates settings.
    /// - Parameter values: the settings by name (default none).
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// Whether no setting is defined.
    public var isEmpty: Bool { values.isEmpty }

    /// Whether `name` is a build setting name: an ASCII letter or `_`, then letters, digits and `_`.
    /// - Parameter name: a candidate name.
    /// - Returns: `true` for `PRODUCT_NAME`, `false` for `1X` or `A-B`.
    public static func isSettingName(_ name: Substring) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// Adds `--define NAME=VALUE`; a later definition of a name replaces the earlier one.
    /// - Parameter assignment: `NAME=VALUE` (VALUE may be empty).
    /// - Throws: a message naming what was expected when there is no `=` or NAME is not a setting name.
    public mutating func define(_ assignment: String) throws(BuildSettingsError) {
        guard let equals = assignment.firstIndex(of: "="), Self.isSettingName(assignment[..<equals]) else {
            throw BuildSettingsError("--define: found '\(assignment)', expected NAME=VALUE with NAME a build setting name such as PRODUCT_BUNDLE_IDENTIFIER")
        }
        values[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
    }

    /// Adds settings from another source; `other`'s values replace these where both define a name.
    /// - Parameter other: the settings to add.
    public mutating func merge(_ other: BuildSettings) {
        values.merge(other.values) { _, new in new }
    }

    /// `string` with every placeholder whose setting is defined replaced by its value.
    /// - Parameter string: a string of the Info.plist (value or key).
    /// - Returns: the resolved string; unchanged when no placeholder resolves.
    /// - Complexity: O(n) in the length of `string` and of the values substituted.
    public func resolve(_ string: String) -> String {
        resolve(string, depth: 0)
    }

    private func resolve(_ string: String, depth: Int) -> String {
        // `$()` is the empty setting, as xcconfig files write `https:/$()/` to keep `//` from starting a comment.
        let string = string.contains("$()") ? string.replacingOccurrences(of: "$()", with: "") : string
        let placeholders = InfoPlist.placeholderTexts(in: string)
        guard !placeholders.isEmpty, depth < Self.maximumDepth else { return string }
        var result = string
        for text in Set(placeholders) {
            guard let value = value(of: text, depth: depth) else { continue }
            result = result.replacingOccurrences(of: text, with: value)
        }
        return result
    }

    /// The value of one placeholder (`$(NAME)`, `${NAME:lower}`), or `nil` when it stays as written.
    private func value(of placeholder: String, depth: Int) -> String? {
        let inner = placeholder.dropFirst(2).dropLast()
        let parts = inner.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let setting = values[String(parts[0])] else { return nil }
        let resolved = resolve(setting, depth: depth + 1)
        guard parts.count > 1 else { return resolved }
        switch parts[1] {
        case "lower": return resolved.lowercased()
        case "upper": return resolved.uppercased()
        case "rfc1034identifier": return Self.replacing(resolved, with: "-") { $0 == "-" || $0 == "." }
        case "c99extidentifier": return Self.replacing(resolved, with: "_") { $0 == "_" }
        default: return nil
        }
    }

    private static func replacing(_ text: String, with replacement: Character, keeping extra: (Unicode.Scalar) -> Bool) -> String {
        String(
            text.unicodeScalars.map { scalar -> Character in
                let keep = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || extra(scalar))
                return keep ? Character(scalar) : replacement
            })
    }
}

/// Why build settings cannot be used: a malformed `--define`, an unreadable or malformed `.xcconfig` file.
public struct BuildSettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message: the option or `FILE:LINE`, what was found and what was expected.
    public let description: String

    /// Creates an error.
    /// - Parameter description: the message.
    public init(_ description: String) {
        self.description = description
    }
}
