import Foundation

/// The containers' invariants, part of the device's (Sources/Route/SceneManager+Invariants.swift).
extension SimulatedDevice {
    /// Checks the view controller trees of every connected window: each controller is in one place only
    /// (one parent, listed once among its parent's children, in one window); a tab bar controller with tabs
    /// has one of them selected; a split view controller in a window is collapsed exactly when the window's
    /// horizontal size class is compact.
    /// - Returns: one line per violation; empty when every invariant holds.
    /// - Complexity: O(n) in the view controllers of the connected windows.
    func containerInvariantViolations() -> [String] {
        var problems: [String] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ controller: UIViewController, window: String) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else {
                problems.append("\(controller.screenName) is in two places (again in \(window))")
                return
            }
            for child in controller.children where child.parent !== controller {
                problems.append("\(child.screenName) is a child of \(controller.screenName) but its parent is \(child.parent?.screenName ?? "none")")
            }
            if let tabs = controller as? UITabBarController, let all = tabs.viewControllers, !all.isEmpty,
                !all.contains(where: { $0 === tabs.selectedViewController })
            {
                problems.append("the tab bar controller in \(window) has \(all.count) tabs and none selected")
            }
            if let split = controller as? UISplitViewController {
                let sizeClass = split.traitCollection.horizontalSizeClass
                if sizeClass != .unspecified, split.isCollapsed != (sizeClass == .compact) {
                    problems.append(
                        "the split view controller in \(window) is \(split.isCollapsed ? "collapsed" : "expanded") in a \(sizeClass == .compact ? "compact" : "regular") window"
                    )
                }
            }
            for child in controller.children { visit(child, window: window) }
            if let presented = controller.presentedStorage { visit(presented, window: window) }
        }
        for scene in connectedScenes {
            for window in scene.windows {
                if let root = window.rootViewController { visit(root, window: scene.session.persistentIdentifier) }
            }
        }
        return problems
    }
}
