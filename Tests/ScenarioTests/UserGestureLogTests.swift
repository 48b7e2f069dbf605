import Foundation
import Scenario
import Testing

/// The user's own gestures are logged as taps are, so the event log and the transcript say why a stack
/// changed: before, `back` and `dismiss` changed the stack with no line at all.
@Suite("The log names back and dismiss")
@MainActor struct UserGestureLogTests {
    @Test("back and dismiss each log one line naming the screen they leave; back at the root logs nothing")
    func backAndDismissAreLogged() throws {
        let outcome = try runScenarioText("""
            app notes
            launch
            auth signedIn
            wait 1
            tap main "Open note 1"
            wait 1
            back main
            wait 1
            back main
            tap main "Filters"
            wait 1
            dismiss main
            wait 1
            """, transcript: true)
        #expect(outcome.status == .success, "\(outcome.failure ?? "")")
        let lines = outcome.transcript.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("info simulator: back from NoteDetail(1)") }.count == 1, "\(outcome.transcript)")
        #expect(lines.filter { $0.contains("info simulator: back") }.count == 1, "\(outcome.transcript)")
        #expect(lines.filter { $0.contains("info simulator: dismiss Filters") }.count == 1, "\(outcome.transcript)")
    }
}
