/// Why a scenario line could not be read, with where: `FILE:LINE:COLUMN: found X, expected Y`.
///
/// `routenav run` prints it on standard error and exits 2 (unusable input, docs/SCENARIOS.md). Lines and
/// columns are 1-based; a column counts Unicode scalars from the start of the line (after a BOM on
/// the first line), so it matches an editor's column for text without combining marks.
public struct ScenarioParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file name as given to the parser (`<stdin>` for standard input).
    public var fileName: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int
    /// What was there, for example `jump`, `end of line` or `byte 0xFF`.
    public var found: String
    /// What the grammar wanted there, for example `a window name`.
    public var expected: String

    /// Creates a parse error.
    /// - Parameters:
    ///   - fileName: the file name for the message.
    ///   - line: 1-based line.
    ///   - column: 1-based column, in Unicode scalars.
    ///   - found: what was there.
    ///   - expected: what the grammar wanted.
    public init(fileName: String, line: Int, column: Int, found: String, expected: String) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.found = found
        self.expected = expected
    }

    /// `FILE:LINE:COLUMN: found X, expected Y`.
    public var description: String { "\(fileName):\(line):\(column): found \(found), expected \(expected)" }
}
