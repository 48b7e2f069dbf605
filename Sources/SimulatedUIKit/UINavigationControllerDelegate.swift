import Foundation

/// Observes a navigation controller's transitions (U9).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called when a transition to `viewController` starts (its `viewControllers` have just changed).
    /// - Parameters:
    ///   - navigationController: the navigation controller.
    ///   - viewController: the new top controller.
    ///   - animated: whether the transition is animated.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called when the transition to `viewController` ends: 0.35 s later when animated, the same instant
    /// otherwise (U9).
    /// - Parameters:
    ///   - navigationController: the navigation controller.
    ///   - viewController: the new top controller.
    ///   - animated: whether the transition was animated.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Default: does nothing.
    /// - Parameters:
    ///   - navigationController: the navigation controller.
    ///   - viewController: the new top controller.
    ///   - animated: whether the transition is animated.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Default: does nothing.
    /// - Parameters:
    ///   - navigationController: the navigation controller.
    ///   - viewController: the new top controller.
    ///   - animated: whether the transition was animated.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
