import Foundation

/// The base of UIKit's responder objects (application, scenes, views, view controllers).
///
/// As in UIKit it is an `NSObject` subclass (Foundation has `NSObject` on Linux too), so an app's
/// `extension NSObject { … }` reaches its delegates, and responders compare and hash by identity through
/// `NSObject`'s `isEqual(_:)` and `hash`, so they can live in a `Set` (``UIApplication/connectedScenes``).
///
/// Isolation: main-actor bound and `@preconcurrency`, as UIKit's Objective-C headers import it
/// (`NS_SWIFT_UI_ACTOR`): code built in Swift 5 language mode may use it from nonisolated code without a
/// diagnostic, as it may on iOS (docs/RULES.md, "UIKit's surface").
@preconcurrency @MainActor
open class UIResponder: NSObject, UIUserActivityRestoring {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// Restores state from a continued activity; default: does nothing.
    ///
    /// UIKit calls it when an app delegate hands this responder to the `restorationHandler` of
    /// `application(_:continue:restorationHandler:)`.
    /// - Parameter activity: the activity.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// Adds, removes and replaces menus of the main menu bar (iPad with a keyboard, Mac Catalyst) when ``UIMenuSystem/setNeedsRebuild()`` rebuilds it: UIKit asks the app delegate (the responder after the application), as here.
    ///
    /// Default: does nothing.
    /// - Parameter builder: the menus built so far.
    open func buildMenu(with builder: any UIMenuBuilder) {}
}
