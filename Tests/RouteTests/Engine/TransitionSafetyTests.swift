import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// R12: vetoes, identical requests, navigation requested during a transition.
@MainActor @Suite struct TransitionSafetyTests {
    let app = TestApp()

    func launched() throws -> (Simulator, RouteHandle) {
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        return (simulator, try Harness.handle(simulator, "main"))
    }

    @Test func canPushVetoReportsNavigationVetoedAndLeavesTheStack() throws {
        app.canPush = { _, to in !(to is BetaViewController) }
        let (simulator, handle) = try launched()
        simulator.device.perform { handle.push(to: BetaViewController(), animated: true) }
        try simulator.apply(.wait(seconds: 1))
        #expect(try Harness.window(simulator, "main").stack.names == ["Home"])
        #expect(simulator.lastError == "navigationVetoed")
        #expect(app.routerFailures == ["main navigationVetoed"])
        simulator.device.perform { handle.push(to: AlphaViewController(), animated: true) }
        try simulator.apply(.wait(seconds: 1))
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Alpha"])
    }

    @Test func anIdenticalRequestInFlightIsIgnored() throws {
        let (simulator, handle) = try launched()
        simulator.device.perform {
            handle.push(to: AlphaViewController(), animated: true)
            handle.push(to: AlphaViewController(), animated: true)
        }
        try simulator.apply(.wait(seconds: 1))
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Alpha"])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    @Test func doubleTapInNotesPushesOnce() throws {
        try Harness.expectPasses("""
        app notes
        launch
        auth signedIn
        wait 1
        tap main "Open note 1" x2
        wait 1
        expect main stack NotesList > NoteDetail(1)
        expect warning none
        """)
    }

    @Test func navigationRequestedMidTransitionWaitsAndRunsInOrder() throws {
        let (simulator, handle) = try launched()
        simulator.device.perform { handle.push(to: AlphaViewController(), animated: true) }
        try simulator.apply(.wait(seconds: 0.1))
        simulator.device.perform {
            handle.push(to: BetaViewController(), animated: true)
            handle.present(SheetViewController(), with: .currentController, animated: true, completion: nil)
            handle.push(to: GammaViewController(), animated: true)
        }
        try simulator.apply(.wait(seconds: 0.2))
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Alpha"], "Beta waits for Alpha's transition")
        try simulator.apply(.wait(seconds: 3))
        let main = try Harness.window(simulator, "main")
        #expect(main.stack.names == ["Home", "Alpha", "Beta", "Gamma"])
        #expect(main.presented.names == ["Sheet"])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
        #expect(simulator.processState == .running)
    }

    @Test func navigationDuringTheUsersBackTransitionWaits() throws {
        let (simulator, handle) = try launched()
        simulator.device.perform { handle.push(to: AlphaViewController(), animated: false) }
        try simulator.apply(.back(Harness.name("main")))
        simulator.device.perform { handle.push(to: BetaViewController(), animated: true) }
        try simulator.apply(.wait(seconds: 2))
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Beta"])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }
}
