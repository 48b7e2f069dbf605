import RouteInterface
import UIKit

/// A split view's detail columns while signed out (R20): UIKit gives a collapsed split
/// view's secondary column back when it expands (the root it had when it collapsed, even one a sign-out
/// took off the merged stack), and a collapse pushes a column's root back onto the primary stack. The
/// engine hears both through the split view's delegate and takes screens that require sign-in out of the
/// detail columns, so none is on screen, or in the record, while signed out.
extension RouteHandle {
    /// Makes the engine the delegate of the root's split view controller, keeping a delegate the host set
    /// before (it still hears the collapse, the expansion and the top-column question).
    func adoptSplitViewDelegate() {
        guard let split = rootSplitViewController, split.delegate !== splitViewObserver else { return }
        splitViewObserver.hostDelegate = split.delegate
        split.delegate = splitViewObserver
    }

    /// The split view collapsed or expanded: the record follows the stack the window now shows (R15);
    /// while signed out, the screens that require sign-in it gave back to a detail column are taken out at
    /// once; when a transition is in flight, or a screen cannot be placed in a column, the window is
    /// covered until they are gone (R20).
    ///
    /// The snapshot is taken in the instant of the change, transition or not: an expansion in the middle of
    /// a pop on the collapsed stack gives the secondary column its screen back without a `willShow`, and the
    /// pop's own snapshot (the primary's top, perhaps not restorable) would otherwise stay the record.
    /// Signed out, the snapshot leaves out every screen that requires sign-in; a record that is already
    /// right schedules no write.
    /// - Parameter change: `collapsed` or `expanded`, for the log.
    func splitViewDidRearrange(_ change: String) {
        storeRestorationSnapshot(onlyIfChanged: true)
        guard isRouteInitialized, !isDisconnected, !authSessionHandle.sessionStatus.isSignedIn, stackOrPresentedRequiresSignIn else { return }
        if navigationInFlight == nil, navigationWaiting.isEmpty, !isTransitionInFlightOutsideEngine,
            removeSignedOutDetailScreens(cause: "the split view \(change)")
        {
            storeRestorationSnapshot()
        }
        coverUntilStackIsLive(cause: "the split view \(change) while signed out")
    }

    /// Takes the screens that require sign-in out of the split view's detail columns while signed out:
    /// each of the supplementary and secondary stacks is cut below its first such screen, and so is the
    /// part of a collapsed primary stack that belongs to those columns (from the first screen placed in
    /// one of them, or set as its root); the primary column's own screens are the router's.
    ///
    /// Runs only when no transition is in flight (the caller checks), without animation.
    /// - Parameter cause: why, for the log.
    /// - Returns: whether a stack changed.
    func removeSignedOutDetailScreens(cause: String) -> Bool {
        guard let split = rootSplitViewController, !authSessionHandle.sessionStatus.isSignedIn else { return false }
        let primary = columnNavigation(.primary)
        var changed = false
        for column in [UISplitViewController.Column.supplementary, .secondary] {
            guard let stack = columnNavigation(column), stack !== primary,
                let cut = stack.viewControllers.firstIndex(where: { $0 is any RequiresSignIn })
            else { continue }
            cutStack(stack, at: cut, column: column.name, cause: cause)
            changed = true
        }
        if split.isCollapsed, let primary, let cut = firstSignedOutDetailScreen(in: primary.viewControllers, of: split) {
            cutStack(primary, at: cut, column: "collapsed", cause: cause)
            changed = true
        }
        return changed
    }

    /// Where the detail columns' part of a collapsed primary stack starts — the first screen placed in the
    /// supplementary or secondary column, or set as one of their roots — and, from there up, the first
    /// screen that requires sign-in.
    private func firstSignedOutDetailScreen(in stack: [UIViewController], of split: UISplitViewController) -> Int? {
        let roots = [UISplitViewController.Column.supplementary, .secondary].compactMap { split.viewController(for: $0) }
        let start = stack.firstIndex { controller in
            if roots.contains(where: { $0 === controller }) { return true }
            let placement = (controller as? any RoutingViewControlling)?.preferredContainerPlacement()
            return placement == .column(.secondary) || placement == .column(.supplementary)
        }
        guard let start else { return nil }
        return stack[start...].firstIndex { $0 is any RequiresSignIn }
    }

    private func cutStack(_ stack: UINavigationController, at index: Int, column: String, cause: String) {
        let removed = stack.viewControllers[index...].map(\.screenName).joined(separator: " > ")
        stack.setViewControllers(Array(stack.viewControllers[..<index]), animated: false)
        environment.log.info(
            "\(sessionIdentifier): \(cause): \(removed) taken out of the \(column) column: it requires sign-in and the session is signed out (R20)",
            session: sessionIdentifier)
    }
}

/// Hears the root split view controller collapse and expand (`splitViewControllerDidCollapse`,
/// `splitViewControllerDidExpand`) for the signed-out check of its detail columns (R20), and passes every
/// callback on to the delegate the host had set.
@MainActor final class SplitViewObserver: UISplitViewControllerDelegate {
    weak var handle: RouteHandle?
    /// The host's own delegate, if it set one before the engine adopted the split view.
    weak var hostDelegate: (any UISplitViewControllerDelegate)?

    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        hostDelegate?.splitViewController(svc, topColumnForCollapsingToProposedTopColumn: proposedTopColumn) ?? proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        hostDelegate?.splitViewControllerDidCollapse(svc)
        handle?.splitViewDidRearrange("collapsed")
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        hostDelegate?.splitViewControllerDidExpand(svc)
        handle?.splitViewDidRearrange("expanded")
    }
}
