import AuthSessionInterface
import Foundation
import RouteInterface
import Simulator
import Testing

/// Issue 13 item 3: per route, what a link does while signed out: queue until sign-in (R8), drop with a
/// reported reason, or run signed out, through the router's `shouldExecute`.
@MainActor @Suite struct SignInPolicyTests {
    static let callback = SceneIntent.url(URL(string: "notes://oauth/callback"))
    static let post = SceneIntent.url(URL(string: "notes://post"))
    static let note = SceneIntent.url(URL(string: "notes://note"))

    /// The test app signed out, with the OAuth callback run signed out, posts dropped and notes queued.
    func signedOutApp() throws -> (TestApp, Simulator) {
        let app = TestApp()
        app.registrations = [Self.callback, Self.post, Self.note]
        app.shouldExecuteMatch = { match, status in
            let policy: SceneIntentSignInPolicy = switch match.registration {
            case Self.callback: .runSignedOut
            case Self.post: .dropWhileSignedOut
            default: .queueUntilSignIn
            }
            return policy.preferredPermission(for: status, whenAllowed: .executeIntent(isAnimated: true))
        }
        app.screenForMatch = { match in ItemViewController(match.pathSegments.last ?? match.host ?? "-") }
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedOut))
        try simulator.apply(.wait(seconds: 1))
        return (app, simulator)
    }

    @Test func eachRouteFollowsItsOwnPolicyWhileSignedOut() throws {
        let (app, simulator) = try signedOutApp()
        try simulator.apply(.open(url: "notes://oauth/callback?code=abc", window: nil))
        try simulator.apply(.open(url: "notes://post", window: nil))
        try simulator.apply(.open(url: "notes://note/7", window: nil))
        try simulator.apply(.wait(seconds: 1))
        // The callback ran signed out; the post was dropped with its reason; the note waits (R8).
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Item(callback)"])
        // The note's denial stays queued: info, not an error (docs/RULES.md R8).
        #expect(Harness.errors(simulator) == ["intentDropped"])
        #expect(simulator.console.contains { $0.message == "intentDropped: url:notes://post in S1: signed out, and this link is dropped while signed out" })
        #expect(app.handlerErrors == ["intentDropped"])
        #expect(app.routerFailures == ["main intentDropped", "main executionDenied"])
        #expect(try Harness.window(simulator, "main").pending.map(\.intent) == [.url(URL(string: "notes://note/7"))])

        try simulator.apply(.signIn)
        try simulator.apply(.wait(seconds: 1))
        // Only the queued note runs after sign-in; the dropped post never comes back.
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Item(callback)", "Item(7)"])
        #expect(app.executedMatches.map(\.intent.description) == ["url:notes://oauth/callback?code=abc", "url:notes://note/7"])
        #expect(simulator.invariantViolations().isEmpty)
    }

    @Test func signedInEveryPolicyRuns() throws {
        let (app, simulator) = try signedOutApp()
        try simulator.apply(.signIn)
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.open(url: "notes://post", window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(try Harness.window(simulator, "main").top == "Item(post)")
        #expect(app.handlerErrors.isEmpty)
    }

    @Test func aDroppingRouteStillWaitsWhileTheSessionIsLoading() {
        let whenAllowed = SceneIntentExecutionPermission.executeIntent(isAnimated: false)
        let table: [(AuthSessionStatus, SceneIntentSignInPolicy, SceneIntentExecutionPermission)] = [
            (.signedIn, .dropWhileSignedOut, whenAllowed),
            (.signedOut, .dropWhileSignedOut, .executionDropped(reason: "signed out, and this link is dropped while signed out")),
            (.validating, .dropWhileSignedOut, .executionDenied),
            (.biometricAuthentication, .dropWhileSignedOut, .executionDenied),
            (.signedOut, .queueUntilSignIn, .executionDenied),
            (.signedOut, .runSignedOut, whenAllowed),
            (.syncing, .runSignedOut, whenAllowed),
        ]
        for (status, policy, expected) in table {
            #expect(policy.preferredPermission(for: status, whenAllowed: whenAllowed) == expected, "\(status) \(policy)")
        }
    }
}
