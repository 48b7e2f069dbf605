import Foundation
import Scenario

/// Runs a scenario file in-process, in a fresh temporary container, as `routenav run` does.
@MainActor func runScenarioFile(_ url: URL, app: AppChoice? = nil, transcript: Bool = false) throws -> ScenarioRunner.Outcome {
    let script = try ScenarioParser.parse(Data(contentsOf: url), fileName: url.lastPathComponent)
    return runScript(script, baseDirectory: url.deletingLastPathComponent(), app: app, transcript: transcript)
}

/// Runs scenario text in-process, in a fresh temporary container.
@MainActor func runScenarioText(_ text: String, transcript: Bool = false) throws -> ScenarioRunner.Outcome {
    let script = try ScenarioParser.parse(text, fileName: "t.scenario")
    return runScript(script, baseDirectory: packageRoot, app: nil, transcript: transcript)
}

@MainActor private func runScript(_ script: ScenarioScript, baseDirectory: URL, app: AppChoice?, transcript: Bool) -> ScenarioRunner.Outcome {
    let container = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-tests-\(ProcessInfo.processInfo.processIdentifier)-\(containerCounter.next())")
    try? FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: container) }
    return ScenarioRunner(appOverride: app, containerURL: container, baseDirectory: baseDirectory, printsTranscript: transcript).run(script)
}

/// Hands out distinct container numbers within one test process.
@MainActor final class Counter {
    private var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}

@MainActor let containerCounter = Counter()
