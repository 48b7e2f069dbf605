import Foundation
import Scenario
import Testing

/// The acceptance scenarios of `../shared/cases`, each of which must pass as `routenav run` would run it.
/// The shared case files, sorted by name (empty when `../shared` is absent).
let sharedCaseFiles: [URL] = scenarioFiles(in: sharedDirectory.appendingPathComponent("cases"))

@Suite("Shared acceptance cases")
@MainActor struct SharedCasesTests {
    @Test("every shared case passes", .enabled(if: sharedCasesAvailable, "../shared/cases is absent: shared acceptance cases skipped"),
          arguments: sharedCaseFiles.map(\.lastPathComponent))
    func sharedCasePasses(_ name: String) throws {
        let outcome = try runScenarioFile(sharedDirectory.appendingPathComponent("cases").appendingPathComponent(name))
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("two runs of a case print byte-identical transcripts", .enabled(if: sharedCasesAvailable, "../shared/cases is absent"))
    func transcriptsAreDeterministic() throws {
        for file in sharedCaseFiles {
            let first = try runScenarioFile(file, transcript: true)
            let second = try runScenarioFile(file, transcript: true)
            #expect(first.transcript == second.transcript, "\(file.lastPathComponent)")
            #expect(!first.transcript.isEmpty)
        }
    }
}

/// `bare` loses a cold-launch link and lands the same link warm (issue 2's acceptance).
@Suite("The bare demo")
@MainActor struct BareDemoTests {
    @Test("a cold link is lost; a warm one lands")
    func coldLinkIsLostWarmLinkLands() throws {
        let outcome = try runScenarioFile(packageRoot.appendingPathComponent("Resources/Scenarios/bare-cold-link.scenario"))
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("pending intents are not available for an app without the engine")
    func pendingIsNotAvailableOnBare() throws {
        let outcome = try runScenarioText("app bare\nlaunch\nwait 1\nexpect main pending none\n")
        #expect(outcome.status == .expectationFailed)
        #expect(outcome.failure?.contains("not available for this app") == true)
    }

    @Test("a failed expectation names the line and what was expected")
    func failedExpectationNamesLine() throws {
        let outcome = try runScenarioText("app bare\nlaunch url notes://note/1\nwait 1\nexpect main top NoteDetail(1)\n")
        #expect(outcome.status == .expectationFailed)
        #expect(outcome.failure == "t.scenario:4: expected main top NoteDetail(1), got Home")
    }

    @Test("a step naming a window that is not connected fails")
    func missingWindowFails() throws {
        let outcome = try runScenarioText("launch\nauth signedIn\nwait 1\ntap compose \"Save\"\n")
        #expect(outcome.status == .expectationFailed)
        #expect(outcome.failure == "t.scenario:4: no window \"compose\"")
    }

    @Test("a title the screen lacks fails the step")
    func missingButtonFails() throws {
        let outcome = try runScenarioText("launch\nauth signedIn\nwait 1\ntap main \"Nope\"\n")
        #expect(outcome.failure == "t.scenario:4: no button \"Nope\" on NotesList")
    }

    @Test("launch while running is unusable input")
    func launchWhileRunning() throws {
        let outcome = try runScenarioText("launch\nlaunch\n")
        #expect(outcome.status == .unusableInput)
    }
}

/// The names of the scenarios in `Resources/Scenarios/`.
let projectScenarioNames = scenarioFiles(in: packageRoot.appendingPathComponent("Resources/Scenarios")).map(\.lastPathComponent)

/// The project's own scenarios in `Resources/Scenarios/` (examples and bug reproductions) all pass.
@Suite("Project scenarios")
@MainActor struct ProjectScenarioTests {
    @Test("every project scenario passes", arguments: projectScenarioNames)
    func projectScenarioPasses(_ name: String) throws {
        let outcome = try runScenarioFile(packageRoot.appendingPathComponent("Resources/Scenarios").appendingPathComponent(name))
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("a kill in the same instant as a navigation loses it (writes are coalesced for 0.25 s)")
    func killInSameInstantLosesNavigation() throws {
        let outcome = try runScenarioText("""
            launch
            auth signedIn
            wait 1
            open notes://note/7
            kill
            relaunch
            auth signedIn
            wait 1
            expect main stack NotesList
            """)
        #expect(outcome.failure == nil)
    }
}

/// Adversarial inputs found by hand, each once a crash.
@Suite("Hostile scenario values")
@MainActor struct HostileScenarioValueTests {
    @Test("a wait beyond a year is unusable input, and the transcript never traps on the clock")
    func hugeWaitIsRefused() throws {
        let outcome = try runScenarioText("wait 10000000000000000\n", transcript: true)
        #expect(outcome.status == .unusableInput)
        #expect(outcome.failure == "t.scenario:1: wait needs a number of seconds from 0 to 31536000 (one year), got 1e+16")
    }
}
