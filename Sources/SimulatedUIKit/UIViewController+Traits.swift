import Foundation

extension UIViewController {
    /// The controller's traits: those of the window scene it is in, reached through its parent chain, the controller presenting it, or the window it is the root of.
    ///
    /// A controller in no window has no size class (``UIUserInterfaceSizeClass/unspecified``), as in
    /// UIKit before it enters a hierarchy.
    ///
    /// Contract note: UIKit's is read-only too; here it is computed from the hierarchy.
    /// - Complexity: O(depth) of the controller hierarchy.
    public var traitCollection: UITraitCollection {
        var current: UIViewController = self
        while true {
            if let parent = current.parent {
                current = parent
            } else if let presenter = current.presentingStorage, presenter.presentedStorage === current {
                current = presenter
            } else {
                break
            }
        }
        let base: UITraitCollection
        if let window = current.rootWindow, window.rootViewController === current {
            base = window.traitCollection
        } else {
            base = UITraitCollection()
        }
        // The nearest appearance override: this controller's, else up its chain (the window's is in `base`).
        var overriding: UIViewController? = self
        while let controller = overriding {
            if controller.overrideUserInterfaceStyle != .unspecified { return base.replacing(userInterfaceStyle: controller.overrideUserInterfaceStyle) }
            overriding = controller.parent ?? controller.presentingStorage
        }
        return base
    }

    /// Delivers a trait change to this controller and everything below it (children, then the controller it presents): each whose horizontal size class differs from what it was last told first lets its container react (a split view controller collapses or expands), then gets ``traitCollectionDidChange(_:)``.
    ///
    /// Called when the window scene's size class changes and when a controller enters a window (as its
    /// root, a tab, a column or a presented controller).
    ///
    /// - Complexity: O(n) in the controllers below, each reading its traits in O(depth).
    func deliverTraitChanges() {
        let current = traitCollection
        if current.hasDifferentHorizontalSizeClass(comparedTo: deliveredTraits) || deliveredTraits == nil && current.horizontalSizeClass != .unspecified {
            let previous = deliveredTraits
            deliveredTraits = current
            containerTraitsDidChange(from: previous)
            traitCollectionDidChange(previous)
        }
        // The children after the container reacted: a collapse moves controllers between them.
        for child in children {
            child.deliverTraitChanges()
        }
        presentedStorage?.deliverTraitChanges()
    }
}
