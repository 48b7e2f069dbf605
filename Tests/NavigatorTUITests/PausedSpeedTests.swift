import Testing
@testable import NavigatorTUI

/// `+` and `-` while paused: the status bar shows the speed the clock will resume at.
@MainActor @Suite struct PausedSpeedTests {
    @Test func pausedStatusShowsTheSpeed() {
        var snapshot = NavigatorFixtures.pendingDenied
        snapshot.clock.isPaused = true
        snapshot.clock.speed = 4
        let frame = render(NavigatorFixtures.model(snapshot), size: TerminalSize(width: 160, height: 48)).text
        #expect(frame.contains("paused (x4)"), "\(frame)")
    }

    @Test func speedKeysWhilePausedShowInTheHeader() throws {
        let (session, _) = try RealTimeFeed.start()
        press(session, .character(" "), .character("+"), .character("+"))
        #expect(session.frame(size: TerminalSize(width: 160, height: 48)).text.contains("paused (x4)"))
    }
}
