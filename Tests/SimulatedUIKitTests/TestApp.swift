import Foundation
import Testing
@testable import SimulatedUIKit

/// The callbacks a test app received, one line each: `app didFinishLaunching`, `S1 sceneDidBecomeActive`.
@MainActor
final class CallbackLog {
    var lines: [String] = []

    func record(_ line: String) {
        lines.append(line)
    }

    /// Forgets what was recorded so far (to look at one step's callbacks).
    func reset() {
        lines = []
    }
}

/// How the test scene delegate answers `performActionFor` (U2).
enum ShortcutAnswer {
    case once, never, twice
    case after(TimeInterval)
}

/// A tiny UIKit app for the tests: records every callback in a shared ``CallbackLog``.
@MainActor
final class TestAppDelegate: UIApplicationDelegate {
    let log: CallbackLog
    let settings: TestAppSettings

    init(log: CallbackLog, settings: TestAppSettings) {
        self.log = log
        self.settings = settings
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.record("app didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.record("app configurationForConnecting \(connectingSceneSession.persistentIdentifier)")
        let configuration = UISceneConfiguration(name: settings.configurationName, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TestSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        let identifiers = sceneSessions.map(\.persistentIdentifier).sorted()
        log.record("app didDiscardSceneSessions \(identifiers.joined(separator: ","))")
    }
}

/// Knobs the tests turn on the test app.
@MainActor
final class TestAppSettings {
    var shortcutAnswer: ShortcutAnswer = .once
    /// The name of the configuration `configurationForConnecting` returns.
    var configurationName = "Default Configuration"
    /// Connection options each scene received, by persistent identifier.
    var connectionOptions: [String: UIScene.ConnectionOptions] = [:]
    /// Persistent identifiers of the scenes asked for `stateRestorationActivity(for:)`, in order.
    var restorationQueries: [String] = []
}

/// The test app's scene delegate: records callbacks, builds a window with a navigation controller.
@MainActor
final class TestSceneDelegate: UIWindowSceneDelegate {
    var window: UIWindow?

    required init() {}

    private var app: TestAppDelegate? {
        SimulatedDevice.current?.application?.delegate as? TestAppDelegate
    }

    private func record(_ scene: UIScene, _ name: String) {
        app?.log.record("\(scene.session.persistentIdentifier) \(name)")
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        record(scene, "willConnectTo")
        app?.settings.connectionOptions[session.persistentIdentifier] = connectionOptions
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) { record(scene, "sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { record(scene, "sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { record(scene, "sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { record(scene, "sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { record(scene, "sceneDidEnterBackground") }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        let urls = URLContexts.map(\.url.absoluteString).sorted()
        record(scene, "openURLContexts \(urls.joined(separator: ","))")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        record(scene, "continue \(userActivity.activityType)")
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        record(windowScene, "performActionFor \(shortcutItem.type)")
        switch app?.settings.shortcutAnswer ?? .once {
        case .once:
            completionHandler(true)
        case .never:
            break
        case .twice:
            completionHandler(true)
            completionHandler(true)
        case .after(let delay):
            SimulatedDevice.current?.clock.schedule(after: delay) { completionHandler(true) }
        }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        app?.settings.restorationQueries.append(scene.session.persistentIdentifier)
        let activity = NSUserActivity(activityType: "test.restoration")
        let top = (window?.rootViewController as? UINavigationController)?.topViewController?.screenName ?? "none"
        activity.userInfo = ["top": top]
        return activity
    }
}

/// The test app's first screen.
@MainActor
final class HomeViewController: UIViewController {}

/// A screen with an identifying value.
@MainActor
final class DetailViewController: UIViewController {
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }

    override var screenValue: String? { String(number) }
}

/// Records appearance callbacks of one controller.
@MainActor
final class AppearanceRecordingViewController: UIViewController {
    var events: [String] = []
    override func viewDidLoad() { events.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear") }
}

/// A device with the test app installed, its callback log and settings.
@MainActor
struct TestDevice {
    let device: SimulatedDevice
    let log: CallbackLog
    let settings: TestAppSettings

    static let role = InfoPlist.windowApplicationRole

    /// The test app's Info.plist: scheme `testapp`, activity type `com.test.viewing`, quick action `new`.
    static func infoPlist(multipleScenes: Bool = true, activityTypes: [String] = ["com.test.viewing"]) -> InfoPlist {
        InfoPlist(
            bundleIdentifier: "com.example.test",
            supportsMultipleScenes: multipleScenes,
            sceneConfigurations: [role: [InfoPlist.SceneConfiguration(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).TestSceneDelegate")]],
            activityTypes: activityTypes,
            urlSchemes: ["testapp"],
            shortcutItems: [InfoPlist.ShortcutItem(type: "new", title: "New")]
        )
    }

    init(multipleScenes: Bool = true, activityTypes: [String] = ["com.test.viewing"]) {
        let log = CallbackLog()
        let settings = TestAppSettings()
        self.log = log
        self.settings = settings
        self.device = SimulatedDevice(bundle: SimulatedAppBundle(
            infoPlist: TestDevice.infoPlist(multipleScenes: multipleScenes, activityTypes: activityTypes),
            sceneDelegates: [SceneDelegateClass(TestSceneDelegate.init)],
            makeApplicationDelegate: { TestAppDelegate(log: log, settings: settings) }
        ))
    }

    /// Launches without payload and forgets the launch's callbacks.
    func launched() throws -> TestDevice {
        try device.relaunch()
        log.reset()
        return self
    }

    /// The connected scene with this persistent identifier.
    func scene(_ identifier: String) throws -> UIWindowScene {
        try #require(device.connectedScenes.first { $0.session.persistentIdentifier == identifier })
    }

    /// The navigation controller at the root of a scene's window.
    func navigation(_ identifier: String) throws -> UINavigationController {
        let delegate = try #require(try scene(identifier).delegate as? TestSceneDelegate)
        return try #require(delegate.window?.rootViewController as? UINavigationController)
    }

    /// Asks the running app for a new window, as host code would.
    func requestNewWindow(activity: NSUserActivity? = nil, errors: ErrorLog? = nil) {
        device.perform {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { error in
                errors?.errors.append(error)
            }
        }
    }

    /// Console messages of one level.
    func console(_ level: ConsoleEntry.Level) -> [String] {
        device.console.entries(at: level).map(\.message)
    }

    /// Connected windows by persistent identifier, in connection order.
    var windows: [String] { device.connectedScenes.map(\.session.persistentIdentifier) }
}

/// Errors handed to an error handler.
@MainActor
final class ErrorLog {
    var errors: [any Error] = []
}
