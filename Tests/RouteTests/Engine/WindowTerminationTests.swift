import Foundation
import RouteInterface
import Simulator
import Testing

/// R13 sign-out sweep, R19 pending intents dropped with their window, U5 closability, and the
/// `windowPerScene` invariant.
@MainActor @Suite struct WindowTerminationTests {
    @Test func signOutClosesOnlyOptedInWindows() throws {
        try Harness.expectPasses("""
        app notes
        launch
        auth signedIn
        wait 1
        tap main "New note window"
        wait 1
        expect windows main compose
        tap compose "Save"
        expect windows main
        tap main "New note window"
        wait 1
        signout
        wait 1
        expect windows main
        expect main stack SignIn
        expect running
        """)
    }

    @Test func signOutDismissesPresentedScreensInEveryWindow() throws {
        try Harness.expectPasses("""
        app notes
        launch
        auth signedIn
        wait 1
        tap main "Filters"
        wait 1
        expect main presented Filters
        signout
        wait 1
        expect main presented none
        expect main stack SignIn
        expect warning none
        """)
    }

    func allOptIn(mostRecent: String) throws -> Simulator {
        let app = TestApp()
        app.authTerminationAllowed = { _ in true }
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.newWindow(scene: "side"))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.inactive(Harness.name(mostRecent)))
        try simulator.apply(.active(Harness.name(mostRecent)))
        try simulator.apply(.signOut)
        try simulator.apply(.wait(seconds: 1))
        return simulator
    }

    @Test(arguments: ["main", "side"])
    func whenAllOptInTheMostRecentlyActiveStays(mostRecent: String) throws {
        let simulator = try allOptIn(mostRecent: mostRecent)
        #expect(simulator.windowNames.map(\.description) == [mostRecent])
        #expect(simulator.processState == .running)
    }

    @Test func aWindowDisconnectingWithThreeQueuedIntentsReportsThreeSceneDisconnected() throws {
        let app = TestApp()
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.newWindow(scene: "side"))
        let side = Harness.name("side")
        try simulator.apply(.open(url: "notes://note/1", window: side))
        try simulator.apply(.open(url: "notes://note/2", window: side))
        try simulator.apply(.shortcut(type: "new-note", window: side))
        #expect(try Harness.window(simulator, "side").pending.count == 3)
        try simulator.apply(.close(side))
        #expect(app.handlerErrors == ["sceneDisconnected", "sceneDisconnected", "sceneDisconnected"])
        #expect(simulator.console.filter { $0.errorName == "sceneDisconnected" }.count == 3)
        // Never replayed into another window.
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 2))
        #expect(app.executions.isEmpty)
        #expect(try Harness.window(simulator, "main").stack.names == ["Home"])
    }

    @Test func aWindowWhosePolicyForbidsSystemTerminationRefusesClose() throws {
        let app = TestApp()
        app.systemTerminationAllowed = { $0 != "side" }
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.newWindow(scene: "side"))
        try simulator.apply(.wait(seconds: 1))
        #expect(try Harness.window(simulator, "side").isClosable == false)
        try simulator.apply(.close(Harness.name("side")))
        #expect(simulator.windowNames.map(\.description) == ["main", "side"])
        #expect(simulator.warnings.contains { $0.contains("not closable") })
        try simulator.apply(.close(Harness.name("main")))
        #expect(simulator.windowNames.map(\.description) == ["side"])
    }

    /// Every path that could make a duplicate, with the invariant checked whenever the simulation is idle.
    @Test func noTwoConnectedWindowsShareAnIdentityWhenIdle() throws {
        let simulator = try Harness.notes()
        let events: [SimulationEvent] = [
            .launch(LaunchPayload()), .auth(.signedIn), .wait(seconds: 1),
            .newWindow(scene: "compose"), .newWindow(scene: "compose"), .newWindow(scene: "main"), .newWindow(scene: nil),
            .tap(Harness.name("main"), title: "New note window", count: 3), .wait(seconds: 1),
            .shortcut(type: "new-note", window: Harness.name("main")), .wait(seconds: 1),
            .kill, .launch(LaunchPayload(shortcut: "new-note")), .auth(.signedIn), .wait(seconds: 1),
            .newWindow(scene: "compose"), .tap(Harness.name("main"), title: "New note window", count: 1), .wait(seconds: 1),
        ]
        var idleChecks = 0
        for event in events {
            try simulator.apply(event)
            let names = simulator.windowNames
            if simulator.isIdle {
                idleChecks += 1
                #expect(simulator.invariantViolations().isEmpty, "after \(event)")
                #expect(Set(names.map(\.identity)).count == names.count, "after \(event): \(names)")
            }
        }
        #expect(idleChecks > 5)
        #expect(simulator.windowNames.map(\.description) == ["main", "compose"])
    }
}
