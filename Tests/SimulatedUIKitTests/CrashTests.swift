import Foundation
import Testing
@testable import SimulatedUIKit

/// U9: pushing a controller already in the stack throws NSInvalidArgumentException — the process crashes:
/// every scene gone, no callbacks, further events ignored until launch.
@MainActor
@Suite("U9 exceptions crash the process")
struct CrashTests {
    private func crashedApp() throws -> TestDevice {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        let navigation = try app.navigation("S1")
        let detail = DetailViewController(number: 1)
        app.device.perform { navigation.pushViewController(detail, animated: false) }
        app.log.reset()
        app.device.perform { navigation.pushViewController(detail, animated: false) }
        return app
    }

    @Test func pushingAControllerAlreadyInTheStackCrashesTheProcess() throws {
        let app = try crashedApp()
        #expect(app.device.processState == .crashed)
        #expect(app.device.connectedScenes.isEmpty)
        #expect(app.device.application == nil)
        #expect(app.log.lines.isEmpty)
        let exception = try #require(app.device.console.entries.last)
        #expect(exception.level == .exception)
        #expect(exception.message.contains("NSInvalidArgumentException"))
        #expect(exception.message.contains("Pushing the same view controller instance more than once is not supported"))
        #expect(app.device.sessions.map(\.persistentIdentifier) == ["S1", "S2"])
    }

    @Test func eventsAfterACrashAreIgnoredUntilLaunch() throws {
        let app = try crashedApp()
        app.device.open(URL(string: "testapp://x")!, in: nil)
        app.device.newWindow(userActivity: nil)
        app.device.showAppSwitcher()
        #expect(app.log.lines.isEmpty)
        #expect(app.device.processState == .crashed)
        try app.device.relaunch()
        #expect(app.device.processState == .running)
        #expect(app.windows == ["S1", "S2"])
    }

    @Test func aCrashInsideACallbackStopsTheRemainingCallbacks() throws {
        final class CrashingDelegate: UISceneDelegate {
            static var calls: [String] = []
            required init() {}
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                Self.calls.append("willConnectTo")
                SimulatedDevice.current?.raiseException(name: "NSInternalInconsistencyException", reason: "test")
            }
            func sceneWillEnterForeground(_ scene: UIScene) { Self.calls.append("sceneWillEnterForeground") }
        }
        final class CrashingApp: UIApplicationDelegate {
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                configuration.delegateClass = CrashingDelegate.self
                return configuration
            }
        }
        CrashingDelegate.calls = []
        let device = SimulatedDevice(bundle: SimulatedAppBundle(infoPlist: TestDevice.infoPlist(), sceneDelegates: [SceneDelegateClass(CrashingDelegate.init)],
                                                                makeApplicationDelegate: { CrashingApp() }))
        try device.relaunch()
        #expect(CrashingDelegate.calls == ["willConnectTo"])
        #expect(device.processState == .crashed)
    }

    @Test func hostCodeUnwindingAfterACrashStillReachesAnInertApplication() throws {
        let app = try TestDevice().launched()
        let navigation = try app.navigation("S1")
        let detail = DetailViewController(number: 1)
        var sawApplication = false
        app.device.perform {
            navigation.pushViewController(detail, animated: false)
            navigation.pushViewController(detail, animated: false)
            let application = UIApplication.shared
            sawApplication = application.connectedScenes.isEmpty
            application.requestSceneSessionActivation(nil, userActivity: nil, options: nil, errorHandler: nil)
        }
        #expect(sawApplication)
        #expect(app.device.processState == .crashed)
        #expect(app.device.connectedScenes.isEmpty)
    }
}
