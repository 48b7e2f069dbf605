import Foundation
import Testing
@testable import SimulatedUIKit

/// U1: cold launch — didFinishLaunching, then per scene configurationForConnecting, willConnectTo,
/// sceneWillEnterForeground, sceneDidBecomeActive; the payload only in the connection options.
@MainActor
@Suite("U1 cold launch")
struct ColdLaunchTests {
    @Test func aLaunchWithoutPayloadRunsTheLaunchSequenceInUIKitOrder() throws {
        let app = TestDevice()
        try app.device.relaunch()
        #expect(app.log.lines == [
            "app didFinishLaunching",
            "app configurationForConnecting S1",
            "S1 willConnectTo",
            "S1 sceneWillEnterForeground",
            "S1 sceneDidBecomeActive",
        ])
        let scene = try app.scene("S1")
        #expect(scene.activationState == .foregroundActive)
        #expect(app.device.processState == .running)
        #expect(app.device.keyScene === scene)
        #expect(scene.delegate is TestSceneDelegate)
        let window = try #require((scene.delegate as? TestSceneDelegate)?.window)
        #expect(window.isKeyWindow)
    }

    @Test func theColdLaunchPayloadArrivesOnlyInTheConnectionOptions() throws {
        let app = TestDevice()
        let activity = NSUserActivity(activityType: "com.test.viewing")
        try app.device.launch(urlContexts: [URL(string: "testapp://note/1")!], userActivities: [activity],
                              shortcutItem: UIApplicationShortcutItem(type: "new", localizedTitle: "New"))
        #expect(app.log.lines == [
            "app didFinishLaunching",
            "app configurationForConnecting S1",
            "S1 willConnectTo",
            "S1 sceneWillEnterForeground",
            "S1 sceneDidBecomeActive",
        ])
        let options = try #require(app.settings.connectionOptions["S1"])
        #expect(options.urlContexts.map(\.url.absoluteString) == ["testapp://note/1"])
        #expect(options.userActivities.first === activity)
        #expect(options.shortcutItem?.type == "new")
    }

    @Test func severalPayloadsKeepTheirArrivalOrder() throws {
        let app = TestDevice()
        let urls = ["testapp://a", "testapp://b", "testapp://c"].compactMap(URL.init(string:))
        try app.device.launch(urlContexts: urls, userActivities: [], shortcutItem: nil)
        let options = try #require(app.settings.connectionOptions["S1"])
        #expect(options.orderedURLContexts.map(\.url.absoluteString) == ["testapp://a", "testapp://b", "testapp://c"])
    }

    @Test func launchingWhileRunningIsRefused() throws {
        let app = try TestDevice().launched()
        #expect(throws: DeviceError.alreadyRunning) {
            try app.device.relaunch()
        }
        #expect(app.log.lines.isEmpty)
    }

    @Test func callbacksAreLoggedToTheConsoleWithTheSessionIdentifier() throws {
        let app = TestDevice()
        try app.device.relaunch()
        let callbacks = app.console(.callback)
        #expect(callbacks == [
            "app: didFinishLaunching",
            "app: configurationForConnecting S1",
            "S1: willConnectTo",
            "S1: sceneWillEnterForeground",
            "S1: sceneDidBecomeActive",
        ])
        #expect(app.device.console.entries.last?.sessionIdentifier == "S1")
    }

    @Test func withoutConfigurationForConnectingTheInfoPlistConfigurationIsUsed() throws {
        final class PlainAppDelegate: UIApplicationDelegate {}
        let device = SimulatedDevice(bundle: SimulatedAppBundle(
            infoPlist: TestDevice.infoPlist(),
            sceneDelegates: [SceneDelegateClass(TestSceneDelegate.init)],
            makeApplicationDelegate: { PlainAppDelegate() }
        ))
        try device.relaunch()
        let scene = try #require(device.connectedScenes.first)
        #expect(scene.delegate is TestSceneDelegate)
        #expect(scene.session.configuration.name == "Default Configuration")
    }

    @Test func hostCodeSeesTheDeviceDuringCallbacksAndZeroDelayTimersRunBeforeTheEventReturns() throws {
        final class Probe: UIApplicationDelegate {
            var sawShared = false
            var timerRan = false
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                sawShared = UIApplication.shared === application
                SimulatedDevice.current?.clock.schedule(after: 0) { self.timerRan = true }
                return true
            }
        }
        let probe = Probe()
        let device = SimulatedDevice(bundle: SimulatedAppBundle(infoPlist: TestDevice.infoPlist(), makeApplicationDelegate: { probe }))
        try device.relaunch()
        #expect(probe.sawShared)
        #expect(probe.timerRan)
        #expect(SimulatedDevice.current == nil)
    }

    @Test func sessionIdentifiersCountUpPerDevice() throws {
        let first = try TestDevice().launched()
        first.requestNewWindow()
        let second = try TestDevice().launched()
        #expect(first.windows == ["S1", "S2"])
        #expect(second.windows == ["S1"])
    }
}
