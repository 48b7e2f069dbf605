import Foundation
import Testing
@testable import SimulatedUIKit

/// Records UIKit's scene notifications about one device's scenes into its callback log, as
/// `<session> <notification name>`, so their order against the delegate callbacks shows.
@MainActor
final class SceneNotificationRecorder {
    static let names = [
        UIScene.willConnectNotification, UIScene.didDisconnectNotification, UIScene.didActivateNotification,
        UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification,
    ]
    private var tokens: [any NSObjectProtocol] = []

    /// Starts recording. Other tests' devices post through the same `NotificationCenter.default`; their
    /// scenes are left out.
    init(_ app: TestDevice) {
        let device = app.device
        let log = app.log
        for name in Self.names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak device, weak log] note in
                let scene = note.object as? UIScene
                let name = note.name
                MainActor.assumeIsolated {
                    guard let scene, let device, scene.device === device else { return }
                    log?.record("\(scene.session.persistentIdentifier) \(name.rawValue)")
                }
            })
        }
    }

    /// Stops recording.
    func stop() {
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens = []
    }
}

/// U1, U3, U5–U7: the device posts UIKit's scene notifications through `NotificationCenter.default`, with the
/// scene as object, right after each delegate callback — how a library such as RouteKit learns about
/// activation without the host forwarding it.
@MainActor
@Suite("Scene notifications")
struct SceneNotificationTests {
    @Test func aLaunchPostsConnectionForegroundAndActivationAfterTheirCallbacks() throws {
        let app = TestDevice()
        let recorder = SceneNotificationRecorder(app)
        defer { recorder.stop() }
        try app.device.relaunch()
        #expect(app.log.lines.filter { $0.hasPrefix("S1") } == [
            "S1 willConnectTo", "S1 UISceneWillConnectNotification",
            "S1 sceneWillEnterForeground", "S1 UISceneWillEnterForegroundNotification",
            "S1 sceneDidBecomeActive", "S1 UISceneDidActivateNotification",
        ])
    }

    @Test func backgroundAndBackPostsEachStepOnce() throws {
        let app = try TestDevice().launched()
        let recorder = SceneNotificationRecorder(app)
        defer { recorder.stop() }
        let scene = try app.scene("S1")
        app.device.setActivation(scene, to: .background)
        app.device.setActivation(scene, to: .foregroundActive)
        app.device.setActivation(scene, to: .foregroundActive)
        #expect(app.log.lines == [
            "S1 sceneWillResignActive", "S1 UISceneWillDeactivateNotification",
            "S1 sceneDidEnterBackground", "S1 UISceneDidEnterBackgroundNotification",
            "S1 sceneWillEnterForeground", "S1 UISceneWillEnterForegroundNotification",
            "S1 sceneDidBecomeActive", "S1 UISceneDidActivateNotification",
        ])
    }

    @Test func closingPostsDisconnectionAfterTheBackgroundOnes() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        let recorder = SceneNotificationRecorder(app)
        defer { recorder.stop() }
        app.log.reset()
        app.device.close(try app.scene("S2"))
        #expect(app.log.lines.filter { $0.hasPrefix("S2") } == [
            "S2 sceneWillResignActive", "S2 UISceneWillDeactivateNotification",
            "S2 sceneDidEnterBackground", "S2 UISceneDidEnterBackgroundNotification",
            "S2 sceneDidDisconnect", "S2 UISceneDidDisconnectNotification",
        ])
    }

    @Test func aKillPostsNothing() throws {
        let app = try TestDevice().launched()
        let recorder = SceneNotificationRecorder(app)
        defer { recorder.stop() }
        app.device.kill()
        #expect(app.log.lines.isEmpty)
    }
}
