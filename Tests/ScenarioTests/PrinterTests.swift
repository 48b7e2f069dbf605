import Scenario
import Simulator
import Testing

/// The printer's canonical forms: what a recorded scenario looks like to the person reading it.
@Suite("Printer")
struct PrinterTests {
    @Test("seconds print in plain decimal with the fewest digits", arguments: [
        (1.0, "1"), (0.25, "0.25"), (0.35, "0.35"), (0, "0"), (100, "100"), (1e-5, "0.00001"),
        (1.5e-7, "0.00000015"), (1e16, "10000000000000000"), (123.456, "123.456"),
        // The nanoseconds the clock advances by: 0.1 + 0.2 is 300,000,000 ns, as `wait 0.3` is.
        (0.1 + 0.2, "0.3"), (1e-10, "0"), (2.5e-9, "0.000000003"),
    ])
    func seconds(seconds: Double, text: String) {
        #expect(ScenarioPrinter.line(for: .wait(seconds: seconds)) == "wait \(text)")
    }

    @Test("canonical order and quoting")
    func canonicalLines() {
        #expect(ScenarioPrinter.line(for: .launch(LaunchPayload(
            urls: ["notes://note/1"],
            activities: [ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "7"), .init(key: "title", value: "A b")])],
            shortcut: "new-note")))
            == #"launch url notes://note/1 activity com.notes.viewing noteID=7 title="A b" shortcut new-note"#)
        #expect(ScenarioPrinter.line(for: .tap(main, title: "Filters", count: 1)) == #"tap main "Filters""#)
        #expect(ScenarioPrinter.line(for: .tap(main2, title: #"Say "hi""#, count: 2)) == #"tap main#2 "Say \"hi\"" x2"#)
        #expect(ScenarioPrinter.line(for: .open(url: "notes://note/1#frag", window: compose)) == "open notes://note/1#frag in compose")
        #expect(ScenarioPrinter.line(for: .open(url: "in", window: nil)) == #"open "in""#)
        #expect(ScenarioPrinter.line(for: .newWindow(scene: nil)) == "newwindow")
        #expect(ScenarioPrinter.line(for: .continueActivity(ActivityPayload(type: "t", userInfo: [.init(key: "a=b", value: "")]), window: nil))
            == #"continue t "a=b"="""#)
        #expect(ScenarioPrinter.line(for: Scenario.Expectation.stack(main, [ScreenName("NotesList"), ScreenName("NoteDetail", identifier: "42")]))
            == "expect main stack NotesList > NoteDetail(42)")
        #expect(ScenarioPrinter.line(for: Scenario.Expectation.warning("a # b")) == #"expect warning "a # b""#)
        #expect(ScenarioPrinter.line(for: Scenario.Expectation.warning(#"present "X" now"#)) == #"expect warning present "X" now"#)
        #expect(ScenarioPrinter.line(for: Scenario.Expectation.warning(nil)) == "expect warning none")
        #expect(ScenarioPrinter.line(for: Scenario.Expectation.process(.notRunning)) == "expect notrunning")
        #expect(ScenarioPrinter.line(for: ScenarioStep.app(.manifest(path: "a b.json"))) == #"app "manifest:a b.json""#)
    }
}
