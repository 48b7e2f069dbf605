import Foundation
import Scenario
import Simulator

/// The package root, found from this file's path (symlinks resolved).
let packageRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent()  // ScenarioTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

/// The read-only shared design folder, `../shared` beside the package, if present.
let sharedDirectory: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

/// Whether `../shared/cases` exists; tests that need it are skipped otherwise.
let sharedCasesAvailable: Bool = FileManager.default.fileExists(
    atPath: sharedDirectory.appendingPathComponent("cases").path)

/// The `.scenario` files of a directory, sorted by name.
func scenarioFiles(in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".scenario") }.sorted().map { directory.appendingPathComponent($0) }
}

/// Parses one line as the navigator's command line does.
func step(_ line: String) throws -> ScenarioStep? {
    try ScenarioParser.parseStep(line, fileName: "t.scenario")
}

/// The message of the error parsing `text` as a whole file gives, or `nil` if it parses.
func parseFailure(_ text: String, fileName: String = "t.scenario") -> String? {
    parseFailure(Data(text.utf8), fileName: fileName)
}

/// The message of the error parsing `data` as a whole file gives, or `nil` if it parses.
func parseFailure(_ data: Data, fileName: String = "t.scenario") -> String? {
    do {
        _ = try ScenarioParser.parse(data, fileName: fileName)
        return nil
    } catch {
        return error.description
    }
}

/// The message of the error parsing one line gives, or `nil` if it parses.
func lineFailure(_ line: String) -> String? {
    do {
        _ = try ScenarioParser.parseStep(line, fileName: "t.scenario")
        return nil
    } catch {
        return error.description
    }
}

/// The steps of a file's text, without line numbers.
func steps(of text: String) throws -> [ScenarioStep] {
    try ScenarioParser.parse(text, fileName: "t.scenario").steps.map(\.step)
}

let main = WindowName(identity: "main")
let main2 = WindowName(identity: "main", ordinal: 2)
let compose = WindowName(identity: "compose")
