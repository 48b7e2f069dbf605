import Foundation
import Route
import RouteInterface
import SimulatedUIKit
import Simulator
import Testing

/// R14: the cover over an inactive window.
@MainActor @Suite struct ObscurationTests {
    func overlayWindows(_ simulator: Simulator) throws -> Int {
        try simulator.scene(Harness.name("main")).windows.filter { $0.windowLevel.rawValue > UIWindow.Level.alert.rawValue && !$0.isHidden }.count
    }

    @Test func coveredWhenInactiveThenFadesOutOverAQuarterSecond() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.inactive(Harness.name("main")))
        #expect(try Harness.window(simulator, "main").overlay == .obscured)
        try simulator.apply(.active(Harness.name("main")))
        #expect(try Harness.window(simulator, "main").overlay == .obscured)
        try simulator.apply(.wait(seconds: 0.24))
        #expect(try Harness.window(simulator, "main").overlay == .obscured)
        try simulator.apply(.wait(seconds: 0.01))
        #expect(try Harness.window(simulator, "main").overlay == .none)
        #expect(try overlayWindows(simulator) == 0)
    }

    @Test func coveredInBackgroundWithOneCoverHoweverOftenItResigns() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.inactive(Harness.name("main")))
        try simulator.apply(.background(Harness.name("main")))
        #expect(try Harness.window(simulator, "main").overlay == .obscured)
        #expect(try overlayWindows(simulator) == 1)
        try simulator.apply(.foreground(Harness.name("main")))
        try simulator.apply(.wait(seconds: 0.1))
        try simulator.apply(.switcher)
        #expect(try overlayWindows(simulator) == 1)
        try simulator.apply(.active(Harness.name("main")))
        try simulator.apply(.wait(seconds: 0.3))
        #expect(try Harness.window(simulator, "main").overlay == .none)
    }

    @Test func coverIsAboveTheAlertLevel() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.background(Harness.name("main")))
        let levels = try simulator.scene(Harness.name("main")).windows.filter { !$0.isHidden }.map(\.windowLevel.rawValue)
        #expect(levels.max() ?? 0 > UIWindow.Level.alert.rawValue)
    }

    @Test func noCoverWhenSignedOut() throws {
        let simulator = try Harness.launchedNotes(auth: .signedOut)
        try simulator.apply(.inactive(Harness.name("main")))
        #expect(try Harness.window(simulator, "main").overlay == .none)
        try simulator.apply(.background(Harness.name("main")))
        #expect(try Harness.window(simulator, "main").overlay == .none)
    }

    @Test func noCoverWhileManualReauthenticationIsPending() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.reauth)
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.inactive(Harness.name("main")))
        #expect(try Harness.window(simulator, "main").overlay == .none)
        try simulator.apply(.background(Harness.name("main")))
        #expect(try Harness.window(simulator, "main").overlay == .none)
    }

    @Test func theSplashHandsOverToTheCoverWhenTheWindowIsNotActive() throws {
        try Harness.expectPasses("""
        app notes
        launch
        inactive main
        auth signedIn
        wait 1
        expect main stack NotesList
        expect main overlay obscured
        active main
        wait 0.25
        expect main overlay none
        """)
    }
}
