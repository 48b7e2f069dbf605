import SimulatedUIKit

/// Finding what a window shows through its containers (tab bar and split view controllers).
extension Simulator {
    /// The root of the window's content: the first normal-level window, in creation order, whose root is a
    /// navigation, tab bar or split view controller (the engine's cover and splash windows sit at other
    /// levels).
    func contentRoot(in scene: UIWindowScene) -> UIViewController? {
        for window in scene.windows where window.windowLevel == .normal {
            guard let root = window.rootViewController else { continue }
            if root is UINavigationController || root is UITabBarController || root is UISplitViewController { return root }
        }
        return nil
    }

    /// The navigation controller the user sees and `back` pops: the root one, the selected tab's, a
    /// split view's secondary column when expanded and it has screens (else the primary), its primary (or
    /// compact) column when collapsed.
    func navigationController(in scene: UIWindowScene) -> UINavigationController? {
        contentRoot(in: scene).flatMap(Self.visibleNavigation)
    }

    /// The navigation controller shown within `controller` (see ``navigationController(in:)``).
    /// - Complexity: O(depth) of the container tree.
    static func visibleNavigation(_ controller: UIViewController) -> UINavigationController? {
        if let navigation = controller as? UINavigationController { return navigation }
        if let tabs = controller as? UITabBarController {
            return tabs.selectedViewController.flatMap(visibleNavigation)
        }
        if let split = controller as? UISplitViewController {
            // The trailing shown column that has screens (an empty detail column shows nothing), else the
            // leading one: as the engine reads it.
            let found = shownColumns(of: split).reversed().compactMap { columnController(split, $0).flatMap(visibleNavigation) }
            return found.first { !$0.viewControllers.isEmpty } ?? found.last
        }
        return nil
    }

    /// The columns of a split view controller that are on screen, leading to trailing.
    static func shownColumns(of split: UISplitViewController) -> [UISplitViewController.Column] {
        let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
        return columns.filter { column in
            guard let controller = columnController(split, column) else { return false }
            return split.appearanceIsShown(controller)
        }
    }

    /// What a column holds: the navigation controller of a stack column, the compact column's controller.
    static func columnController(_ split: UISplitViewController, _ column: UISplitViewController.Column) -> UIViewController? {
        split.columnContent(for: column)
    }

    /// The tops of the other shown columns of the split view the user sees, for taps on a sidebar: the columns before the visible one, trailing to leading.
    ///
    /// Empty without a split view.
    func otherShownColumnTops(in scene: UIWindowScene) -> [UIViewController] {
        guard let root = contentRoot(in: scene), let split = Self.visibleSplit(root) else { return [] }
        let visible = Self.visibleNavigation(split)
        return Self.shownColumns(of: split).reversed().compactMap { column in
            guard let navigation = Self.columnController(split, column) as? UINavigationController, navigation !== visible else { return nil }
            return navigation.topViewController
        }
    }

    /// The split view controller the user sees: the root one, or the one in the selected tab.
    static func visibleSplit(_ controller: UIViewController) -> UISplitViewController? {
        if let split = controller as? UISplitViewController { return split }
        if let tabs = controller as? UITabBarController { return tabs.selectedViewController.flatMap(visibleSplit) }
        return nil
    }

    /// The tab bar controller the user sees: the root one, or one shown in a split view's column.
    static func visibleTabBar(_ controller: UIViewController) -> UITabBarController? {
        if let tabs = controller as? UITabBarController { return tabs }
        if let split = controller as? UISplitViewController {
            for column in shownColumns(of: split) {
                if let found = columnController(split, column).flatMap(visibleTabBar) { return found }
            }
        }
        return nil
    }

    /// Every navigation controller in the window's containers, shown or not (a hidden tab's stack too).
    /// - Complexity: O(n) in the containers.
    func allNavigationControllers(in scene: UIWindowScene) -> [UINavigationController] {
        guard let root = contentRoot(in: scene) else { return [] }
        var found: [UINavigationController] = []
        func visit(_ controller: UIViewController) {
            if let navigation = controller as? UINavigationController {
                found.append(navigation)
            } else if controller is UITabBarController || controller is UISplitViewController {
                controller.children.forEach(visit)
            }
        }
        visit(root)
        return found
    }

    /// The window's container tree, or `nil` when its root is a plain navigation controller (or none).
    func containerSnapshot(in scene: UIWindowScene) -> ContainerSnapshot? {
        guard let root = contentRoot(in: scene), !(root is UINavigationController) else { return nil }
        return Self.snapshot(of: root)
    }

    /// The snapshot of one controller of the container tree.
    static func snapshot(of controller: UIViewController) -> ContainerSnapshot {
        if let navigation = controller as? UINavigationController {
            return .stack(navigation.viewControllers.map(\.screenName))
        }
        if let tabs = controller as? UITabBarController {
            let all = tabs.viewControllers ?? []
            let selected = all.firstIndex { $0 === tabs.selectedViewController }
            return .tabs(all.map { ContainerSnapshot.Tab(title: tabTitle($0), content: snapshot(of: $0)) }, selected: selected)
        }
        if let split = controller as? UISplitViewController {
            let shown = shownColumns(of: split)
            let columns = [UISplitViewController.Column.primary, .supplementary, .secondary, .compact].compactMap { column -> ContainerSnapshot.Column? in
                guard let content = columnController(split, column) else { return nil }
                return ContainerSnapshot.Column(name: column.name, isShown: shown.contains(column), content: snapshot(of: content))
            }
            return .split(ContainerSnapshot.Split(isCollapsed: split.isCollapsed, columns: columns))
        }
        return .screen(controller.screenName)
    }

    /// A tab's title: its tab bar item's, else its controller's title, else the name of its stack's root
    /// (or of the controller itself).
    static func tabTitle(_ controller: UIViewController) -> String {
        if let title = controller.tabBarItemIfMade?.title ?? controller.title, !title.isEmpty { return title }
        if let navigation = controller as? UINavigationController, let root = navigation.viewControllers.first {
            return root.screenName
        }
        return controller.screenName
    }
}
