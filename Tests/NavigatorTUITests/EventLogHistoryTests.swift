import Simulator
import Testing
@testable import NavigatorTUI

/// The event log does not rewrite its history: a line names the window it was about as it was
/// named when the line appeared, also after that window closed.
@MainActor @Suite struct EventLogHistoryTests {
    @Test func aClosedWindowsLinesKeepItsName() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        command(session, "newwindow compose")
        time.run(session, for: 1.5)
        let before = session.model.snapshot.log.filter { $0.text.hasPrefix("compose[S2]: sceneDidBecomeActive") }
        #expect(!before.isEmpty)
        command(session, "close compose")
        time.run(session, for: 0.5)
        #expect(session.model.snapshot.window(named: WindowName(identity: "compose")) == nil)
        let after = session.model.snapshot.log.filter { $0.text.hasPrefix("compose[S2]: sceneDidBecomeActive") }
        #expect(after == before)
        #expect(!session.model.snapshot.log.contains { $0.text.hasPrefix("S2: sceneDidBecomeActive") },
                "\(session.model.snapshot.log.map(\.text))")
    }
}
