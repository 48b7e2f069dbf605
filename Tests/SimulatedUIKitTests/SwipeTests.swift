import Foundation
import Testing
@testable import SimulatedUIKit

/// U6: swiping disconnects and discards; the last window ends the process after its discard; a card
/// swiped while not running is discarded at the next launch before any scene connects.
@MainActor
@Suite("U6 swipe and discard")
struct SwipeTests {
    @Test func swipingAWindowDisconnectsAndDiscardsIt() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        app.device.showAppSwitcher()
        app.log.reset()
        app.device.swipe(try app.scene("S1").session)
        #expect(app.log.lines == [
            "S1 sceneDidEnterBackground",
            "S1 sceneDidDisconnect",
            "app didDiscardSceneSessions S1",
        ])
        #expect(app.windows == ["S2"])
        #expect(app.device.sessions.map(\.persistentIdentifier) == ["S2"])
        #expect(app.device.processState == .running)
    }

    @Test func swipingTheLastWindowEndsTheProcessAfterTheDiscard() throws {
        let app = try TestDevice().launched()
        app.device.swipe(try app.scene("S1").session)
        #expect(app.log.lines.last == "app didDiscardSceneSessions S1")
        #expect(app.device.processState == .notRunning)
        #expect(app.device.application == nil)
        #expect(app.device.sessions.isEmpty)
    }

    @Test func closingTheLastWindowEndsTheProcess() throws {
        let app = try TestDevice().launched()
        app.device.close(try app.scene("S1"))
        #expect(app.log.lines.last == "app didDiscardSceneSessions S1")
        #expect(app.device.processState == .notRunning)
    }

    @Test func destroyingTheLastWindowEndsTheProcess() throws {
        let app = try TestDevice().launched()
        let session = try app.scene("S1").session
        app.device.perform {
            UIApplication.shared.requestSceneSessionDestruction(session, options: nil, errorHandler: nil)
        }
        #expect(app.device.processState == .notRunning)
    }

    @Test func aCardSwipedAfterAKillIsDiscardedAtTheNextLaunchBeforeAnySceneConnects() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        app.device.kill()
        let card = try #require(app.device.session(withPersistentIdentifier: "S1"))
        app.device.swipe(card)
        #expect(app.device.pendingDiscardedSessions.map(\.persistentIdentifier) == ["S1"])
        app.log.reset()
        try app.device.relaunch()
        #expect(Array(app.log.lines.prefix(3)) == [
            "app didFinishLaunching",
            "app didDiscardSceneSessions S1",
            "app configurationForConnecting S2",
        ])
        #expect(app.windows == ["S2"])
        #expect(app.device.pendingDiscardedSessions.isEmpty)
    }

    @Test func swipingEveryCardAfterAKillLaunchesWithOneNewSession() throws {
        let app = try TestDevice().launched()
        app.device.kill()
        app.device.swipe(try #require(app.device.session(withPersistentIdentifier: "S1")))
        app.log.reset()
        try app.device.relaunch()
        #expect(app.log.lines == [
            "app didFinishLaunching",
            "app didDiscardSceneSessions S1",
            "app configurationForConnecting S2",
            "S2 willConnectTo",
            "S2 sceneWillEnterForeground",
            "S2 sceneDidBecomeActive",
        ])
    }
}
