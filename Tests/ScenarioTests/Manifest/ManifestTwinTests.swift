import Foundation
import Scenario
import Testing

/// Issue 7's acceptance: `Resources/Manifests/notes.json` and `single.json` are the Swift `notes` and
/// `single` demos written as manifests. Every shared case, and a longer tour, runs on both and must print
/// the same transcript. The header line names the app as chosen (`app notes` against
/// `app manifest:/…/notes.json`), so transcripts are compared from the line after it; every step, console
/// line, window, stack, card and record below it must be identical.
@Suite("Manifest twins of the Swift demos")
@MainActor struct ManifestTwinTests {
    /// The manifest twin of a built-in demo.
    private func twin(of app: AppChoice) -> AppChoice? {
        switch app {
        case .notes: .manifest(path: shippedManifests.appendingPathComponent("notes.json").path)
        case .single: .manifest(path: shippedManifests.appendingPathComponent("single.json").path)
        default: nil
        }
    }

    /// Runs a scenario file on its own app and on that app's manifest twin; both must end the same way
    /// and print the same transcript below the header.
    private func expectSameRun(_ file: URL, app: AppChoice? = nil, expectSuccess: Bool = true) throws {
        let script = try ScenarioParser.parse(Data(contentsOf: file), fileName: file.lastPathComponent)
        let swiftApp = app ?? script.app
        let twinApp = try #require(twin(of: swiftApp), "\(file.lastPathComponent) runs \(swiftApp), which has no manifest twin")
        let swift = try runScenarioFile(file, app: swiftApp, transcript: true)
        let manifest = try runScenarioFile(file, app: twinApp, transcript: true)
        if expectSuccess {
            #expect(swift.status == .success, "\(swift.failure ?? "")")
        }
        #expect(manifest.status == swift.status)
        #expect(manifest.failure == swift.failure)
        #expect(transcriptBody(swift.transcript).count > 100, "the transcript was not printed")
        let difference = firstDifference(transcriptBody(swift.transcript), transcriptBody(manifest.transcript))
        #expect(difference == nil, "\(file.lastPathComponent) on \(swiftApp) and its manifest twin first differ at \(difference ?? "")")
        #expect(manifest.transcript.hasPrefix("# routenav transcript, app manifest:"))
    }

    @Test("every shared case prints the same transcript on the Swift demo and on its manifest twin",
          .enabled(if: sharedCasesAvailable, "../shared/cases is absent: the manifest twin comparison of the shared cases is skipped"),
          arguments: sharedCaseFiles.map(\.lastPathComponent))
    func sharedCaseMatches(_ name: String) throws {
        try expectSameRun(sharedDirectory.appendingPathComponent("cases").appendingPathComponent(name))
    }

    @Test("a longer tour (presented screens, activities, the compose window, sign-out, close, reauth, kill, swipe) matches on notes")
    func tourMatchesOnNotes() throws {
        try expectSameRun(manifestFixtures.appendingPathComponent("notes-tour.scenario"))
    }

    @Test("the same tour on single stops at the same step with the same message as on its twin")
    func tourMatchesOnSingle() throws {
        try expectSameRun(manifestFixtures.appendingPathComponent("notes-tour.scenario"), app: .single, expectSuccess: false)
    }
}
