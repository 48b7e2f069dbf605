import Foundation
import Testing
@testable import SimulatedUIKit

/// U6, U7 across processes: a device's scene sessions exported as a ``SceneSessionArchive``, stored,
/// read back and restored into a device that never launched, which then behaves as after a `kill`.
@MainActor
@Suite("U7 scene sessions outlive the process (archive)")
struct SceneSessionArchiveTests {
    /// A device with two windows, `userInfo` on S2, S1 most recently active, then killed.
    private func killedTwoWindowDevice() throws -> TestDevice {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        let second = try app.scene("S2").session
        second.userInfo = ["identity": "compose", "count": 3, "flag": true, "ratio": 0.5, "list": ["a", 1]]
        app.device.setActivation(try app.scene("S2"), to: .background) // stores its restoration activity
        app.device.setActivation(try app.scene("S1"), to: .foregroundInactive)
        app.device.setActivation(try app.scene("S1"), to: .foregroundActive)
        app.device.kill()
        return app
    }

    /// A fresh device (a new process) given the archive after a trip through its stored bytes.
    private func nextProcess(after app: TestDevice) throws -> TestDevice {
        let stored = try app.device.sceneSessionArchive().encoded()
        let next = TestDevice()
        #expect(next.device.restoreSceneSessions(from: try SceneSessionArchive.decode(stored)))
        return next
    }

    @Test func aNewDeviceReconnectsTheKeptSessionsInOrderWithTheirData() throws {
        let next = try nextProcess(after: try killedTwoWindowDevice())
        #expect(next.device.processState == .notRunning)
        #expect(next.device.sessions.map(\.persistentIdentifier) == ["S1", "S2"])

        try next.device.relaunch()

        #expect(next.windows == ["S1", "S2"])
        #expect(next.log.lines.filter { $0.contains("configurationForConnecting") }
            == ["app configurationForConnecting S1", "app configurationForConnecting S2"])
        let info = try #require(try next.scene("S2").session.userInfo)
        #expect(info["identity"] as? String == "compose")
        #expect(info["count"] as? Int == 3)
        #expect(info["flag"] as? Bool == true)
        let flag = try #require(info["flag"])
        #expect(Swift.type(of: flag) == Bool.self, "a Boolean must come back as a Boolean, not an integer")
        #expect(info["ratio"] as? Double == 0.5)
        #expect((info["list"] as? [Any])?.count == 2)
        let activity = try #require(try next.scene("S2").session.stateRestorationActivity)
        #expect(activity.activityType == "test.restoration")
        #expect(activity.userInfo?["top"] as? String == "Home")
    }

    @Test func aNewSessionNeverReusesAnIdentifier() throws {
        let next = try nextProcess(after: try killedTwoWindowDevice())
        try next.device.relaunch()
        next.requestNewWindow()
        #expect(next.windows == ["S1", "S2", "S3"])
    }

    @Test func theLaunchPayloadStillRidesOnTheMostRecentlyActiveSession() throws {
        let next = try nextProcess(after: try killedTwoWindowDevice())
        next.device.open(URL(string: "testapp://note/9")!, in: nil)
        #expect(next.settings.connectionOptions["S1"]?.urlContexts.first?.url.absoluteString == "testapp://note/9")
        #expect(next.settings.connectionOptions["S2"]?.urlContexts.isEmpty == true)
    }

    @Test func aCardSwipedWhileNotRunningIsDiscardedAtTheNextProcessLaunch() throws {
        let app = try killedTwoWindowDevice()
        app.device.swipe(try #require(app.device.session(withPersistentIdentifier: "S2")))
        let next = try nextProcess(after: app)
        #expect(next.device.sessions.map(\.persistentIdentifier) == ["S1"])

        try next.device.relaunch()

        let lines = next.log.lines
        let discard = try #require(lines.firstIndex { $0.contains("didDiscardSceneSessions") })
        let connect = try #require(lines.firstIndex { $0.contains("configurationForConnecting") })
        #expect(lines[discard].contains("S2"))
        #expect(discard < connect, "the discard arrives before any scene connects (U6)")
        #expect(next.windows == ["S1"])
        next.requestNewWindow()
        #expect(next.windows == ["S1", "S3"], "S2 was discarded, never reused")
    }

    @Test func valuesThatAreNotPropertyListValuesAreLeftOutWithOneWarning() throws {
        struct Point { var x = 1 }
        let app = try TestDevice().launched()
        try app.scene("S1").session.userInfo = ["kept": "yes", "point": Point(), "nested": ["inner": Point()]]

        let first = app.device.sceneSessionArchive()
        _ = app.device.sceneSessionArchive()

        #expect(first.sessions.first?.userInfo == ["kept": .string("yes")])
        let warnings = app.console(.warning)
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.contains { $0.contains("S1: userInfo.point holds a value of type Point") })
        #expect(warnings.contains { $0.contains("S1: userInfo.nested.inner holds a value of type Point") })
    }

    @Test func aDeviceThatLaunchedAlreadyIgnoresAnArchive() throws {
        let app = try TestDevice().launched()
        let archive = SceneSessionArchive(nextSessionNumber: 9, sessions: [.init(persistentIdentifier: "S8", role: TestDevice.role)])
        #expect(!app.device.restoreSceneSessions(from: archive))
        #expect(app.device.sessions.map(\.persistentIdentifier) == ["S1"])
    }

    @Test func theVersionMovesWhenWhatTheArchiveHoldsChanges() throws {
        let app = try TestDevice().launched()
        let session = try app.scene("S1").session
        var version = app.device.sceneSessionStateVersion
        session.userInfo = ["a": 1]
        #expect(app.device.sceneSessionStateVersion != version)
        version = app.device.sceneSessionStateVersion
        app.device.setActivation(try app.scene("S1"), to: .background) // refreshes the restoration activity
        #expect(app.device.sceneSessionStateVersion != version)
        version = app.device.sceneSessionStateVersion
        app.device.advance(by: 1)
        #expect(app.device.sceneSessionStateVersion == version, "time alone changes nothing kept")
    }
}
