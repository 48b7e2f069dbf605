import Foundation
import Scenario
import Testing

/// Issue 15, bad input: steps that are no-ops in UIKit terms still say so in the transcript, and a
/// `--replay` file has the size limit of `routenav run`.
@MainActor
@Suite("No-op steps say what happened; --replay reads with run's limits")
struct QuietNoOpStepTests {
    @Test("kill and signin before launch are no-ops that the transcript names")
    func killAndSignInBeforeLaunchAreLogged() throws {
        let outcome = try runScenarioText("app notes\nkill\nsignin\nlaunch\n", transcript: true)
        #expect(outcome.status == .success)
        #expect(outcome.transcript.contains("| info simulator: kill ignored: the app is not running"))
        #expect(outcome.transcript.contains("| info simulator: auth event ignored: the app is not running"))
    }

    @Test("a scenario file over 64 MiB is refused by its size before a byte is read, for run and --replay alike")
    func oversizedFileIsRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oversized-\(UUID().uuidString).scenario")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(ScenarioParser.maximumFileSize + 1))
        try handle.close()
        guard case let .failure(error) = ScenarioFileReader.read(url.path, shownAs: "big.scenario") else {
            Issue.record("an oversized scenario was read")
            return
        }
        #expect(error.message == "cannot read big.scenario: \(ScenarioParser.maximumFileSize + 1) bytes is over the "
            + "\(ScenarioParser.maximumFileSize)-byte limit for a scenario")
    }
}
