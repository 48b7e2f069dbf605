import Foundation

extension UINavigationController {
    /// The user taps the navigation bar's back button (simulation entry point for the `back` event): the top controller's ``UINavigationItem/backAction`` runs when it has one, as on iOS 16 and later; otherwise the navigation controller pops its top controller itself, animated, and reports it to its delegate (`willShow`, then `didShow` at the end of the transition).
    ///
    /// Nothing happens at the root, where UIKit shows no back button.
    ///
    /// Call it inside a device entry point (``SimulatedDevice/perform(_:)``) so the transition runs on the
    /// device's clock.
    package func tapBackButton() {
        guard viewControllers.count > 1, let top = topViewController else { return }
        if let backAction = top.navigationItemIfMade?.backAction {
            backAction.perform()
        } else {
            popViewController(animated: true)
        }
    }
}
