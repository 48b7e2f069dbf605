import Scenario
import Simulator
import Testing

/// Every line form of docs/SCENARIOS.md reads as the step it means.
@Suite("Line forms")
struct LineFormTests {
    @Test("setup steps: app and plist", arguments: [
        ("app notes", ScenarioStep.app(.notes)),
        ("app single", .app(.single)),
        ("app bare", .app(.bare)),
        ("app manifest:apps/notes.json", .app(.manifest(path: "apps/notes.json"))),
        ("app skeleton:../fixtures/plists/netnewswire-Info.plist", .app(.skeleton(path: "../fixtures/plists/netnewswire-Info.plist"))),
        (#"app "skeleton:my apps/Info.plist""#, .app(.skeleton(path: "my apps/Info.plist"))),
        ("plist notes-missing-route-activity-types.plist", .plist(path: "notes-missing-route-activity-types.plist")),
    ])
    func setup(line: String, expected: ScenarioStep) throws {
        #expect(try step(line) == expected)
    }

    @Test("launch payloads, in any order", arguments: [
        ("launch", LaunchPayload()),
        ("launch url notes://note/42", LaunchPayload(urls: ["notes://note/42"])),
        ("launch url notes://note/1 url notes://note/2", LaunchPayload(urls: ["notes://note/1", "notes://note/2"])),
        ("launch activity com.notes.viewing noteID=7",
         LaunchPayload(activities: [ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "7")])])),
        ("launch shortcut new-note", LaunchPayload(shortcut: "new-note")),
        (#"launch shortcut new-note activity com.notes.viewing noteID=7 title="My note" url notes://note/1 activity b"#,
         LaunchPayload(
            urls: ["notes://note/1"],
            activities: [
                ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "7"), .init(key: "title", value: "My note")]),
                ActivityPayload(type: "b"),
            ],
            shortcut: "new-note")),
    ])
    func launch(line: String, payload: LaunchPayload) throws {
        #expect(try step(line) == .event(.launch(payload)))
    }

    @Test("events without a window or with one", arguments: [
        ("auth signedIn", SimulationEvent.auth(.signedIn)),
        ("auth signedOut", .auth(.signedOut)),
        ("signin", .signIn),
        ("signout", .signOut),
        ("reauth", .reauth),
        ("switcher", .switcher),
        ("kill", .kill),
        ("relaunch", .relaunch),
        ("newwindow", .newWindow(scene: nil)),
        ("newwindow compose", .newWindow(scene: "compose")),
        ("close compose", .close(compose)),
        ("foreground main", .foreground(main)),
        ("background main", .background(main)),
        ("inactive main#2", .inactive(main2)),
        ("active main#2", .active(main2)),
        ("swipe main", .swipe(main)),
        ("back main", .back(main)),
        ("dismiss main", .dismiss(main)),
    ])
    func simpleEvents(line: String, event: SimulationEvent) throws {
        #expect(try step(line) == .event(event))
    }

    @Test("warm payloads with in W before or after", arguments: [
        ("open notes://note/42", SimulationEvent.open(url: "notes://note/42", window: nil)),
        ("open notes://note/42 in compose", .open(url: "notes://note/42", window: compose)),
        ("open in main#2 notes://note/1", .open(url: "notes://note/1", window: main2)),
        ("shortcut new-note", .shortcut(type: "new-note", window: nil)),
        ("shortcut new-note in main", .shortcut(type: "new-note", window: main)),
        ("continue com.notes.viewing", .continueActivity(ActivityPayload(type: "com.notes.viewing"), window: nil)),
        ("continue com.notes.viewing noteID=42 in main",
         .continueActivity(ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "42")]), window: main)),
        (#"continue com.notes.viewing in main noteID=42 query=a=b "odd key"=1 empty="""#,
         .continueActivity(ActivityPayload(type: "com.notes.viewing", userInfo: [
            .init(key: "noteID", value: "42"), .init(key: "query", value: "a=b"),
            .init(key: "odd key", value: "1"), .init(key: "empty", value: ""),
         ]), window: main)),
    ])
    func warmPayloads(line: String, event: SimulationEvent) throws {
        #expect(try step(line) == .event(event))
    }

    @Test("tap: quoted titles, escapes, and xN before or after the title", arguments: [
        (#"tap main "Open note 1""#, SimulationEvent.tap(main, title: "Open note 1", count: 1)),
        (#"tap main "Open note 1" x2"#, .tap(main, title: "Open note 1", count: 2)),
        (#"tap main x3 "Open note 1""#, .tap(main, title: "Open note 1", count: 3)),
        ("tap main Filters", .tap(main, title: "Filters", count: 1)),
        (#"tap main "Say \"hi\" \\ now""#, .tap(main, title: #"Say "hi" \ now"#, count: 1)),
        (#"tap main "x2""#, .tap(main, title: "x2", count: 1)),
        (#"tap main#2 "Done" x1000"#, .tap(main2, title: "Done", count: 1000)),
    ])
    func tap(line: String, event: SimulationEvent) throws {
        #expect(try step(line) == .event(event))
    }

    @Test("wait takes decimal seconds", arguments: [
        ("wait 1", 1.0), ("wait 0.25", 0.25), ("wait .5", 0.5), ("wait 3.", 3.0), ("wait 0", 0.0), ("wait 0.35", 0.35), ("wait 31536000.000000000", 31_536_000),
    ])
    func wait(line: String, seconds: Double) throws {
        #expect(try step(line) == .event(.wait(seconds: seconds)))
    }

    @Test("every expect form", arguments: [
        ("expect windows main compose", Scenario.Expectation.windows([main, compose])),
        ("expect windows main main#2", .windows([main, main2])),
        ("expect windows none", .windows([])),
        ("expect main stack NotesList > NoteDetail(42)", .stack(main, [ScreenName("NotesList"), ScreenName("NoteDetail", identifier: "42")])),
        ("expect main stack SignIn", .stack(main, [ScreenName("SignIn")])),
        ("expect main stack none", .stack(main, [])),
        (#"expect main stack NotesList > "NoteDetail(a b)""#, .stack(main, [ScreenName("NotesList"), ScreenName("NoteDetail", identifier: "a b")])),
        // As the panes and transcripts show a value with spaces, without quotes.
        ("expect main stack NotesList > NoteDetail(a b) > Compose", .stack(main, [ScreenName("NotesList"), ScreenName("NoteDetail", identifier: "a b"), ScreenName("Compose")])),
        ("expect main top NoteDetail(x  y z)", .top(main, ScreenName("NoteDetail", identifier: "x  y z"))),
        ("expect main top Search(a > b)", .top(main, ScreenName("Search", identifier: "a > b"))),
        ("expect main top Compose", .top(main, ScreenName("Compose"))),
        ("expect compose top NoteDetail(3)", .top(compose, ScreenName("NoteDetail", identifier: "3"))),
        ("expect main top none", .top(main, nil)),
        ("expect main presented Filters", .presented(main, ScreenName("Filters"))),
        ("expect main presented none", .presented(main, nil)),
        (#"expect main presented "none""#, .presented(main, ScreenName("none"))),
        ("expect main overlay splash", .overlay(main, .splash)),
        ("expect main overlay obscured", .overlay(main, .obscured)),
        ("expect main overlay none", .overlay(main, .none)),
        ("expect main state foregroundActive", .state(main, .foregroundActive)),
        ("expect main state foregroundInactive", .state(main, .foregroundInactive)),
        ("expect main#2 state background", .state(main2, .background)),
        ("expect main pending none", .pending(main, [])),
        ("expect main pending url:notes://note/42", .pending(main, [.init(kind: .url, value: "notes://note/42")])),
        ("expect main pending url:notes://note/1#frag activity:com.notes.viewing shortcut:new-note",
         .pending(main, [.init(kind: .url, value: "notes://note/1#frag"), .init(kind: .userActivity, value: "com.notes.viewing"), .init(kind: .shortcutItem, value: "new-note")])),
        ("expect auth signedIn", .auth(.signedIn)),
        ("expect auth signedOut", .auth(.signedOut)),
        ("expect auth syncing", .auth(.syncing)),
        ("expect stored main NoteDetail(42)", .stored(main, ScreenName("NoteDetail", identifier: "42"))),
        ("expect stored main none", .stored(main, nil)),
        ("expect records 0", .records(0)),
        ("expect records 12", .records(12)),
        ("expect error sceneAlreadyActive", .error("sceneAlreadyActive")),
        ("expect warning com.route.sceneActivity.multiWindow", .warning("com.route.sceneActivity.multiWindow")),
        ("expect warning none", .warning(nil)),
        ("expect warning  pushing   during a transition  ", .warning("pushing   during a transition")),
        (#"expect warning Attempt to present "Filters" on NotesList"#, .warning(#"Attempt to present "Filters" on NotesList"#)),
        (#"expect warning "has a # inside""#, .warning("has a # inside")),
        (#"expect warning "none""#, .warning("none")),
        ("expect running", .process(.running)),
        ("expect notrunning", .process(.notRunning)),
        ("expect crashed", .process(.crashed)),
        ("expect always secure", .always(.secure)),
        (#"expect "auth" top SignIn"#, .top(WindowName(identity: "auth"), ScreenName("SignIn"))),
    ])
    func expectations(line: String, expectation: Scenario.Expectation) throws {
        #expect(try step(line) == .expect(expectation))
    }

    @Test("a screen's identifying value may hold parentheses and be empty")
    func screenNames() {
        #expect(ScreenName(parsing: "Search(a (b))") == ScreenName("Search", identifier: "a (b)"))
        #expect(ScreenName(parsing: "NoteDetail()") == ScreenName("NoteDetail", identifier: ""))
        #expect(ScreenName(parsing: "NoteDetail(42") == nil)
        #expect(ScreenName(parsing: "(42)") == nil)
        #expect(ScreenName(parsing: "Note)") == nil)
        #expect(ScreenName("NoteDetail", identifier: "42").description == "NoteDetail(42)")
    }
}
