import Scenario
import Simulator
import Testing

/// Inputs `make fuzz` (Fuzz/Targets/ScenarioParserFuzz.swift) found that broke the printer's promise
/// that a printed step parses back to the same step (ScenarioPrinter; Sources/Simulator/SimulationEvent.swift: the recorder writes
/// events back as scenario lines).
@Suite("Scenario fuzz regressions")
struct ScenarioFuzzRegressionTests {
    /// Line 89 of the fuzzer's input crash-283c1f5e: `main##1` was read as window 1 of an identity
    /// `main#`, which prints as `main#`, which does not parse.
    static let fuzzedLine = "expect windows main main#2 main#3 main#4 main#5 main#6 main#7 main#8 main#9 main#10 main##1 main#12 lain#13 main#14 main#15 main#16 main#17 main#18 main#19 main#20 main#21 main#22 main#23 main#24 main#25 main#26 main#27 main#28 main#29 main#30 main#31 main#32 main#33 main#34 main#35 main#36 main#37 main#38 main#39 ma?in#40 main#41 main!42 main#43 main#44 main#45 main#46 main#47 main#48 main#49 main#50"

    @Test("a window name whose identity would contain # is refused where it is written")
    func doubleHashIsNotAWindowName() throws {
        #expect(WindowName(parsing: "main##1") == nil)
        #expect(WindowName(parsing: "main#1#2") == nil)
        #expect(WindowName(parsing: "main#2") == WindowName(identity: "main", ordinal: 2))
        let offset = try #require(Array(Self.fuzzedLine.utf8).firstRange(of: Array("main##1".utf8))).lowerBound
        let column = offset + 1  // the line is ASCII: columns count bytes
        #expect(throws: ScenarioParseError(fileName: "fuzz.scenario", line: 1, column: column, found: "main##1",
                                           expected: "a window name such as main or main#2")) {
            try ScenarioParser.parse(Self.fuzzedLine + "\n", fileName: "fuzz.scenario")
        }
        #expect(throws: ScenarioParseError.self) { try ScenarioParser.parse("close main##1\n", fileName: "t.scenario") }
    }

    @Test("every window name the parser accepts prints to a line that parses back to it",
          arguments: ["main", "main#2", "main#1", "main#02", "compose#10", "ma?in", "main!42", "lain#13", "x.y-z_1#3"])
    func windowNamesRoundTrip(name: String) throws {
        let step = try #require(try ScenarioParser.parseStep("close \(name)", fileName: "t.scenario"))
        let printed = ScenarioPrinter.line(for: step)
        #expect(try ScenarioParser.parseStep(printed, fileName: "printed") == step)
    }
}
