import Foundation
import RouteInterface
import Simulator
import Testing

/// R10: the splash covers the window while the session loads; both timings; the 5 s watchdog.
@MainActor @Suite struct SplashLaunchTests {
    func window(_ simulator: Simulator) throws -> WindowSnapshot { try Harness.window(simulator, "main") }

    @Test func waitTimingSessionLoadedBeforeAnimationEndsWaitsForTheAnimation() throws {
        let app = TestApp()
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 0.5))
        #expect(try window(simulator).overlay == .splash)
        #expect(try window(simulator).stack.isEmpty)
        #expect(app.initialRouteCount == 0)
        try simulator.apply(.wait(seconds: 0.1))
        #expect(try window(simulator).overlay == .none)
        #expect(try window(simulator).stack.names == ["Home"])
        #expect(app.initialRouteCount == 1)
        #expect(try Harness.handle(simulator, "main").isRouteInitialized)
    }

    @Test func waitTimingSessionLoadedAfterAnimationEndsInstallsAtLoad() throws {
        let app = TestApp()
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.wait(seconds: 2))
        #expect(try window(simulator).overlay == .splash)
        #expect(try window(simulator).stack.isEmpty)
        try simulator.apply(.auth(.signedOut))
        #expect(try window(simulator).overlay == .none)
        #expect(try window(simulator).stack.names == ["Home"])
        #expect(app.initialRouteCount == 1)
    }

    @Test func immediateTimingSessionLoadedBeforeAnimationEndsInstallsAtOnceAndStopsIt() throws {
        let app = TestApp()
        app.splashTiming = .immediate
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.wait(seconds: 0.2))
        #expect(try window(simulator).overlay == .splash)
        try simulator.apply(.auth(.signedIn))
        #expect(try window(simulator).overlay == .none)
        #expect(try window(simulator).stack.names == ["Home"])
        #expect(app.splashes.map(\.stopCount) == [1])
    }

    @Test func immediateTimingSessionLoadedAfterAnimationEndsInstallsAtLoad() throws {
        let app = TestApp()
        app.splashTiming = .immediate
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.wait(seconds: 1))
        #expect(try window(simulator).overlay == .splash, "the splash stays while the session loads")
        try simulator.apply(.auth(.signedIn))
        #expect(try window(simulator).overlay == .none)
        #expect(try window(simulator).stack.names == ["Home"])
    }

    @Test func splashThatNeverCompletesWarnsAfterFiveSecondsAndKeepsWaiting() throws {
        let app = TestApp()
        app.splashSeconds = nil
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 4.9))
        #expect(!simulator.warnings.contains { $0.contains("splash") })
        try simulator.apply(.wait(seconds: 0.2))
        let watchdog = simulator.warnings.filter { $0.contains("splash animation has not completed after 5 s") }
        #expect(watchdog.count == 1)
        try simulator.apply(.wait(seconds: 20))
        #expect(simulator.warnings.filter { $0.contains("splash animation has not completed") }.count == 1, "warned once")
        #expect(try window(simulator).overlay == .splash)
        #expect(try window(simulator).stack.isEmpty)
    }

    @Test func everyConnectingWindowPlaysTheSplashEvenWhenTheSessionIsLoaded() throws {
        try Harness.expectPasses("""
        app notes
        launch
        auth signedIn
        wait 1
        newwindow compose
        expect compose overlay splash
        wait 0.5
        expect compose overlay splash
        wait 0.1
        expect compose overlay none
        expect compose stack Compose
        """)
    }
}
