import Foundation

/// One pattern of an apple-app-site-association component (`"/": "/videos/*/clip?"`), compiled once.
///
/// The pattern language is Apple's, as documented (docs/RULES.md U13):
/// - `*` matches any run of characters, none included, and crosses `/`;
/// - `?` matches exactly one character, so `?*` matches one or more;
/// - `$(name)` matches any of the substitution variable's values, which may themselves hold `*` and `?`;
///   the predefined `$(alpha)`, `$(upper)`, `$(lower)`, `$(alnum)`, `$(digit)`, `$(xdigit)`, `$(region)`
///   and `$(lang)` need no declaration;
/// - every other character matches itself, case-insensitively when the component says
///   `"caseSensitive": false`.
///
/// A character here is a Unicode scalar: a percent-encoded URL is ASCII, and with
/// `"percentEncoded": false` an accented letter written precomposed (as URLs carry it) is one scalar.
public struct LinkPattern: Equatable, Sendable {
    /// The pattern as written in the file.
    public var text: String
    /// What it is compiled into.
    let tokens: [Token]
    /// Whether it compares case-insensitively (its text is then lowercased).
    let caseInsensitive: Bool

    /// One piece of a compiled pattern.
    enum Token: Equatable, Sendable {
        /// Characters that match themselves.
        case literal([Unicode.Scalar])
        /// `?`: one character.
        case one
        /// `*`: any run of characters.
        case any
        /// A predefined one-character class (`$(digit)`).
        case oneOf(CharacterClass)
        /// A variable's values, each compiled; one of them matches.
        case alternatives([[Token]])
    }

    /// The one-character predefined substitution variables.
    enum CharacterClass: String, Equatable, Sendable, CaseIterable {
        case alpha, upper, lower, alnum, digit, xdigit

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            let upper = (0x41...0x5A).contains(value)
            let lower = (0x61...0x7A).contains(value)
            let digit = (0x30...0x39).contains(value)
            switch self {
            case .alpha: return upper || lower
            case .upper: return upper
            case .lower: return lower
            case .alnum: return upper || lower || digit
            case .digit: return digit
            case .xdigit: return digit || (0x41...0x46).contains(value) || (0x61...0x66).contains(value)
            }
        }
    }

    /// What is wrong with a pattern, in words, for `routenav aasa lint` and load errors.
    public struct Problem: Error, Equatable, Sendable {
        /// The explanation, naming the variable or the position.
        public var message: String
    }

    /// Compiles a pattern.
    /// - Parameters:
    ///   - text: the pattern as written.
    ///   - caseSensitive: `false` compares case-insensitively.
    ///   - variables: the file's `substitutionVariables`; the predefined ones are always known.
    /// - Throws: ``Problem`` for a `$(` without its `)`, an empty or unknown variable name.
    /// - Complexity: O(n + v): n the pattern's length, v the total length of the variables it uses.
    public init(_ text: String, caseSensitive: Bool = true, variables: [String: [String]] = [:]) throws(Problem) {
        self.text = text
        self.caseInsensitive = !caseSensitive
        self.tokens = try Self.compile(text, caseSensitive: caseSensitive, variables: variables, nested: false)
    }

    /// The ISO 3166 region codes `$(region)` stands for.
    static let regions: [String] = Locale.Region.isoRegions.map(\.identifier).filter { $0.count == 2 && $0.allSatisfy(\.isLetter) }.sorted()
    /// The ISO 639 language codes `$(lang)` stands for.
    static let languages: [String] = Locale.LanguageCode.isoLanguageCodes.map(\.identifier).sorted()

    private static func compile(_ text: String, caseSensitive: Bool, variables: [String: [String]], nested: Bool) throws(Problem) -> [Token] {
        let scalars = Array((caseSensitive ? text : text.lowercased()).unicodeScalars)
        let original = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var literal: [Unicode.Scalar] = []
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = []
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "*" {
                flush()
                if tokens.last != .any { tokens.append(.any) }
                index += 1
            } else if scalar == "?" {
                flush()
                tokens.append(.one)
                index += 1
            } else if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "(" {
                guard let close = original[(index + 2)...].firstIndex(of: ")") else {
                    throw Problem(message: "\"$(\" at character \(index + 1) has no closing \")\"")
                }
                let name = String(String.UnicodeScalarView(original[(index + 2)..<close]))
                guard !name.isEmpty else { throw Problem(message: "\"$()\" names no substitution variable") }
                if nested { throw Problem(message: "a substitution variable's value uses $(\(name)); values cannot use other variables") }
                flush()
                if let values = variables[name] {
                    var compiled: [[Token]] = []
                    for value in values { compiled.append(try compile(value, caseSensitive: caseSensitive, variables: [:], nested: true)) }
                    tokens.append(.alternatives(compiled))
                } else if let characterClass = CharacterClass(rawValue: name) {
                    tokens.append(.oneOf(characterClass))
                } else if name == "region" || name == "lang" {
                    let codes = name == "region" ? regions : languages
                    tokens.append(.alternatives(codes.map { [.literal(Array((caseSensitive ? $0 : $0.lowercased()).unicodeScalars))] }))
                } else {
                    let known = (variables.keys.sorted() + CharacterClass.allCases.map(\.rawValue) + ["region", "lang"]).map { "$(\($0))" }
                    throw Problem(message: "$(\(name)) is not a substitution variable; known: \(known.joined(separator: ", "))")
                }
                index = close + 1
            } else {
                literal.append(scalar)
                index += 1
            }
        }
        flush()
        return tokens
    }

    /// Whether the pattern matches all of `text`.
    /// - Parameter text: a URL component (its path, query, a query item's value or its fragment), in the
    ///   form the component's `percentEncoded` setting asks for.
    /// - Returns: `true` when the whole text matches.
    /// - Complexity: O(n·m) for a pattern of m tokens on n characters in the common case; alternatives
    ///   multiply by their count.
    public func matches(_ text: String) -> Bool {
        let scalars = Array((caseInsensitive ? text.lowercased() : text).unicodeScalars)
        return Self.matches(tokens[...], scalars[...])
    }

    /// Whether the pattern matches an already prepared text (lowercased when the pattern is not case-sensitive).
    func matches(prepared scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        Self.matches(tokens[...], scalars)
    }

    /// Whether `tokens` match all of `text`: literal tokens must line up, `?` takes one character, `*`
    /// tries the longest run first (greedy) and gives back one character at a time.
    static func matches(_ tokens: ArraySlice<Token>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var tokens = tokens
        var text = text
        while let token = tokens.first {
            switch token {
            case let .literal(literal):
                guard text.count >= literal.count, text.prefix(literal.count).elementsEqual(literal) else { return false }
                text = text.dropFirst(literal.count)
                tokens = tokens.dropFirst()
            case .one:
                guard !text.isEmpty else { return false }
                text = text.dropFirst()
                tokens = tokens.dropFirst()
            case let .oneOf(characterClass):
                guard let first = text.first, characterClass.contains(first) else { return false }
                text = text.dropFirst()
                tokens = tokens.dropFirst()
            case .any:
                let rest = tokens.dropFirst()
                if rest.isEmpty { return true }
                // A literal next: only the places where it occurs can continue the match.
                if case let .literal(literal)? = rest.first {
                    var end = text.endIndex - literal.count
                    while end >= text.startIndex {
                        if text[end] == literal[0], text[end..<(end + literal.count)].elementsEqual(literal),
                            matches(rest.dropFirst(), text[(end + literal.count)...])
                        {
                            return true
                        }
                        end -= 1
                    }
                    return false
                }
                var start = text.endIndex
                while start >= text.startIndex {
                    if matches(rest, text[start...]) { return true }
                    start -= 1
                }
                return false
            case let .alternatives(values):
                let rest = tokens.dropFirst()
                for value in values {
                    // Fast path: a literal value (a region code, a plain variable value).
                    if value.count == 1, case let .literal(literal) = value[0] {
                        if text.count >= literal.count, text.prefix(literal.count).elementsEqual(literal),
                            matches(rest, text.dropFirst(literal.count))
                        {
                            return true
                        }
                        continue
                    }
                    var end = text.startIndex
                    while end <= text.endIndex {
                        if matches(value[...], text[..<end]), matches(rest, text[end...]) { return true }
                        end += 1
                    }
                }
                return false
            }
        }
        return text.isEmpty
    }

    /// Whether the pattern is `*` alone (matches everything), as an absent key is.
    public var matchesEverything: Bool { tokens == [.any] }

    /// The literal text every match starts with, when the pattern starts with one (lowercased for a
    /// pattern that is not case-sensitive).
    var literalPrefix: String {
        guard case let .literal(literal)? = tokens.first else { return "" }
        return String(String.UnicodeScalarView(literal))
    }

    /// Whether the pattern is a literal prefix followed by a single `*` (`/videos/*`), which covers every
    /// text starting with that prefix.
    var isPrefixWildcard: Bool {
        switch tokens.count {
        case 1: return tokens[0] == .any
        case 2: if case .literal = tokens[0], tokens[1] == .any { return true } else { return false }
        default: return false
        }
    }
}
