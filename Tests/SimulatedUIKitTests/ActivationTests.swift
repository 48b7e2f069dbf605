import Foundation
import Testing
@testable import SimulatedUIKit

/// U3: activation states, their callbacks, the app switcher, the key window and the default target.
@MainActor
@Suite("U3 activation")
struct ActivationTests {
    @Test func activeToInactiveToBackgroundAndBack() throws {
        let app = try TestDevice().launched()
        let scene = try app.scene("S1")
        app.device.setActivation(scene, to: .foregroundInactive)
        #expect(scene.activationState == .foregroundInactive)
        app.device.setActivation(scene, to: .background)
        #expect(scene.activationState == .background)
        app.device.setActivation(scene, to: .foregroundActive)
        #expect(scene.activationState == .foregroundActive)
        #expect(app.log.lines == [
            "S1 sceneWillResignActive",
            "S1 sceneDidEnterBackground",
            "S1 sceneWillEnterForeground",
            "S1 sceneDidBecomeActive",
        ])
    }

    @Test func backgroundFromActivePassesThroughInactive() throws {
        let app = try TestDevice().launched()
        app.device.setActivation(try app.scene("S1"), to: .background)
        #expect(app.log.lines == ["S1 sceneWillResignActive", "S1 sceneDidEnterBackground"])
    }

    @Test func inactiveFromBackgroundOnlyEntersTheForeground() throws {
        let app = try TestDevice().launched()
        let scene = try app.scene("S1")
        app.device.setActivation(scene, to: .background)
        app.log.reset()
        app.device.setActivation(scene, to: .foregroundInactive)
        #expect(app.log.lines == ["S1 sceneWillEnterForeground"])
        #expect(scene.activationState == .foregroundInactive)
    }

    @Test func askingForTheCurrentStateDoesNothingNotEvenMakingTheWindowKey() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        app.log.reset()
        app.device.setActivation(try app.scene("S1"), to: .foregroundActive)
        #expect(app.log.lines.isEmpty)
        #expect(app.device.keyScene === (try app.scene("S2")))
    }

    @Test func theStateIsSetBeforeTheCallbackRuns() throws {
        final class StateProbe: UISceneDelegate {
            static var seen: [String] = []
            func sceneWillResignActive(_ scene: UIScene) { Self.seen.append("resign:\(scene.activationState)") }
            func sceneDidEnterBackground(_ scene: UIScene) { Self.seen.append("background:\(scene.activationState)") }
        }
        final class ProbeApp: UIApplicationDelegate {
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                configuration.delegateClass = StateProbe.self
                return configuration
            }
        }
        StateProbe.seen = []
        let device = SimulatedDevice(bundle: SimulatedAppBundle(infoPlist: TestDevice.infoPlist(), sceneDelegates: [SceneDelegateClass(StateProbe.init)],
                                                                makeApplicationDelegate: { ProbeApp() }))
        try device.relaunch()
        device.setActivation(try #require(device.connectedScenes.first), to: .background)
        #expect(StateProbe.seen == ["resign:foregroundInactive", "background:background"])
    }

    @Test func theAppSwitcherMakesEveryActiveWindowInactive() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        app.requestNewWindow()
        app.device.setActivation(try app.scene("S2"), to: .background)
        app.log.reset()
        app.device.showAppSwitcher()
        #expect(app.log.lines == ["S1 sceneWillResignActive", "S3 sceneWillResignActive"])
        #expect(app.device.keyScene == nil)
        #expect(try app.scene("S2").activationState == .background)
    }

    @Test func aConnectingWindowBecomesKeyAndOthersKeepTheirState() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        let first = try app.scene("S1")
        let second = try app.scene("S2")
        #expect(first.activationState == .foregroundActive)
        #expect(app.device.keyScene === second)
        let secondWindow = try #require((second.delegate as? TestSceneDelegate)?.window)
        let firstWindow = try #require((first.delegate as? TestSceneDelegate)?.window)
        #expect(secondWindow.isKeyWindow)
        #expect(!firstWindow.isKeyWindow)
    }

    @Test func theDefaultTargetIsTheKeyWindow() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        app.device.showAppSwitcher()
        app.device.setActivation(try app.scene("S1"), to: .foregroundActive)
        app.device.setActivation(try app.scene("S2"), to: .foregroundActive)
        app.device.setActivation(try app.scene("S1"), to: .foregroundInactive)
        app.log.reset()
        app.device.open(URL(string: "testapp://x")!, in: nil)
        #expect(app.log.lines == ["S2 openURLContexts testapp://x"])
    }

    @Test func withNoActiveWindowTheMostRecentlyActiveOneIsBroughtForwardFirst() throws {
        let app = try TestDevice().launched()
        app.requestNewWindow()
        app.device.setActivation(try app.scene("S1"), to: .foregroundInactive)
        app.device.setActivation(try app.scene("S1"), to: .foregroundActive) // S1 is key again
        app.device.setActivation(try app.scene("S2"), to: .background)
        app.device.setActivation(try app.scene("S1"), to: .background)
        app.log.reset()
        #expect(app.device.keyScene == nil)
        #expect(app.device.mostRecentlyActiveScene() === (try app.scene("S1")))
        app.device.continueActivity(NSUserActivity(activityType: "com.test.viewing"), in: nil)
        #expect(app.log.lines == [
            "S1 sceneWillEnterForeground",
            "S1 sceneDidBecomeActive",
            "S1 continue com.test.viewing",
        ])
        #expect(try app.scene("S2").activationState == .background)
    }

    @Test func applicationStateFollowsTheScenes() throws {
        let app = try TestDevice().launched()
        let application = try #require(app.device.application)
        #expect(application.applicationState == .active)
        app.device.showAppSwitcher()
        #expect(application.applicationState == .inactive)
        app.device.setActivation(try app.scene("S1"), to: .background)
        #expect(application.applicationState == .background)
    }
}
