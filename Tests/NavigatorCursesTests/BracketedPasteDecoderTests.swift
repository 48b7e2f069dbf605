import NavigatorTUI
import Testing
@testable import NavigatorCurses

/// Bracketed pastes (`ESC[200~` … `ESC[201~`) read as one paste, byte by byte as ncurses hands them
/// over; everything else reads as the keys it was, so a terminal without bracketed paste is unchanged.
@Suite struct BracketedPasteDecoderTests {
    private static let resize: UInt32 = 0x19A

    private func feed(_ text: String, into decoder: inout BracketedPasteDecoder) -> [BracketedPasteDecoder.Output] {
        text.unicodeScalars.flatMap { decoder.feed(isFunctionKey: false, code: $0.value) }
    }

    private func codes(_ text: String) -> [BracketedPasteDecoder.Output] {
        text.unicodeScalars.map { .code(isFunctionKey: false, code: $0.value) }
    }

    @Test func aBracketedPasteIsOnePasteNotKeys() {
        var decoder = BracketedPasteDecoder(resizeCode: Self.resize)
        let outputs = feed("\u{1B}[200~wait 1\rnewwindow compose\r\u{1B}[201~", into: &decoder)
        #expect(outputs == [.paste("wait 1\rnewwindow compose\r")])
        #expect(!decoder.isPasting)
        #expect(decoder.endOfInput() == [])
    }

    @Test func escapesAndPartialMarkersInsideAPasteStayText() {
        var decoder = BracketedPasteDecoder(resizeCode: Self.resize)
        var outputs = feed("\u{1B}[200~a\u{1B}xb\u{1B}[20c\u{1B}", into: &decoder)
        #expect(outputs == [])
        // ncurses decodes a pasted arrow's sequence as KEY_UP: not a key here; a resize still passes.
        outputs += decoder.feed(isFunctionKey: true, code: 0x103)
        outputs += decoder.feed(isFunctionKey: true, code: Self.resize)
        outputs += feed("d\u{1B}[201~", into: &decoder)
        #expect(outputs == [.code(isFunctionKey: true, code: Self.resize), .paste("a\u{1B}xb\u{1B}[20c\u{1B}d")])
    }

    @Test func withoutMarkersKeysPassAsBefore() {
        var decoder = BracketedPasteDecoder(resizeCode: Self.resize)
        // A lone Esc: held for the marker, handed on at the first empty read (no extra delay).
        #expect(decoder.feed(isFunctionKey: false, code: 27) == [])
        #expect(decoder.endOfInput() == codes("\u{1B}"))
        // Esc then x, and a start marker cut short, are the keys they were, in order.
        #expect(feed("\u{1B}x", into: &decoder) == codes("\u{1B}x"))
        #expect(feed("\u{1B}[20", into: &decoder) == [])
        #expect(decoder.endOfInput() == codes("\u{1B}[20"))
        #expect(feed("\u{1B}[2\u{1B}[A", into: &decoder) == codes("\u{1B}[2\u{1B}[A"))
        #expect(decoder.feed(isFunctionKey: true, code: 0x103) == [.code(isFunctionKey: true, code: 0x103)])
        #expect(feed("q:", into: &decoder) == codes("q:"))
    }

    @Test func aPasteSpreadOverReadsWaitsForItsEnd() {
        var decoder = BracketedPasteDecoder(resizeCode: Self.resize)
        #expect(feed("\u{1B}[200~open notes://", into: &decoder) == [])
        for _ in 0..<10 { #expect(decoder.endOfInput() == []) }
        #expect(feed("note/1\n\u{1B}[20", into: &decoder) == [])
        #expect(decoder.endOfInput() == [])
        #expect(feed("1~x", into: &decoder) == [.paste("open notes://note/1\n")] + codes("x"))
    }

    @Test func aPasteWithoutItsEndEndsAfterLongSilence() {
        var decoder = BracketedPasteDecoder(resizeCode: Self.resize)
        _ = feed("\u{1B}[200~abc\u{1B}[2", into: &decoder)
        var outputs: [BracketedPasteDecoder.Output] = []
        for _ in 0..<BracketedPasteDecoder.idleReadsBeforeGivingUp { outputs += decoder.endOfInput() }
        #expect(outputs == [.paste("abc\u{1B}[2")])
        #expect(!decoder.isPasting)
        #expect(feed("x", into: &decoder) == codes("x"))
    }

    @Test func aHugePasteKeepsOneCharacterPastTheLimit() {
        var decoder = BracketedPasteDecoder(resizeCode: Self.resize)
        let huge = String(repeating: "a", count: NavigatorModel.maximumPasteLength * 3)
        let outputs = feed("\u{1B}[200~" + huge + "\u{1B}[201~", into: &decoder)
        #expect(outputs == [.paste(String(repeating: "a", count: NavigatorModel.maximumPasteLength + 1))])
    }
}

/// The same through curses itself: what ncurses hands over (with keypad on and its key-sequence
/// matching) for a bracketed paste is one paste; a lone Esc is still Esc.
@Suite(.serialized) @MainActor struct CursesPasteInputTests {
    init() {
        LocaleSetup.setLocale("C.UTF-8")
    }

    @Test func cursesReadsABracketedPasteAsOnePaste() throws {
        let screen = try CursesScreen(mode: .headless(term: "xterm-256color", size: TerminalSize(width: 80, height: 24)))
        defer { screen.end() }
        while screen.readInput() != nil {}  // the headless screen's own resize
        #expect(screen.unread("\u{1B}[200~wait 1\rnewwindow compose\r\u{1B}[201~x"))
        #expect(screen.readInput() == .message(.paste("wait 1\rnewwindow compose\r")))
        #expect(screen.readInput() == .message(.key(.character("x"))))
        #expect(screen.readInput() == nil)
        #expect(screen.unread("\u{1B}"))
        #expect(screen.readInput() == .message(.key(.escape)))
        #expect(screen.readInput() == nil)
    }
}
