import Foundation
import Route
import RouteInterface
import SimulatedUIKit
import Simulator
import Testing

/// A host's own log: records what the engine reports.
@MainActor final class RecordingLogSink: RouteLogSink {
    var lines: [String] = []
    func log(_ level: RouteLogLevel, _ message: String, errorName: String?) {
        lines.append("\(level.rawValue) \(errorName.map { "[\($0)] " } ?? "")\(message)")
    }
}

/// A host's own scheduler: the main run loop, with every delay asked of it recorded.
@MainActor final class RecordingScheduler: RouteScheduler {
    let runLoop = MainRunLoopScheduler()
    var delays: [TimeInterval] = []
    var now: TimeInterval { runLoop.now }
    func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> RouteScheduledWork? {
        delays.append(delay)
        return runLoop.schedule(after: delay, body)
    }
    func cancel(_ work: RouteScheduledWork) { runLoop.cancel(work) }
}

/// Issue 16, build 1: the engine's time and log are injected, as SwiftNIO injects its event loop; a
/// README-shaped host passes neither and gets the main run loop and the system log.
@MainActor @Suite struct EngineEnvironmentTests {
    @Test("a host's log sink gets the engine's messages, and the device console none of them")
    func injectedLogSinkReceivesEngineMessages() throws {
        let app = TestApp()
        let sink = RecordingLogSink()
        app.logSink = sink
        let simulator = try app.launched()
        try simulator.apply(.open(url: "notes://nowhere", window: Harness.name("main")))
        #expect(sink.lines.contains("info S1 connected as main"))
        #expect(sink.lines.contains { $0.hasPrefix("error [unregisteredIntent] unregisteredIntent: ") })
        #expect(!simulator.console.contains { $0.source == .engine }, "the engine wrote to the console past the injected sink")
        #expect(app.handlerErrors == ["unregisteredIntent"])
    }

    @Test("the engine's timers run on the host's scheduler")
    func injectedSchedulerRunsEngineTimers() throws {
        let app = TestApp()
        let scheduler = RecordingScheduler()
        app.scheduler = scheduler
        let simulator = try app.launched()
        #expect(scheduler.delays.contains(5), "the splash watchdog (5 s, R10) was not scheduled on the host's scheduler")
        let handle = try Harness.handle(simulator, "main")
        simulator.device.perform { handle.push(to: AlphaViewController(), animated: true) }
        try simulator.apply(.wait(seconds: 1))
        #expect(scheduler.delays.contains(0.25), "restoration's coalescing flush (0.25 s, R15) was not scheduled on the host's scheduler")
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Alpha"])
    }

    @Test("without injection the engine reports to the device console as the engine")
    func defaultsWriteToTheSystemLog() throws {
        let simulator = try TestApp().launched()
        #expect(simulator.console.contains { $0.source == .engine && $0.message == "S1 connected as main" })
    }
}

/// Back and dismiss reach the engine the way a user's gestures reach an app: the navigation bar's back
/// button runs the top screen's `backAction`, and a sheet swiped down asks its presentation
/// controller's delegate; the engine answers both through its navigation queue (R12).
@MainActor @Suite struct UserNavigationThroughUIKitTests {
    @Test("the back button pops through the engine's back action, waiting for a push in flight")
    func backButtonWaitsForTheTransition() throws {
        let simulator = try TestApp().launched()
        let handle = try Harness.handle(simulator, "main")
        simulator.device.perform { handle.push(to: AlphaViewController(), animated: false) }
        simulator.device.perform { handle.push(to: BetaViewController(), animated: true) }
        let top = try #require(handle.currentViewController)
        #expect(top.navigationItem.backAction?.identifier == UIAction.Identifier("com.route.backAction"))
        try simulator.apply(.back(Harness.name("main")))
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Alpha", "Beta"], "the back waits for Beta's push")
        try simulator.apply(.wait(seconds: 1))
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", "Alpha"])
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }

    @Test("a sheet swiped down mid-presentation is dismissed by the engine once it is up")
    func interactiveDismissalGoesThroughTheEngine() throws {
        let simulator = try TestApp().launched()
        let handle = try Harness.handle(simulator, "main")
        let sheet = SheetViewController()
        simulator.device.perform { handle.present(sheet, with: .currentController, animated: true, completion: nil) }
        #expect(sheet.presentationController?.delegate != nil, "the engine does not hear the sheet's interactive dismissal")
        try simulator.apply(.dismiss(Harness.name("main")))
        try simulator.apply(.wait(seconds: 1))
        #expect(try Harness.window(simulator, "main").presented.isEmpty)
        #expect(Harness.uikitWarnings(simulator).isEmpty)
    }
}
