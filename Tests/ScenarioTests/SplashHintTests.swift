import Foundation
import Scenario
import Testing

/// A newcomer's usual first mistake: an `expect` on the stack before the session has loaded, while the
/// splash is up (R10). The failure says why the stack is empty and what to add (found by a fresh-user trial).
@Suite("Expectations: the splash hint")
@MainActor struct SplashHintTests {
    @Test("top and stack before auth say the splash is up and name the auth step")
    func beforeAuth() throws {
        let top = try runScenarioText("app notes\nlaunch\nexpect main top NotesList\n")
        #expect(top.failure == "t.scenario:3: expected main top NotesList, got none (the splash is up while the session loads: add auth signedIn or auth signedOut, then wait)")
        let stack = try runScenarioText("app notes\nlaunch\nexpect main stack NotesList\n")
        #expect(stack.failure?.hasSuffix("got empty (the splash is up while the session loads: add auth signedIn or auth signedOut, then wait)") == true)
    }

    @Test("after auth, a wrong expectation gets no hint")
    func afterAuth() throws {
        let outcome = try runScenarioText("app notes\nlaunch\nauth signedIn\nwait 1\nexpect main top NoteDetail(1)\n")
        #expect(outcome.failure == "t.scenario:5: expected main top NoteDetail(1), got NotesList")
    }
}
