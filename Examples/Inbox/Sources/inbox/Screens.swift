import AuthSession
import RouteInterface
import SimulatedUIKit

/// `SignIn`: the one screen open while signed out.
final class SignInViewController: UIViewController, RoutingViewControlling {
    private let navigationAction: NavigationAction

    init(navigationAction: NavigationAction = .push) {
        self.navigationAction = navigationAction
        super.init(nibName: nil, bundle: nil)
        actions = [UIAction(title: "Sign in") { [weak self] _ in (self?.routeHandle?.authSessionHandle as? SimulatedAuthSession)?.signIn() }]
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
}

/// `Inbox`: two messages to open.
final class InboxViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
    private let navigationAction: NavigationAction

    init(navigationAction: NavigationAction = .push) {
        self.navigationAction = navigationAction
        super.init(nibName: nil, bundle: nil)
        actions = ["1", "2"].map { id in
            UIAction(title: "Open message \(id)") { [weak self] _ in
                self?.routeHandle?.push(to: MessageViewController(messageID: id), animated: true)
            }
        } + [UIAction(title: "Sign out") { [weak self] _ in (self?.routeHandle?.authSessionHandle as? SimulatedAuthSession)?.signOut() }]
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
}

/// `Message(id)`: restorable, with the inbox beneath it.
final class MessageViewController: UIViewController, RoutingViewControlling, StateRestoring, RequiresSignIn {
    struct State: StateRepresentable {
        var messageID: String
    }

    let messageID: String

    init(messageID: String) {
        self.messageID = messageID
        super.init(nibName: nil, bundle: nil)
    }

    override var screenValue: String? { messageID }
    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { NavigationAction.replaceCurrentWithChain }
    func preferredPrecedingViewController() -> (any RoutingViewControlling)? { InboxViewController() }
    func restoringState() -> State { State(messageID: messageID) }
    static func restore(with state: State) -> any StateRestoring { MessageViewController(messageID: state.messageID) }
}

/// A splash that lets the route in at once.
final class SplashViewController: UIViewController, RoutingSplashControlling {
    func preferredAnimationTiming() -> SplashAnimationTiming { .immediate }
    func startAnimating(over window: UIWindow, completion: (@MainActor @Sendable () -> Void)?) { completion?() }
    func stopAnimating() {}
}
