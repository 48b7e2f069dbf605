import DemoApps
import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// Issue 13 item 5: a window may hold a value besides its identity (a room id), so that
/// `.preferExistingHolding` finds the window that holds the value, opens a new window of the identity
/// for a new value (one per (identity, value) under `windowPerScene`), and the value survives relaunch.
@MainActor @Suite struct ValueKeyedWindowTests {
    /// `notes://note/N` goes to the `side` window holding `N`.
    private func roomApp() -> TestApp {
        let app = TestApp()
        app.routing = { intent in
            guard let room = intent.urlPathSegments?.first else { return .currentScene }
            return .preferExistingHolding(.side, value: room)
        }
        return app
    }

    private func open(_ simulator: Simulator, _ link: String) throws {
        try simulator.apply(.open(url: link, window: nil))
        try simulator.apply(.wait(seconds: 1))
    }

    @Test func aNewValueOpensAnotherWindowAndAKnownOneGoesToItsWindow() throws {
        let app = roomApp()
        let simulator = try app.launched()
        try open(simulator, "notes://note/42")
        try open(simulator, "notes://note/7")
        #expect(simulator.windowNames.map(\.description) == ["main", "side", "side#2"])
        try open(simulator, "notes://note/42")
        #expect(simulator.windowNames.map(\.description) == ["main", "side", "side#2"])
        // The second link for 42 ran in the window holding 42 (the test router pushes it again).
        #expect(try Harness.window(simulator, "side").stack.names == ["Home", "Item(42)", "Item(42)"])
        #expect(try Harness.window(simulator, "side#2").stack.names == ["Home", "Item(7)"])
        let manager = try #require(try Harness.handle(simulator, "side").sceneHandle)
        let side = try Harness.handle(simulator, "side")
        #expect(side.sceneValue == "42")
        #expect(manager.sceneValue(of: try #require(side.windowScene)) == "42")
        #expect(app.handlerErrors.isEmpty)
        #expect(simulator.invariantViolations().isEmpty)
    }

    @Test func theValueSurvivesRelaunchThroughTheSession() throws {
        let app = roomApp()
        let simulator = try app.launched()
        try open(simulator, "notes://note/42")
        try open(simulator, "notes://note/7")
        try simulator.apply(.kill)
        try simulator.apply(.relaunch)
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.windowNames.map(\.description) == ["main", "side", "side#2"])
        #expect(try Harness.handle(simulator, "side#2").sceneValue == "7")
        // Without the value kept, this would open a third side window (or be refused as a duplicate).
        try open(simulator, "notes://note/7")
        #expect(simulator.windowNames.map(\.description) == ["main", "side", "side#2"])
        #expect(try Harness.window(simulator, "side#2").stack.names == ["Home", "Item(7)"])
        #expect(!simulator.warnings.contains { $0.contains("destroying the new") })
    }

    @Test func requestingAnOpenValueIsSceneAlreadyActiveAndANewValueOpensAWindow() throws {
        let app = TestApp()
        let simulator = try app.launched()
        let handle = try Harness.handle(simulator, "main")
        simulator.device.perform {
            handle.sceneHandle?.requestSceneActivation(TestScene.side, value: "1") { app.handlerErrors.append("\($0)") }
            handle.sceneHandle?.requestSceneActivation(TestScene.side, value: "1") { app.handlerErrors.append("\($0)") }
            handle.sceneHandle?.requestSceneActivation(TestScene.side, value: "2") { app.handlerErrors.append("\($0)") }
        }
        try simulator.apply(.wait(seconds: 1))
        #expect(app.handlerErrors == ["sceneAlreadyActive"])
        #expect(simulator.windowNames.map(\.description) == ["main", "side", "side#2"])
        #expect(try Harness.handle(simulator, "side#2").sceneValue == "2")
    }

    @Test func windowBehaviourMayDifferPerScene() throws {
        let app = TestApp()
        app.sceneWindowBehavior = { $0 == .side ? .undefined : .windowPerScene }
        let simulator = try app.launched()
        let handle = try Harness.handle(simulator, "main")
        simulator.device.perform {
            handle.sceneHandle?.requestSceneActivation(TestScene.side) { app.handlerErrors.append("\($0)") }
            handle.sceneHandle?.requestSceneActivation(TestScene.side) { app.handlerErrors.append("\($0)") }
            handle.sceneHandle?.requestSceneActivation(TestScene.main) { app.handlerErrors.append("\($0)") }
        }
        try simulator.apply(.wait(seconds: 1))
        // Any number of side windows; main stays one.
        #expect(app.handlerErrors == ["sceneAlreadyActive"])
        #expect(simulator.windowNames.map(\.description) == ["main", "side", "side#2"])
        try simulator.apply(.newWindow(scene: "main"))
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.windowNames.map(\.description) == ["main", "side", "side#2"])
        #expect(simulator.invariantViolations().isEmpty)
    }

    @Test func aSingleWindowAppKeepsAValueKeyedIntentInTheCurrentWindow() throws {
        let app = roomApp()
        app.infoPlist = NotesApp.infoPlist(supportsMultipleScenes: false)
        let simulator = try app.launched()
        try open(simulator, "notes://note/42")
        #expect(simulator.windowNames.map(\.description) == ["main"])
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Item(42)"])
    }
}
