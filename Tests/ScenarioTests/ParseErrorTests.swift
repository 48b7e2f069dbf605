import Testing

/// Every way a line can be wrong gives one `FILE:LINE:COLUMN: found X, expected Y` message that
/// points at the word at fault (docs/SCENARIOS.md: bad input names file, line and column).
@Suite("Parse errors")
struct ParseErrorTests {
    static let steps = "a step: app, plist, ios, launch, auth, signin, signout, reauth, open, link, continue, shortcut, "
        + "newwindow, close, foreground, background, inactive, active, switcher, swipe, kill, relaunch, tap, "
        + "back, dismiss, select, size, wait or expect"

    @Test("an unknown verb is named with the verbs that exist")
    func unknownVerb() {
        #expect(parseFailure("app notes\njump main\n") == "t.scenario:2:1: found jump, expected \(Self.steps)")
        // A slip of case or of letters gets a "did you mean"; a quoted verb is text, and is told so.
        #expect(parseFailure("  Launch\n") == "t.scenario:1:3: found Launch, expected \(Self.steps); did you mean launch?")
        #expect(parseFailure("lanuch\n") == "t.scenario:1:1: found lanuch, expected \(Self.steps); did you mean launch?")
        #expect(parseFailure("\"launch\"\n") == "t.scenario:1:1: found \"launch\", expected \(Self.steps); write launch without quotes")
    }

    @Test("a missing argument is reported where it should be", arguments: [
        ("close", "t.scenario:1:6: found end of line, expected a window name such as main or main#2"),
        ("close   # which one?", "t.scenario:1:6: found end of line, expected a window name such as main or main#2"),
        ("tap main", #"t.scenario:1:9: found end of line, expected a button title such as "Open note 1""#),
        ("tap main x2", #"t.scenario:1:12: found end of line, expected a button title such as "Open note 1""#),
        ("open", "t.scenario:1:5: found end of line, expected a URL such as notes://note/42"),
        ("open in main", "t.scenario:1:13: found end of line, expected a URL such as notes://note/42"),
        ("open notes://x in", "t.scenario:1:18: found end of line, expected a window name such as main or main#2"),
        ("continue", "t.scenario:1:9: found end of line, expected an activity type such as com.notes.viewing"),
        ("shortcut in main", "t.scenario:1:17: found end of line, expected a shortcut type such as new-note"),
        ("wait", "t.scenario:1:5: found end of line, expected a number of seconds from 0 to 31536000 with at most 9 decimals, such as 1 or 0.25"),
        ("auth", "t.scenario:1:5: found end of line, expected signedIn or signedOut"),
        ("app", "t.scenario:1:4: found end of line, expected an app: notes, single, bare, containers, manifest:PATH or skeleton:PATH"),
        ("plist", "t.scenario:1:6: found end of line, expected the path of an Info.plist"),
        ("launch url", "t.scenario:1:11: found end of line, expected a URL after url"),
        ("launch url shortcut x", "t.scenario:1:12: found shortcut, expected a URL after url"),
        ("launch activity", "t.scenario:1:16: found end of line, expected an activity type after activity"),
        ("expect", "t.scenario:1:7: found end of line, expected windows, auth, stored, records, error, errors, key, callbacks, warning, running, notrunning, crashed, always or a window name"),
        ("expect always", "t.scenario:1:14: found end of line, expected secure"),
        ("expect always safe", "t.scenario:1:15: found safe, expected secure"),
        ("expect main", "t.scenario:1:12: found end of line, expected stack, top, presented, overlay, state, pending, tabs, tab, column or split"),
        ("expect windows", "t.scenario:1:15: found end of line, expected window names or none"),
        ("expect main stack", "t.scenario:1:18: found end of line, expected a screen such as NotesList or NoteDetail(42), or none"),
        ("expect main stack A >", "t.scenario:1:22: found end of line, expected a screen such as NotesList or NoteDetail(42) after >"),
        ("expect main top", "t.scenario:1:16: found end of line, expected a screen such as NoteDetail(42), or none"),
        ("expect main pending", "t.scenario:1:20: found end of line, expected url:U, activity:TYPE or shortcut:TYPE, or none"),
        ("expect stored main", "t.scenario:1:19: found end of line, expected a screen such as NoteDetail(42), or none"),
        ("expect records", "t.scenario:1:15: found end of line, expected a number of records such as 0 or 2"),
        ("expect error", "t.scenario:1:13: found end of line, expected an error name such as sceneAlreadyActive, or none"),
        ("expect warning", "t.scenario:1:15: found end of line, expected warning text, or none"),
        ("expect warning # nothing but a comment", "t.scenario:1:15: found end of line, expected warning text, or none"),
    ])
    func missingArgument(line: String, message: String) {
        #expect(lineFailure(line) == message)
    }

    @Test("an extra argument is reported at the word", arguments: [
        ("kill now", "t.scenario:1:6: found now, expected end of line"),
        ("signin now", "t.scenario:1:8: found now, expected end of line"),
        ("close main compose", "t.scenario:1:12: found compose, expected end of line"),
        (#"tap main "Open note 1" x2 extra"#, "t.scenario:1:27: found extra, expected end of line"),
        (#"tap main "A" "B""#, #"t.scenario:1:14: found "B", expected xN (a tap count) or end of line"#),
        ("tap main Sign in", #"t.scenario:1:15: found in, expected xN (a tap count) or end of line (a title of several words goes in quotes: "Sign in")"#),
        ("open notes://a notes://b", "t.scenario:1:16: found notes://b, expected in W or end of line"),
        ("open notes://a in main in compose", "t.scenario:1:24: found in, expected at most one in W"),
        ("expect main top A B", "t.scenario:1:19: found B, expected end of line"),
        ("expect main stack A B", "t.scenario:1:21: found B, expected > or end of line"),
        ("expect running fast", "t.scenario:1:16: found fast, expected end of line"),
        ("launch url a k=v", "t.scenario:1:14: found k=v, expected url, link, activity, shortcut or end of line"),
        ("launch shortcut a shortcut b", "t.scenario:1:19: found shortcut, expected at most one shortcut"),
        ("launch activity t k=v x", "t.scenario:1:23: found x, expected KEY=VALUE, url, link, activity, shortcut or end of line"),
        ("launch now", "t.scenario:1:8: found now, expected url, link, activity, shortcut or end of line"),
        ("continue t k=v x", "t.scenario:1:16: found x, expected KEY=VALUE, in W or end of line"),
        ("continue t =v", "t.scenario:1:12: found =v, expected KEY=VALUE with a non-empty KEY"),
        ("continue k=v", "t.scenario:1:10: found k=v, expected an activity type before its KEY=VALUE pairs"),
        ("newwindow compose extra", "t.scenario:1:19: found extra, expected end of line"),
    ])
    func extraArgument(line: String, message: String) {
        #expect(lineFailure(line) == message)
    }

    @Test("strings: an unterminated quote and an unknown escape", arguments: [
        (#"tap main "Open note 1"#, #"t.scenario:1:10: found an unterminated string "Open note 1, expected a closing " before the end of the line"#),
        (#"tap main "ends in a backslash\"#, #"t.scenario:1:10: found an unterminated string "ends in a backslash\, expected a closing " before the end of the line"#),
        (#"tap main "ok" # "comment quotes are fine"#, nil),
        (#"tap main "bad \q escape""#, #"t.scenario:1:15: found \q, expected \", \\, \n, \r or \t after a backslash in a string"#),
    ])
    func strings(line: String, message: String?) {
        #expect(lineFailure(line) == message)
    }

    @Test("values outside their forms", arguments: [
        ("wait -1", "t.scenario:1:6: found -1, expected a number of seconds from 0 to 31536000 with at most 9 decimals, such as 1 or 0.25"),
        ("wait nan", "t.scenario:1:6: found nan, expected a number of seconds from 0 to 31536000 with at most 9 decimals, such as 1 or 0.25"),
        ("wait inf", "t.scenario:1:6: found inf, expected a number of seconds from 0 to 31536000 with at most 9 decimals, such as 1 or 0.25"),
        ("wait 1e3", "t.scenario:1:6: found 1e3, expected a number of seconds from 0 to 31536000 with at most 9 decimals, such as 1 or 0.25"),
        ("wait 0x10", "t.scenario:1:6: found 0x10, expected a number of seconds from 0 to 31536000 with at most 9 decimals, such as 1 or 0.25"),
        ("wait 1.2.3", "t.scenario:1:6: found 1.2.3, expected a number of seconds from 0 to 31536000 with at most 9 decimals, such as 1 or 0.25"),
        ("wait .", "t.scenario:1:6: found ., expected a number of seconds from 0 to 31536000 with at most 9 decimals, such as 1 or 0.25"),
        ("wait \"\"", "t.scenario:1:6: found \"\", expected a number of seconds from 0 to 31536000 with at most 9 decimals, such as 1 or 0.25"),
        ("wait 1 2", "t.scenario:1:8: found 2, expected end of line"),
        // Issue 15: past the maximum by less than a Double can tell (it rounds to 31536000), still refused.
        ("wait 31536000.000000001", "t.scenario:1:6: found 31536000.000000001, expected a number of seconds from 0 to 31536000 with at most 9 decimals, such as 1 or 0.25"),
        ("wait 31536001", "t.scenario:1:6: found 31536001, expected a number of seconds from 0 to 31536000 with at most 9 decimals, such as 1 or 0.25"),
        ("wait " + String(repeating: "9", count: 400),
         "t.scenario:1:6: found " + String(repeating: "9", count: 40) + "…, expected a number of seconds from 0 to 31536000 with at most 9 decimals, such as 1 or 0.25"),
        (#"tap main "A" x0"#, "t.scenario:1:14: found x0, expected xN with N from 1 to 1000"),
        (#"tap main "A" x1001"#, "t.scenario:1:14: found x1001, expected xN with N from 1 to 1000"),
        (#"tap main "A" x99999999999999999999999"#, "t.scenario:1:14: found x99999999999999999999999, expected xN with N from 1 to 1000"),
        (#"tap main """#, #"t.scenario:1:10: found "", expected a button title such as "Open note 1""#),
        ("auth maybe", "t.scenario:1:6: found maybe, expected signedIn or signedOut"),
        ("app notez", "t.scenario:1:5: found notez, expected notes, single, bare, containers, manifest:PATH or skeleton:PATH; did you mean notes?"),
        ("app manifest:", "t.scenario:1:5: found manifest:, expected notes, single, bare, containers, manifest:PATH or skeleton:PATH"),
        ("close main#x", "t.scenario:1:7: found main#x, expected a window name such as main or main#2"),
        ("close main#0", "t.scenario:1:7: found main#0, expected a window name such as main or main#2"),
        ("close #2", "t.scenario:1:6: found end of line, expected a window name such as main or main#2"),
        ("expect main overlay fog", "t.scenario:1:21: found fog, expected splash, obscured or none"),
        ("expect main state awake", "t.scenario:1:19: found awake, expected foregroundActive, foregroundInactive or background"),
        ("expect main pending url:", "t.scenario:1:21: found url:, expected url:U, activity:TYPE or shortcut:TYPE"),
        ("expect main pending none url:x", "t.scenario:1:21: found none, expected url:U, activity:TYPE or shortcut:TYPE"),
        ("expect windows main none", "t.scenario:1:21: found none, expected a window name (none stands alone)"),
        ("expect main stack none > A", "t.scenario:1:19: found none, expected a screen such as NotesList or NoteDetail(42)"),
        ("expect auth maybe", "t.scenario:1:13: found maybe, expected signedIn, signedOut or syncing"),
        ("expect main blah", "t.scenario:1:13: found blah, expected stack, top, presented, overlay, state, pending, tabs, tab, column or split"),
        ("expect main \"stack\" A", "t.scenario:1:13: found \"stack\", expected stack, top, presented, overlay, state, pending, tabs, tab, column or split; write stack without quotes"),
        ("expect main stack NoteDetail(42", "t.scenario:1:19: found NoteDetail(42, expected a screen such as NotesList or NoteDetail(42)"),
        ("expect main top NoteDetail(x y", "t.scenario:1:17: found NoteDetail(x, expected a screen such as NoteDetail(42), or none"),
        // A space the lexer does not split at is part of the word; shown escaped, the word no longer looks right.
        ("auth signedIn\u{A0}", "t.scenario:1:6: found signedIn\\u{A0}, expected signedIn or signedOut"),
        ("auth\u{3000}signedIn", "t.scenario:1:1: found auth\\u{3000}signedIn, expected a step: app, plist, ios, launch, auth, signin, signout, reauth, open, link, continue, shortcut, newwindow, close, foreground, background, inactive, active, switcher, swipe, kill, relaunch, tap, back, dismiss, select, size, wait or expect; did you mean auth?"),
        (#"expect main top NoteDetail(x "y)""#, "t.scenario:1:17: found NoteDetail(x, expected a screen such as NoteDetail(42), or none"),
        ("expect records -1", "t.scenario:1:16: found -1, expected a number of records such as 0 or 2"),
        ("expect records 99999999999999999999", "t.scenario:1:16: found 99999999999999999999, expected a number of records such as 0 or 2"),
    ])
    func badValues(line: String, message: String) {
        #expect(lineFailure(line) == message)
    }

    @Test("app comes first; plist once, before the first event or expectation", arguments: [
        ("launch\napp notes\n", "t.scenario:2:1: found app, expected app only as the first step"),
        ("app notes\napp bare\n", "t.scenario:2:1: found app, expected app only as the first step"),
        ("app notes\nlaunch\nplist x.plist\n", "t.scenario:3:1: found plist, expected plist before the first event or expectation"),
        ("expect running\nplist x.plist\n", "t.scenario:2:1: found plist, expected plist before the first event or expectation"),
        ("app notes\nplist a\nplist b\n", "t.scenario:3:1: found a second plist, expected at most one plist"),
        ("plist a\napp notes\n", "t.scenario:2:1: found app, expected app only as the first step"),
    ])
    func placement(text: String, message: String) {
        #expect(parseFailure(text) == message)
    }

    @Test("the message names the file as given")
    func fileName() {
        #expect(parseFailure("kill now\n", fileName: "<stdin>") == "<stdin>:1:6: found now, expected end of line")
        #expect(parseFailure("kill now\n", fileName: "cases/bug 7.scenario") == "cases/bug 7.scenario:1:6: found now, expected end of line")
    }

    @Test("a column counts Unicode scalars, not bytes")
    func columnsCountScalars() {
        #expect(lineFailure(#"tap main "Öffnen…" now"#) == "t.scenario:1:20: found now, expected xN (a tap count) or end of line")
    }
}
