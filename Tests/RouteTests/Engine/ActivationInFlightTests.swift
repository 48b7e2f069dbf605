import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// R3 as amended: an identity whose activation is requested and not yet connected counts as open, so
/// a second request in the same instant never flashes up a window that R3 would destroy at connection.
@MainActor @Suite struct ActivationInFlightTests {
    @Test func twoRequestsInOneInstantOpenOneWindowAndReportSceneAlreadyActiveOnce() throws {
        let app = TestApp()
        let (simulator, handle) = try launchedSignedIn(app)
        simulator.device.perform {
            handle.sceneHandle?.requestSceneActivation(TestScene.side) { app.handlerErrors.append("\($0)") }
            handle.sceneHandle?.requestSceneActivation(TestScene.side) { app.handlerErrors.append("\($0)") }
        }
        try simulator.apply(.wait(seconds: 1))
        #expect(app.handlerErrors == ["sceneAlreadyActive"])
        #expect(simulator.windowNames.map(\.description) == ["main", "side"])
        #expect(!simulator.warnings.contains { $0.contains("destroying the new") })
        #expect(simulator.invariantViolations().isEmpty)
    }

    @Test func notesNewNoteWindowTappedTwiceConnectsOneComposeWindow() throws {
        try Harness.expectPasses("""
        app notes
        launch
        auth signedIn
        wait 1
        tap main "New note window" x2
        expect error sceneAlreadyActive
        expect windows main compose
        expect warning none
        wait 1
        expect windows main compose
        expect compose top Compose
        """)
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.tap(Harness.name("main"), title: "New note window", count: 2))
        try simulator.apply(.wait(seconds: 1))
        #expect(Harness.errors(simulator) == ["sceneAlreadyActive"])
        // S2 is the one compose window; no S3 was ever connected.
        #expect(!simulator.console.contains { $0.message.contains("S3") })
    }

    @Test func theIdentityCanBeRequestedAgainOnceItsWindowIsGone() throws {
        try Harness.expectPasses("""
        app notes
        launch
        auth signedIn
        wait 1
        tap main "New note window"
        wait 1
        tap compose "Save"
        expect windows main
        tap main "New note window"
        wait 1
        expect windows main compose
        """)
    }

    @Test func aRequestWhoseIdentityActivityWasDroppedDoesNotStayInFlight() throws {
        let app = TestApp()
        app.infoPlist.activityTypes = ["com.notes.viewing"]
        let (simulator, handle) = try launchedSignedIn(app)
        // The identity activity is dropped (U4), so no `side` window ever connects; each later request
        // is sent to UIKit again instead of being refused as already in flight.
        simulator.device.perform { handle.sceneHandle?.requestSceneActivation(TestScene.side) { app.handlerErrors.append("\($0)") } }
        try simulator.apply(.wait(seconds: 1))
        simulator.device.perform { handle.sceneHandle?.requestSceneActivation(TestScene.side) { app.handlerErrors.append("\($0)") } }
        try simulator.apply(.wait(seconds: 1))
        #expect(app.handlerErrors.isEmpty)
        #expect(simulator.windowNames.map(\.description) == ["main"])
    }

    @Test func twoIntentsPreferringAWindowOnItsWayBothRunInIt() throws {
        let app = TestApp()
        app.routing = { _ in .preferExisting(.side) }
        let (simulator, handle) = try launchedSignedIn(app)
        routeTwoLinksInOneInstant(app, simulator, handle)
        try simulator.apply(.wait(seconds: 2))
        #expect(app.handlerErrors.isEmpty)
        #expect(simulator.windowNames.map(\.description) == ["main", "side"])
        #expect(try Harness.window(simulator, "side").stack.names == ["Home", "Item(1)", "Item(2)"])
        #expect(!simulator.warnings.contains { $0.contains("destroying the new") })
    }

    @Test func aSecondNewSceneIntentForAWindowOnItsWayIsSceneAlreadyActive() throws {
        let app = TestApp()
        app.routing = { _ in .newScene(.side) }
        let (simulator, handle) = try launchedSignedIn(app)
        routeTwoLinksInOneInstant(app, simulator, handle)
        try simulator.apply(.wait(seconds: 2))
        #expect(app.handlerErrors == ["sceneAlreadyActive"])
        #expect(try Harness.window(simulator, "side").stack.names == ["Home", "Item(1)"])
    }

    /// The app launched, signed in and idle, with its `main` window's route handle.
    private func launchedSignedIn(_ app: TestApp) throws -> (Simulator, RouteHandle) {
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        return (simulator, try Harness.handle(simulator, "main"))
    }

    /// Routes `notes://note/1` and `notes://note/2` from `handle` in one instant, collecting errors in `app`.
    private func routeTwoLinksInOneInstant(_ app: TestApp, _ simulator: Simulator, _ handle: RouteHandle) {
        simulator.device.perform {
            handle.route(to: .url(URL(string: "notes://note/1"))) { app.handlerErrors.append("\($0)") }
            handle.route(to: .url(URL(string: "notes://note/2"))) { app.handlerErrors.append("\($0)") }
        }
    }
}
