import Simulator
import Testing
@testable import NavigatorTUI

/// Rendering properties beyond the goldens: any size is safe, wide grids wrap, deep stacks are cut
/// from the bottom, themes and glyph sets hold (docs/NAVIGATOR.md).
@Suite struct RendererTests {
    @Test func anySizeRendersWithoutCrashing() {
        var model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured)
        _ = model.update(.key(.character("?")))
        for width in [0, 1, 2, 5, 20, 59, 60, 61] {
            for height in [0, 1, 2, 3, 15, 16, 17] {
                let frame = render(model, size: TerminalSize(width: width, height: height))
                #expect(frame.width == width && frame.height == height)
            }
        }
        let tiny = render(model, size: TerminalSize(width: 40, height: 12)).text
        #expect(tiny.contains("Terminal too small"))
        #expect(tiny.contains("at least 60x16"))
    }

    @Test func panesWrapToAGridPastThreeColumns() {
        var snapshot = NavigatorFixtures.twoWindowsOneObscured
        snapshot.windows = (1...5).map { WindowPaneSnapshot(name: WindowName(identity: "main", ordinal: $0), sessionID: "S\($0)", stack: ["Home"]) }
        let layout = NavigatorModel(snapshot: snapshot, size: TerminalSize(width: 120, height: 40)).layout
        #expect(layout.panes.count == 5)
        #expect(Set(layout.panes.map(\.frame.y)).count == 2)
        #expect(layout.panes[3].frame.x == 0 && layout.panes[3].frame.y > layout.panes[0].frame.y)
        #expect(layout.panes[0].frame.width == 40)
    }

    @Test func panesThatDoNotFitScrollToTheFocusedOne() {
        var snapshot = NavigatorFixtures.twoWindowsOneObscured
        snapshot.windows = (1...9).map { WindowPaneSnapshot(name: WindowName(identity: "main", ordinal: $0), sessionID: "S\($0)", stack: ["Home"]) }
        var model = NavigatorModel(snapshot: snapshot, size: TerminalSize(width: 80, height: 16))
        for _ in 0..<8 { _ = model.update(.key(.tab)) }
        let layout = model.layout
        #expect(layout.panes.contains { $0.windowIndex == 8 })
        #expect(layout.hiddenPanes.above > 0)
        #expect(render(model, size: model.size).text.contains("windows 7-9 of 9"))
    }

    @Test func deepStackKeepsItsTopAndCountsWhatIsHidden() {
        var snapshot = NavigatorFixtures.pendingDenied
        snapshot.windows[0].stack = (1...100).map { "NoteDetail(\($0))" }
        let text = render(NavigatorFixtures.model(snapshot), size: TerminalSize(width: 80, height: 24)).text
        #expect(text.contains("NoteDetail(100)"))
        #expect(!text.contains("NoteDetail(1)\n") && !text.contains("NoteDetail(2) "))
        #expect(text.contains("below"))
        #expect(text.contains("url:notes://note/7"))
        #expect(text.contains("1 Sign in"))
    }

    @Test func warningsAreRedInColorAndBoldInMonochrome() {
        var snapshot = NavigatorFixtures.pendingDenied
        snapshot.log.append(EventLogLine(time: 1.7, level: .warning, text: "URL refused: https://example.com/note/1 — scheme \"https\" is not declared"))
        let color = render(NavigatorFixtures.model(snapshot), size: TerminalSize(width: 80, height: 24))
        let mono = render(NavigatorFixtures.model(snapshot, options: NavigatorOptions(theme: .monochrome)),
                          size: TerminalSize(width: 80, height: 24))
        guard let row = (0..<24).first(where: { color.line($0).contains("WARN") }) else {
            Issue.record("no warning line"); return
        }
        let x = color.line(row).distance(from: color.line(row).startIndex, to: color.line(row).firstRange(of: "URL refused")!.lowerBound)
        #expect(color[x, row].role == .warning)
        #expect(mono[x, row].style.contains(.bold))
        #expect(color.text == mono.text)
    }

    @Test func asciiGlyphsReplaceNonASCIIData() {
        var snapshot = NavigatorFixtures.pendingDenied
        snapshot.windows[0].stack = ["NoteDetail(café)"]
        let frame = render(NavigatorFixtures.model(snapshot, options: NavigatorOptions(glyphs: .ascii)), size: TerminalSize(width: 80, height: 24))
        #expect(frame.text.contains("NoteDetail(caf?)"))
        #expect(frame.text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func controlCharactersInDataCannotCorruptTheScreen() {
        var snapshot = NavigatorFixtures.pendingDenied
        snapshot.log.append(EventLogLine(time: 2, level: .warning, text: "evil\u{1B}[2Jtext\nnext"))
        let frame = render(NavigatorFixtures.model(snapshot), size: TerminalSize(width: 80, height: 24))
        // Drawn as escapes (ControlCharacterEscaping), never as the controls themselves.
        #expect(frame.text.contains("evil\\u{1B}[2Jtext\\u{0A}next"))
        #expect(!frame.text.unicodeScalars.contains { $0 == "\u{1B}" })
    }

    @Test func wideCharactersTakeTwoColumns() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        let advanced = buffer.put("日本x", x: 0, y: 0)
        #expect(advanced == 5)
        #expect(buffer.line(0) == "日本x ")
        #expect(buffer[1, 0].isContinuation)
        var clipped = ScreenBuffer(width: 3, height: 1)
        clipped.put("日本", x: 0, y: 0)
        #expect(clipped.line(0) == "日 ")  // 本 would be cut at the edge: left blank
    }

    @Test func commandLineShowsCursorAndScrollsSideways() {
        var model = NavigatorFixtures.model(NavigatorFixtures.pendingDenied, size: TerminalSize(width: 60, height: 16))
        _ = model.update(.key(.character("o")))
        let url = "notes://note/" + String(repeating: "9", count: 80)
        for character in url { _ = model.update(.key(.character(character))) }
        let frame = render(model, size: model.size)
        let line = frame.line(14)
        #expect(line.hasPrefix(":"))
        #expect(line.contains("999"))
        #expect(frame.cursor?.y == 14)
        #expect((frame.cursor?.x ?? 0) < 60)
        let cursorCell = frame[frame.cursor?.x ?? 0, 14]
        #expect(cursorCell.style.contains(.reverse))
    }
}
