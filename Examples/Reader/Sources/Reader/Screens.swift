import AuthSession
import RouteInterface
import UIKit

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

/// `Articles`: two articles to open; sign-out in the navigation bar.
final class ArticlesViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
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
        title = "Articles"
        for id in ["1", "2"] {
            view.addSubview(UIButton(type: .system, primaryAction: UIAction(title: "Open article \(id)") { [weak self] _ in
                self?.routeHandle?.push(to: ArticleViewController(articleID: id), animated: true)
            }))
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sign out", primaryAction: UIAction(title: "Sign out") { [weak self] _ in
            (self?.routeHandle?.authSessionHandle as? SimulatedAuthSession)?.signOut()
        })
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
}

/// `Article(id)`: restorable, with the articles beneath it. Its name's `(id)` is its restorable state's one
/// field.
final class ArticleViewController: UIViewController, RoutingViewControlling, StateRestoring, RequiresSignIn {
    struct State: StateRepresentable {
        var articleID: String
    }

    let articleID: String

    init(articleID: String) {
        self.articleID = articleID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { NavigationAction.replaceCurrentWithChain }
    func preferredPrecedingViewController() -> (any RoutingViewControlling)? { ArticlesViewController() }
    func restoringState() -> State { State(articleID: articleID) }
    static func restore(with state: State) -> any StateRestoring { ArticleViewController(articleID: state.articleID) }
}

/// A splash that lets the route in at once.
final class SplashViewController: UIViewController, RoutingSplashControlling {
    func preferredAnimationTiming() -> SplashAnimationTiming { .immediate }
    func startAnimating(over window: UIWindow, completion: (@MainActor @Sendable () -> Void)?) { completion?() }
    func stopAnimating() {}
}

/// `Saved`: the quick action's screen, above the articles.
final class SavedViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Saved"
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { NavigationAction.replaceCurrentWithChain }
    func preferredPrecedingViewController() -> (any RoutingViewControlling)? { ArticlesViewController() }
}
