import Foundation
import RouteInterface
import Simulator
import Testing

/// R8: every queued intent, cold or warm, is offered to `shouldExecute` once the route is live.
@MainActor @Suite struct ExecutionPermissionTests {
    /// Launches the test app signed in, with `notes://note/9` arriving cold (in the launch) or warm
    /// (after the route is live), and settles.
    func deliver(cold: Bool, app: TestApp, auth: AuthOutcome = .signedIn) throws -> Simulator {
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload(urls: cold ? ["notes://note/9"] : [])))
        try simulator.apply(.auth(auth))
        try simulator.apply(.wait(seconds: 1))
        if !cold {
            try simulator.apply(.open(url: "notes://note/9", window: nil))
            try simulator.apply(.wait(seconds: 1))
        }
        return simulator
    }

    @Test(arguments: [true, false])
    func executeIntentRoutesIt(cold: Bool) throws {
        let app = TestApp()
        app.shouldExecute = { _, _, _ in .executeIntent(isAnimated: true) }
        let simulator = try deliver(cold: cold, app: app)
        let main = try Harness.window(simulator, "main")
        #expect(main.stack.names == ["Home", "Item(9)"])
        #expect(main.pending.isEmpty)
        #expect(app.permissionLog == ["main url:notes://note/9 -> executeIntent(isAnimated: true)"])
        #expect(app.handlerErrors.isEmpty)
    }

    @Test(arguments: [true, false])
    func executionDeniedKeepsItQueuedUntilTheNextAuthEvent(cold: Bool) throws {
        let app = TestApp()   // default: denied while signed out
        let simulator = try deliver(cold: cold, app: app, auth: .signedOut)
        var main = try Harness.window(simulator, "main")
        #expect(main.stack.names == ["Home"])
        #expect(main.pending.map(\.isDenied) == [true])
        #expect(app.routerFailures == ["main executionDenied"])
        #expect(app.permissionLog.count == 1, "a denied intent is not offered again before an auth event")
        try simulator.apply(.wait(seconds: 5))
        #expect(app.permissionLog.count == 1)
        try simulator.apply(.signIn)
        try simulator.apply(.wait(seconds: 1))
        main = try Harness.window(simulator, "main")
        #expect(main.stack.names == ["Home", "Item(9)"])
        #expect(main.pending.isEmpty)
        #expect(app.permissionLog.last == "main url:notes://note/9 -> executeIntent(isAnimated: true)")
    }

    @Test(arguments: [true, false])
    func intentExecutedRemovesItWithoutNavigating(cold: Bool) throws {
        let app = TestApp()
        app.shouldExecute = { _, _, _ in .intentExecuted }
        let simulator = try deliver(cold: cold, app: app)
        let main = try Harness.window(simulator, "main")
        #expect(main.stack.names == ["Home"])
        #expect(main.pending.isEmpty)
        #expect(app.executions.isEmpty)
        #expect(app.permissionLog == ["main url:notes://note/9 -> intentExecuted"])
        #expect(app.handlerErrors.isEmpty)
        #expect(app.routerFailures.isEmpty)
    }
}
