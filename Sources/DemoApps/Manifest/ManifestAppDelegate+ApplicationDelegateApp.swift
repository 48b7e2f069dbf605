import Foundation
import Route
import SimulatedUIKit

/// A manifest app without a scene manifest (an app-delegate app): UIKit sends it no scene
/// callback, so the app delegate forwards its own warm payload methods to the scene manager, under the same
/// `forwards` switches as ``ManifestSceneDelegate`` (`openURLContexts` covers `application(_:open:options:)`).
/// A scene-based manifest app never receives these.
extension ManifestAppDelegate {
    private func dropped(_ callback: String, _ what: String) {
        log.note("\(callback) is not forwarded (manifest forwards.\(callback) is false); \(what) is lost")
    }

    /// Forwards a warm URL (U2), unless `forwards.openURLContexts` is false.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        guard model.manifest.forwards.openURLContexts else {
            dropped("openURLContexts", url.absoluteString)
            return false
        }
        return sceneManager?.application(app, open: url, options: options, errorHandler: log.report) ?? false
    }

    /// Forwards a warm activity or universal link (U2), unless `forwards.continue` is false.
    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        guard model.manifest.forwards.continue else {
            dropped("continue", "activity \(userActivity.activityType)")
            return false
        }
        return sceneManager?.application(application, continue: userActivity, errorHandler: log.report) ?? false
    }

    /// Forwards a quick action (U2), unless `forwards.performActionFor` is false; the completion handler is
    /// called once either way.
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        guard model.manifest.forwards.performActionFor, let sceneManager else {
            if !model.manifest.forwards.performActionFor { dropped("performActionFor", "shortcut \(shortcutItem.type)") }
            return completionHandler(false)
        }
        sceneManager.application(application, performActionFor: shortcutItem, completionHandler: completionHandler, errorHandler: log.report)
    }
}
