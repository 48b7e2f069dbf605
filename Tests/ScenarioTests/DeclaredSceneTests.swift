import Foundation
import Scenario
import Testing

/// `newwindow SCENE` must name a scene the app declares (DESIGN §3, R2): a typo is unusable input
/// pointing at the word, not a silent primary window.
@Suite("newwindow names a declared scene")
@MainActor struct DeclaredSceneTests {
    @Test("an undeclared scene is refused with FILE:LINE:COLUMN and the declared scenes, exit 2")
    func undeclaredSceneIsRefused() throws {
        let outcome = try runScenarioText("""
            app notes
            launch
            auth signedIn
            wait 1
              newwindow  "compse"   # a typo
            expect windows main
            """, transcript: true)
        #expect(outcome.status == .unusableInput)
        #expect(outcome.failure == "t.scenario:5:14: found compse, expected a scene the app declares: main or compose")
        // Refused before it was applied: no second session connected (nor was one destroyed as a duplicate).
        #expect(outcome.transcript.contains("[5] newwindow compse"))
        #expect(!outcome.transcript.contains("S2"))
    }

    @Test("a newwindow that first launches the app is checked once the app runs")
    func firstEventIsCheckedAfterLaunch() throws {
        let outcome = try runScenarioText("newwindow bogus\n")
        #expect(outcome.status == .unusableInput)
        #expect(outcome.failure == "t.scenario:1:11: found bogus, expected a scene the app declares: main or compose")
    }

    @Test("declared scenes still open, also after kill")
    func declaredScenesOpen() throws {
        let outcome = try runScenarioText("""
            app notes
            launch
            auth signedIn
            wait 1
            newwindow compose
            wait 1
            expect windows main compose
            kill
            newwindow main
            newwindow nope
            """)
        #expect(outcome.status == .unusableInput)
        #expect(outcome.failure == "t.scenario:10:11: found nope, expected a scene the app declares: main or compose")
    }

    @Test("an app without RouteKit's engine reads no scene names, so bare's are not checked")
    func bareIsNotChecked() throws {
        let outcome = try runScenarioText("""
            app bare
            launch
            newwindow anything
            expect windows main main#2
            """)
        #expect(outcome.status == .success, "\(outcome.failure ?? "")")
    }
}
