import AuthSession
import RouteInterface
import SimulatedUIKit

/// `SignIn`: the one screen open while signed out.
final class SignInViewController: UIViewController, RoutingViewControlling {
    private let navigationAction: NavigationAction

    init(navigationAction: NavigationAction = .push) {
        self.navigationAction = navigationAction
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        view.addSubview(UIButton(type: .system, primaryAction: UIAction(title: "Sign in") { [weak self] _ in
            (self?.routeHandle?.authSessionHandle as? SimulatedAuthSession)?.signIn()
        }))
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
}

/// `Inbox`: two messages to open; sign-out in the navigation bar.
final class InboxViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
    private let navigationAction: NavigationAction

    init(navigationAction: NavigationAction = .push) {
        self.navigationAction = navigationAction
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        for id in ["1", "2"] {
            view.addSubview(UIButton(type: .system, primaryAction: UIAction(title: "Open message \(id)") { [weak self] _ in
                self?.routeHandle?.push(to: MessageViewController(messageID: id), animated: true)
            }))
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sign out", primaryAction: UIAction(title: "Sign out") { [weak self] _ in
            (self?.routeHandle?.authSessionHandle as? SimulatedAuthSession)?.signOut()
        })
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
}

/// `Message(id)`: restorable, with the inbox beneath it. Its name's `(id)` is its restorable state's one
/// field.
final class MessageViewController: UIViewController, RoutingViewControlling, StateRestoring, RequiresSignIn {
    struct State: StateRepresentable {
        var messageID: String
    }

    let messageID: String

    init(messageID: String) {
        self.messageID = messageID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

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
