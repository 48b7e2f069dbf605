import Foundation
import RouteInterface
import Simulator
import Testing

/// Issue 13 item 1 through the engine: a link's values reach the router with its match, a value that
/// does not decode is refused with the reason, and ties are reported when the app registers.
@MainActor @Suite struct URLTemplateRoutingTests {
    func launched(_ app: TestApp) throws -> Simulator {
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        return simulator
    }

    func kickstarterApp() -> TestApp {
        let app = TestApp()
        app.registrations = [
            .url(URL(string: "notes://projects/:creator/:project?ref_tag=:ref?")),
            .url(URL(string: "notes://projects/:creator/:project/comments")),
            .url(URL(string: "notes://note")),
        ]
        app.screenForMatch = { match in ItemViewController(match["project"] ?? match.remainingPathSegments.first ?? "-") }
        return app
    }

    @Test func theRouterReceivesTheMatchWithItsValues() throws {
        let app = kickstarterApp()
        let simulator = try launched(app)
        try simulator.apply(.open(url: "notes://projects/jane/robot%20arm?ref_tag=email", window: nil))
        try simulator.apply(.open(url: "notes://projects/jane/robot%20arm/comments", window: nil))
        try simulator.apply(.wait(seconds: 2))
        #expect(app.executedMatches.map(\.parameters) == [
            ["creator": "jane", "project": "robot arm", "ref": "email"],
            ["creator": "jane", "project": "robot arm"],
        ])
        #expect(app.executedMatches.map(\.registration) == [
            .url(URL(string: "notes://projects/:creator/:project?ref_tag=:ref?")),
            .url(URL(string: "notes://projects/:creator/:project/comments")),
        ])
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Item(robot arm)", "Item(robot arm)"])
    }

    @Test func aValueThatDoesNotDecodeIsRefusedWithTheReasonAndNothingMoves() throws {
        let app = kickstarterApp()
        let simulator = try launched(app)
        try simulator.apply(.open(url: "notes://projects/jane/arm?ref_tag=%E2%82", window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.lastError == "unregisteredIntent")
        #expect(simulator.console.contains { $0.message.contains("is refused: query item ref_tag (\"%E2%82\") is not percent-encoded UTF-8") })
        #expect(app.handlerErrors == ["unregisteredIntent"])
        #expect(try Harness.window(simulator, "main").stack.names == ["Home"])
    }

    @Test func tiesAreReportedOnceWhenTheAppRegisters() throws {
        let app = TestApp()
        app.registrations = [.url(URL(string: "notes://note/:id")), .url(URL(string: "notes://note/:key"))]
        let simulator = try launched(app)
        let ties = simulator.warnings.filter { $0.contains("are equally specific") }
        #expect(ties == ["registerIntents: url:notes://note/:id and url:notes://note/:key are equally specific and can match the same URL; url:notes://note/:id wins (the smaller registration) (R5)"])
        try simulator.apply(.open(url: "notes://note/5", window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Item(5)"])
    }
}
