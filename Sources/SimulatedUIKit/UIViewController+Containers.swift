import Foundation

extension UIViewController {
    /// The nearest ancestor tab bar controller, if this controller is (inside) one of its tabs.
    ///
    /// Contract note: read-only computed property, as in UIKit.
    /// - Complexity: O(depth) of the parent chain.
    public var tabBarController: UITabBarController? {
        var candidate = parent
        while let current = candidate {
            if let tabs = current as? UITabBarController { return tabs }
            candidate = current.parent
        }
        return nil
    }

    /// The nearest ancestor split view controller, if this controller is (inside) one of its columns.
    ///
    /// Contract note: read-only computed property, as in UIKit.
    /// - Complexity: O(depth) of the parent chain.
    public var splitViewController: UISplitViewController? {
        var candidate = parent
        while let current = candidate {
            if let split = current as? UISplitViewController { return split }
            candidate = current.parent
        }
        return nil
    }

    /// The item that represents this controller in a tab bar, made on first use with the controller's
    /// ``title`` (UIKit's default); setting it replaces it.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    /// Simulation addition: ``tabBarItem`` if it has been made, without making it (for snapshots).
    package var tabBarItemIfMade: UITabBarItem? { tabBarItemStorage }

    /// Whether a navigation transition, or a presentation or dismissal, is in flight in this controller's
    /// hierarchy (its children, the controllers they present).
    /// - Complexity: O(n) in the controllers below.
    var hasTransitionInFlight: Bool {
        if let navigation = self as? UINavigationController, navigation.isInTransition { return true }
        if isBeingPresented || isBeingDismissed { return true }
        if let presented = presentedStorage, presented.hasTransitionInFlight { return true }
        return children.contains { $0.hasTransitionInFlight }
    }

    /// Whether the window this controller's container chain leads to is set, though the controller itself
    /// is not in the window hierarchy: it sits in a tab that is not selected or a column the split view
    /// controller does not show.
    var isHiddenInVisibleContainer: Bool {
        hierarchyWindow == nil && presentationHost.hierarchyWindow != nil
    }
}

/// The item a tab bar shows for one of its view controllers.
@preconcurrency @MainActor
open class UITabBarItem {
    /// The title shown under the tab's image.
    open var title: String?
    /// The tab's image (kept, not drawn).
    open var image: UIImage?
    /// An integer the app uses to identify the item.
    open var tag: Int
    /// Text in the tab's badge, or `nil` for no badge.
    open var badgeValue: String?

    /// Creates a tab bar item.
    /// - Parameters:
    ///   - title: the title, or `nil`.
    ///   - image: the image, or `nil`.
    ///   - tag: the app's identifier for the item.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}
