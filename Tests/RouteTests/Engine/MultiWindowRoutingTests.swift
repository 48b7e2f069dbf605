import Foundation
import RouteInterface
import Simulator
import Testing

/// R3 `.undefined` with the execution policies, R4 single-scene apps, R6 forwarding.
@MainActor @Suite struct MultiWindowRoutingTests {
    /// The test app under `.undefined`, signed in, with `main`, `side`, `side#2` (most recent), the
    /// shortcut preferring an existing `side` window.
    func twoSideWindows(_ policy: UISceneExecutionPolicy, app: TestApp) throws -> Simulator {
        app.windowBehavior = .undefined
        app.executionPolicy = policy
        app.routing = { $0 == .shortcutItem(type: "new-note") ? .preferExisting(.side) : .currentScene }
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.newWindow(scene: "side"))
        try simulator.apply(.newWindow(scene: "side"))
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.windowNames.map(\.description) == ["main", "side", "side#2"])
        try simulator.apply(.shortcut(type: "new-note", window: Harness.name("main")))
        try simulator.apply(.wait(seconds: 2))
        return simulator
    }

    func tops(_ simulator: Simulator) -> [String] {
        simulator.windows().map { "\($0.name) \($0.top ?? "-")" }
    }

    @Test func undefinedAllowsTwoWindowsAndDefaultPolicyRunsInTheFirst() throws {
        let app = TestApp()
        let simulator = try twoSideWindows(.default, app: app)
        #expect(tops(simulator) == ["main Home", "side Item(new-note)", "side#2 Home"])
        #expect(app.executions == ["side shortcut:new-note"])
        #expect(simulator.invariantViolations().isEmpty)
    }

    @Test func mostRecentPolicyRunsInTheMostRecentlyActiveWindow() throws {
        let app = TestApp()
        let simulator = try twoSideWindows(.mostRecent, app: app)
        #expect(tops(simulator) == ["main Home", "side Home", "side#2 Item(new-note)"])
        #expect(app.executions == ["side shortcut:new-note"])
    }

    @Test func mostRecentPolicyFollowsActivation() throws {
        let app = TestApp()
        app.windowBehavior = .undefined
        app.executionPolicy = .mostRecent
        app.routing = { $0 == .shortcutItem(type: "new-note") ? .preferExisting(.side) : .currentScene }
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.newWindow(scene: "side"))
        try simulator.apply(.newWindow(scene: "side"))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.inactive(Harness.name("side")))
        try simulator.apply(.active(Harness.name("side")))
        try simulator.apply(.shortcut(type: "new-note", window: Harness.name("main")))
        try simulator.apply(.wait(seconds: 2))
        #expect(tops(simulator) == ["main Home", "side Item(new-note)", "side#2 Home"])
    }

    @Test func allPolicyRunsOnceInEachWindow() throws {
        let app = TestApp()
        let simulator = try twoSideWindows(.all, app: app)
        #expect(tops(simulator) == ["main Home", "side Item(new-note)", "side#2 Item(new-note)"])
        #expect(app.executions == ["side shortcut:new-note", "side shortcut:new-note"])
        #expect(simulator.windows().map(\.stack.count) == [1, 2, 2])
    }

    @Test func singleSceneAppReportsMultipleScenesNotSupported() throws {
        let app = TestApp()
        app.infoPlist.supportsMultipleScenes = false
        app.routing = { $0 == .shortcutItem(type: "new-note") ? .newScene(.side) : .currentScene }
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        let handle = try Harness.handle(simulator, "main")
        simulator.device.perform { handle.sceneHandle?.requestSceneActivation(TestScene.side) { app.handlerErrors.append("\($0)") } }
        #expect(app.handlerErrors == ["multipleScenesNotSupported"])
        // `.newScene` degrades to the current window.
        try simulator.apply(.shortcut(type: "new-note", window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.windowNames.map(\.description) == ["main"])
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Item(new-note)"])
        #expect(app.handlerErrors == ["multipleScenesNotSupported"])
    }

    @Test func singleNotesAppDegrades() throws {
        try Harness.expectPasses("""
        app single
        launch
        auth signedIn
        wait 1
        tap main "New note window"
        wait 1
        expect error multipleScenesNotSupported
        expect windows main
        shortcut new-note
        wait 1
        expect windows main
        expect main top Compose
        """)
    }

    @Test func aForwardedIntentRunsExactlyOnceInTheNewWindow() throws {
        let app = TestApp()
        app.routing = { $0 == .shortcutItem(type: "new-note") ? .newScene(.side) : .currentScene }
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.shortcut(type: "new-note", window: nil))
        try simulator.apply(.wait(seconds: 2))
        #expect(simulator.windowNames.map(\.description) == ["main", "side"])
        #expect(app.executions == ["side shortcut:new-note"])
        #expect(try Harness.window(simulator, "side").stack.names == ["Home", "Item(new-note)"])
        #expect(try Harness.window(simulator, "main").stack.names == ["Home"])
        // Activation cycles and auth events do not replay it.
        try simulator.apply(.background(Harness.name("side")))
        try simulator.apply(.foreground(Harness.name("side")))
        try simulator.apply(.signOut)
        try simulator.apply(.signIn)
        try simulator.apply(.wait(seconds: 2))
        #expect(app.executions == ["side shortcut:new-note"])
        #expect(app.shortcutCompletions == [true])
        #expect(app.handlerErrors.isEmpty)
        let traces = simulator.intentTraces.filter { $0.intent == .shortcutItem(type: "new-note") }
        #expect(traces.count == 1)
    }

    @Test func newSceneForAnOpenIdentityReportsSceneAlreadyActive() throws {
        let app = TestApp()
        app.routing = { $0 == .shortcutItem(type: "new-note") ? .newScene(.side) : .currentScene }
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.newWindow(scene: "side"))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.shortcut(type: "new-note", window: Harness.name("main")))
        try simulator.apply(.wait(seconds: 1))
        #expect(app.handlerErrors == ["sceneAlreadyActive"])
        #expect(simulator.windowNames.map(\.description) == ["main", "side"])
    }
}
