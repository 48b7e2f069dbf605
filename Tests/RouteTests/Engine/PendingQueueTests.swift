import Foundation
import RouteInterface
import Simulator
import Testing

/// R7: the per-window FIFO queue, bounded at 64.
@MainActor @Suite struct PendingQueueTests {
    @Test func threeIntentsQueuedBeforeTheRouteIsLiveReplayInArrivalOrder() throws {
        let app = TestApp()
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.open(url: "notes://note/1", window: nil))
        try simulator.apply(.continueActivity(ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "2")]), window: nil))
        try simulator.apply(.open(url: "notes://note/3", window: nil))
        #expect(try Harness.window(simulator, "main").pending.map(\.intent.description)
                == ["url:notes://note/1", "activity:com.notes.viewing", "url:notes://note/3"])
        #expect(app.executions.isEmpty)
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 3))
        #expect(app.executions == ["main url:notes://note/1", "main activity:com.notes.viewing", "main url:notes://note/3"])
        let main = try Harness.window(simulator, "main")
        #expect(main.stack.names == ["Home", "Item(1)", "Item(2)", "Item(3)"])
        #expect(main.pending.isEmpty)
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    @Test func the65thQueuedIntentReportsPendingQueueFull() throws {
        let app = TestApp()
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        for n in 1...65 {
            try simulator.apply(.open(url: "notes://note/\(n)", window: nil))
        }
        let main = try Harness.window(simulator, "main")
        #expect(main.pending.count == 64)
        #expect(main.pending.last?.intent == .url(URL(string: "notes://note/64")))
        #expect(app.handlerErrors == ["pendingQueueFull"])
        #expect(simulator.lastError == "pendingQueueFull")
    }
}
