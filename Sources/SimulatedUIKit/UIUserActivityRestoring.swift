import Foundation

/// An object that restores its state from a continued user activity: what an app delegate passes to the
/// `restorationHandler` of `application(_:continue:restorationHandler:)`; UIKit then calls
/// ``restoreUserActivityState(_:)`` on each object, in order, with the activity.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: AnyObject {
    /// Restores the object's state from the activity being continued.
    /// - Parameter activity: the activity.
    func restoreUserActivityState(_ activity: NSUserActivity)
}
