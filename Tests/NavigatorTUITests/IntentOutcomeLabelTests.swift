import Testing
@testable import NavigatorTUI

/// The explain view names an intent's outcome with the router's words: `navigated` when
/// `shouldExecute` answered `.executeIntent` and the window navigated, `intentExecuted` when it answered
/// `.intentExecuted` and the intent was removed without navigating (R8). It used to say `handled` and
/// `executed`, which read as the other way round.
@MainActor @Suite struct IntentOutcomeLabelTests {
    @Test func explainViewSaysNavigatedAndIntentExecuted() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        command(session, "open notes://note/42")
        time.run(session, for: 1)
        command(session, "open notes://note/42")
        time.run(session, for: 1)
        let outcomes = session.model.snapshot.traces.map(\.outcome)
        #expect(outcomes == [.navigated, .intentExecuted])
        press(session, .character("e"))
        let frame = session.frame(size: TerminalSize(width: 160, height: 48)).text
        #expect(frame.contains("main navigated"), "\(frame)")
        #expect(frame.contains("main intentExecuted"), "\(frame)")
        #expect(frame.contains("outcome intentExecuted"), "\(frame)")
        #expect(!frame.contains(" handled"), "\(frame)")
        #expect(IntentTraceOutcome.allCases.map(\.rawValue)
                == ["queued", "denied", "navigated", "intentExecuted", "forwarded", "failed"])
    }
}
