import Foundation
import Simulator
import Testing
@testable import NavigatorTUI

/// The navigator's small everyday things: the hint line after `K` offers `R`, not `n`; focus follows
/// `:open … in W`; the split view's primary column shows its top; recorded waits print short.
@MainActor @Suite struct EverydayNavigatorTests {
    private let size = TerminalSize(width: 160, height: 48)

    /// The Notes demo, signed in, its session loaded, the clock paused.
    private func notes() throws -> NavigatorSession {
        let (session, time) = try RealTimeFeed.start(NavigatorSession.Configuration(autoAuth: .signedIn))
        time.run(session, for: 1.2)
        press(session, .character(" "))
        return session
    }

    /// The frame's bottom row: the hint line.
    private func hintLine(_ session: NavigatorSession) -> String {
        session.frame(size: size).text.split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test("after K the hint line offers R relaunch, not n (whose window the app would destroy, R3) nor L")
    func hintsAfterKillOfferRelaunch() throws {
        let session = try notes()
        #expect(hintLine(session).contains("new window"), "\(hintLine(session))")
        press(session, .character("K"))
        let hints = hintLine(session)
        #expect(hints.contains("R relaunch"), "\(hints)")
        #expect(!hints.contains("new window"), "\(hints)")
        #expect(!hints.contains("L launch"), "\(hints)")
        // Before the first launch there are no cards: L leads.
        #expect(BottomLines.hints(for: .normal, process: .notRunning).first?.key == "L")
        #expect(BottomLines.hints(for: .normal, process: .notRunning, hasCards: true).first?.key == "R")
    }

    @Test("`:open … in main` moves the focus to main")
    func focusFollowsOpenInAWindow() throws {
        let session = try notes()
        command(session, "tap main \"New note window\"")
        command(session, "wait 1")
        let compose = try #require(session.model.snapshot.windows.first { $0.name.description != "main" })
        #expect(session.model.focus == .window(compose.name))
        command(session, "open notes://note/1 in main")
        #expect(session.model.focus == .window(WindowName(identity: "main")))
    }

    @Test("the expanded split view marks each shown column's top, the primary column's too")
    func primaryColumnShowsItsTop() throws {
        let (session, time) = try RealTimeFeed.start(NavigatorSession.Configuration(app: .containers, autoAuth: .signedIn))
        time.run(session, for: 1.2)
        press(session, .character(" "))
        command(session, "open containers://item/2")
        command(session, "wait 1")
        press(session, .character("w"))
        let text = session.frame(size: size).text
        let row = try #require(text.split(separator: "\n").first { $0.contains("Items") && $0.contains("Item(2)") })
        #expect(row.contains("› Items"), "\(row)")
        #expect(row.contains("› Item(2)"), "\(row)")
    }

    @Test("real time is recorded in whole 1/20 s: waits print short and land on the same instants")
    func recordedWaitsPrintShort() throws {
        #expect(RealTimeClockDriver.seconds(ofQuanta: 7) == 0.35)
        #expect(RealTimeClockDriver.quanta(toReach: 0.35, from: 0) == 7)
        #expect(RealTimeClockDriver.quanta(toReach: 1, from: 0.95) == 1)
        let (session, time) = try RealTimeFeed.start(NavigatorSession.Configuration(autoAuth: .signedIn))
        time.run(session, for: 6.23)
        let waits = session.recorder.scenarioText().split(separator: "\n").filter { $0.hasPrefix("wait ") }
        #expect(!waits.isEmpty)
        for wait in waits {
            let decimals = wait.split(separator: ".").dropFirst().first?.count ?? 0
            #expect(decimals <= 2, "\(wait)")
        }
    }
}
