import UIKit

/// Where a screen lives in a window whose root is a container: which tab of a
/// `UITabBarController`, which column of a `UISplitViewController`, or the stack the user sees.
///
/// A screen says it through ``RoutingViewControlling/preferredContainerPlacement()``; the window's container
/// comes from ``RouterProtocol/preferredRootViewController(for:)``. In a window without a container every
/// placement is the window's one stack.
public enum ContainerPlacement: Sendable, Hashable {
    /// The stack the user sees: the selected tab's, the secondary column's of an expanded split view (the
    /// primary's when it has no secondary stack), the primary's of a collapsed one.
    case visible
    /// The stack of the tab at this index (UIKit's `selectedIndex` numbering, from 0). A link to a screen in
    /// a tab that is not selected selects it first, then places the screen there; an index the tab bar
    /// controller lacks means the visible stack.
    case tab(Int)
    /// The stack of this column of a split view controller. Expanded, the screen goes into the column's own
    /// navigation controller; collapsed, onto the one stack UIKit shows (the primary's, which holds the other
    /// columns' stacks merged on top), so a detail is pushed there and comes back to its column on expansion.
    case column(UISplitViewController.Column)
}
