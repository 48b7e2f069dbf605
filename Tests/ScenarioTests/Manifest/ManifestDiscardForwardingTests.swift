import Foundation
import Scenario
import Testing

/// Issue 7's acceptance: a manifest whose app delegate does not forward
/// `application(_:didDiscardSceneSessions:)` shows `expect records` growing as windows are swiped away
/// (their restoration records are never deleted, U6/R15); with it forwarded, they go with their windows.
@Suite("Manifests: forwarding didDiscardSceneSessions")
@MainActor struct ManifestDiscardForwardingTests {
    /// Opens a page in `main`, then for each count opens a second window, shows a page in it (one more
    /// record) and swipes it away, expecting `count` records after the swipe.
    private func scenario(manifest: String, recordsAfterSwipes counts: [Int]) -> String {
        var text = """
            app manifest:\(manifest)
            launch
            auth signedIn
            wait 1
            open pad://page/1
            wait 1
            expect records 1

            """
        var previous = 1
        for (round, count) in counts.enumerated() {
            text += """
                newwindow
                wait 1
                expect windows main main#2
                open pad://page/\(round + 2) in main#2
                wait 1
                expect main#2 stack Pages > Page(\(round + 2))
                expect records \(previous + 1)
                swipe main#2
                wait 1
                expect windows main
                expect records \(count)

                """
            previous = count
        }
        return text
    }

    @Test("not forwarded, the records of swiped windows pile up")
    func recordsPileUpWithoutForwarding() throws {
        let outcome = try runManifestScenario(scenario(manifest: "pad-discards-kept.json", recordsAfterSwipes: [2, 3, 4]),
                                              baseDirectory: manifestFixtures, transcript: true)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
        #expect(outcome.transcript.contains("info app: Pad: didDiscardSceneSessions is not forwarded (manifest forwards.didDiscardSceneSessions is false); the records of S2 stay"))
        #expect(outcome.transcript.contains("records: S1=Page(1) S2=Page(2) S3=Page(3) S4=Page(4)"))
    }

    @Test("forwarded, they go with their windows")
    func recordsGoWithForwarding() throws {
        let outcome = try runManifestScenario(scenario(manifest: "pad-discards-forwarded.json", recordsAfterSwipes: [1, 1, 1]),
                                              baseDirectory: manifestFixtures, transcript: true)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
        #expect(!outcome.transcript.contains("is not forwarded"))
    }

    @Test("the growth is what a kill would leave: records of swiped windows survive the process")
    func keptRecordsSurviveKill() throws {
        let text = scenario(manifest: "pad-discards-kept.json", recordsAfterSwipes: [2]) + "kill\nexpect records 2\n"
        let outcome = try runManifestScenario(text, baseDirectory: manifestFixtures)
        #expect(outcome.failure == nil)
    }
}
