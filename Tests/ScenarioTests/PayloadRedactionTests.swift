import Foundation
import RoutenavCommandLine
import Scenario
import Simulator
import Testing

/// Issue 15: a link's query values, fragment and user information, and an activity's user-info values,
/// never reach the transcript or a saved scenario unless the user asks (`--show-payloads`).
@Suite("Payload redaction")
struct PayloadRedactionTests {
    @Test("a URL keeps its scheme, host, path and query names; values, fragment and user info become …")
    func urlParts() {
        #expect(PayloadRedaction.url("notes://note/7?token=SECRET") == "notes://note/7?token=…")
        #expect(PayloadRedaction.url("notes://me:pw@note/7?a=1&b=&SECRET#top") == "notes://…@note/7?a=…&b=&…#…")
        #expect(PayloadRedaction.url("notes://note/7") == "notes://note/7")
        #expect(PayloadRedaction.url("notes://note/7?#") == "notes://note/7?#")
        #expect(PayloadRedaction.url("mailto:someone@example.com?subject=SECRET") == "mailto:someone@example.com?subject=…")
    }

    @Test("every URL in a log line is redacted, also quoted with spaces; other text is left alone")
    func freeText() {
        #expect(PayloadRedaction.text("intent #1 warm url:notes://note/7?token=SECRET arrived in S1")
            == "intent #1 warm url:notes://note/7?token=… arrived in S1")
        #expect(PayloadRedaction.text("S1: openURLContexts notes://u:p@note/1#frag") == "S1: openURLContexts notes://…@note/1#…")
        #expect(PayloadRedaction.text("not a URL: \"notes://a b?token=SECRET\"") == "not a URL: \"notes://a b?token=…\"")
        let plain = "S2: main#2 routingBehavior: currentScene -> stays in S1 (R2)"
        #expect(PayloadRedaction.text(plain) == plain)
    }

    @Test("a continue step's user-info values are hidden, its keys kept")
    func activityValues() {
        let event = SimulationEvent.continueActivity(ActivityPayload(type: "com.notes.view", userInfo: [.init(key: "id", value: "SECRET"), .init(key: "e", value: "")]),
                                                     window: nil)
        #expect(ScenarioPrinter.line(for: PayloadRedaction.event(event)) == "continue com.notes.view id=… e=\"\"")
    }

    @Test("routenav run --transcript shows no SECRET by default, and all of it with --show-payloads")
    @MainActor func transcript() throws {
        let text = "launch\nauth signedIn\nwait 1\nopen notes://note/7?token=SECRET#SECRET\nexpect main pending none\n"
            + "continue com.example.notes.view id=SECRET\nlaunch url notes://SECRET@note/1\n"
        let script = try ScenarioParser.parse(text, fileName: "t.scenario")
        let hidden = ScenarioRunner(baseDirectory: packageRoot, printsTranscript: true).run(script)
        #expect(hidden.transcript.contains("[4] open notes://note/7?token=…#…"))
        #expect(hidden.transcript.contains("openURLContexts notes://note/7?token=…#…"))
        #expect(hidden.transcript.contains("[6] continue com.example.notes.view id=…"))
        #expect(!hidden.transcript.contains("SECRET"))
        let shown = ScenarioRunner(baseDirectory: packageRoot, printsTranscript: true, showsPayloads: true).run(script)
        #expect(shown.transcript.contains("openURLContexts notes://note/7?token=SECRET#SECRET"))
        #expect(shown.transcript.contains("id=SECRET"))
    }

    @Test("a failing expect pending redacts the app's pending URL in its got half, but not with --show-payloads")
    @MainActor func failingPendingExpectation() throws {
        let text = "app notes\nlaunch\nauth signedOut\nwait 1\nopen notes://note/3?token=SECRET#SECRET\nexpect main pending none\n"
        let script = try ScenarioParser.parse(text, fileName: "t.scenario")
        let hidden = ScenarioRunner(baseDirectory: packageRoot).run(script)
        #expect(hidden.failure == "t.scenario:6: expected main pending none, got url:notes://note/3?token=…#…")
        let shown = ScenarioRunner(baseDirectory: packageRoot, showsPayloads: true).run(script)
        #expect(shown.failure == "t.scenario:6: expected main pending none, got url:notes://note/3?token=SECRET#SECRET")
    }

    @Test("run takes --show-payloads once, without a value")
    func runOption() throws {
        #expect(try RunCommand.parse(["--show-payloads", "f.scenario"]).showsPayloads)
        #expect(try !RunCommand.parse(["f.scenario"]).showsPayloads)
        #expect(throws: UsageError("--show-payloads given twice")) { try RunCommand.parse(["--show-payloads", "--show-payloads", "f"]) }
        #expect(throws: UsageError("--show-payloads takes no value")) { try RunCommand.parse(["--show-payloads=yes", "f"]) }
    }

    @Test("a redacted recording still parses and replays to the same screens (paths are kept)")
    @MainActor func redactedRecordingReplays() throws {
        var recorder = ScenarioRecorder(app: .notes)
        for event: SimulationEvent in [.launch(LaunchPayload()), .auth(.signedIn), .wait(seconds: 1),
                                       .open(url: "notes://note/7?token=SECRET", window: nil), .wait(seconds: 1)] {
            recorder.record(event)
        }
        recorder.record(.pending(WindowName(identity: "main"), [.init(kind: .url, value: "notes://note/8?token=SECRET")]))
        let redacted = recorder.redactingPayloads()
        #expect(redacted != recorder)
        let text = redacted.scenarioText()
        #expect(!text.contains("SECRET"))
        #expect(text.contains("open notes://note/7?token=…\n"))
        let replay = try ScenarioParser.parse(text.replacingOccurrences(of: "expect main pending url:notes://note/8?token=…\n", with: "")
            + "expect main top NoteDetail(7)\n", fileName: "saved.scenario")
        #expect(ScenarioRunner(baseDirectory: packageRoot).run(replay).status == .success)
    }
}
