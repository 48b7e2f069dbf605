import Foundation
import Lint
import Scenario
import Testing

/// Control characters from outside never reach a terminal raw: one escaped form, `\u{1B}`.
@Suite("Control characters are escaped")
struct ControlCharacterEscapingTests {
    @Test("C0 controls, DEL and C1 controls become \\u{XX}; other text is kept", arguments: [
        ("\u{1B}[2J", "\\u{1B}[2J"),
        ("a\u{7F}b", "a\\u{7F}b"),
        ("\u{9B}31m", "\\u{9B}31m"),
        ("\u{0}", "\\u{00}"),
        ("tab\there", "tab\\u{09}here"),
        ("two\nlines", "two\\u{0A}lines"),
        ("NoteDetail(42) é 日本 \\u{1B}", "NoteDetail(42) é 日本 \\u{1B}"),
        ("\u{A0}nbsp", "\u{A0}nbsp"),
    ])
    func escapes(text: String, expected: String) {
        #expect(ControlCharacterEscaping.escaped(text) == expected)
    }

    /// A failure message is one line whatever the data held: a percent-decoded line feed in a note id, and
    /// one in a tap's title, used to split `FILE:LINE: expected …, got …` in two.
    @Test("failure messages escape a line feed from the data, and stay one line")
    @MainActor func failureMessagesStayOneLine() throws {
        let got = try runScenarioText("""
            app notes
            launch
            auth signedIn
            wait 1
            open notes://note/a%0Ab
            wait 1
            expect main top NoteDetail(x)
            """)
        #expect(got.failure == "t.scenario:7: expected main top NoteDetail(x), got NoteDetail(a\\u{0A}b)")
        let tap = try runScenarioText("app notes\nlaunch\nauth signedIn\nwait 1\ntap main \"a\\nb\"\n")
        #expect(tap.failure?.hasPrefix(#"t.scenario:5: no button "a\u{0A}b" on NotesList; buttons: "Open note 1""#) == true, "\(tap.failure ?? "")")
    }

    @Test("a lint finding from a key holding a line feed stays one line")
    func lintFindingStaysOneLine() {
        let finding = LintFinding(.warning, "UISceneConfigurations.Role\nWith", "odd\u{1B}[2J", fix: "none")
        #expect(finding.line == #"warning UISceneConfigurations.Role\u{0A}With: odd\u{1B}[2J (fix: none)"#)
    }

    @Test("line feeds may be kept, for text of several lines")
    func lineFeedsKept() {
        #expect(ControlCharacterEscaping.escaped("a\u{1B}\nb\r", keepingLineFeeds: true) == "a\\u{1B}\nb\\u{0D}")
    }

    /// `open notes://note/%1B%5B2J` percent-decodes to a note id holding ESC [ 2 J (clear screen): the
    /// transcript shows it escaped and keeps one line per window.
    @Test("the transcript shows a percent-decoded escape sequence escaped, one line per window")
    @MainActor func transcriptEscapes() throws {
        let outcome = try runScenarioText("""
            app notes
            launch
            auth signedIn
            wait 1
            open notes://note/%1B%5B2J%0A%C2%9B%7F
            wait 1
            expect main top NotesList
            """, transcript: true)
        #expect(outcome.status == .expectationFailed)
        let transcript = outcome.transcript
        #expect(transcript.contains("stack=NotesList > NoteDetail(\\u{1B}[2J\\u{0A}\\u{9B}\\u{7F})"), "\(transcript)")
        let controls = transcript.unicodeScalars.filter { ControlCharacterEscaping.isControl($0) && $0 != "\n" }
        #expect(controls.isEmpty, "raw control characters in the transcript: \(controls.map(\.value))")
        // The line feed in the note id did not split the window's line.
        #expect(!transcript.split(separator: "\n").contains { $0.hasPrefix("[2J") || $0.hasPrefix("\\u{9B}") })
    }
}
