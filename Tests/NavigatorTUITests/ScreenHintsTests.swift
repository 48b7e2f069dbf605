import Foundation
import RoutenavCommandLine
import Testing
@testable import NavigatorTUI

/// Issue 17 item 3, the rest of the screen: `N` in the hint line where `n`'s window would be
/// destroyed, unknown keys answered, a legend in `?`, ASCII glyphs, the start notice and `--fresh`.
@Suite struct ScreenHintsTests {
    private func hintLine(_ model: NavigatorModel) -> String {
        String(render(model, size: model.size).text.split(separator: "\n").last ?? "")
    }

    @Test func theHintLineOffersNWhereNsWindowWouldBeDestroyed() {
        var snapshot = NavigatorFixtures.twoWindowsOneObscured
        snapshot.newPrimaryWindowIsRefused = false
        let free = NavigatorFixtures.model(snapshot, size: TerminalSize(width: 160, height: 48))
        #expect(hintLine(free).contains("n new window"), "\(hintLine(free))")
        snapshot.newPrimaryWindowIsRefused = true
        let refused = NavigatorFixtures.model(snapshot, size: TerminalSize(width: 160, height: 48))
        #expect(hintLine(refused).contains("N new window of scene"), "\(hintLine(refused))")
        #expect(!hintLine(refused).contains(" n new window"), "\(hintLine(refused))")
    }

    @Test func anUnknownKeySaysSo() {
        var model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured)
        #expect(model.update(.key(.character("y"))) == [])
        #expect(model.message == CommandFeedback(.info, "y does nothing here; ? lists the keys"))
        _ = model.update(.key(.character("?")))
        _ = model.update(.key(.character("x")))
        #expect(model.message == CommandFeedback(.info, "x does nothing here; ? lists the keys"))
    }

    @Test func helpEndsWithALegendInTheGlyphsDrawn() {
        let unicode = HelpOverlay.lines(width: 120, glyphs: .unicode).map { $0.map(\.text).joined() }
        let legend = unicode.drop { $0 != "Legend" }
        #expect(legend.contains { $0.hasPrefix("◆") && $0.contains("key window") })
        let denied = legend.drop { !$0.hasPrefix("denied") }.prefix(2).joined(separator: " ")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        #expect(denied.contains("an expected outcome, not an error"), "\(denied)")
        #expect(unicode.contains { $0.contains("docs/RULES.md") })
        let ascii = HelpOverlay.lines(width: 120, glyphs: .ascii).map { $0.map(\.text).joined() }
        let asciiLegend = ascii.drop { $0 != "Legend" }
        #expect(asciiLegend.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) || $0.contains("…") }, "\(Array(asciiLegend))")
    }

    @Test func anASCIIScreenHasNoBoxDrawing() {
        let model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured, size: TerminalSize(width: 120, height: 30),
                                            options: NavigatorOptions(glyphs: .ascii))
        let text = render(model, size: model.size).text
        #expect(!text.unicodeScalars.contains { (0x2500...0x257F).contains($0.value) || $0 == "◆" }, "\(text)")
    }

    @Test func freshIsAnOptionButNotWithAContainer() throws {
        #expect(try NavigatorArguments.parse(["--fresh"]).fresh)
        var message: String?
        do { _ = try NavigatorArguments.parse(["--fresh", "--container", "x"]) } catch { message = error.description }
        #expect(message?.contains("does not go with --container") == true)
    }
}

/// The start announces a stored screen that signing out would ignore, with the key and
/// the option that keep it.
@MainActor @Suite struct IgnoredRecordNoticeTests {
    @Test func aRecordStoredSignedInIsAnnouncedWhenTheSessionWillLoadSignedOut() throws {
        let container = try scratchDirectory("routenav-notice")
        defer { try? FileManager.default.removeItem(at: container) }
        try storeSignedInNote(2, in: container)
        let (session, _) = try RealTimeFeed.start(.init(containerURL: container))
        let text = session.model.message?.text ?? ""
        #expect(text.hasPrefix("Stored signed in: main[S1] NoteDetail(2)."), "\(text)")
        #expect(text.contains("press I now, or start with --auth signedIn; --fresh starts empty"), "\(text)")
        let (signedIn, _) = try RealTimeFeed.start(.init(autoAuth: .signedIn, containerURL: container))
        #expect(signedIn.model.message == nil)
    }
}
