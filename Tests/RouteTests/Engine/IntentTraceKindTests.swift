import DemoApps
import Foundation
import Route
import SimulatedUIKit
import Testing

@testable import Simulator

/// The engine records each trace step's kind as it takes the decision, and tags its console lines with the
/// window they are about: readers no longer classify the text or read the session out of it.
@MainActor @Suite struct IntentTraceKindTests {
    @Test func aWarmLinkIsTracedStepByStepWithItsKinds() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.open(url: "notes://note/7", window: nil))
        try simulator.apply(.wait(seconds: 1))
        let trace = try #require(simulator.snapshot.intentTraces.last)
        #expect(trace.steps.map(\.kind) == [.received, .matched, .routed, .permission, .navigated])
        #expect(trace.steps.filter(\.isPlacement).map(\.text) == ["placed NoteDetail(7) with replaceCurrentWithChain; stack NotesList > NoteDetail(7)"])
    }

    @Test func aLinkWhileSignedOutWaitsAsADeniedPermission() throws {
        let simulator = try Harness.launchedNotes(auth: .signedOut)
        try simulator.apply(.open(url: "notes://note/7", window: nil))
        let trace = try #require(simulator.snapshot.intentTraces.last)
        #expect(trace.steps.last?.kind == .permission)
        #expect(trace.steps.contains { $0.isPlacement } == false)
    }

    @Test func engineLinesAboutAWindowCarryItsSession() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.open(url: "notes://note/7", window: nil))
        let state = simulator.snapshot
        let connected = try #require(state.console.first { $0.source == .engine && $0.message == "S1 connected as main" })
        #expect(connected.sessionIdentifier == "S1")
        #expect(state.window(of: connected) == WindowName(identity: "main"))
        let traced = state.console.filter { $0.source == .engine && $0.message.hasPrefix("intent #") }
        #expect(!traced.isEmpty)
        #expect(traced.allSatisfy { state.window(of: $0) == WindowName(identity: "main") })
        let initial = try #require(state.console.first { $0.message.hasPrefix("S1: initial route") })
        #expect(initial.sessionIdentifier == "S1")
    }

    @Test func restorationLinesCarryTheirWindowsSession() throws {
        let container = FileManager.default.temporaryDirectory.appendingPathComponent("trace-kinds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: container) }
        let app = try #require(DemoAppCatalog.app(named: "notes"))
        let simulator = Simulator(app: app, containerURL: container)
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.open(url: "notes://note/7", window: nil))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.kill)
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        let state = simulator.snapshot
        let restored = try #require(state.console.first { $0.source == .engine && $0.message == "S1: restored NoteDetail(7)" })
        #expect(restored.sessionIdentifier == "S1")
        #expect(state.window(of: restored) == WindowName(identity: "main"))
    }
}
