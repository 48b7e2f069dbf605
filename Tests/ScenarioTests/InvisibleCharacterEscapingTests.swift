import Foundation
import Scenario
import Testing

/// Invisible formatting characters — bidirectional overrides and isolates, zero-width characters, the
/// byte order mark, line and paragraph separators — never reach a terminal raw, where they could make
/// a name or a message read as something else; emoji built with joiners stay readable.
@Suite("Invisible and bidirectional characters are escaped")
struct InvisibleCharacterEscapingTests {
    @Test("bidi controls, zero-width characters, BOM and separators become \\u{XXXX}", arguments: [
        ("evil\u{202E}txt.exe", "evil\\u{202E}txt.exe"),
        ("a\u{200B}b\u{200C}c\u{200E}d\u{200F}", "a\\u{200B}b\\u{200C}c\\u{200E}d\\u{200F}"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}"),
        ("\u{2066}x\u{2067}y\u{2068}z\u{2069}", "\\u{2066}x\\u{2067}y\\u{2068}z\\u{2069}"),
        ("\u{2060}\u{2061}\u{2062}\u{2063}\u{2064}", "\\u{2060}\\u{2061}\\u{2062}\\u{2063}\\u{2064}"),
        ("\u{FEFF}bom", "\\u{FEFF}bom"),
        ("one\u{2028}two\u{2029}three", "one\\u{2028}two\\u{2029}three"),
        ("soft\u{AD}hyphen", "soft\\u{AD}hyphen"),
        ("a\u{200D}b", "a\\u{200D}b"),
        ("hidden\u{E0041}\u{E0042}", "hidden\\u{E0041}\\u{E0042}"),
    ])
    func escapes(text: String, expected: String) {
        #expect(ControlCharacterEscaping.escaped(text) == expected)
    }

    @Test("emoji joined by U+200D and a flag's tag sequence stay as they are")
    func emojiStayReadable() {
        let emoji = "👩\u{200D}💻 👨\u{200D}👩\u{200D}👧 ❤\u{FE0F}\u{200D}🔥"
        #expect(ControlCharacterEscaping.escaped(emoji) == emoji)
        let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        #expect(ControlCharacterEscaping.escaped(england) == england)
        #expect(ControlCharacterEscaping.escaped("é 日本 ©") == "é 日本 ©")
    }

    @Test("the transcript shows a right-to-left override in a note id escaped")
    @MainActor func transcriptEscapesBidi() throws {
        let outcome = try runScenarioText("""
            app notes
            launch
            auth signedIn
            wait 1
            open notes://note/abc%E2%80%AEgpj.exe%E2%80%8B
            wait 1
            expect main top NotesList
            """, transcript: true)
        #expect(outcome.transcript.contains("NoteDetail(abc\\u{202E}gpj.exe\\u{200B})"), "\(outcome.transcript)")
        #expect(!outcome.transcript.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x200B })
    }
}
