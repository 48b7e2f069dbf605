import Foundation
import Scenario
import Testing

/// R13: the router's answer to an auth event replaces screens the user did not touch; the log says so,
/// once per window whose stack it changed, so the event log explains why SignIn became NotesList.
@Suite("The log names the route an auth event replaced")
@MainActor struct AuthRerouteLogTests {
    @Test("sign-in and sign-out each log the replaced stack; an auth event that changes no stack logs none")
    func authReplacementsAreLogged() throws {
        let outcome = try runScenarioText("""
            app notes
            launch
            auth signedOut
            wait 1
            auth signedIn
            wait 1
            tap main "Open note 1"
            wait 1
            reauth
            wait 1
            signout
            wait 1
            """, transcript: true)
        #expect(outcome.status == .success, "\(outcome.failure ?? "")")
        let lines = outcome.transcript.split(separator: "\n").map(String.init).filter { $0.contains("updateRouteIfNeeded") }
        #expect(lines == [
            "  | info engine: S1: signed in: updateRouteIfNeeded replaced SignIn with NotesList (R13)",
            "  | info engine: S1: signed out: updateRouteIfNeeded replaced NotesList > NoteDetail(1) with SignIn (R13)",
        ], "\(outcome.transcript)")
    }
}
