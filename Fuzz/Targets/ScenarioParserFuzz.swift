// libFuzzer target: the scenario parser (DESIGN §3) and the printer's promise that a printed step
// parses back to the same step (ScenarioPrinter).
import Foundation
import Scenario

@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioParserFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = fuzzData(start, count)
    let script: ScenarioScript
    do {
        script = try ScenarioParser.parse(data, fileName: "fuzz.scenario")
    } catch {
        // A refusal must name the file and a line: `fuzz.scenario:LINE:COLUMN: ...`.
        require(String(describing: error).hasPrefix("fuzz.scenario:"), "error without location: \(error)")
        return FuzzVerdict.handled
    }
    for numbered in script.steps {
        let line = ScenarioPrinter.line(for: numbered.step)
        let reparsed: ScenarioStep?
        do {
            reparsed = try ScenarioParser.parseStep(line, fileName: "printed")
        } catch {
            require(false, "printed line does not parse: \(line.debugDescription) (from line \(numbered.line)): \(error)")
            return FuzzVerdict.handled
        }
        require(reparsed == numbered.step, "round trip changed the step: \(line.debugDescription) (from line \(numbered.line))")
    }
    return FuzzVerdict.handled
}
