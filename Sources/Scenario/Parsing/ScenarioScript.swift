/// A parsed scenario file: its name for messages and its steps with their line numbers.
///
/// Named `ScenarioScript`, not `Scenario`, because the module is `Scenario`: a type of the module's
/// name would make `Scenario.X` resolve to the type and break module qualification (CONTRIBUTING.md).
public struct ScenarioScript: Equatable, Sendable {
    /// The file name as messages show it (`FILE` in `FILE:LINE: ...`), for example
    /// `cases/01-cold-launch.scenario`, or `<stdin>`.
    public var fileName: String
    /// The steps in file order; blank and comment-only lines have none.
    public var steps: [NumberedStep]

    /// One step and the 1-based line it was written on.
    public struct NumberedStep: Equatable, Sendable {
        /// The 1-based line number in the file.
        public var line: Int
        /// The step.
        public var step: ScenarioStep
        /// The 1-based column (in Unicode scalars) where each word of the line starts, the verb first; empty for a step not read from text.
        ///
        /// Lets a check that needs the app, made after parsing (a `newwindow` naming a scene the app
        /// does not declare), point at the word: `FILE:LINE:COLUMN`.
        public var wordColumns: [Int]

        /// Creates a numbered step.
        /// - Parameters:
        ///   - line: the 1-based line number.
        ///   - step: the step written there.
        ///   - wordColumns: where each word of the line starts (1-based columns), or empty.
        public init(line: Int, step: ScenarioStep, wordColumns: [Int] = []) {
            self.line = line
            self.step = step
            self.wordColumns = wordColumns
        }

        /// Where the line's word at `index` starts (0 is the verb), or column 1 when unknown.
        /// - Parameter index: the word's index.
        /// - Returns: a 1-based column.
        public func column(ofWord index: Int) -> Int {
            index >= 0 && index < wordColumns.count ? wordColumns[index] : 1
        }
    }

    /// Creates a scenario.
    /// - Parameters:
    ///   - fileName: the name messages show.
    ///   - steps: the steps with their line numbers, in file order.
    public init(fileName: String, steps: [NumberedStep]) {
        self.fileName = fileName
        self.steps = steps
    }

    /// The app the scenario runs: its `app` step, else ``AppChoice/default``.
    public var app: AppChoice {
        for numbered in steps {
            if case .app(let choice) = numbered.step { return choice }
        }
        return .default
    }
}
