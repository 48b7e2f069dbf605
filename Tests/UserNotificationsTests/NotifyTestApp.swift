import Foundation
import SimulatedUIKit
import Testing
import UserNotifications

/// A tiny app that listens to notifications the way shipping apps do: its app delegate sets itself as the
/// notification center's delegate in `didFinishLaunching` and records every callback.
@MainActor
final class NotifyAppDelegate: UIApplicationDelegate {
    let recorder: NotifyRecorder

    init(recorder: NotifyRecorder) {
        self.recorder = recorder
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        recorder.lines.append("didFinishLaunching")
        if recorder.setsDelegateAtLaunch { UNUserNotificationCenter.current().delegate = self }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = NotifySceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        recorder.lines.append("didRegister \(deviceToken.count) bytes")
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        recorder.lines.append("didFailToRegister \(error)")
    }

    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        recorder.lines.append("didReceiveRemoteNotification \(userInfo["noteID"] ?? "-")")
        completionHandler(.newData)
    }
}

extension NotifyAppDelegate: @preconcurrency UNUserNotificationCenterDelegate {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        recorder.lines.append("willPresent \(notification.request.content.categoryIdentifier)")
        completionHandler([.banner, .list])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        let action = response.actionIdentifier == UNNotificationDefaultActionIdentifier ? "default" : response.actionIdentifier
        let scene = response.targetScene?.session.persistentIdentifier ?? "no scene"
        recorder.lines.append("didReceive \(action) in \(scene) noteID=\(response.notification.request.content.userInfo["noteID"] ?? "-")")
        completionHandler()
    }
}

/// The scene delegate: records its callbacks and the connection's notification response.
@MainActor
final class NotifySceneDelegate: UIWindowSceneDelegate {
    var window: UIWindow?

    required init() {}

    private var recorder: NotifyRecorder? {
        (SimulatedDevice.current?.application?.delegate as? NotifyAppDelegate)?.recorder
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let response = connectionOptions.notificationResponse
        let described = response.map { " response target=\($0.targetScene?.session.persistentIdentifier ?? "nil")" } ?? ""
        recorder?.lines.append("\(session.persistentIdentifier) willConnectTo\(described)")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) { recorder?.lines.append("\(scene.session.persistentIdentifier) sceneDidBecomeActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { recorder?.lines.append("\(scene.session.persistentIdentifier) sceneWillEnterForeground") }
}

/// What the app heard, and how it behaves.
@MainActor
final class NotifyRecorder {
    var lines: [String] = []
    var setsDelegateAtLaunch = true
}

/// A device with the notification app installed.
@MainActor
struct NotifyDevice {
    let device: SimulatedDevice
    let recorder = NotifyRecorder()

    init() {
        let recorder = self.recorder
        device = SimulatedDevice(bundle: SimulatedAppBundle(
            infoPlist: InfoPlist(
                bundleIdentifier: "com.example.notify", supportsMultipleScenes: true,
                sceneConfigurations: [InfoPlist.windowApplicationRole: [InfoPlist.SceneConfiguration(name: "Default Configuration", delegateClassName: "NotifySceneDelegate")]]),
            sceneDelegates: [SceneDelegateClass(NotifySceneDelegate.init)],
            makeApplicationDelegate: { NotifyAppDelegate(recorder: recorder) }))
    }

    /// A `note` notification about note `id`.
    static func noteRequest(_ id: String, targetContent: String? = nil) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "Note \(id)"
        content.categoryIdentifier = "note"
        content.userInfo = ["noteID": id]
        content.targetContentIdentifier = targetContent
        return UNNotificationRequest(identifier: "note-\(id)", content: content, trigger: nil)
    }

    /// Registers the `note` category: `reply` (background) and `open` (foreground), custom dismissal.
    func registerNoteCategory() {
        device.perform {
            UNUserNotificationCenter.current().setNotificationCategories([
                UNNotificationCategory(
                    identifier: "note",
                    actions: [
                        UNNotificationAction(identifier: "reply", title: "Reply"),
                        UNNotificationAction(identifier: "open", title: "Open", options: [.foreground]),
                    ],
                    intentIdentifiers: [], options: [.customDismissAction])
            ])
        }
    }

    func warnings() -> [String] {
        device.console.entries(at: .warning).map(\.message)
    }
}
