import Foundation
import RouteInterface
import UIKit

extension SceneIntent {
    /// The intent a delivered user activity carries.
    ///
    /// A universal link (an activity of type `NSUserActivityTypeBrowsingWeb` with a `webpageURL`) routes
    /// as its URL, through the app's URL registrations, as apps hand `webpageURL` to their link router;
    /// any other activity routes as a user activity with its user info as context.
    ///
    /// - Parameter activity: the activity UIKit delivered (cold in the connection options or warm).
    @MainActor init(delivered activity: NSUserActivity) {
        if activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL {
            self = .url(url)
        } else {
            self = .userActivity(activityType: activity.activityType, context: SceneIntentContext(userInfo: activity.userInfo))
        }
    }
}
