// Compiled in Swift 5 language mode, as shipping apps' projects are: the delegates below are written
// the way they are written against Apple's SDK (no `@preconcurrency`, no `nonisolated`), and must build
// here unchanged, with UIKit's and UserNotifications' declarations as the SDK makes them.
import Foundation
import SimulatedUIKit
import Testing
import UserNotifications

/// An Xcode-template-style app delegate that handles notifications with the `async` delegate forms.
final class Swift5AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    static var heard: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
            if !granted { print("notifications refused: \(String(describing: error))") }
        }
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = Swift5SceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        Swift5AppDelegate.heard.append("token")
    }

    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        Swift5AppDelegate.heard.append("push \(userInfo["noteID"] as? String ?? "-")")
        completionHandler(.newData)
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        [.banner, .sound]
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        let noteID = response.notification.request.content.userInfo["noteID"] as? String ?? "-"
        Swift5AppDelegate.heard.append("didReceive \(noteID) in \(response.targetScene?.session.persistentIdentifier ?? "nil")")
    }
}

/// A scene delegate that reads the launch's notification response.
final class Swift5SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let response = connectionOptions.notificationResponse {
            Swift5AppDelegate.heard.append("launched by \(response.notification.request.content.categoryIdentifier)")
        }
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
}

@MainActor
@Suite("U11 in a Swift 5 app")
struct Swift5NotificationTests {
    @Test func asyncDelegateFormsAreCalledAfterTheInstant() async throws {
        Swift5AppDelegate.heard = []
        let device = SimulatedDevice(bundle: SimulatedAppBundle(
            infoPlist: InfoPlist(
                bundleIdentifier: "com.example.swift5", supportsMultipleScenes: false,
                sceneConfigurations: [InfoPlist.windowApplicationRole: [InfoPlist.SceneConfiguration(name: "Default Configuration", delegateClassName: "Swift5SceneDelegate")]]),
            sceneDelegates: [SceneDelegateClass { Swift5SceneDelegate() }],
            makeApplicationDelegate: { Swift5AppDelegate() }))
        let content = UNMutableNotificationContent()
        content.categoryIdentifier = "note"
        content.userInfo = ["noteID": "42"]
        device.tapNotification(UNNotificationRequest(identifier: "n", content: content, trigger: nil))
        device.receiveSilentPush(userInfo: ["noteID": "43"])
        for _ in 0..<20 { await Task.yield() }
        // The two `async` forms run in their own tasks after the instant, in no promised order.
        #expect(Swift5AppDelegate.heard.prefix(2) == ["launched by note", "token"])
        #expect(Set(Swift5AppDelegate.heard.dropFirst(2)) == ["didReceive 42 in S1", "push 43"])
    }
}
