import Foundation
import Testing
@testable import SimulatedUIKit

/// An app delegate that configures its scenes itself, as TN3187 asks of an app whose Info.plist has a
/// scene manifest without configurations.
@MainActor
final class ConfiguringAppDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions)
        -> UISceneConfiguration
    {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

/// U12 (docs/RULES.md; Apple's TN3187): what each iOS release does at the launch of an app that has not
/// adopted the scene-based life cycle, by the note's two conditions as the simulation reads them.
@MainActor
@Suite("Scene life-cycle adoption (TN3187)")
struct SceneLifecycleAdoptionTests {
    /// A device whose Info.plist has no scene manifest (an app-delegate app) or a manifest without configurations.
    private func device(
        sceneManifest: Bool, configurations: Bool, delegate: @escaping @MainActor () -> any UIApplicationDelegate, version: SimulatedSystemVersion
    ) -> SimulatedDevice {
        var plist = TestDevice.infoPlist(multipleScenes: false)
        plist.hasSceneManifest = sceneManifest
        if !configurations { plist.sceneConfigurations = [:] }
        let device = SimulatedDevice(bundle: SimulatedAppBundle(infoPlist: plist, sceneDelegates: [], makeApplicationDelegate: delegate))
        device.systemVersion = version
        return device
    }

    private func lifecycleWarnings(_ device: SimulatedDevice) -> [String] {
        device.console.entries(at: .warning).map(\.message).filter { $0.contains("UIScene lifecycle") }
    }

    @Test("iOS 18.4 and 26 launch an app-delegate app and log their own message, once per launch")
    func olderReleasesLog() throws {
        for version in [SimulatedSystemVersion.iOS18, .iOS26] {
            let log = CallbackLog()
            let device = device(sceneManifest: false, configurations: false, delegate: { LegacyAppDelegate(log: log) }, version: version)
            try device.relaunch()
            #expect(device.processState == .running)
            #expect(lifecycleWarnings(device) == [try #require(version.unadoptedLaunchMessage)])
            device.kill()
            try device.relaunch()
            #expect(lifecycleWarnings(device).count == 2)
        }
    }

    @Test("iOS 27 refuses to launch an app-delegate app: UIKit's assert, before any app callback")
    func iOS27Refuses() throws {
        let log = CallbackLog()
        let device = device(sceneManifest: false, configurations: false, delegate: { LegacyAppDelegate(log: log) }, version: .iOS27)
        try device.launch(urlContexts: [try #require(URL(string: "testapp://note/7"))], userActivities: [], shortcutItem: nil)
        #expect(device.processState == .crashed)
        #expect(device.connectedScenes.isEmpty)
        #expect(log.lines.isEmpty)
        #expect(device.console.entries(at: .exception).contains { $0.message.contains(SimulatedSystemVersion.unadoptedAssertReason) })
    }

    @Test("a scene manifest without configurations: the default configurationForConnecting configures no scene, which is TN3187's first condition")
    func manifestWithoutConfigurations() throws {
        let log = CallbackLog()
        let logged = device(sceneManifest: true, configurations: false, delegate: { LegacyAppDelegate(log: log) }, version: .iOS26)
        try logged.relaunch()
        #expect(lifecycleWarnings(logged).count == 1)
        let refused = device(sceneManifest: true, configurations: false, delegate: { LegacyAppDelegate(log: log) }, version: .iOS27)
        try refused.relaunch()
        #expect(refused.processState == .crashed)
    }

    @Test("an app delegate that implements configurationForConnecting has adopted scenes, even without configurations in its Info.plist")
    func ownConfigurationAdopts() throws {
        let device = device(sceneManifest: true, configurations: false, delegate: { ConfiguringAppDelegate() }, version: .iOS27)
        try device.relaunch()
        #expect(device.processState == .running)
        #expect(lifecycleWarnings(device).isEmpty)
    }

    @Test("a scene-based app is told nothing on any release")
    func sceneAppsAreQuiet() throws {
        for version in SimulatedSystemVersion.allCases {
            let test = TestDevice()
            test.device.systemVersion = version
            try test.device.relaunch()
            #expect(test.device.processState == .running)
            #expect(lifecycleWarnings(test.device).isEmpty)
        }
    }
}
