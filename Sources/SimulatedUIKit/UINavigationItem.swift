import Foundation

/// What a navigation bar shows for one controller (UIKit's `UINavigationItem`): its title and bar buttons.
///
/// A controller's ``UIViewController/navigationItem`` items are among its
/// ``UIViewController/tappableActions``: the left items, then the right ones.
@preconcurrency @MainActor
open class UINavigationItem {
    /// The title shown in the bar.
    open var title: String?
    /// The items on the left, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right, trailing first.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The back button that controllers pushed above this one show.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// What the back button does while this item is the top one (UIKit, iOS 16): when set, a tap on the back button performs this action instead of popping, and the action decides (RouteKit's engine sets it to run the pop through its navigation queue, R12).
    ///
    /// `nil` (the default): the navigation controller pops.
    open var backAction: UIAction?

    /// Creates an item.
    /// - Parameter title: the bar's title.
    public init(title: String) {
        self.title = title
    }

    /// The leading left item: the first of ``leftBarButtonItems``; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The trailing right item: the first of ``rightBarButtonItems``; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left item.
    /// - Parameters:
    ///   - item: the item.
    ///   - animated: ignored (the bar is not drawn).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item.
    /// - Parameters:
    ///   - item: the item.
    ///   - animated: ignored (the bar is not drawn).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left items.
    /// - Parameters:
    ///   - items: the items, leading first.
    ///   - animated: ignored (the bar is not drawn).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items.
    /// - Parameters:
    ///   - items: the items, trailing first.
    ///   - animated: ignored (the bar is not drawn).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// What a user can tap in the bar: left items, then right ones (simulation addition).
    var tappableActions: [UIAction] {
        (leftBarButtonItems ?? []).flatMap(\.tappableActions) + (rightBarButtonItems ?? []).flatMap(\.tappableActions)
    }
}
