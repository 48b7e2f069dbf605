import Foundation

/// Customizes how a column-style split view controller collapses and expands.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Asks which column is on top once the split view controller collapses (no `.compact` column set).
    /// - Parameters:
    ///   - svc: the collapsing split view controller.
    ///   - proposedTopColumn: UIKit's proposal, `.secondary`.
    /// - Returns: `.primary` to show the primary column's stack alone, `.supplementary` or `.secondary` to
    ///   push that column's stack (and those before it) onto the primary's navigation controller.
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    /// Tells the delegate the split view controller collapsed.
    /// - Parameter svc: the split view controller.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Tells the delegate the split view controller expanded.
    /// - Parameter svc: the split view controller.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Default: the proposal.
    /// - Parameters:
    ///   - svc: the collapsing split view controller.
    ///   - proposedTopColumn: UIKit's proposal.
    /// - Returns: `proposedTopColumn`.
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    {
        proposedTopColumn
    }
    /// Default: does nothing.
    /// - Parameter svc: the split view controller.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Default: does nothing.
    /// - Parameter svc: the split view controller.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
