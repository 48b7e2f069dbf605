import RouteInterface
import SimulatedUIKit

extension ManifestModel {
    /// The index of the tab with this title in the scenes that declare tabs (the validator makes it the
    /// same index in each of them).
    /// - Parameter title: a tab's title.
    /// - Returns: its index, or `nil` when no scene has such a tab.
    public func tabIndex(titled title: String) -> Int? {
        for scene in manifest.scenes {
            if let index = scene.tabs?.firstIndex(where: { $0.title == title }) { return index }
        }
        return nil
    }
}

/// The containers of a manifest window: a scene with `tabs` gets a tab bar controller, one
/// with `columns` a split view controller; tabs are filled with their screens once the initial route is in,
/// and sign-out and sign-in swap each tab's `signedOutScreen` and `screen`, as the containers demo does.
extension ManifestRouter {
    /// `tabs`: a tab bar controller of empty navigation controllers titled by the tabs (filled once the
    /// initial route is in); `columns`: a split view controller whose primary (and supplementary) column
    /// holds its screen and whose secondary column is an empty navigation controller; else `nil` (the
    /// engine's own navigation controller).
    /// - Parameter handle: the window's route handle.
    /// - Returns: the window's root container, or `nil`.
    public func preferredRootViewController(for handle: any RouteHandleProtocol) -> UIViewController? {
        if let tabs = scene.tabs {
            let controller = UITabBarController()
            controller.viewControllers = tabs.map { tab in
                let stack = UINavigationController()
                stack.tabBarItem = UITabBarItem(title: tab.title, image: nil, tag: 0)
                return stack
            }
            containerRoot = controller
            return controller
        }
        if let columns = scene.columns {
            let split = UISplitViewController(style: columns.style)
            if let primary = columnScreen(columns.primary, in: .primary) {
                split.setViewController(UINavigationController(rootViewController: primary), for: .primary)
            }
            if let name = columns.supplementary, let supplementary = columnScreen(name, in: .supplementary) {
                split.setViewController(UINavigationController(rootViewController: supplementary), for: .supplementary)
            }
            split.setViewController(UINavigationController(), for: .secondary)
            containerRoot = split
            return split
        }
        return nil
    }

    /// Fills the tabs the initial screen left empty with their screens (signed out: their
    /// `signedOutScreen`, if any).
    /// - Parameter handle: the window's route handle.
    public func initialRouteDidInitialize(for handle: any RouteHandleProtocol) {
        fillTabs(of: handle, replacing: false)
    }

    /// A new controller of a column's screen, placed in that column.
    private func columnScreen(_ name: String, in column: UISplitViewController.Column) -> ManifestScreenViewController? {
        let screen = model.makeScreen(named: name, argument: nil)
        screen?.placementOverride = .column(column)
        return screen
    }

    /// Places each tab's screen for the session's state in the tabs that are empty, or, when `replacing`,
    /// in the tabs with a `signedOutScreen` whose root no longer fits the session (R13).
    /// - Parameters:
    ///   - handle: the window's route handle.
    ///   - replacing: whether a sign-in or sign-out asks for it.
    func fillTabs(of handle: any RouteHandleProtocol, replacing: Bool) {
        guard let tabs = scene.tabs, let stacks = (containerRoot as? UITabBarController)?.viewControllers else { return }
        let isSignedIn = handle.authSessionHandle.sessionStatus.isSignedIn
        for (index, tab) in tabs.enumerated() where stacks.indices.contains(index) {
            let stack = (stacks[index] as? UINavigationController)?.viewControllers ?? []
            let root = (stack.first as? ManifestScreenViewController)?.screen.name
            // Signed in, a tab fits unless it shows its signed-out screen; signed out, unless it holds a screen
            // that requires sign-in (one pushed over the signed-out screen too) or lacks its signed-out screen.
            let fits =
                isSignedIn
                ? root != tab.signedOutScreen
                : root == tab.signedOutScreen && !stack.contains { $0 is any RequiresSignIn }
            let needsScreen = stack.isEmpty || (replacing && tab.signedOutScreen != nil && !fits)
            guard needsScreen else { continue }
            let name = isSignedIn ? tab.screen : (tab.signedOutScreen ?? tab.screen)
            guard let screen = model.makeScreen(named: name, argument: nil, navigationAction: .replaceAll) else { continue }
            screen.placementOverride = .tab(index)
            handle.push(to: screen, animated: false)
        }
    }
}
