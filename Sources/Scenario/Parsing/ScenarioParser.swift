import Foundation

/// Reads scenario files and lines (docs/SCENARIOS.md), the project's bug-report format.
///
/// The grammar, beyond what docs/SCENARIOS.md lists:
/// - Words are separated by spaces and tabs. `#` starts a comment at the start of a line or after
///   whitespace; inside a word (`main#2`, `notes://note/1#frag`) or a string it is literal.
/// - `"..."` is a string: it keeps spaces and `#`; `\"`, `\\`, `\n`, `\r`, `\t` are its escapes.
///   A quoted word is literal text, never a keyword, so `tap main "x2"` taps a button titled `x2`
///   and `expect main presented "none"` expects a screen named `none`.
/// - `launch` takes `url`, `activity` and `shortcut` parts in any order; `open`, `continue` and
///   `shortcut` take `in W` anywhere after the verb; `tap` takes `xN` (1 to 1000) before or after
///   the title; `k=v` splits at the first `=` written outside quotes (`k="a b"`).
/// - `wait` takes decimal seconds (`1`, `0.25`, `.5`), never negative, an exponent, `nan` or `inf`.
/// - `expect W stack none` and `expect W top none` expect an empty stack.
/// - `app` may only be the first step; `plist` at most once, before the first event or expectation.
public enum ScenarioParser {
    /// The longest line accepted, in bytes without its line break: 1 MiB.
    ///
    /// Longer lines are refused after reading at most this many bytes of them.
    public static let maximumLineLength = 1 << 20

    /// The largest scenario file read, in bytes (64 MiB): far beyond any real scenario, small enough that an endless stream (`routenav run - < /dev/zero`) is refused instead of exhausting memory.
    ///
    /// The navigator's `:save` and `--record` never write a larger one.
    public static let maximumFileSize = 64 << 20

    /// Parses a scenario file.
    ///
    /// Each line is checked to be UTF-8 on its own; CRLF line ends and a leading UTF-8 byte-order
    /// mark are accepted.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - fileName: the name messages show (`FILE` of `FILE:LINE:COLUMN`); `<stdin>` for standard input.
    /// - Returns: the scenario with its steps and their line numbers.
    /// - Throws: ``ScenarioParseError`` at the first line that is not UTF-8, longer than
    ///   ``maximumLineLength``, or not a step of the grammar; or for a file without any step.
    /// - Complexity: O(n) in the size of `data`.
    public static func parse(_ data: Data, fileName: String) throws(ScenarioParseError) -> ScenarioScript {
        let lines = try ScenarioLineReader.lines(of: data, fileName: fileName, maximumLineLength: maximumLineLength)
        var steps: [ScenarioScript.NumberedStep] = []
        var sawPlist = false
        var sawIOS = false
        for line in lines {
            let location = LineLocation(fileName: fileName, line: line.number)
            let lexed = try ScenarioLexer.lex(line.text, at: location)
            var parser = StepParser(line: lexed, location: location)
            guard let step = try parser.parse() else { continue }
            let verb = lexed.tokens[0]
            switch step {
            case .app:
                if !steps.isEmpty {
                    throw location.error(column: verb.column, found: "app", expected: "app only as the first step")
                }
            case .plist:
                if sawPlist {
                    throw location.error(column: verb.column, found: "a second plist", expected: "at most one plist")
                }
                if steps.contains(where: { !$0.step.isSetup }) {
                    throw location.error(column: verb.column, found: "plist", expected: "plist before the first event or expectation")
                }
                sawPlist = true
            case .ios:
                if sawIOS {
                    throw location.error(column: verb.column, found: "a second ios", expected: "at most one ios")
                }
                if steps.contains(where: { !$0.step.isSetup }) {
                    throw location.error(column: verb.column, found: "ios", expected: "ios before the first event or expectation")
                }
                sawIOS = true
            case .event, .expect:
                break
            }
            steps.append(ScenarioScript.NumberedStep(line: line.number, step: step, wordColumns: lexed.tokens.map(\.column)))
        }
        guard !steps.isEmpty else {
            throw LineLocation(fileName: fileName, line: max(1, lines.last?.number ?? 1))
                .error(column: 1, found: "end of file", expected: "at least one step")
        }
        return ScenarioScript(fileName: fileName, steps: steps)
    }

    /// Parses scenario text (as ``parse(_:fileName:)-(Data,_)`` does its UTF-8 bytes).
    /// - Parameters:
    ///   - text: the file's text.
    ///   - fileName: the name messages show.
    /// - Returns: the scenario.
    /// - Throws: ``ScenarioParseError`` as ``parse(_:fileName:)-(Data,_)`` does.
    /// - Complexity: O(n) in the length of `text`.
    public static func parse(_ text: String, fileName: String) throws(ScenarioParseError) -> ScenarioScript {
        try parse(Data(text.utf8), fileName: fileName)
    }

    /// Parses one line on its own, as the navigator's command line does ("takes any scenario line", docs/NAVIGATOR.md).
    ///
    /// Placement rules (`app` first, `plist` before events) are the caller's business.
    ///
    /// - Parameters:
    ///   - line: the line without its line break.
    ///   - fileName: the name messages show, for example `command line`.
    ///   - lineNumber: the 1-based line number messages show.
    /// - Returns: the step, or `nil` for a blank or comment-only line.
    /// - Throws: ``ScenarioParseError`` when the line is not a step of the grammar or is longer than
    ///   ``maximumLineLength`` bytes.
    /// - Complexity: O(n) in the length of `line`.
    public static func parseStep(_ line: String, fileName: String, lineNumber: Int = 1) throws(ScenarioParseError) -> ScenarioStep? {
        try parseNumberedStep(line, fileName: fileName, lineNumber: lineNumber)?.step
    }

    /// Parses one line on its own, as ``parseStep(_:fileName:lineNumber:)`` does, keeping where its
    /// words start (for checks made after parsing that point at a word).
    /// - Parameters:
    ///   - line: the line without its line break.
    ///   - fileName: the name messages show, for example `command line`.
    ///   - lineNumber: the 1-based line number messages show.
    /// - Returns: the step with its line number and word columns, or `nil` for a blank or comment-only line.
    /// - Throws: ``ScenarioParseError`` as ``parseStep(_:fileName:lineNumber:)`` does.
    /// - Complexity: O(n) in the length of `line`.
    public static func parseNumberedStep(_ line: String, fileName: String, lineNumber: Int = 1) throws(ScenarioParseError) -> ScenarioScript.NumberedStep? {
        let location = LineLocation(fileName: fileName, line: lineNumber)
        if line.utf8.count > maximumLineLength {
            throw location.error(
                column: 1,
                found: "a line longer than \(maximumLineLength) bytes",
                expected: "a line of at most \(maximumLineLength) bytes")
        }
        let lexed = try ScenarioLexer.lex(line, at: location)
        var parser = StepParser(line: lexed, location: location)
        guard let step = try parser.parse() else { return nil }
        return ScenarioScript.NumberedStep(line: lineNumber, step: step, wordColumns: lexed.tokens.map(\.column))
    }
}

extension ScenarioStep {
    /// Whether the step is `app` or `plist`.
    var isSetup: Bool {
        switch self {
        case .app, .plist, .ios: true
        case .event, .expect: false
        }
    }
}
