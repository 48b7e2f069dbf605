import Foundation

/// Decides and observes the user's tab selections.
///
/// As in UIKit only a tap on a tab reaches the delegate; setting ``UITabBarController/selectedIndex`` or
/// ``UITabBarController/selectedViewController`` in code does not.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asks whether the tab the user tapped may be selected.
    /// - Parameters:
    ///   - tabBarController: the tab bar controller.
    ///   - viewController: the tapped tab's view controller.
    /// - Returns: `false` to keep the current tab (a tap on the selected tab then does not pop it to its root).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Tells the delegate the user tapped a tab, once it is selected (also when it already was).
    /// - Parameters:
    ///   - tabBarController: the tab bar controller.
    ///   - viewController: the selected tab's view controller.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Default: `true`.
    /// - Parameters:
    ///   - tabBarController: the tab bar controller.
    ///   - viewController: the tapped tab's view controller.
    /// - Returns: `true`.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Default: does nothing.
    /// - Parameters:
    ///   - tabBarController: the tab bar controller.
    ///   - viewController: the selected tab's view controller.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
