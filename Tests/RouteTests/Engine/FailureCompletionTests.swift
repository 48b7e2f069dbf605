import Foundation
import RouteInterface
import Simulator
import Testing

/// R9: error handlers and completions run once per failing intent, never on success; UIKit's shortcut
/// completion handler runs exactly once, always.
@MainActor @Suite struct FailureCompletionTests {
    @Test func routeToCompletionIsNeverCalledOnSuccess() throws {
        let app = TestApp()
        let simulator = try app.launched()
        let handle = try Harness.handle(simulator, "main")
        var calls: [String] = []
        simulator.device.perform {
            handle.route(to: .url(URL(string: "notes://note/5"))) { calls.append("\($0)") }
        }
        try simulator.apply(.wait(seconds: 1))
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Item(5)"])
        #expect(calls.isEmpty)
    }

    @Test func routeToCompletionIsCalledOncePerFailingIntent() throws {
        let app = TestApp()
        app.canPush = { _, to in !(to is ItemViewController && to.screenValue == "vetoed") }
        let simulator = try app.launched()
        let handle = try Harness.handle(simulator, "main")
        var calls: [String] = []
        simulator.device.perform {
            handle.route(to: .url(URL(string: "other://x"))) { calls.append("\($0)") }
            handle.route(to: .url(URL(string: "notes://note/vetoed"))) { calls.append("\($0)") }
            handle.route(to: .url(URL(string: "notes://note/fine"))) { calls.append("\($0)") }
        }
        try simulator.apply(.wait(seconds: 2))
        #expect(calls == ["unregisteredIntent", "navigationVetoed"])
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Item(fine)"])
    }

    @Test func forwarderErrorHandlerRunsOnceForAFailureAndNeverOnSuccess() throws {
        let app = TestApp()
        let simulator = try app.launched()
        try simulator.apply(.open(url: "notes://note/1", window: nil))
        try simulator.apply(.continueActivity(ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "2")]), window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(app.handlerErrors.isEmpty)
        try simulator.apply(.open(url: "notes://unknown/1", window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(app.handlerErrors == ["unregisteredIntent"])
    }

    @Test func shortcutCompletionHandlerIsCalledExactlyOnceWithItsOutcome() throws {
        let app = TestApp()
        var plist = app.infoPlist
        plist.shortcutItems.append(.init(type: "unknown", title: "Unknown"))
        app.infoPlist = plist
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        // Queued while the route is not live: accepted.
        try simulator.apply(.shortcut(type: "new-note", window: nil))
        #expect(app.shortcutCompletions == [true])
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 2))
        #expect(app.shortcutCompletions == [true], "routing the queued shortcut does not call it again")
        // Routed at once.
        try simulator.apply(.shortcut(type: "new-note", window: nil))
        try simulator.apply(.wait(seconds: 1))
        // Not matched: false, and the error handler once.
        try simulator.apply(.shortcut(type: "unknown", window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(app.shortcutCompletions == [true, true, false])
        #expect(app.handlerErrors == ["unregisteredIntent"])
        #expect(!simulator.warnings.contains { $0.contains("completionHandler") })
    }
}
