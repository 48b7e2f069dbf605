import Foundation
import Scenario
import Testing

/// One severity model (docs/RULES.md R8): a denial that stays queued is info for every reader of the
/// log (transcripts, `expect errors`, the navigator's event log), and one denial is one log line.
@Suite("One severity model for a queued denial")
@MainActor struct SeverityModelTests {
    private let scenario = packageRoot.appendingPathComponent("Resources/Scenarios/denied-link-stays-queued.scenario")

    @Test("expect errors none passes after a denied link that stays queued, and the link runs after sign-in")
    func queuedDenialIsNotAnError() throws {
        let outcome = try runScenarioFile(scenario)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("the denial is one info line in the transcript, not an error")
    func oneDenialIsLoggedOnce() throws {
        let transcript = try runScenarioFile(scenario, transcript: true).transcript
        let lines = transcript.split(separator: "\n").filter { $0.contains("executionDenied") }
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.allSatisfy { $0.hasPrefix("  | info engine: ") }, "\(lines)")
        #expect(!transcript.contains("| error "))
    }
}
