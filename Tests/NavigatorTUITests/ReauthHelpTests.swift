import Route
import Testing
@testable import NavigatorTUI

/// `A`'s help says what R14 does on re-authentication: windows that resign active afterwards are not
/// obscured, but a cover already up stays until its window is active again. It used to say windows
/// "stop being obscured", which the navigator itself contradicts the moment `A` is pressed over a cover.
@MainActor @Suite struct ReauthHelpTests {
    @Test func reauthHelpMatchesWhatTheSimulationDoes() throws {
        let help = try #require(NavigatorCommand.all.first { $0.action == .reauth }).help
        #expect(!help.contains("stop being obscured"), "\(help)")
        #expect(help.contains("a cover already up stays until its window is active again"), "\(help)")
        #expect(help.contains("resign active from now on are not obscured"), "\(help)")

        // What the help promises, checked against the simulation (signed in, so obscuration is on).
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        press(session, .character("i"))
        #expect(session.model.snapshot.windows.first?.overlay == .obscured)
        press(session, .character("A"))
        time.run(session, for: 1)
        #expect(session.model.snapshot.windows.first?.overlay == .obscured, "the cover already up stays")
        press(session, .character("a"))
        time.run(session, for: 1)
        #expect(session.model.snapshot.windows.first?.overlay == RouteOverlay.none, "active again: the cover fades")
        press(session, .character("i"))
        time.run(session, for: 0.2)
        #expect(session.model.snapshot.windows.first?.overlay == RouteOverlay.none, "resigning after re-auth: no cover")
    }
}
