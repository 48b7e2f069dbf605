import AuthSessionInterface
import DemoApps
import Route
import SimulatedUIKit
import Testing

@testable import NavigatorTUI
@testable import Scenario
@testable import Simulator

/// One typed state value per event: the simulator makes the device's snapshot once however many
/// readers look (the expectation checker, the transcript, the monkey's oracle, the navigator), they all read
/// the same value, and its typed states become words only at the edge.
@MainActor @Suite struct DeviceSnapshotTests {
    private func launchedNotes() throws -> Simulator {
        let app = try #require(DemoAppCatalog.app(named: "notes"))
        let simulator = Simulator(app: app)
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        return simulator
    }

    @Test func everyReaderOfOneEventSharesOneSnapshot() throws {
        let simulator = try launchedNotes()
        let profile = try #require(MonkeyAppProfile.builtIn(.notes))
        var oracle = MonkeyOracle(profile: profile)
        oracle.willApply(to: simulator)
        let before = simulator.snapshotBuildCount
        try simulator.apply(.inactive(WindowName(identity: "main")))

        let checker = ExpectationChecker(simulator: simulator)
        #expect(checker.mismatch(.state(WindowName(identity: "main"), .foregroundInactive)) == nil)
        #expect(checker.mismatch(.overlay(WindowName(identity: "main"), .obscured)) == nil)
        var transcript = TranscriptWriter(enabled: true)
        transcript.state(of: simulator)
        let navigator = NavigatorSnapshot(
            simulator: simulator, appName: "notes", clock: RealTimeClockDriver(), nextNavigatorDeadline: nil, recording: RecordingSnapshot())
        #expect(oracle.didApply(.inactive(WindowName(identity: "main")), to: simulator) == nil)

        #expect(simulator.snapshotBuildCount == before + 1, "one snapshot for the event, whoever reads it")
        let state = simulator.snapshot
        #expect(state.windows.first?.activationState == .foregroundInactive)
        #expect(navigator.windows.first?.activation == state.windows.first?.activationState)
        #expect(navigator.windows.first?.overlay == state.windows.first?.overlay)
        #expect(navigator.process == state.process)
        #expect(navigator.auth.status == state.auth)
        #expect(transcript.text.contains("  main [S1] foregroundInactive overlay=obscured stack=NotesList"))
        #expect(transcript.text.contains("running auth=signedIn"))
    }

    @Test func theNextEventMakesANewSnapshot() throws {
        let simulator = try launchedNotes()
        #expect(simulator.snapshot.windows.first?.activationState == .foregroundActive)
        let built = simulator.snapshotBuildCount
        _ = simulator.snapshot
        #expect(simulator.snapshotBuildCount == built, "read twice between events, made once")
        try simulator.apply(.background(WindowName(identity: "main")))
        #expect(simulator.snapshot.windows.first?.activationState == .background)
        #expect(simulator.snapshotBuildCount == built + 1)
        // An event the simulation refuses may still have begun: the snapshot is made again.
        #expect(throws: SimulationError.self) { try simulator.apply(.back(WindowName(identity: "nowhere"))) }
        #expect(simulator.snapshot.windows.count == 1)
        #expect(simulator.snapshotBuildCount == built + 2)
    }

    @Test func everyInstantAWaitStopsAtGetsItsOwnSnapshot() throws {
        let simulator = try launchedNotes()
        var seen: [(time: Double, now: Double, overlay: RouteOverlay?)] = []
        simulator.instantObserver = { simulator in
            seen.append((simulator.snapshot.time, simulator.clock.now, simulator.snapshot.windows.first?.overlay))
        }
        try simulator.apply(.inactive(WindowName(identity: "main")))
        try simulator.apply(.active(WindowName(identity: "main")))
        try simulator.apply(.wait(seconds: 1))
        // The cover fades out over 0.25 s (R14): still obscured when `active` ends, gone at the fade's end.
        #expect(seen.first { $0.overlay == .obscured } != nil)
        #expect(seen.last?.overlay == RouteOverlay.none)
        #expect(seen.count > 3, "the two events' instants, the fade's end, the wait's end")
        #expect(seen.allSatisfy { $0.time == $0.now }, "each instant reads its own snapshot, not the last one's")
    }

    @Test func expectableStatesReadBackFromTheirWords() {
        for state in UIScene.ActivationState.expectableValues {
            #expect(UIScene.ActivationState(scenarioWord: state.scenarioWord) == state)
        }
        for overlay in RouteOverlay.expectableValues { #expect(RouteOverlay(scenarioWord: overlay.scenarioWord) == overlay) }
        for status in AuthSessionStatus.expectableValues { #expect(AuthSessionStatus(scenarioWord: status.scenarioWord) == status) }
        for process in ProcessState.expectableValues { #expect(ProcessState(scenarioWord: process.scenarioWord) == process) }
        // The status bar and the transcript spell a status as its case name.
        for status in AuthSessionStatus.allCases { #expect(status.scenarioWord == String(describing: status)) }
        #expect(UIScene.ActivationState(scenarioWord: "unattached") == nil, "no expect line names a disconnected scene's state")
        #expect(UIScene.ActivationState.expectableWordList == "foregroundActive, foregroundInactive or background")
        #expect(ProcessState.notRunning.scenarioWord == "notrunning")
    }
}
