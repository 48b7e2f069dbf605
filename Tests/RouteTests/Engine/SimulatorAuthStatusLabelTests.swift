import RouteInterface
import Testing
@testable import Simulator

/// `Simulator.authStatus` names the session's status with a spelled-out case name instead of reflection;
/// `expect auth`, the transcript, the navigator and the monkey read it, so it must stay exactly what
/// `String(describing:)` printed.
@MainActor @Suite struct SimulatorAuthStatusLabelTests {
    @Test func everyStatusIsNamedAsReflectionNamesIt() {
        for status in AuthSessionStatus.allCases {
            #expect(Simulator.label(status) == String(describing: status))
        }
    }

    @Test func theSimulatorReportsTheSessionsStatusAsItChanges() throws {
        let simulator = try Harness.notes()
        try simulator.apply(.launch(LaunchPayload()))
        #expect(simulator.authStatus == "syncing")
        try simulator.apply(.auth(.signedOut))
        #expect(simulator.authStatus == "signedOut")
        try simulator.apply(.signIn)
        #expect(simulator.authStatus == "signedIn")
    }
}
