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

/// `bare` loses a cold-launch link and lands the same link warm.
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
        #expect(outcome.failure == "t.scenario:4: no window \"compose\"; windows: main")
    }

    @Test("a title the screen lacks fails the step")
    func missingButtonFails() throws {
        let outcome = try runScenarioText("launch\nauth signedIn\nwait 1\ntap main \"Nope\"\n")
        #expect(outcome.failure == "t.scenario:4: no button \"Nope\" on NotesList; buttons: \"Open note 1\", \"Open note 2\", \"Open note 3\", \"Filters\", \"New note window\", \"Sign out\"")
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
    @Test("a wait beyond a year is a parse error at the number as written, before any step runs")
    func hugeWaitIsRefused() throws {
        #expect(throws: ScenarioParseError.self) { try runScenarioText("wait 10000000000000000\n", transcript: true) }
        do {
            _ = try runScenarioText("launch\nwait 99999999\n")
            Issue.record("expected a parse error")
        } catch {
            #expect("\(error)" == "t.scenario:2:6: found 99999999, expected a number of seconds from 0 to 31536000 "
                + "with at most 9 decimals, such as 1 or 0.25")
        }
    }

    @Test("a tenth decimal is refused rather than rounded away by the nanosecond clock")
    func tenthDecimalIsRefused() throws {
        #expect(throws: ScenarioParseError.self) { try runScenarioText("wait 0.3499999999\n") }
        #expect(try runScenarioText("launch\nwait 0.349999999\n").failure == nil)
    }

    @Test("waits that would run the virtual clock past its end are unusable input, not a frozen clock")
    func clockEndIsReported() throws {
        let outcome = try runScenarioText(String(repeating: "wait 31536000\n", count: 147))
        #expect(outcome.status == .unusableInput)
        #expect(outcome.failure?.hasPrefix("t.scenario:147: wait would take the virtual clock past its end") == true)
    }
}
