import Foundation
import Scenario
import Testing
@testable import NavigatorTUI

/// A saved scenario names a manifest app's file relative to the scenario file, as the scenario
/// language reads paths (docs/SCENARIOS.md), so the report and its manifest move together.
/// The repository's manifest of the `.undefined` windows app, copied beside each test's scenario.
private let repositoryManifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Resources/Manifests/undefined-windows.json").standardizedFileURL

@MainActor @Suite struct ManifestPathRecordingTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: repositoryManifest.path), "Resources/Manifests/undefined-windows.json is missing"))
    func savedManifestPathIsRelativeToTheSavedFile() throws {
        let directory = try scratchDirectory("routenav-manifest")
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifests = directory.appendingPathComponent("Manifests")
        try FileManager.default.createDirectory(at: manifests, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryManifest, to: manifests.appendingPathComponent("app.json"))
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("bugs"), withIntermediateDirectories: true)
        let (session, time) = try RealTimeFeed.start(.init(app: .manifest(path: "Manifests/app.json"), workingDirectory: directory))
        time.run(session, for: 1.5)
        command(session, "save bugs/one.scenario")
        command(session, "save two.scenario")
        let one = try String(contentsOf: directory.appendingPathComponent("bugs/one.scenario"), encoding: .utf8)
        let two = try String(contentsOf: directory.appendingPathComponent("two.scenario"), encoding: .utf8)
        #expect(one.contains("\napp manifest:../Manifests/app.json\n"), "\(one)")
        #expect(two.contains("\napp manifest:Manifests/app.json\n"), "\(two)")
        // The saved file replays from its own directory.
        let (replayed, _) = try RealTimeFeed.start(.init(replayPath: "bugs/one.scenario", workingDirectory: directory))
        #expect(replayed.model.message?.kind == .success, "\(replayed.model.message?.text ?? "")")
    }

    @Test func pathsWithNothingButTheRootInCommonStayAbsolute() {
        #expect(ScenarioRelativePath.path("/opt/app.json", savedIn: URL(fileURLWithPath: "/tmp/x")) == "/opt/app.json")
        #expect(ScenarioRelativePath.path("/tmp/a/b/app.json", savedIn: URL(fileURLWithPath: "/tmp/a/c")) == "../b/app.json")
        #expect(ScenarioRelativePath.path("relative.json", savedIn: URL(fileURLWithPath: "/tmp/a")) == "relative.json")
    }
}
