import Foundation
import Testing
@testable import SimulatedUIKit

/// U7: kill ends every scene without callbacks; sessions and their data survive; launch reconnects them in
/// their original order with the payload on the most recently active one.
@MainActor
@Suite("U7 kill and relaunch")
struct KillTests {
    @Test func killDeliversNoCallbacksAndKeepsSessions() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        let session = try app.scene("S1").session
        session.userInfo = ["kept": "yes"]
        app.device.setActivation(try app.scene("S1"), to: .background) // saves the restoration activity
        app.log.reset()
        app.device.kill()
        #expect(app.log.lines.isEmpty)
        #expect(app.device.processState == .notRunning)
        #expect(app.device.connectedScenes.isEmpty)
        #expect(app.device.application == nil)
        #expect(app.device.sessions.map(\.persistentIdentifier) == ["S1", "S2"])
        #expect(session.scene == nil)
        #expect(session.userInfo?["kept"] as? String == "yes")
        #expect(session.stateRestorationActivity?.activityType == "test.restoration")
    }

    @Test func killingANotRunningAppDoesNothing() {
        let app = TestDevice()
        app.device.kill()
        #expect(app.device.processState == .notRunning)
        #expect(app.device.console.entries.isEmpty)
    }

    @Test func relaunchReconnectsSurvivingSessionsInOriginalConnectionOrder() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        app.requestNewWindow()
        app.device.setActivation(try app.scene("S1"), to: .foregroundInactive)
        app.device.setActivation(try app.scene("S1"), to: .foregroundActive)
        app.device.kill()
        app.log.reset()
        try app.device.relaunch()
        #expect(app.log.lines.filter { $0.contains("configurationForConnecting") } == [
            "app configurationForConnecting S1",
            "app configurationForConnecting S2",
            "app configurationForConnecting S3",
        ])
        #expect(app.windows == ["S1", "S2", "S3"])
        #expect(app.device.connectedScenes.allSatisfy { $0.activationState == .foregroundActive })
    }

    @Test func theLaunchPayloadRidesOnTheMostRecentlyActiveSession() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        app.device.setActivation(try app.scene("S1"), to: .foregroundInactive)
        app.device.setActivation(try app.scene("S1"), to: .foregroundActive) // S1 key, most recently active
        app.device.kill()
        app.device.open(URL(string: "testapp://note/9")!, in: nil)
        #expect(app.settings.connectionOptions["S1"]?.urlContexts.first?.url.absoluteString == "testapp://note/9")
        #expect(app.settings.connectionOptions["S2"]?.isEmpty == true)
        #expect(!app.log.lines.contains { $0.contains("openURLContexts") })
    }

    @Test func theSessionsStateRestorationActivityIsRefreshedOnBackground() throws {
        let app = try TestDevice().launched()
        let session = try app.scene("S1").session
        #expect(session.stateRestorationActivity == nil)
        try app.navigation("S1").pushViewController(DetailViewController(number: 4), animated: false)
        app.device.setActivation(try app.scene("S1"), to: .background)
        #expect(session.stateRestorationActivity?.userInfo?["top"] as? String == "Detail(4)")
        #expect(app.settings.restorationQueries == ["S1"])
    }

    @Test func timersOfAKilledProcessNeverFire() throws {
        let app = try TestDevice().launched()
        var fired: [String] = []
        app.device.perform {
            SimulatedDevice.current?.clock.schedule(after: 1) { fired.append("app timer") }
            UIView.animate(withDuration: 1, animations: {}, completion: { _ in fired.append("animation") })
        }
        app.device.clock.schedule(after: 1) { fired.append("simulator timer") }
        app.device.kill()
        app.device.advance(by: 2)
        #expect(fired == ["simulator timer"])
        #expect(app.device.isIdle)
    }

    @Test func aStaleApplicationCannotOpenWindowsInTheNextProcess() throws {
        let app = try TestDevice().launched()
        let stale = try #require(app.device.application)
        app.device.kill()
        try app.device.relaunch()
        app.device.perform {
            stale.requestSceneSessionActivation(nil, userActivity: nil, options: nil, errorHandler: nil)
        }
        #expect(app.windows == ["S1"])
    }
}
