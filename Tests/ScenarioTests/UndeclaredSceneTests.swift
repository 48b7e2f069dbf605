import Scenario
import Testing

/// `newwindow SCENE` for a scene the app does not declare: the engine gives the window the primary scene
/// (R2), as it would a stale activity from an older version of the app, and says so in a warning that
/// names what the app declares, so a typo in a scenario or on the navigator's `:` line is visible.
@Suite("Undeclared scene identity")
@MainActor
struct UndeclaredSceneTests {
    @Test("under windowPerScene the window connects as the primary scene, is destroyed, and the warning names the declared scenes")
    func notesWarnsAndDestroysTheDuplicate() throws {
        let outcome = try runScenarioText("""
            app notes
            launch
            auth signedIn
            wait 1
            newwindow compse
            wait 1
            expect windows main
            expect warning asked for scene compse, which the app does not declare (it declares main, compose); connecting it as the primary scene main (R2)
            """)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("a declared scene connects as itself, with no warning")
    func declaredSceneHasNoWarning() throws {
        let outcome = try runScenarioText("""
            app notes
            launch
            auth signedIn
            wait 1
            newwindow compose
            wait 1
            expect windows main compose
            expect warning none
            """)
        #expect(outcome.failure == nil)
    }
}
