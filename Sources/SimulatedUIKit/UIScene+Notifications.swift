import Foundation

/// The scene lifecycle notifications UIKit posts through `NotificationCenter.default`, each with the scene
/// as its `object`, right after the matching ``UISceneDelegate`` callback returns (U1, U3, U5, U6). They are
/// how a library learns about a scene's activation without asking the host's delegate to forward each
/// callback; RouteKit's engine observes them.
///
/// As in UIKit, the device posts on the main actor, synchronously, and only while the scene is alive: none
/// is posted for a scene that a kill ends (U7), and none after a callback that ended the process.
extension UIScene {
    /// Posted after `scene(_:willConnectTo:options:)` (U1).
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after `sceneDidDisconnect(_:)` (U5, U6).
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after `sceneDidBecomeActive(_:)`: the scene is foreground-active (U1, U3).
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted after `sceneWillResignActive(_:)`: the scene is foreground-inactive (U3).
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted after `sceneWillEnterForeground(_:)` (U1, U3).
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after `sceneDidEnterBackground(_:)` (U3).
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
