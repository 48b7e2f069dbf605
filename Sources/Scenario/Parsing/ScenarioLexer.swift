/// Where a line sits, to build errors that name it.
struct LineLocation: Sendable {
    /// The file name for messages.
    var fileName: String
    /// The 1-based line number.
    var line: Int

    /// An error at a column of this line.
    func error(column: Int, found: String, expected: String) -> ScenarioParseError {
        ScenarioParseError(fileName: fileName, line: line, column: column, found: found, expected: expected)
    }
}

/// One word of a scenario line, quotes and escapes resolved.
struct ScenarioToken: Sendable {
    /// The text after quotes and escapes are resolved.
    var value: String
    /// The text as written, quotes and backslashes included.
    var raw: String
    /// 1-based column of the first scalar.
    var column: Int
    /// Column one past the last scalar.
    var endColumn: Int
    /// Whether any part of the word was quoted.
    ///
    /// A quoted word is literal text, never a keyword.
    var isQuoted: Bool
    /// The scalar offset in ``value`` of the first `=` written outside quotes.
    var unquotedEqualsOffset: Int?

    /// Whether the word is the keyword `word`, written without quotes.
    func isKeyword(_ word: String) -> Bool { !isQuoted && value == word }

    /// The `key=value` split at the first `=` written outside quotes, if there is one.
    var keyValue: (key: String, value: String)? {
        guard let offset = unquotedEqualsOffset else { return nil }
        let scalars = value.unicodeScalars
        let equals = scalars.index(scalars.startIndex, offsetBy: offset)
        return (String(scalars[..<equals]), String(scalars[scalars.index(after: equals)...]))
    }

    /// The word as an error message shows it: as written, shortened past 40 scalars, with any space other
    /// than U+0020 (a no-break space, an ideographic space — not separators here, so part of the word)
    /// written `\u{A0}`: `found signedIn\u{A0}` instead of a word that looks like the one expected.
    var shown: String {
        let short = ScenarioToken.shorten(raw)
        guard short.unicodeScalars.contains(where: ScenarioToken.isInvisibleSpace) else { return short }
        var view = String.UnicodeScalarView()
        for scalar in short.unicodeScalars {
            if ScenarioToken.isInvisibleSpace(scalar) {
                view.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                view.append(scalar)
            }
        }
        return String(view)
    }

    /// A space character the lexer does not split words at: non-ASCII white space.
    static func isInvisibleSpace(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && scalar.properties.isWhitespace
    }

    /// Shortens text for an error message to 40 scalars and an ellipsis.
    static func shorten(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > 40 else { return text }
        return String(String.UnicodeScalarView(scalars.prefix(40))) + "…"
    }
}

/// A lexed line: its words, and its scalars for slicing rest-of-line text.
struct LexedLine: Sendable {
    /// The words, in order, before any comment.
    var tokens: [ScenarioToken]
    /// The line's scalars.
    var scalars: [Unicode.Scalar]
    /// The column one past the last word (1 for a line without words): where "end of line" is reported.
    var endColumn: Int

    /// The line's text from the start of `first` to the end of `last`, as written.
    func rawText(from first: ScenarioToken, through last: ScenarioToken) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[(first.column - 1)..<(last.endColumn - 1)])
        return String(view)
    }
}

/// Splits a scenario line into words (docs/SCENARIOS.md).
///
/// - Spaces and tabs separate words.
/// - `#` at the start of a word (at the start of the line or after whitespace) starts a comment that
///   runs to the end of the line; inside a word (`main#2`, `notes://note/1#frag`) or a string it is literal.
/// - `"` opens a string, which may hold whitespace and `#`; inside it `\"`, `\\`, `\n`, `\r` and `\t`
///   are escapes. Quoted and unquoted parts written together form one word (`k="a b"`).
/// - Every other character, including a backslash outside a string, is literal.
enum ScenarioLexer {
    /// Lexes one line (without its line break).
    /// - Parameters:
    ///   - line: the line's text.
    ///   - location: the file and line, for errors.
    /// - Returns: the words and scalars of the line.
    /// - Throws: ``ScenarioParseError`` for a string without a closing quote or an unknown escape.
    /// - Complexity: O(n) in the line's length.
    static func lex(_ line: String, at location: LineLocation) throws(ScenarioParseError) -> LexedLine {
        let scalars = Array(line.unicodeScalars)
        var tokens: [ScenarioToken] = []
        var index = 0
        let count = scalars.count

        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

        while index < count {
            if isSpace(scalars[index]) {
                index += 1
                continue
            }
            if scalars[index] == "#" { break }

            let start = index
            var value = String.UnicodeScalarView()
            var valueCount = 0
            var isQuoted = false
            var equalsOffset: Int?
            while index < count, !isSpace(scalars[index]) {
                let scalar = scalars[index]
                if scalar != "\"" {
                    if scalar == "=", equalsOffset == nil { equalsOffset = valueCount }
                    value.append(scalar)
                    valueCount += 1
                    index += 1
                    continue
                }
                // A string: up to the next unescaped quote.
                isQuoted = true
                let open = index
                index += 1
                var closed = false
                while index < count {
                    let inner = scalars[index]
                    if inner == "\"" {
                        index += 1
                        closed = true
                        break
                    }
                    if inner == "\\" {
                        guard index + 1 < count else { break }
                        let escaped: Unicode.Scalar
                        switch scalars[index + 1] {
                        case "\"": escaped = "\""
                        case "\\": escaped = "\\"
                        case "n": escaped = "\n"
                        case "r": escaped = "\r"
                        case "t": escaped = "\t"
                        default:
                            var shown = String.UnicodeScalarView()
                            shown.append(contentsOf: scalars[index...(index + 1)])
                            throw location.error(
                                column: index + 1,
                                found: String(shown),
                                expected: #"\", \\, \n, \r or \t after a backslash in a string"#)
                        }
                        value.append(escaped)
                        valueCount += 1
                        index += 2
                        continue
                    }
                    value.append(inner)
                    valueCount += 1
                    index += 1
                }
                if !closed {
                    var shown = String.UnicodeScalarView()
                    shown.append(contentsOf: scalars[open..<count])
                    throw location.error(
                        column: open + 1,
                        found: "an unterminated string \(ScenarioToken.shorten(String(shown)))",
                        expected: #"a closing " before the end of the line"#)
                }
            }
            var raw = String.UnicodeScalarView()
            raw.append(contentsOf: scalars[start..<index])
            tokens.append(
                ScenarioToken(
                    value: String(value),
                    raw: String(raw),
                    column: start + 1,
                    endColumn: index + 1,
                    isQuoted: isQuoted,
                    unquotedEqualsOffset: equalsOffset))
        }
        return LexedLine(tokens: tokens, scalars: scalars, endColumn: tokens.last?.endColumn ?? 1)
    }
}
