import Testing

/// Failure messages a newcomer meets first say what happened and what to do.
@Suite("Failure messages")
@MainActor
struct FailureMessageTests {
    @Test("expect warning none lists every warning it counts")
    func everyWarningIsListed() throws {
        let outcome = try runScenarioText("""
            app notes
            launch
            auth signedIn
            wait 1
            open https://example.com/note/1
            open ftp://example.com/note/2
            wait 1
            expect warning none
            """)
        let failure = try #require(outcome.failure)
        #expect(failure.contains("got 2 warnings: "))
        #expect(failure.contains("https://example.com/note/1"))
        #expect(failure.contains("ftp://example.com/note/2"))
    }

    @Test("a tap before the session loaded says the splash is up and how to get past it")
    func tapUnderTheSplashSaysWhy() throws {
        let outcome = try runScenarioText("""
            app notes
            launch
            tap main "Open note 1"
            """)
        #expect(outcome.failure == "t.scenario:3: no button \"Open note 1\" on no screen yet (a splash covers the window "
            + "until the session loads: `auth signedIn` or `auth signedOut`, then `wait 1`)")
    }
}
