import NavigatorTUI
import Simulator
import Testing
@testable import NavigatorCurses

/// Curses, headless: `newterm` on `/dev/null`, draw a frame, read the screen back (CONTRIBUTING.md).
/// Serialized: curses is one process-wide state.
@Suite(.serialized) @MainActor struct CursesScreenTests {
    init() {
        // Wide characters need a UTF-8 LC_CTYPE, as LocaleSetup arranges for the real terminal.
        LocaleSetup.setLocale("C.UTF-8")
    }

    private static var snapshot: NavigatorSnapshot {
        let main = WindowName(identity: "main")
        return NavigatorSnapshot(
            appName: "notes", process: .running, auth: AuthSnapshot(status: .signedOut),
            clock: ClockSnapshot(seconds: 1.6, speed: 1),
            windows: [WindowPaneSnapshot(name: main, sessionID: "S1", isKey: true, stack: ["SignIn"],
                                     pending: [PendingIntentSnapshot(text: "url:notes://note/7", state: .denied)],
                                     actions: ["Sign in"])],
            log: [EventLogLine(time: 1.6, level: .warning, text: "main: url:notes://note/7 executionDenied (R8)")])
    }

    private func open(_ size: TerminalSize) throws -> CursesScreen {
        try CursesScreen(mode: .headless(term: "xterm-256color", size: size))
    }

    @Test func drawnFrameReadsBackAsTheSameText() throws {
        let screen = try open(TerminalSize(width: 80, height: 24))
        defer { screen.end() }
        #expect(screen.size == TerminalSize(width: 80, height: 24))
        let frame = render(NavigatorModel(snapshot: Self.snapshot, size: screen.size), size: screen.size)
        screen.draw(frame)
        let expected = frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(screen.readBack() == expected)
        #expect(screen.readBack()[1].hasPrefix("┌━ main[S1] ◆"))
    }

    @Test func stylesAndColorPairsReachCurses() throws {
        let screen = try open(TerminalSize(width: 80, height: 24))
        defer { screen.end() }
        let colors = screen.enableColors()
        let frame = render(NavigatorModel(snapshot: Self.snapshot, size: screen.size), size: screen.size)
        screen.draw(frame)
        #expect(screen.readBackStyle(x: 3, y: 0).style.contains(.reverse))   // status bar
        guard let row = frame.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: { $0.contains("WARN") }),
              let column = frame.line(row).firstRange(of: "executionDenied").map({ frame.line(row).distance(from: frame.line(row).startIndex, to: $0.lowerBound) })
        else {
            Issue.record("no warning line drawn")
            return
        }
        if colors {
            #expect(screen.readBackStyle(x: column, y: row).pair == Int(CursesPalette.pair(for: .warning)))
        }
    }

    @Test func redrawWritesOnlyWhatChangedAndStaysExact() throws {
        let screen = try open(TerminalSize(width: 80, height: 24))
        defer { screen.end() }
        var model = NavigatorModel(snapshot: Self.snapshot, size: screen.size)
        screen.draw(render(model, size: screen.size))
        _ = model.update(.key(.character("?")))
        let help = render(model, size: screen.size)
        screen.draw(help)
        #expect(screen.readBack().joined(separator: "\n") == help.text)
        _ = model.update(.key(.escape))
        let back = render(model, size: screen.size)
        screen.draw(back)
        #expect(screen.readBack().joined(separator: "\n") == back.text)
    }

    @Test func resizeToATooSmallTerminalShowsTheMessage() throws {
        let screen = try open(TerminalSize(width: 80, height: 24))
        defer { screen.end() }
        screen.resize(to: TerminalSize(width: 40, height: 12))
        #expect(screen.size == TerminalSize(width: 40, height: 12))
        screen.draw(render(NavigatorModel(snapshot: Self.snapshot, size: screen.size), size: screen.size))
        #expect(screen.readBack().contains { $0.contains("Terminal too small") })
    }

    @Test func endIsIdempotentAndAScreenCanOpenAgain() throws {
        let first = try open(TerminalSize(width: 60, height: 16))
        first.end()
        first.end()
        #expect(!first.isActive)
        #expect(first.readBack().isEmpty)
        let second = try open(TerminalSize(width: 60, height: 16))
        defer { second.end() }
        #expect(second.isActive)
    }

    @Test func unknownTerminalTypeIsAnErrorNotACrash() {
        #expect(throws: CursesScreen.StartError.self) {
            _ = try CursesScreen(mode: .headless(term: "no-such-terminal-xyz", size: TerminalSize(width: 80, height: 24)))
        }
    }
}

/// Keys as curses reports them (keypad on), without a terminal.
@Suite struct KeyDecoderTests {
    @Test func decodesControlBytesCharactersAndKeypadCodes() {
        #expect(KeyDecoder.decode(isFunctionKey: false, code: 3) == .key(.control("c")))
        #expect(KeyDecoder.decode(isFunctionKey: false, code: 12) == .key(.control("l")))
        #expect(KeyDecoder.decode(isFunctionKey: false, code: 9) == .key(.tab))
        #expect(KeyDecoder.decode(isFunctionKey: false, code: 13) == .key(.enter))
        #expect(KeyDecoder.decode(isFunctionKey: false, code: 27) == .key(.escape))
        #expect(KeyDecoder.decode(isFunctionKey: false, code: 127) == .key(.backspace))
        #expect(KeyDecoder.decode(isFunctionKey: false, code: 0x71) == .key(.character("q")))
        #expect(KeyDecoder.decode(isFunctionKey: false, code: 0xE9) == .key(.character("é")))
        #expect(KeyDecoder.decode(isFunctionKey: false, code: 0x9B) == nil)
        #expect(KeyDecoder.decode(isFunctionKey: true, code: UInt32(bitPattern: CursesKeyCode.backTab)) == .key(.backTab))
        #expect(KeyDecoder.decode(isFunctionKey: true, code: UInt32(bitPattern: CursesKeyCode.up)) == .key(.up))
        #expect(KeyDecoder.decode(isFunctionKey: true, code: UInt32(bitPattern: CursesKeyCode.resize)) == .resize)
        #expect(KeyDecoder.decode(isFunctionKey: true, code: UInt32(bitPattern: CursesKeyCode.function(2))) == .key(.function(2)))
    }
}

/// Locale and color decisions (CONTRIBUTING.md).
@Suite struct TerminalPolicyTests {
    @Test func utf8CodesetsAreRecognised() {
        #expect(LocaleSetup.isUTF8(codeset: "UTF-8"))
        #expect(LocaleSetup.isUTF8(codeset: "utf8"))
        #expect(!LocaleSetup.isUTF8(codeset: "ANSI_X3.4-1968"))
        #expect(!LocaleSetup.isUTF8(codeset: nil))
    }

    @Test func noColorAndTheFlagGiveMonochrome() {
        #expect(ThemeChoice.theme(environment: [:], noColorFlag: false, terminalHasColors: true) == .color)
        #expect(ThemeChoice.theme(environment: ["NO_COLOR": "1"], noColorFlag: false, terminalHasColors: true) == .monochrome)
        #expect(ThemeChoice.theme(environment: ["NO_COLOR": ""], noColorFlag: false, terminalHasColors: true) == .color)
        #expect(ThemeChoice.theme(environment: [:], noColorFlag: true, terminalHasColors: true) == .monochrome)
        #expect(ThemeChoice.theme(environment: [:], noColorFlag: false, terminalHasColors: false) == .monochrome)
    }
}
