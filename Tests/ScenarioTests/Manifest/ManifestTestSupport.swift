import Foundation
import Scenario

/// `Tests/ScenarioTests/Manifest`, where the manifest tests keep their files.
let manifestTestDirectory = packageRoot.appendingPathComponent("Tests/ScenarioTests/Manifest")
/// Valid manifests, plists and scenarios the tests run.
let manifestFixtures = manifestTestDirectory.appendingPathComponent("Fixtures")
/// One broken manifest per file, each with its expected message in `NAME.expected`.
let malformedManifests = manifestTestDirectory.appendingPathComponent("Malformed")
/// The manifests the project ships.
let shippedManifests = packageRoot.appendingPathComponent("Resources/Manifests")

/// The names (without `.json`) of the malformed manifests, sorted.
let malformedManifestNames: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: malformedManifests.path)) ?? [])
    .filter { $0.hasSuffix(".json") }
    .map { String($0.dropLast(".json".count)) }
    .sorted()

/// Runs scenario text in-process in a fresh temporary container, its relative paths starting at `baseDirectory`.
@MainActor func runManifestScenario(_ text: String, baseDirectory: URL, app: AppChoice? = nil, transcript: Bool = false) throws -> ScenarioRunner.Outcome {
    let script = try ScenarioParser.parse(text, fileName: "t.scenario")
    let container = FileManager.default.temporaryDirectory
        .appendingPathComponent("routenav-manifest-tests-\(ProcessInfo.processInfo.processIdentifier)-\(containerCounter.next())")
    try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: container) }
    return ScenarioRunner(appOverride: app, containerURL: container, baseDirectory: baseDirectory, printsTranscript: transcript).run(script)
}

/// A transcript without its header line (`# routenav transcript, app …`), which names the app as chosen.
func transcriptBody(_ transcript: String) -> Substring {
    guard let newline = transcript.firstIndex(of: "\n") else { return "" }
    return transcript[transcript.index(after: newline)...]
}

/// The first line where two texts differ, as `line N: "…" vs "…"`, or `nil` when they are equal.
func firstDifference(_ left: Substring, _ right: Substring) -> String? {
    let leftLines = left.split(separator: "\n", omittingEmptySubsequences: false)
    let rightLines = right.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(leftLines.count, rightLines.count) {
        let a = index < leftLines.count ? String(leftLines[index]) : "<end>"
        let b = index < rightLines.count ? String(rightLines[index]) : "<end>"
        if a != b { return "line \(index + 1): \"\(a)\" vs \"\(b)\"" }
    }
    return nil
}

/// A temporary directory for one test, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-manifest-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
