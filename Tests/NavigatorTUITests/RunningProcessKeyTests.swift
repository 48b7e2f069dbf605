import Simulator
import Testing
@testable import NavigatorTUI

/// `R` and `L` while the app runs: `relaunch` of a running app changes nothing (it starts a stopped
/// app, U7) and `launch` is refused, so both keys say what does restart it.
@MainActor @Suite struct RunningProcessKeyTests {
    @Test func relaunchWhileRunningSaysSoAndRecordsNothing() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        let recorded = session.recorder.stepCount
        press(session, .character("R"))
        #expect(session.recorder.stepCount == recorded)
        let text = try #require(session.model.message?.text)
        #expect(text.contains("already running") && text.contains("K"), "\(text)")
    }

    @Test func launchWhileRunningPointsAtKillNotRelaunch() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        press(session, .character("L"))
        let text = try #require(session.model.message?.text)
        #expect(text.contains("K") && !text.contains("or relaunch"), "\(text)")
        // What it points at works: K then R starts the app again.
        press(session, .character("K"), .character("R"))
        #expect(session.model.snapshot.process == .running)
    }
}
