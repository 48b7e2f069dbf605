import Foundation
import Scenario
import Simulator
import Testing

/// The `expect` forms of `expect error none`, `expect errors …`, `expect key W`,
/// `expect callbacks W|app …`, `expect warning uikit|engine …` and `expect stored session S<n> …`.
/// Each holds on the Notes demo where it should and fails with `FILE:LINE: expected …, got …` where it
/// should not; the printer and the recorder write each back as a line that parses to it again.
@Suite("Expectations since the last one, key window, callbacks, warning sources, stored sessions")
@MainActor
struct ExpectationAdditionsTests {
    /// Two windows of the Notes demo, signed in: main (S1) and compose (S2), compose key.
    static let twoWindows = """
        app notes
        launch
        auth signedIn
        wait 1
        tap main "New note window"
        wait 1
        """

    @Test("the additions hold on the Notes demo: callbacks in order, the key window, errors since the last ask")
    func additionsHold() throws {
        let outcome = try runScenarioText("""
            app notes
            launch
            expect callbacks app didFinishLaunching configurationForConnecting
            expect callbacks main willConnectTo sceneWillEnterForeground sceneDidBecomeActive
            expect callbacks main none
            expect error none
            auth signedIn
            wait 1
            expect key main
            tap main "New note window"
            wait 1
            expect key compose
            expect callbacks main none
            expect callbacks compose willConnectTo sceneWillEnterForeground sceneDidBecomeActive
            tap main "New note window"
            tap main "New note window"
            expect errors sceneAlreadyActive sceneAlreadyActive
            expect error none
            expect errors none
            tap main "New note window"
            expect error sceneAlreadyActive
            expect error none
            newwindow compose
            expect warning engine already has a window
            expect warning uikit none
            background compose
            expect callbacks compose sceneWillResignActive sceneDidEnterBackground
            expect key main
            tap main "Open note 2"
            wait 1
            kill
            expect key none
            expect stored session S1 NoteDetail(2)
            expect stored session S2 none
            expect stored session S99 none
            """)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("each addition fails naming the line, what it expected and what it got", arguments: [
        ("expect error none", "t.scenario:8: expected errors none, got sceneAlreadyActive"),
        ("expect errors sceneAlreadyActive multipleScenesNotSupported", "t.scenario:8: expected errors sceneAlreadyActive multipleScenesNotSupported, got sceneAlreadyActive"),
        ("expect key main", "t.scenario:8: expected key main, got compose"),
        ("expect callbacks compose sceneDidBecomeActive", "t.scenario:8: expected callbacks compose sceneDidBecomeActive, got willConnectTo sceneWillEnterForeground sceneDidBecomeActive"),
        ("expect callbacks app none", "t.scenario:8: expected callbacks app none, got didFinishLaunching configurationForConnecting configurationForConnecting"),
        ("expect warning engine something else", "t.scenario:8: expected a engine warning containing \"something else\", got none"),
        ("expect warning uikit none", nil),
        ("expect stored session S1 NoteDetail(1)", "t.scenario:8: expected stored session S1 NoteDetail(1), got none"),
    ] as [(String, String?)])
    func additionFails(line: String, failure: String?) throws {
        let outcome = try runScenarioText(Self.twoWindows + "\ntap main \"New note window\"\n" + line + "\n")
        #expect(outcome.failure == failure)
        #expect(outcome.status == (failure == nil ? .success : .expectationFailed))
    }

    @Test("expect warning uikit fails on a UIKit warning the engine did not report, and the reverse")
    func warningSources() throws {
        let outcome = try runScenarioText(Self.twoWindows + """

            newwindow compose
            expect warning already has a window
            expect warning uikit already has a window
            """)
        #expect(outcome.failure?.hasPrefix("t.scenario:9: expected a uikit warning containing \"already has a window\", got none") == true)
        let engineNone = try runScenarioText(Self.twoWindows + "\nnewwindow compose\nexpect warning engine none\n")
        #expect(engineNone.failure?.hasPrefix("t.scenario:8: expected engine warning none, got 1 engine warning: S3 connected as compose") == true)
    }

    @Test("expect callbacks after the window is gone fails as no window, like every window step")
    func callbacksOfAClosedWindow() throws {
        let outcome = try runScenarioText(Self.twoWindows + "\nclose compose\nexpect callbacks compose sceneDidDisconnect\n")
        #expect(outcome.failure == "t.scenario:8: no window \"compose\"; windows: main")
    }

    nonisolated static let lines = [
        "expect error none",
        "expect errors sceneAlreadyActive pendingQueueFull",
        "expect errors none",
        "expect errors \"none\"",
        "expect key main#2",
        "expect key none",
        "expect key \"none\"",
        "expect callbacks main willConnectTo sceneDidBecomeActive",
        "expect callbacks app didFinishLaunching",
        "expect callbacks \"app\" sceneDidBecomeActive",
        "expect callbacks compose none",
        "expect warning uikit Attempt to present",
        "expect warning engine none",
        "expect warning engine \"none\"",
        "expect warning \"uikit alone\"",
        "expect warning uikit",
        "expect stored session S3 NoteDetail(2)",
        "expect stored session S12 none",
        "expect stored session NoteDetail(2)",
        "expect stored \"session\" S2",
    ]

    @Test("each line parses, prints as it was written, and the recorder writes it back", arguments: lines)
    func roundTrip(line: String) throws {
        let step = try #require(try ScenarioParser.parseStep(line, fileName: "t.scenario"))
        guard case .expect(let expectation) = step else {
            Issue.record("\(line) is not an expectation")
            return
        }
        let printed = ScenarioPrinter.line(for: expectation)
        #expect(try ScenarioParser.parseStep(printed, fileName: "t.scenario") == step, "printed as \(printed)")
        var recorder = ScenarioRecorder(app: .notes)
        recorder.record(expectation)
        let replayed = try ScenarioParser.parse(recorder.scenarioText(), fileName: "t.scenario").steps.map(\.step)
        #expect(replayed.last == step)
    }

    @Test("the forms read as before where a word is a window or warning text", arguments: [
        ("expect warning uikit", Scenario.Expectation.warning("uikit")),
        ("expect warning \"engine x\"", .warning("engine x")),
        ("expect stored session NoteDetail(2)", .stored(WindowName(identity: "session"), ScreenName("NoteDetail", identifier: "2"))),
        ("expect error \"none\"", .error("none")),
        ("expect error none", .errors([])),
        ("expect \"key\" top NotesList", .top(WindowName(identity: "key"), ScreenName("NotesList"))),
    ])
    func oldMeanings(line: String, expectation: Scenario.Expectation) throws {
        #expect(try ScenarioParser.parseStep(line, fileName: "t.scenario") == .expect(expectation))
    }

    @Test("malformed additions are parse errors naming the column", arguments: [
        ("expect errors", "t.scenario:1:14: found end of line, expected error names such as sceneAlreadyActive, or none"),
        ("expect errors a none", "t.scenario:1:17: found none, expected error names such as sceneAlreadyActive, or none (none stands alone)"),
        ("expect key main compose", "t.scenario:1:17: found compose, expected end of line"),
        ("expect callbacks", "t.scenario:1:17: found end of line, expected a window name such as main or main#2"),
        ("expect callbacks main", "t.scenario:1:22: found end of line, expected callback names such as willConnectTo sceneDidBecomeActive, or none"),
    ])
    func parseErrors(line: String, message: String) {
        #expect(lineFailure(line) == message)
    }
}
