import Foundation
import Scenario
import Simulator
import Testing
@testable import NavigatorTUI

/// The message line and the offers around it say what actually happened (a fresh-user trial): a link or
/// window the system refused is not "applied", an app without multiple scenes is not offered new
/// windows, and a stale start offer or `applied:` does not linger.
@MainActor @Suite struct MessageLineTruthTests {
    private func type(_ session: NavigatorSession, _ text: String) {
        for character in text { press(session, .character(character)) }
    }

    @Test func aLinkTheSystemRefusesSaysRefusedNotApplied() throws {
        let (session, time) = try RealTimeFeed.start()
        time.run(session, for: 1.5)
        press(session, .character("o"))
        type(session, "https://example.com/x")
        press(session, .enter)
        let message = try #require(session.model.message)
        #expect(message.kind == .failure)
        #expect(message.text.hasPrefix("refused by the system: scheme \"https\" is not declared in CFBundleURLSchemes (see the log)"),
                "\(message.text)")
        // Still a recorded step: the replay must refuse it too.
        #expect(session.recorder.events.contains { if case .open = $0 { true } else { false } })
    }

    @Test func aNewWindowRefusedBySingleWindowAppSaysSoOnTheMessageLine() throws {
        let (session, time) = try RealTimeFeed.start(.init(app: .single))
        time.run(session, for: 1.5)
        press(session, .character("n"))
        let text = session.model.message?.text ?? ""
        #expect(text.hasPrefix("refused by the system: new window: the app does not support multiple scenes"), "\(text)")
    }

    @Test func aSingleWindowAppIsOfferedNoNewWindow() throws {
        let (session, time) = try RealTimeFeed.start(.init(app: .single))
        time.run(session, for: 1.5)
        #expect(!session.model.snapshot.acceptsNewWindows)
        #expect(session.model.snapshot.registrations.scenes.isEmpty)
        let frame = session.frame(size: TerminalSize(width: 160, height: 48)).text
        #expect(!frame.contains("new window"), "\(frame)")
        press(session, .character("?"))
        let help = session.frame(size: TerminalSize(width: 160, height: 48)).text
        #expect(!help.contains("newwindow main"), "\(help)")
        press(session, .escape)
        press(session, .character("N"), .tab)
        guard case .commandLine(let line) = session.model.mode else { Issue.record("no command line"); return }
        #expect(line.candidates.isEmpty)
        #expect(line.text == "newwindow ")
    }

    @Test func theNotesDemoStillOffersNewWindows() throws {
        let (session, time) = try RealTimeFeed.start()
        time.run(session, for: 1.5)
        #expect(session.model.snapshot.acceptsNewWindows)
        #expect(session.model.snapshot.registrations.scenes == ["main", "compose"])
    }

    @Test func theStartOfferIsReplacedOnceTheSessionHasLoadedSignedOut() throws {
        let container = try scratchDirectory("routenav-expired")
        defer { try? FileManager.default.removeItem(at: container) }
        try storeSignedInNote(2, in: container)
        let (session, time) = try RealTimeFeed.start(.init(containerURL: container))
        #expect(session.model.message?.text.hasPrefix("Stored signed in:") == true)
        time.run(session, for: 1.5)
        #expect(session.model.snapshot.auth.status == .signedOut)
        let text = session.model.message?.text ?? ""
        #expect(text == "main[S1] NoteDetail(2) was removed (stored signed in; the session loaded signed out, R20).",
                "\(text)")
        // R20: the load was a sign-out, so the record is gone, not kept for a later signed-in start.
        #expect(session.simulator.signedInRecords().isEmpty)
        #expect(try session.simulator.storedRecords().isEmpty)
    }

    @Test func movingFocusClearsAnAppliedMessage() {
        var model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured)
        _ = model.update(.feedback(CommandFeedback(.info, "applied: shortcut new-note in compose")))
        _ = model.update(.key(.tab))
        #expect(model.message == nil)
        _ = model.update(.feedback(CommandFeedback(.failure, "FAIL expect stack main == [X]: got [Y]")))
        _ = model.update(.key(.tab))
        #expect(model.message?.text.hasPrefix("FAIL") == true)
    }

    @Test func theHelpsActivityPlaceholderReadsAsOneInASCII() {
        let registrations = AppRegistrations(activities: [.init(type: "com.notes.viewing", userInfoKeys: ["noteID"])])
        let lines = HelpOverlay.lines(width: 100, glyphs: .ascii, registrations: registrations).map { $0.map(\.text).joined() }
        #expect(lines.contains { $0.hasPrefix("continue com.notes.viewing noteID=VALUE ") }, "\(lines)")
        #expect(!lines.contains { $0.contains("noteID=?") })
    }
}
