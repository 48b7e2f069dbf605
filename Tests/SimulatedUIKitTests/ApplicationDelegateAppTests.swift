import Foundation
import Testing
@testable import SimulatedUIKit

/// An app without a scene manifest records its app delegate callbacks; it builds its one window in
/// `didFinishLaunching`, as UIKit's app-delegate template does.
@MainActor
final class LegacyAppDelegate: UIApplicationDelegate {
    let log: CallbackLog
    var launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    var didFinishResult = true
    var buildsRootViewController = true
    var callsShortcutCompletion = true
    var restorer: Restorer?
    var window: UIWindow?

    init(log: CallbackLog) { self.log = log }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.record("didFinishLaunching" + (launchOptions == nil ? " nil" : ""))
        self.launchOptions = launchOptions
        let window = UIWindow()
        if buildsRootViewController { window.rootViewController = UINavigationController(rootViewController: HomeViewController()) }
        window.makeKeyAndVisible()
        self.window = window
        return didFinishResult
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        log.record("open \(url.absoluteString)")
        return true
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
        log.record("continue \(userActivity.activityType)")
        restorationHandler(restorer.map { [$0] })
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        log.record("performActionFor \(shortcutItem.type)")
        if callsShortcutCompletion { completionHandler(true) }
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.record("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.record("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.record("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.record("applicationWillEnterForeground") }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log.record("didDiscardSceneSessions")
    }
}

@MainActor
final class Restorer: UIUserActivityRestoring {
    var restored: [String] = []
    func restoreUserActivityState(_ activity: NSUserActivity) { restored.append(activity.activityType) }
}

/// Issue 13 item 8: an Info.plist without `UIApplicationSceneManifest` runs as an app-delegate app — one
/// window scene with no delegate, no scene callback, the payloads in the launch options and UIKit's
/// app-level methods, in UIKit's order.
@MainActor
@Suite("App-delegate apps (no scene manifest)")
struct ApplicationDelegateAppTests {
    let log = CallbackLog()
    let delegate: LegacyAppDelegate
    let device: SimulatedDevice

    init() {
        let log = self.log
        let delegate = LegacyAppDelegate(log: log)
        self.delegate = delegate
        var plist = TestDevice.infoPlist(multipleScenes: false)
        plist.hasSceneManifest = false
        plist.sceneConfigurations = [:]
        device = SimulatedDevice(bundle: SimulatedAppBundle(infoPlist: plist, sceneDelegates: [],
                                                            makeApplicationDelegate: { delegate }))
    }

    private func warnings() -> [String] { device.console.entries(at: .warning).map(\.message) }

    @Test("a plain launch: didFinishLaunching with nil options, then applicationDidBecomeActive; one scene without delegate holds the delegate's window")
    func plainLaunch() throws {
        try device.relaunch()
        #expect(log.lines == ["didFinishLaunching nil", "applicationDidBecomeActive"])
        let scene = try #require(device.connectedScenes.first)
        #expect(device.connectedScenes.count == 1)
        #expect(scene.delegate == nil)
        #expect(scene.activationState == .foregroundActive)
        #expect(delegate.window?.windowScene === scene)
        #expect(delegate.window?.isKeyWindow == true)
        #expect(!device.console.entries.contains { $0.message.hasPrefix("S1: ") && $0.level == .callback })
    }

    @Test("a URL launch: the URL in launchOptions[.url], then application(_:open:options:), then applicationDidBecomeActive")
    func urlLaunch() throws {
        let url = try #require(URL(string: "testapp://note/7"))
        try device.launch(urlContexts: [url], userActivities: [], shortcutItem: nil)
        #expect(delegate.launchOptions?[.url] as? URL == url)
        #expect(log.lines == ["didFinishLaunching", "open testapp://note/7", "applicationDidBecomeActive"])
    }

    @Test("didFinishLaunching returning false stops the second delivery of the launch's payload")
    func falseStopsTheSecondDelivery() throws {
        delegate.didFinishResult = false
        let url = try #require(URL(string: "testapp://note/7"))
        try device.launch(urlContexts: [url], userActivities: [], shortcutItem: nil)
        #expect(log.lines == ["didFinishLaunching", "applicationDidBecomeActive"])
        #expect(device.console.entries.contains { $0.message.hasPrefix("didFinishLaunching returned false") })
    }

    @Test("an activity launch: userActivityDictionary holds the type and the activity; continue follows and its restoration handler is honoured")
    func activityLaunch() throws {
        let restorer = Restorer()
        delegate.restorer = restorer
        let activity = NSUserActivity(activityType: "com.test.viewing")
        try device.launch(urlContexts: [], userActivities: [activity], shortcutItem: nil)
        let dictionary = try #require(delegate.launchOptions?[.userActivityDictionary] as? [AnyHashable: Any])
        #expect(dictionary[UIApplication.LaunchOptionsKey.userActivityType.rawValue] as? String == "com.test.viewing")
        #expect(dictionary["UIApplicationLaunchOptionsUserActivityKey"] as? NSUserActivity === activity)
        #expect(log.lines == ["didFinishLaunching", "continue com.test.viewing", "applicationDidBecomeActive"])
        #expect(restorer.restored == ["com.test.viewing"])
    }

    @Test("a quick action launch: launchOptions[.shortcutItem], then performActionFor, whose completion must be called")
    func shortcutLaunch() throws {
        delegate.callsShortcutCompletion = false
        try device.launch(urlContexts: [], userActivities: [], shortcutItem: UIApplicationShortcutItem(type: "new", localizedTitle: "New"))
        #expect((delegate.launchOptions?[.shortcutItem] as? UIApplicationShortcutItem)?.type == "new")
        #expect(log.lines == ["didFinishLaunching", "performActionFor new", "applicationDidBecomeActive"])
        #expect(warnings().contains { $0.contains("application(_:performActionFor:completionHandler:) did not call its completionHandler") })
    }

    @Test("warm from the background: applicationWillEnterForeground, the warm method, applicationDidBecomeActive; sending it back resigns first")
    func warmFromBackground() throws {
        try device.relaunch()
        let scene = try #require(device.connectedScenes.first)
        log.reset()
        device.setActivation(scene, to: .background)
        #expect(log.lines == ["applicationWillResignActive", "applicationDidEnterBackground"])
        log.reset()
        device.open(try #require(URL(string: "testapp://note/8")), in: nil)
        device.continueActivity(NSUserActivity(activityType: "com.test.viewing"), in: nil)
        device.performShortcut(UIApplicationShortcutItem(type: "new", localizedTitle: "New"), in: nil)
        #expect(log.lines == ["applicationWillEnterForeground", "open testapp://note/8", "applicationDidBecomeActive",
                              "continue com.test.viewing", "performActionFor new"])
        // The launch's own life-cycle message (U12) aside, the warm deliveries warn of nothing.
        #expect(warnings().filter { !$0.contains("UIScene lifecycle") }.isEmpty)
    }

    @Test("one window only: no new window, a scene request fails, no discard callback; an undeclared scheme never reaches the app")
    func oneWindow() throws {
        try device.relaunch()
        log.reset()
        device.newWindow(userActivity: nil)
        var errors: [any Error] = []
        device.perform {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append($0) }
        }
        #expect(device.connectedScenes.count == 1)
        #expect((errors.first as? UISceneError)?.code == .multipleScenesNotSupported)
        device.open(try #require(URL(string: "other://x")), in: nil)
        #expect(log.lines.isEmpty)
        device.swipe(try #require(device.sessions.first))
        #expect(device.processState == .notRunning)
        #expect(!log.lines.contains("didDiscardSceneSessions"))
    }

    @Test("a window without a root view controller at the end of launch is UIKit's runtime warning")
    func rootViewControllerTrap() throws {
        delegate.buildsRootViewController = false
        try device.relaunch()
        #expect(warnings().contains { $0.contains("Application windows are expected to have a root view controller at the end of application launch") })
    }
}
