import Route
import RouteInterface
import SimulatedUIKit
import Simulator
import Testing

/// R20: sign-out (and a re-authentication the router covers for) takes effect in its own instant.
/// The Notes cases are scenario files (`Resources/Scenarios/sign-out-*.scenario`); these cover what the
/// Notes router never does.
@MainActor @Suite struct SignOutCoverTests {
    /// A test app whose intents open `Vault`, a screen that requires sign-in.
    func vaultApp() -> TestApp {
        let app = TestApp()
        app.screenForIntent = { intent in VaultViewController(intent.urlPathSegments?.first ?? "") }
        return app
    }

    @Test("a router that leaves protected screens after sign-out keeps the window covered, idle, until sign-in, and is warned about")
    func routerThatNeverReplaces() throws {
        let app = vaultApp()
        let simulator = try app.launched()
        try simulator.apply(.open(url: "notes://note/1", window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(try Harness.window(simulator, "main").top == "Vault(1)")
        try simulator.apply(.signOut)
        #expect(try Harness.window(simulator, "main").overlay == .obscured)
        #expect(try Harness.handle(simulator, "main").isAuthCovered)
        try simulator.apply(.wait(seconds: 0.5))
        // Within a transition's time the cover is not reported: the router may still be replacing the stack.
        #expect(!simulator.console.contains { $0.level == .warning })
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.isIdle)
        #expect(try Harness.window(simulator, "main").overlay == .obscured)
        // Stuck: one engine warning naming the router method and the stack it produced (R20), which
        // `expect warning none`, `expect always secure` and the monkey (engine warnings) fail on.
        let warnings = simulator.console.filter { $0.level == .warning && $0.source == .engine }.map(\.message)
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("updateRouteIfNeeded(for:sessionEvent:) produced the stack Home > Vault(1), which keeps Vault(1) requiring sign-in") == true, "\(warnings)")
        #expect(try Harness.handle(simulator, "main").isAuthCoverStuck)
        #expect(simulator.signedOutScreenExposure() == ["main stays covered after sign-out: its new stack never became live (see the engine's warning)"])
        #expect(simulator.invariantViolations().isEmpty)
        try simulator.apply(.signIn)
        #expect(try Harness.window(simulator, "main").overlay == .none)
        #expect(try !Harness.handle(simulator, "main").isAuthCovered)
        #expect(try !Harness.handle(simulator, "main").isAuthCoverStuck)
    }

    @Test("a re-authentication covers at once where the router still opts into obscuration, until it clears")
    func reauthWhereTheRouterOptsIn() throws {
        let app = vaultApp()
        app.obscuresContent = { signedIn, _ in signedIn }
        let simulator = try app.launched()
        try simulator.apply(.open(url: "notes://note/2", window: nil))
        try simulator.apply(.reauth)
        #expect(try Harness.window(simulator, "main").overlay == .obscured)
        try simulator.apply(.wait(seconds: 1))
        #expect(try Harness.window(simulator, "main").overlay == .obscured)
        #expect(try Harness.window(simulator, "main").top == "Vault(2)")
        try simulator.apply(.signIn)
        #expect(try Harness.window(simulator, "main").overlay == .none)
    }

    @Test("the default router opts out while re-authentication is pending: reauth does not cover")
    func reauthWithTheDefaultRouter() throws {
        let simulator = try vaultApp().launched()
        try simulator.apply(.open(url: "notes://note/3", window: nil))
        try simulator.apply(.reauth)
        #expect(try Harness.window(simulator, "main").overlay == .none)
        #expect(try !Harness.handle(simulator, "main").isAuthCovered)
    }

    @Test("a sign-out with nothing protected in flight puts up no cover: Notes' SignIn is live in the same instant")
    func idleSignOutNeedsNoCover() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.signOut)
        #expect(try Harness.window(simulator, "main").stack.names == ["SignIn"])
        #expect(try Harness.window(simulator, "main").overlay == .none)
        #expect(!simulator.console.contains { $0.message.contains("content covered at once") })
    }
}
