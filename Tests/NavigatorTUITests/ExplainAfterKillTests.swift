import Testing
@testable import NavigatorTUI

/// After `K` the explain view does not claim there were never any intents: the earlier process's
/// intents ended with it, and it says so.
@MainActor @Suite struct ExplainAfterKillTests {
    @Test func explainAfterKillSaysTheIntentsEndedWithTheProcess() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        command(session, "open notes://note/42")
        time.run(session, for: 0.5)
        #expect(!session.model.snapshot.traces.isEmpty)
        press(session, .character("K"), .character("e"))
        let frame = session.frame(size: TerminalSize(width: 160, height: 48)).text
        #expect(!frame.contains("No intents yet"), "\(frame)")
        #expect(frame.contains("ended with"), "\(frame)")
        press(session, .escape, .character("R"))
        time.run(session, for: 1.5)
        press(session, .character("e"))
        let relaunched = session.frame(size: TerminalSize(width: 160, height: 48)).text
        #expect(relaunched.contains("ended with"), "\(relaunched)")
    }
}
