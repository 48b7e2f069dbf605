import UserNotifications

extension UNNotificationResponse {
    /// The window scene the response is for, as UIKit declares it (U11): on a launch from the notification,
    /// the connecting scene (the response is in its ``UIScene/ConnectionOptions/notificationResponse``);
    /// warm, the window the notification was tapped for (brought forward first); `nil` for an action
    /// handled in the background, or once that scene is gone.
    @available(iOS 13.0, *)
    public var targetScene: UIScene? {
        targetSceneObject as? UIScene
    }
}
