import RoutenavCommandLine
import Scenario
import Testing

/// `routenav --help` says what routenav does now, not what it once did.
@Suite struct RoutenavHelpTests {
    /// The text of one section of the help: from its heading to the next blank line.
    private func section(_ heading: String) -> String {
        let text = RoutenavCommand.helpText
        guard let start = text.range(of: heading) else { return "" }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)])
    }

    /// A `newwindow` of an undeclared scene connects the primary scene with an engine warning (R2):
    /// it is no unusable input, so exit status 2 must not claim it.
    @Test func exitStatusNoLongerClaimsAnUndeclaredSceneIsUnusableInput() {
        let exitStatus = section("EXIT STATUS:")
        #expect(!exitStatus.isEmpty)
        #expect(!exitStatus.contains("newwindow"), "\(exitStatus)")
        #expect(!exitStatus.contains("does not declare"), "\(exitStatus)")
    }

    /// The navigator's statuses and `q`'s question about unsaved steps are documented.
    @Test func helpCoversTheNavigatorsExitsAndUnsavedSteps() {
        let exitStatus = section("EXIT STATUS:")
        #expect(exitStatus.contains("could not write its --record file"))
        #expect(exitStatus.contains("128+N"))
        let navigator = section("OPTIONS (navigator):")
        #expect(navigator.contains("q asks before quitting"))
        #expect(navigator.contains("fresh temporary"))
    }
}
