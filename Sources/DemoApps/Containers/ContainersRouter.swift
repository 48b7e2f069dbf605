import RouteInterface
import SimulatedUIKit

/// The containers demo's router of one window: builds the window's container, fills its stacks, and
/// places links by each screen's container placement.
@MainActor public final class ContainersRouter: RouterProtocol {
    /// The identity of the window this router serves.
    public let scene: ContainersScene
    /// The container this router built for its window.
    private var container: UIViewController?

    /// The tabs of the `main` window, in order.
    static let tabTitles = ["Feed", "Inbox", "Profile"]

    /// Creates the router of a window.
    /// - Parameter scene: the window's identity.
    public init(scene: ContainersScene) {
        self.scene = scene
    }

    /// Initial screens come with their preceding screens.
    public let allowsPrecedingStackOnInitialRoute = true

    /// `main`: a tab bar controller of three empty navigation controllers (filled once the session has
    /// loaded); `split`: a double-column split view controller, `Items` in its primary column's navigation
    /// controller and an empty one in its secondary column.
    public func preferredRootViewController(for handle: any RouteHandleProtocol) -> UIViewController? {
        switch scene {
        case .main:
            let tabs = UITabBarController()
            tabs.viewControllers = Self.tabTitles.map { title in
                let stack = UINavigationController()
                stack.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
                return stack
            }
            container = tabs
            return tabs
        case .split:
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(UINavigationController(rootViewController: ItemsViewController()), for: .primary)
            split.setViewController(UINavigationController(), for: .secondary)
            container = split
            return split
        }
    }

    /// `ContainersSplash`.
    public func preferredSplashViewController(for handle: any RouteHandleProtocol) -> any RoutingSplashControlling {
        ContainersSplashViewController()
    }

    /// A restored screen (it goes to its own tab or column), else `Feed` in `main` and `Items` in `split`.
    public func preferredInitialViewController(for handle: any RouteHandleProtocol, with restoring: (any StateRestoring)?) -> any RoutingViewControlling {
        if let restored = restoring as? any RoutingViewControlling { return restored }
        return scene == .main ? FeedViewController() : ItemsViewController()
    }

    /// Fills the tabs the initial screen left empty with their homes.
    public func initialRouteDidInitialize(for handle: any RouteHandleProtocol) {
        fillEmptyStacks(of: handle, replacing: false)
    }

    /// Messages wait for sign-in; a screen already on top is not shown again.
    public func shouldExecute(pending: SceneIntent, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
        let link = ContainersLink(pending)
        if link == .message, !handle.authSessionHandle.sessionStatus.isSignedIn { return .executionDenied }
        guard let link, let id = pending.urlPathSegments?.first else { return .intentExecuted }
        if let current, ScreenIdentity(current) == ScreenIdentity(screen(link, id)) { return .intentExecuted }
        return .executeIntent(isAnimated: true)
    }

    /// `Story(n)`, `Message(n)` or `Item(n)`.
    public func preferredViewController(_ intent: SceneIntent, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        screen(ContainersLink(intent) ?? .story, intent.urlPathSegments?.first ?? "")
    }

    private func screen(_ link: ContainersLink, _ id: String) -> any RoutingViewControlling {
        switch link {
        case .story: StoryViewController(storyID: id)
        case .message: MessageViewController(messageID: id)
        case .item: ItemViewController(itemID: id)
        }
    }

    /// Sign-out puts `Welcome` in every tab whose screens require sign-in; sign-in gives each its home back.
    public func updateRouteIfNeeded(for handle: any RouteHandleProtocol, sessionEvent: AuthSessionDelegateEvent) {
        switch sessionEvent {
        case .logout, .login: fillEmptyStacks(of: handle, replacing: true)
        default: break
        }
    }

    /// Places each tab's home (or `Welcome` when signed out) in the tabs that are empty, or, when
    /// `replacing`, in the tabs whose content no longer fits the session.
    private func fillEmptyStacks(of handle: any RouteHandleProtocol, replacing: Bool) {
        guard let tabs = (container as? UITabBarController)?.viewControllers else { return }
        let isSignedIn = handle.authSessionHandle.sessionStatus.isSignedIn
        for (index, tab) in tabs.enumerated() {
            let stack = (tab as? UINavigationController)?.viewControllers ?? []
            // Signed in, a tab fits unless it shows Welcome; signed out, unless it holds a screen that requires
            // sign-in (a message pushed over Welcome too) or lacks its Welcome.
            let fits =
                isSignedIn
                ? !(stack.first is WelcomeViewController)
                : stack.first is WelcomeViewController && !stack.contains { $0 is any RequiresSignIn }
            // The feed is open to all: only the tabs that require sign-in change with the session.
            let needsHome = stack.isEmpty || (replacing && index > 0 && !fits)
            guard needsHome else { continue }
            handle.push(to: home(ofTab: index, isSignedIn: isSignedIn), animated: false)
        }
    }

    private func home(ofTab index: Int, isSignedIn: Bool) -> any RoutingViewControlling {
        switch index {
        case 0: FeedViewController(navigationAction: .replaceAll)
        case 1 where isSignedIn: InboxViewController(navigationAction: .replaceAll)
        case 2 where isSignedIn: ProfileViewController(navigationAction: .replaceAll)
        default: WelcomeViewController(tab: index)
        }
    }
}
