import RouteInterface
import UIKit

/// Containers: the window's root may be a tab bar controller or a split view controller the host
/// supplies (``RouterProtocol/preferredRootViewController(for:)``); each screen says which tab or column it
/// lives in (``RoutingViewControlling/preferredContainerPlacement()``).
extension RouteHandle {
    /// Where a navigation lands: the navigation controller, the tab to select first, and the lowest index of
    /// its stack a replace may reach (above the primary stack when a collapsed split view merged a column onto it).
    struct StackTarget {
        let navigation: UINavigationController
        /// The tab the stack belongs to, when the root is a tab bar controller.
        let tabIndex: Int?
        /// The column whose controllers, merged on top of the primary stack, are all a replace may remove.
        let mergedColumn: UISplitViewController.Column?
    }

    /// The root's tab bar controller, if it is one.
    var rootTabBarController: UITabBarController? { rootViewController as? UITabBarController }
    /// The root's split view controller, if it is one.
    var rootSplitViewController: UISplitViewController? { rootViewController as? UISplitViewController }

    /// The navigation controller of a tab or column (the controller itself, or the one it is the root of).
    private func navigation(of controller: UIViewController?) -> UINavigationController? {
        guard let controller else { return nil }
        return controller as? UINavigationController ?? controller.navigationController
    }

    /// The navigation controller of a split view column, if the column holds one.
    func columnNavigation(_ column: UISplitViewController.Column) -> UINavigationController? {
        navigation(of: rootSplitViewController?.viewController(for: column))
    }

    /// Every stack of the window: the tabs' in order, the columns' in order, or the one.
    var allNavigationControllers: [UINavigationController] {
        if let tabs = rootTabBarController {
            return (tabs.viewControllers ?? []).compactMap { navigation(of: $0) }
        }
        if rootSplitViewController != nil {
            var seen: [UINavigationController] = []
            for column in [UISplitViewController.Column.primary, .supplementary, .secondary] {
                if let stack = columnNavigation(column), !seen.contains(where: { $0 === stack }) { seen.append(stack) }
            }
            return seen
        }
        return [ownNavigationController]
    }

    /// The stack the user sees: the selected tab's; a collapsed split view's primary (which holds the merged
    /// columns); an expanded one's secondary when it has screens, else its primary; else the engine's own.
    var visibleNavigationController: UINavigationController {
        if let tabs = rootTabBarController, let selected = navigation(of: tabs.selectedViewController) {
            return selected
        }
        if let split = rootSplitViewController {
            if !split.isCollapsed, let secondary = columnNavigation(.secondary), !secondary.viewControllers.isEmpty {
                return secondary
            }
            if let primary = columnNavigation(.primary) { return primary }
        }
        return ownNavigationController
    }

    /// Where a screen with this placement goes now.
    func stackTarget(for placement: ContainerPlacement) -> StackTarget {
        switch placement {
        case .visible:
            let tabIndex = rootTabBarController.map(\.selectedIndex)
            return StackTarget(navigation: visibleNavigationController, tabIndex: tabIndex, mergedColumn: nil)
        case let .tab(index):
            guard let tabs = rootTabBarController, let controllers = tabs.viewControllers, controllers.indices.contains(index),
                let stack = navigation(of: controllers[index])
            else { return stackTarget(for: .visible) }
            return StackTarget(navigation: stack, tabIndex: index, mergedColumn: nil)
        case let .column(column):
            guard let split = rootSplitViewController else { return stackTarget(for: .visible) }
            if split.isCollapsed, column != .primary, let primary = columnNavigation(.primary) {
                return StackTarget(navigation: primary, tabIndex: nil, mergedColumn: column)
            }
            guard let stack = columnNavigation(column) else { return stackTarget(for: .visible) }
            return StackTarget(navigation: stack, tabIndex: nil, mergedColumn: nil)
        }
    }

    /// The controllers at the top of a collapsed split view's merged stack that belong to `column`: all that
    /// a replace of a screen of that column may remove (the primary's own screens stay).
    func mergedCount(of column: UISplitViewController.Column, in stack: [UIViewController]) -> Int {
        stack.reversed().prefix { ($0 as? any RoutingViewControlling)?.preferredContainerPlacement() == .column(column) }.count
    }

    /// Selects a tab before navigating in it, as a link to a screen in another tab does.
    ///
    /// Runs only from the navigation queue, so never during a transition (UIKit's trap).
    ///
    /// - Parameters:
    ///   - index: the tab.
    ///   - traceID: the intent trace to note it in, if any.
    func selectTab(_ index: Int?, traceID: Int?) {
        guard let index, let tabs = rootTabBarController, tabs.selectedIndex != index else { return }
        tabs.selectedIndex = index
        // The words of the user's own `select "TITLE"` (the `T` key), so the log reads alike either way.
        let step = "select \"\(tabTitle(of: tabs.viewControllers?[index]) ?? "tab \(index)")\""
        environment.log.info("\(sessionIdentifier): \(step)", session: sessionIdentifier)
        if let traceID { host?.traceLog.note(traceID, .note, step) }
        storeRestorationSnapshot()
    }

    /// Makes the engine the delegate of the root's tab bar or split view controller and of every stack, and
    /// stamps the route handle on every screen the host put in them (the signed-out invariant, Sources/Route/SceneManager+Invariants.swift).
    func adoptContainerStacks() {
        rootTabBarController?.delegate = tabBarObserver
        adoptSplitViewDelegate()
        for stack in allNavigationControllers {
            stack.delegate = navigationObserver
            for controller in stack.viewControllers { controller.routeHandle = self }
        }
    }

    /// Lays the other stacks' restored tops (each in its own tab or column, with its preceding chain when the router allows it on the initial route) and selects the stored tab, at launch (R15).
    ///
    /// A top that requires sign-in never opens a signed-out window (Sources/Route/SceneManager+Invariants.swift).
    ///
    /// - Parameters:
    ///   - initialStack: the stack the initial screen went into (left alone).
    ///   - isSignedIn: whether the session is signed in.
    func restoreContainerState(besides initialStack: UINavigationController, isSignedIn: Bool) {
        guard let state = host?.restoration.takeRestoredContainerState(for: sessionIdentifier) else { return }
        for case let screen as any RoutingViewControlling in state.tops {
            if !isSignedIn, screen is any RequiresSignIn { continue }
            let target = stackTarget(for: screen.preferredContainerPlacement())
            guard target.navigation !== initialStack, target.mergedColumn == nil else { continue }
            var laid: [UIViewController] = [screen]
            if router.allowsPrecedingStackOnInitialRoute, case let .success(chain) = precedingChain(of: screen) { laid = chain + laid }
            let base = target.navigation.viewControllers
            let stack = base + laid.dropFirst(longestOverlap(of: laid, onTopOf: base))
            target.navigation.setViewControllers(stack, animated: false)
            environment.log.info("\(sessionIdentifier): restored \(screen.screenName) in its own stack", session: sessionIdentifier)
        }
        if let index = state.selectedTab, let tabs = rootTabBarController, (tabs.viewControllers ?? []).indices.contains(index) {
            tabs.selectedIndex = index
        }
    }

    /// Whether any stack of the window is in a transition.
    var isAnyStackInTransition: Bool {
        allNavigationControllers.contains { $0.isInTransition }
    }

    /// A tab's title as the tab bar shows it: its tab bar item's title, else its own, else its stack's
    /// root screen's name (as the simulated tab bar and `expect W tabs` name tabs).
    func tabTitle(of controller: UIViewController?) -> String? {
        guard let controller else { return nil }
        if let title = controller.tabBarItem.title ?? controller.title, !title.isEmpty { return title }
        if let navigation = controller as? UINavigationController, let root = navigation.viewControllers.first { return root.screenName }
        return controller.screenName
    }
}

/// Hears the user select a tab (`tabBarController(_:didSelect:)`): the restoration snapshot follows the
/// selected tab (R15).
@MainActor final class TabBarObserver: UITabBarControllerDelegate {
    weak var handle: RouteHandle?

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        handle?.storeRestorationSnapshot()
    }
}
