import Route
import RouteInterface
import SimulatedUIKit

/// A screen of the containers demo: its navigation action is given at init, its placement by its type.
@MainActor public class ContainersScreen: UIViewController, RoutingViewControlling {
    private let navigationAction: any NavigationActionProtocol

    init(navigationAction: any NavigationActionProtocol) {
        self.navigationAction = navigationAction
        super.init(nibName: nil, bundle: nil)
    }

    /// The action given at init.
    public func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
    /// The stack the user sees (each screen type overrides it: a subclass cannot replace a protocol
    /// extension's default, only a method of the class that conforms).
    public func preferredContainerPlacement() -> ContainerPlacement { .visible }
    /// None (overridden by the screens that have one).
    public func preferredPrecedingViewController() -> (any RoutingViewControlling)? { nil }

    func open(_ screen: @escaping @MainActor () -> any RoutingViewControlling, titled title: String) -> UIAction {
        UIAction(title: title) { [weak self] _ in self?.routeHandle?.push(to: screen(), animated: true) }
    }

    func signOut() -> UIAction {
        UIAction(title: "Sign out") { [weak self] _ in (self?.routeHandle?.authSessionHandle as? any AccountActions)?.signOut() }
    }
}

/// `Feed`: the first tab's home, open to all; opens stories and (across tabs) message 1.
@MainActor public final class FeedViewController: ContainersScreen {
    /// Creates the screen.
    /// - Parameter navigationAction: how it enters the stack.
    public init(navigationAction: NavigationAction = .push) {
        super.init(navigationAction: navigationAction)
        actions = [
            open({ StoryViewController(storyID: "1") }, titled: "Open story 1"),
            open({ StoryViewController(storyID: "2") }, titled: "Open story 2"),
            open({ MessageViewController(messageID: "1") }, titled: "Open message 1"),
        ]
    }

    /// The `Feed` tab (0).
    override public func preferredContainerPlacement() -> ContainerPlacement { .tab(0) }
}

/// `Story(id)`: restorable, open to all, in the `Feed` tab; go-if-needed (back to the same story).
@MainActor public final class StoryViewController: ContainersScreen, StateRestoring {
    /// The restorable state: the story's id.
    public struct State: StateRepresentable, Equatable {
        /// The story's id.
        public var storyID: String
    }

    /// The story shown.
    public let storyID: String

    /// Creates the screen.
    /// - Parameter storyID: the story's id.
    public init(storyID: String) {
        self.storyID = storyID
        super.init(navigationAction: NavigationAction.goIfNeeded())
        actions = [
            open({ StoryViewController(storyID: "1") }, titled: "Open story 1"),
            open({ StoryViewController(storyID: "2") }, titled: "Open story 2"),
        ]
    }

    /// The `Feed` tab (0).
    override public func preferredContainerPlacement() -> ContainerPlacement { .tab(0) }
    /// `Feed`.
    override public func preferredPrecedingViewController() -> (any RoutingViewControlling)? { FeedViewController() }
    /// `{storyID}`.
    public func restoringState() -> State { State(storyID: storyID) }
    /// The stored story.
    public static func restore(with state: State) -> any StateRestoring { StoryViewController(storyID: state.storyID) }
}

/// `Inbox`: the second tab's home; requires sign-in.
@MainActor public final class InboxViewController: ContainersScreen, RequiresSignIn {
    /// Creates the screen.
    /// - Parameter navigationAction: how it enters the stack.
    public init(navigationAction: NavigationAction = .push) {
        super.init(navigationAction: navigationAction)
        actions = [
            open({ MessageViewController(messageID: "1") }, titled: "Open message 1"),
            open({ MessageViewController(messageID: "2") }, titled: "Open message 2"),
        ]
    }

    /// The `Inbox` tab (1).
    override public func preferredContainerPlacement() -> ContainerPlacement { .tab(1) }
}

/// `Message(id)`: restorable, in the `Inbox` tab, requires sign-in; go-if-needed: a message already open in
/// its tab is gone back to, else it is pushed with `Inbox` beneath it.
@MainActor public final class MessageViewController: ContainersScreen, StateRestoring, RequiresSignIn {
    /// The restorable state: the message's id.
    public struct State: StateRepresentable, Equatable {
        /// The message's id.
        public var messageID: String
    }

    /// The message shown.
    public let messageID: String

    /// Creates the screen.
    /// - Parameter messageID: the message's id.
    public init(messageID: String) {
        self.messageID = messageID
        super.init(navigationAction: NavigationAction.goIfNeeded())
        actions = [
            open({ MessageViewController(messageID: "1") }, titled: "Open message 1"),
            open({ MessageViewController(messageID: "2") }, titled: "Open message 2"),
            signOut(),
        ]
    }

    /// The `Inbox` tab (1).
    override public func preferredContainerPlacement() -> ContainerPlacement { .tab(1) }
    /// `Inbox`.
    override public func preferredPrecedingViewController() -> (any RoutingViewControlling)? { InboxViewController() }
    /// `{messageID}`.
    public func restoringState() -> State { State(messageID: messageID) }
    /// The stored message.
    public static func restore(with state: State) -> any StateRestoring { MessageViewController(messageID: state.messageID) }
}

/// `Profile`: the third tab's home; requires sign-in.
@MainActor public final class ProfileViewController: ContainersScreen, RequiresSignIn {
    /// Creates the screen.
    /// - Parameter navigationAction: how it enters the stack.
    public init(navigationAction: NavigationAction = .push) {
        super.init(navigationAction: navigationAction)
        actions = [open({ SettingsViewController() }, titled: "Settings"), signOut()]
    }

    /// The `Profile` tab (2).
    override public func preferredContainerPlacement() -> ContainerPlacement { .tab(2) }
}

/// `Settings`: in the `Profile` tab; requires sign-in.
@MainActor public final class SettingsViewController: ContainersScreen, RequiresSignIn {
    /// Creates the screen.
    public init() {
        super.init(navigationAction: NavigationAction.push)
        actions = [signOut()]
    }

    /// The `Profile` tab (2).
    override public func preferredContainerPlacement() -> ContainerPlacement { .tab(2) }
}

/// `Welcome`: what a tab that requires sign-in shows while signed out; "Sign in".
@MainActor public final class WelcomeViewController: ContainersScreen {
    private let tab: Int

    /// Creates the screen.
    /// - Parameter tab: the tab it stands in.
    public init(tab: Int) {
        self.tab = tab
        super.init(navigationAction: NavigationAction.replaceAll)
        actions = [UIAction(title: "Sign in") { [weak self] _ in (self?.routeHandle?.authSessionHandle as? any AccountActions)?.signIn() }]
    }

    /// The tab given at init.
    override public func preferredContainerPlacement() -> ContainerPlacement { .tab(tab) }
}

/// `Items`: the split window's primary column; opens an item's detail in the secondary column.
@MainActor public final class ItemsViewController: ContainersScreen {
    /// Creates the screen.
    /// - Parameter navigationAction: how it enters the stack.
    public init(navigationAction: NavigationAction = .push) {
        super.init(navigationAction: navigationAction)
        actions = (1...3).map { number in open({ ItemViewController(itemID: String(number)) }, titled: "Open item \(number)") }
    }

    /// The primary column.
    override public func preferredContainerPlacement() -> ContainerPlacement { .column(.primary) }
}

/// `Item(id)`: restorable, the secondary column's detail (it replaces the detail shown; collapsed, it is
/// pushed over `Items`).
@MainActor public final class ItemViewController: ContainersScreen, StateRestoring {
    /// The restorable state: the item's id.
    public struct State: StateRepresentable, Equatable {
        /// The item's id.
        public var itemID: String
    }

    /// The item shown.
    public let itemID: String

    /// Creates the screen.
    /// - Parameter itemID: the item's id.
    public init(itemID: String) {
        self.itemID = itemID
        super.init(navigationAction: NavigationAction.replaceAll)
        actions = [open({ ItemViewController(itemID: String((Int(itemID) ?? 0) + 1)) }, titled: "Next item")]
    }

    /// The secondary column.
    override public func preferredContainerPlacement() -> ContainerPlacement { .column(.secondary) }
    /// `{itemID}`.
    public func restoringState() -> State { State(itemID: itemID) }
    /// The stored item.
    public static func restore(with state: State) -> any StateRestoring { ItemViewController(itemID: state.itemID) }
}

/// `ContainersSplash`: a 0.6 s animation; the route waits for it (R10).
@MainActor public final class ContainersSplashViewController: UIViewController, RoutingSplashControlling {
    /// Creates the splash.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// `.waitUntilAnimationComplete`.
    public func preferredAnimationTiming() -> SplashAnimationTiming { .waitUntilAnimationComplete }

    /// Fades in over 0.6 s, then calls `completion`.
    public func startAnimating(over window: UIWindow, completion: (@MainActor @Sendable () -> Void)?) {
        UIView.animate(withDuration: 0.6, animations: { window.alpha = 1 }, completion: { _ in completion?() })
    }

    /// Nothing to stop: the animation is a single fade.
    public func stopAnimating() {}
}
