import Foundation
import Testing
@testable import SimulatedUIKit

/// App and scene delegates in the shape shipping apps write them (docs/UIKIT-COVERAGE.md): an
/// `NSObject`-based `UIResponder` subclass, the callbacks beyond launch and activation, the async quick
/// action form alone, and the everyday `UIApplication` calls around them.
@MainActor
final class RealShapeAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var log: [String] = []
    // Safe: the tests of this suite are `.serialized` and run on the main actor; the log is reset by each.

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.log.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.log.append("didFinishLaunching \(sharedHelperTag)")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RealShapeSceneDelegate.self
        return configuration
    }

    func applicationWillTerminate(_ application: UIApplication) { Self.log.append("applicationWillTerminate") }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { Self.log.append("applicationDidReceiveMemoryWarning") }
}

/// What an app's `extension NSObject { … }` adds: it reaches a delegate because `UIResponder` is an `NSObject`.
extension NSObject {
    var sharedHelperTag: String { "via NSObject" }
}

/// Implements only the async quick action form, as Mastodon's scene delegate does.
@MainActor
final class RealShapeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = MemoryWatchingViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        RealShapeAppDelegate.log.append("willContinueUserActivityWithType \(userActivityType)")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        RealShapeAppDelegate.log.append("continue \(userActivity.activityType)")
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        RealShapeAppDelegate.log.append("openURLContexts \(URLContexts.map(\.url.absoluteString).joined())")
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool {
        RealShapeAppDelegate.log.append("performActionFor async \(shortcutItem.type)")
        return true
    }
}

@MainActor
final class MemoryWatchingViewController: UIViewController {
    override func didReceiveMemoryWarning() { RealShapeAppDelegate.log.append("didReceiveMemoryWarning") }
}

@MainActor
@Suite("Real delegates' UIKit surface", .serialized)
struct RealDelegateSurfaceTests {
    let device: SimulatedDevice

    init() {
        RealShapeAppDelegate.log = []
        device = SimulatedDevice(
            bundle: SimulatedAppBundle(
                infoPlist: TestDevice.infoPlist(),
                sceneDelegates: [SceneDelegateClass(RealShapeSceneDelegate.init)],
                makeApplicationDelegate: { RealShapeAppDelegate() }))
    }

    private var warnings: [String] { device.console.entries(at: .warning).map(\.message) }
    private var scene: UIWindowScene { device.connectedScenes[0] }

    @Test("willFinishLaunching runs right before didFinishLaunching, and an app's NSObject extension reaches its delegate")
    func launchOrder() throws {
        try device.relaunch()
        #expect(RealShapeAppDelegate.log == ["willFinishLaunching", "didFinishLaunching via NSObject"])
    }

    @Test("a warm quick action reaches a delegate that implements only the async form, in the same instant, with no warning")
    func asyncQuickAction() throws {
        try device.relaunch()
        RealShapeAppDelegate.log = []
        device.performShortcut(UIApplicationShortcutItem(type: "new", localizedTitle: "New"), in: nil)
        #expect(RealShapeAppDelegate.log == ["performActionFor async new"])
        #expect(!warnings.contains { $0.contains("completionHandler") })
    }

    @Test("willContinueUserActivityWithType comes right before scene(_:continue:)")
    func willContinue() throws {
        try device.relaunch()
        RealShapeAppDelegate.log = []
        device.continueActivity(NSUserActivity(activityType: "com.test.viewing"), in: nil)
        #expect(RealShapeAppDelegate.log == ["willContinueUserActivityWithType com.test.viewing", "continue com.test.viewing"])
    }

    @Test("applicationWillTerminate when the last window is swiped away, never on kill")
    func willTerminate() throws {
        try device.relaunch()
        device.kill()
        #expect(!RealShapeAppDelegate.log.contains("applicationWillTerminate"))
        try device.relaunch()
        var posted = 0
        let app = try #require(device.application)
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.willTerminateNotification, object: app, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        device.swipe(scene.session)
        #expect(RealShapeAppDelegate.log.last == "applicationWillTerminate")
        #expect(posted == 1)
        #expect(device.processState == .notRunning)
    }

    @Test("a memory warning reaches the app delegate, then every view controller in a window")
    func memoryWarning() throws {
        try device.relaunch()
        RealShapeAppDelegate.log = []
        device.receiveMemoryWarning()
        #expect(RealShapeAppDelegate.log == ["applicationDidReceiveMemoryWarning", "didReceiveMemoryWarning"])
    }

    @Test("UIApplication's activation notifications follow the app's state")
    func applicationNotifications() throws {
        var seen: [String] = []
        let names: [Notification.Name] = [
            UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let posted = note.name.rawValue
                let sender = (note.object as? UIApplication).map(ObjectIdentifier.init)
                MainActor.assumeIsolated {
                    // Other suites' devices post these too: count only this device's application.
                    guard let app = device.application, sender == ObjectIdentifier(app) else { return }
                    seen.append(posted)
                }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        try device.relaunch()
        device.setActivation(scene, to: .background)
        #expect(seen == [
            "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
            "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
        ])
    }

    @Test("UIApplication.open: the app's own scheme comes back as a warm URL; an unknown scheme fails; canOpenURL agrees")
    func openURL() throws {
        try device.relaunch()
        RealShapeAppDelegate.log = []
        var results: [Bool] = []
        device.perform {
            let app = UIApplication.shared
            #expect(app.canOpenURL(URL(string: "testapp://note/1")!))
            #expect(!app.canOpenURL(URL(string: "mailto:a@b.c")!))
            app.open(URL(string: "testapp://note/1")!, options: [:]) { results.append($0) }
            app.open(URL(string: "mailto:a@b.c")!, options: [:]) { results.append($0) }
        }
        #expect(results == [true, false])
        #expect(RealShapeAppDelegate.log == ["openURLContexts testapp://note/1"])
    }

    @Test("cosmetic properties store and return what was set; the tint inherits; the interface style reaches the traits")
    func cosmetics() throws {
        try device.relaunch()
        let window = try #require(scene.windows.first)
        let child = UIView()
        window.addSubview(child)
        window.backgroundColor = .systemBackground
        window.tintColor = .systemRed
        window.overrideUserInterfaceStyle = .dark
        #expect(window.backgroundColor == .systemBackground)
        #expect(child.tintColor == .systemRed)
        #expect(UIView().tintColor == .systemBlue)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(window.rootViewController?.traitCollection.userInterfaceStyle == .dark)
        #expect(window.rootViewController?.traitCollection.userInterfaceIdiom == .phone)
        device.perform {
            #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
        }
    }

    @Test("an alert's buttons are tappable: a tap dismisses the alert, then runs the handler")
    func alert() throws {
        try device.relaunch()
        let root = try #require(scene.windows.first?.rootViewController)
        var tapped: [String] = []
        device.perform {
            let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in tapped.append("Cancel") })
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in tapped.append("Delete") })
            root.present(alert, animated: false)
        }
        let alert = try #require(root.presentedViewController as? UIAlertController)
        #expect(alert.tappableActions.map(\.title) == ["Delete", "Cancel"])
        device.perform { alert.tappableActions[0].perform() }
        device.advance(by: 1)
        #expect(tapped == ["Delete"])
        #expect(root.presentedViewController == nil)
    }

    @Test("background tasks: identifiers count up; ending an unknown one logs UIKit's warning")
    func backgroundTasks() throws {
        try device.relaunch()
        device.perform {
            let app = UIApplication.shared
            let task = app.beginBackgroundTask(withName: "sync", expirationHandler: nil)
            #expect(task != .invalid)
            #expect(app.runningBackgroundTaskCount == 1)
            app.endBackgroundTask(task)
            #expect(app.runningBackgroundTaskCount == 0)
            app.endBackgroundTask(task)
        }
        #expect(warnings.contains { $0.hasPrefix("Can't end BackgroundTask") })
    }

    @Test("the main menu rebuild runs the app delegate's buildMenu(with:) over UIKit's standard menus")
    func menuRebuild() throws {
        try device.relaunch()
        device.perform { UIMenuSystem.main.setNeedsRebuild() }
        #expect(UIMenuSystem.main.menus.map(\.title) == ["Application", "File", "Edit", "Format", "View", "Window", "Help"])
    }
}
