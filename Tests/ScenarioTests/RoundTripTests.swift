import Foundation
import RouteInterface
import Scenario
import Simulator
import Testing

/// `parse → print → parse` gives the same steps: what the recorder writes replays as recorded.
@Suite("Round trip")
struct RoundTripTests {
    /// Parses, prints, parses again; checks the steps agree and printing is stable.
    func checkRoundTrip(_ text: String, fileName: String) throws {
        let first = try ScenarioParser.parse(text, fileName: fileName)
        let printed = ScenarioPrinter.text(of: first)
        let second = try ScenarioParser.parse(printed, fileName: fileName)
        #expect(second.steps.map(\.step) == first.steps.map(\.step), "\(fileName) printed as:\n\(printed)")
        #expect(ScenarioPrinter.text(of: second) == printed, "printing \(fileName) is not stable")
    }

    @Test("every acceptance case in ../shared/cases", .enabled(if: sharedCasesAvailable, "../shared/cases is absent: skipped"))
    func sharedCases() throws {
        let files = scenarioFiles(in: sharedDirectory.appendingPathComponent("cases"))
        #expect(!files.isEmpty)
        for file in files {
            let data = try Data(contentsOf: file)
            let script = try ScenarioParser.parse(data, fileName: file.lastPathComponent)
            #expect(!script.steps.isEmpty)
            try checkRoundTrip(String(decoding: data, as: UTF8.self), fileName: file.lastPathComponent)
        }
    }

    @Test("the acceptance cases print exactly as written, comments and blank lines aside",
          .enabled(if: sharedCasesAvailable, "../shared/cases is absent: skipped"))
    func sharedCasesAreCanonical() throws {
        for file in scenarioFiles(in: sharedDirectory.appendingPathComponent("cases")) {
            let text = try String(contentsOf: file, encoding: .utf8)
            let written = text.split(separator: "\n").map(String.init)
                .filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            let printed = try ScenarioParser.parse(text, fileName: file.lastPathComponent).steps
                .map { ScenarioPrinter.line(for: $0.step) }
            #expect(printed == written, "\(file.lastPathComponent)")
        }
    }

    @Test("the package's own scenarios in Resources/Scenarios")
    func packageScenarios() throws {
        let files = scenarioFiles(in: packageRoot.appendingPathComponent("Resources/Scenarios"))
        #expect(!files.isEmpty)
        for file in files {
            try checkRoundTrip(try String(contentsOf: file, encoding: .utf8), fileName: file.lastPathComponent)
        }
    }

    static let handWritten = """
        app skeleton:"../fixtures/plists/home assistant-Info.plist"
        plist "my plists/Info.plist"
        launch url notes://note/1 url "notes://note/a b" activity com.notes.viewing noteID=7 title="My \\"best\\" note" activity t shortcut new-note
        launch shortcut new-note url notes://note/1#frag
        launch activity "a=b" k=v url "in" url "url"
        auth signedIn
        auth "signedOut"
        signin
        signout
        reauth
        open notes://note/42
        open in main#2 "notes://note/with space"
        open "#not-a-comment" in compose
        continue com.notes.viewing noteID=42 "odd key"="odd value" "k=ey"=v empty="" in main
        continue com.notes.viewing in main#2
        shortcut new-note in main
        shortcut "in"
        newwindow
        newwindow compose
        newwindow "none"
        close compose
        foreground main
        background main
        inactive main#2
        active main#2
        switcher
        swipe main
        kill
        relaunch
        tap main "Open note 1" x2
        tap main x3 Filters
        tap main "x2"
        tap main "tab\\there, newline\\nthere, backslash \\\\ and quote \\""
        tap main "# hash first"
        back main
        dismiss main
        wait 0.35
        wait .5
        wait 0.000001
        wait 12345678.125
        expect windows main compose main#2
        expect windows none
        expect windows "none"
        expect main stack NotesList > NoteDetail(42) > "NoteDetail(with space)" > "none"
        expect main stack none
        expect main top NoteDetail(a(b))
        expect main top none
        expect main presented Filters
        expect main presented none
        expect main overlay splash
        expect main overlay obscured
        expect main overlay none
        expect main state foregroundActive
        expect main state foregroundInactive
        expect main state background
        expect main pending none
        expect main pending url:notes://note/1#x "url:notes://note/a b" activity:com.notes.viewing shortcut:new-note
        expect auth signedIn
        expect auth signedOut
        expect auth syncing
        expect stored main NoteDetail(42)
        expect stored main#2 none
        expect records 0
        expect records 3
        expect error sceneAlreadyActive
        expect warning com.route.sceneActivity.multiWindow
        expect warning Attempt to present "Filters" on "NotesList" while a presentation is in progress
        expect warning "  padded  "
        expect warning "a # b"
        expect warning "none"
        expect warning none
        expect running
        expect notrunning
        expect crashed
        expect "windows" top A
        select main Inbox
        select main "Home Feed"
        select main "none"
        size main regular
        size main#2 compact
        expect main tabs Inbox* Search "Home Feed"
        expect main tabs Inbox "Home Feed" "Star*" "Top*"*
        expect main tab Inbox stack Inbox > Message(1)
        expect main tab "Home Feed" stack none
        expect main column primary stack Sidebar > Detail
        expect main column supplementary stack none
        expect main column secondary stack Detail
        expect main split collapsed
        expect main split expanded
        """

    @Test("a hand-written set of every form, with quoting and escapes")
    func handWrittenSet() throws {
        try checkRoundTrip(Self.handWritten, fileName: "hand-written.scenario")
        let script = try ScenarioParser.parse(Self.handWritten, fileName: "hand-written.scenario")
        #expect(script.steps.count == Self.handWritten.split(separator: "\n").count)
    }

    @Test("events built in code, with awkward text, print to lines that parse back to them")
    func eventsRoundTrip() throws {
        let awkward = [
            "plain", "two words", "in", "url", "none", ">", "x2", "x0", "#hash", "tab\there", "line\nbreak",
            "cr\rhere", "quote\"in", "back\\slash", "a=b", "trailing ", " leading", "é ☃ 𝄞", "main#2", "(paren)",
        ]
        // A wait prints as the whole nanoseconds the clock advances by, which parse back to the same
        // nanoseconds; a wait over the one-year limit prints as it is and the parser refuses it.
        for (seconds, advanced) in [(0.1 + 0.2, 0.3), (1e-7, 1e-7), (.leastNonzeroMagnitude, 0), (0, 0), (1.5, 1.5),
                                    (0.34999999999999964, 0.35), (31_536_000, 31_536_000)] {
            let line = ScenarioPrinter.line(for: .wait(seconds: seconds))
            #expect(try step(line) == .event(.wait(seconds: advanced)), "\(line)")
        }
        for seconds in [1e21, Double.greatestFiniteMagnitude, 31_536_001] {
            #expect(throws: ScenarioParseError.self) { try step(ScenarioPrinter.line(for: .wait(seconds: seconds))) }
        }
        var events: [SimulationEvent] = []
        for text in awkward {
            events += [
                .open(url: text, window: main2),
                .shortcut(type: text, window: nil),
                .newWindow(scene: text),
                .tap(WindowName(identity: "main"), title: text, count: 7),
                .continueActivity(ActivityPayload(type: text, userInfo: [.init(key: text, value: text)]), window: compose),
                .launch(LaunchPayload(urls: [text, text], activities: [ActivityPayload(type: text, userInfo: [.init(key: text, value: "")])], shortcut: text)),
            ]
        }
        for event in events {
            let line = ScenarioPrinter.line(for: event)
            #expect(!line.contains("\n") && !line.contains("\r"), "\(line)")
            #expect(try step(line) == .event(event), "\(line)")
        }
    }

    @Test("expectations built in code, with awkward text, print to lines that parse back to them")
    func expectationsRoundTrip() throws {
        let texts = ["plain", "two words", "none", "#hash", "quote\"in", "\"quoted\"", "a # b", " x ", "x2", "line\nbreak", "\\"]
        var expectations: [Scenario.Expectation] = []
        for text in texts {
            expectations += [
                .warning(text), .error(text),
                .top(WindowName(identity: "w"), ScreenName("Screen", identifier: text)),
                .pending(main, SceneIntent.Kind.allCases.map { Scenario.Expectation.PendingIntent(kind: $0, value: text) }),
                .windows([WindowName(identity: text.replacingOccurrences(of: "#", with: "-"))]),
            ]
        }
        for expectation in expectations {
            let line = ScenarioPrinter.line(for: expectation)
            #expect(try step(line) == .expect(expectation), "\(line)")
        }
    }
}
