import Foundation

/// The base of UIKit's responder objects (application, scenes, views, view controllers).
///
/// As `NSObject` does in UIKit, responders compare and hash by identity, so they can live in a `Set`
/// (``UIApplication/connectedScenes``). Contract note: UIKit's `UIResponder` is an `NSObject` subclass;
/// here it is a Swift root class, because with Foundation's `NSObject` on Linux as its base the view
/// controller tests crashed (signal 11 reading a popped controller's neighbours), see docs/UIKIT-COVERAGE.md.
///
/// Isolation: main-actor bound and `@preconcurrency`, as UIKit's Objective-C headers import it
/// (`NS_SWIFT_UI_ACTOR`): code built in Swift 5 language mode may use it from nonisolated code without a
/// diagnostic, as it may on iOS (docs/RULES.md, "UIKit's surface").
@preconcurrency @MainActor
open class UIResponder: Hashable, UIUserActivityRestoring {
    /// Creates a responder.
    public init() {}

    /// Identity equality, as `NSObject`'s default `isEqual:`.
    /// - Parameters:
    ///   - lhs: a responder.
    ///   - rhs: another responder.
    /// - Returns: `true` when both are the same object.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    /// - Parameter hasher: the hasher to feed.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
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
