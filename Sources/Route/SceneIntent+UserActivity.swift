import Foundation
import RouteInterface
import UIKit

extension SceneIntent {
    /// The intent a delivered user activity carries.
    ///
    /// A universal link (an activity of type `NSUserActivityTypeBrowsingWeb` with a `webpageURL`) routes
    /// as its URL, through the app's URL registrations, as apps hand `webpageURL` to their link router;
    /// any other activity routes as a user activity carrying the whole activity as its context: user info,
    /// `webpageURL`, `title`, `targetContentIdentifier` and `persistentIdentifier` (docs/RULES.md R5:
    /// such an activity whose type no registration names matches by its `webpageURL`).
    ///
    /// - Parameter activity: the activity UIKit delivered (cold in the connection options or warm).
    @MainActor init(delivered activity: NSUserActivity) {
        if activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL {
            self = .url(url)
        } else {
            let context = SceneIntentContext(
                userInfo: activity.userInfo, webpageURL: activity.webpageURL, title: activity.title,
                targetContentIdentifier: activity.targetContentIdentifier, persistentIdentifier: activity.persistentIdentifier)
            self = .userActivity(activityType: activity.activityType, context: context)
        }
    }
}
