import Foundation
import Route
import RouteInterface
import Simulator
import Testing

/// R11: navigation actions with and without chains, the overlap rule, finite chains.
@MainActor @Suite struct NavigationActionTests {
    let app = TestApp()

    /// The test app launched signed in on `Home`, then each controller placed in its own instant
    /// without animation.
    func stack(after controllers: [@MainActor () -> any RoutingViewControlling]) throws -> (Simulator, [String]) {
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        let handle = try Harness.handle(simulator, "main")
        for make in controllers {
            simulator.device.perform { handle.push(to: make(), animated: false) }
        }
        return (simulator, try Harness.window(simulator, "main").stack.names)
    }

    /// `Gamma` whose chain is `Alpha > Beta`.
    static func gamma(_ action: NavigationAction) -> GammaViewController {
        GammaViewController(nil, action: action) { BetaViewController { AlphaViewController() } }
    }

    @Test func pushAppends() throws {
        #expect(try stack(after: [{ AlphaViewController() }, { BetaViewController() }]).1 == ["Home", "Alpha", "Beta"])
    }

    @Test func pushIgnoresTheChainWithoutWithChain() throws {
        #expect(try stack(after: [{ Self.gamma(.push) }]).1 == ["Home", "Gamma"])
    }

    @Test func replaceCurrentReplacesTheTop() throws {
        #expect(try stack(after: [{ AlphaViewController() }, { BetaViewController(nil, action: .replaceCurrent) }]).1 == ["Home", "Beta"])
    }

    @Test func replaceAllLeavesOnlyTheController() throws {
        #expect(try stack(after: [{ AlphaViewController() }, { BetaViewController(nil, action: .replaceAll) }]).1 == ["Beta"])
    }

    @Test func pushWithChainLaysTheChainBeneath() throws {
        #expect(try stack(after: [{ Self.gamma(.pushWithChain) }]).1 == ["Home", "Alpha", "Beta", "Gamma"])
    }

    @Test func pushWithChainSkipsTheOverlapWithTheTopOfTheStack() throws {
        #expect(try stack(after: [{ AlphaViewController() }, { Self.gamma(.pushWithChain) }]).1 == ["Home", "Alpha", "Beta", "Gamma"])
        #expect(try stack(after: [{ AlphaViewController() }, { BetaViewController() }, { Self.gamma(.pushWithChain) }]).1
                == ["Home", "Alpha", "Beta", "Gamma"])
    }

    @Test func replaceCurrentWithChainSkipsTheOverlapLeftAfterRemoval() throws {
        #expect(try stack(after: [{ AlphaViewController() }, { BetaViewController() }, { Self.gamma(.replaceCurrentWithChain) }]).1
                == ["Home", "Alpha", "Beta", "Gamma"])
        #expect(try stack(after: [{ AlphaViewController() }, { Self.gamma(.replaceCurrentWithChain) }]).1
                == ["Home", "Alpha", "Beta", "Gamma"])
    }

    @Test func replaceAllWithChainMakesTheChainTheWholeStack() throws {
        #expect(try stack(after: [{ AlphaViewController() }, { Self.gamma(.replaceAllWithChain) }]).1 == ["Alpha", "Beta", "Gamma"])
    }

    @Test func notesReplacingADetailKeepsOneList() throws {
        try Harness.expectPasses("""
        app notes
        launch
        auth signedIn
        wait 1
        open notes://note/1
        wait 1
        expect main stack NotesList > NoteDetail(1)
        open notes://note/2
        wait 1
        expect main stack NotesList > NoteDetail(2)
        """)
    }

    @Test func aCyclicChainReportsInvalidNavigationChainAndLeavesTheStack() throws {
        let (simulator, stack) = try stack(after: [{ AlphaViewController() }, { CycleAViewController() }])
        #expect(stack == ["Home", "Alpha"])
        #expect(simulator.lastError == "invalidNavigationChain")
        #expect(app.routerFailures == ["main invalidNavigationChain"])
    }

    @Test func aChainOf32IsAcceptedAndOf33Refused() throws {
        let (_, accepted) = try stack(after: [{ LevelViewController.make(33) }])
        #expect(accepted.count == 1 + 33)
        #expect(accepted.last == "Level(33)")
        let (simulator, refused) = try stack(after: [{ LevelViewController.make(34) }])
        #expect(refused == ["Home"])
        #expect(simulator.lastError == "invalidNavigationChain")
    }

    @Test func anEndlessChainFromAnIntentIsRefusedWithoutHanging() throws {
        app.screenForIntent = { _ in LevelViewController.make(1, endless: true) }
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        let handle = try Harness.handle(simulator, "main")
        var calls: [String] = []
        simulator.device.perform {
            handle.route(to: .url(URL(string: "notes://note/1"))) { calls.append("\($0)") }
        }
        try simulator.apply(.wait(seconds: 1))
        #expect(calls == ["invalidNavigationChain"])
        let main = try Harness.window(simulator, "main")
        #expect(main.stack.names == ["Home"])
        #expect(main.pending.isEmpty)
    }
}
