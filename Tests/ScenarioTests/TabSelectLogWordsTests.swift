import Foundation
import Scenario
import Testing

/// One wording for selecting a tab: the engine selecting one for a link logs the words of the user's own
/// `select "TITLE"` (the `T` key), not `selected tab 1`.
@Suite("Tab selection reads alike in the log")
@MainActor struct TabSelectLogWordsTests {
    @Test("a link into another tab logs select \"TITLE\"")
    func linkIntoATabLogsTheTabsTitle() throws {
        let transcript = try runScenarioFile(packageRoot.appendingPathComponent("Resources/Scenarios/containers-link-into-tab.scenario"), transcript: true).transcript
        #expect(!transcript.contains("selected tab "))
        #expect(transcript.contains(#"info engine: S1: select ""#), "\(transcript)")
    }
}
