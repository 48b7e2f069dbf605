import Foundation
import Testing
@testable import SimulatedUIKit

/// U5: new scenes need multiple-scene support; requested scenes connect, destroyed ones disconnect and
/// are discarded, in the same instant; close respects `isClosable`.
@MainActor
@Suite("U5 scene requests")
struct SceneRequestTests {
    @Test func withoutMultipleScenesARequestFailsAndNoWindowOpens() throws {
        let app = try TestDevice(multipleScenes: false).launched()
        let errors = ErrorLog()
        app.requestNewWindow(errors: errors)
        #expect(app.windows == ["S1"])
        #expect(errors.errors.count == 1)
        #expect(errors.errors.first as? UISceneError == UISceneError(.multipleScenesNotSupported))
        #expect(app.log.lines.isEmpty)
    }

    @Test func withoutMultipleScenesNewWindowDoesNothing() throws {
        let app = try TestDevice(multipleScenes: false).launched()
        app.device.newWindow(userActivity: nil)
        #expect(app.windows == ["S1"])
        #expect(app.log.lines.isEmpty)
        #expect(app.console(.info).contains { $0.contains("multiple scenes") })
    }

    @Test func aRequestedSceneConnectsInTheSameInstantAfterTheRequestingCode() throws {
        let app = try TestDevice().launched()
        let before = app.device.clock.now
        app.device.perform {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil, errorHandler: nil)
            app.log.record("requesting code returned")
        }
        #expect(app.device.clock.now == before)
        #expect(app.log.lines == [
            "requesting code returned",
            "app configurationForConnecting S2",
            "S2 willConnectTo",
            "S2 sceneWillEnterForeground",
            "S2 sceneDidBecomeActive",
        ])
        #expect(app.device.isIdle)
    }

    @Test func aSystemNewWindowConnectsAtOnce() throws {
        let app = try TestDevice().launched()
        app.device.newWindow(userActivity: nil)
        #expect(app.windows == ["S1", "S2"])
        #expect(app.log.lines.first == "app configurationForConnecting S2")
    }

    @Test func destructionDisconnectsAndDiscardsInTheSameInstant() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        let session = try app.scene("S2").session
        app.log.reset()
        app.device.perform {
            UIApplication.shared.requestSceneSessionDestruction(session, options: nil, errorHandler: nil)
        }
        #expect(app.log.lines == [
            "S2 sceneWillResignActive",
            "S2 sceneDidEnterBackground",
            "S2 sceneDidDisconnect",
            "app didDiscardSceneSessions S2",
        ])
        #expect(app.windows == ["S1"])
        #expect(!app.device.sessions.contains(session))
        #expect(session.scene == nil)
    }

    @Test func destroyingADiscardedSessionFails() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        let session = try app.scene("S2").session
        app.device.swipe(session)
        let errors = ErrorLog()
        app.device.perform {
            UIApplication.shared.requestSceneSessionDestruction(session, options: nil) { errors.errors.append($0) }
        }
        #expect(errors.errors.first as? UISceneError == UISceneError(.requestDenied))
    }

    @Test func activatingAConnectedSessionBringsItForwardAndContinuesTheActivity() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        let first = try app.scene("S1")
        app.device.setActivation(first, to: .background)
        app.log.reset()
        app.device.perform {
            UIApplication.shared.requestSceneSessionActivation(first.session, userActivity: NSUserActivity(activityType: "com.test.viewing"), options: nil, errorHandler: nil)
        }
        #expect(app.log.lines == [
            "S1 sceneWillEnterForeground",
            "S1 sceneDidBecomeActive",
            "S1 continue com.test.viewing",
        ])
        #expect(app.device.keyScene === first)
        #expect(app.windows == ["S1", "S2"])
    }

    @Test func closeIsRefusedWithAWarningWhenTheWindowIsNotClosable() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        let scene = try app.scene("S2")
        scene.isClosable = false
        app.log.reset()
        app.device.close(scene)
        #expect(app.windows == ["S1", "S2"])
        #expect(app.log.lines.isEmpty)
        #expect(app.console(.warning).contains { $0.contains("close refused") && $0.contains("S2") })
    }

    @Test func closeDisconnectsAndDiscards() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        app.log.reset()
        app.device.close(try app.scene("S2"))
        #expect(app.log.lines == [
            "S2 sceneWillResignActive",
            "S2 sceneDidEnterBackground",
            "S2 sceneDidDisconnect",
            "app didDiscardSceneSessions S2",
        ])
        #expect(app.device.processState == .running)
    }

    @Test func aSystemNewWindowWhileNotRunningLaunchesReconnectsAndAddsTheWindow() throws {
        let app = try TestDevice().launched()
        app.device.kill()
        app.log.reset()
        app.device.newWindow(userActivity: NSUserActivity(activityType: "com.test.viewing"))
        #expect(app.windows == ["S1", "S2"])
        #expect(app.log.lines.first == "app didFinishLaunching")
        #expect(app.device.keyScene === (try app.scene("S2")))
        #expect(app.settings.connectionOptions["S2"]?.userActivities.count == 1)
        #expect(app.settings.connectionOptions["S1"]?.isEmpty == true)
    }

    @Test func closingAnActiveWindowAsksForItsRestorationActivityOnce() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        app.device.close(try app.scene("S2"))
        #expect(app.settings.restorationQueries == ["S2"])
    }
}
