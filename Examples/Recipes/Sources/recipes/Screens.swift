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
        view.addSubview(UIButton(type: .system, primaryAction: UIAction(title: "Sign in") { [weak self] _ in
            (self?.routeHandle?.authSessionHandle as? SimulatedAuthSession)?.signIn()
        }))
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
}

/// `Recipes`: recipes to open, the shopping list in a window of its own, sign-out in a bar button menu.
final class RecipesViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
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
        title = "Recipes"
        for id in ["1", "2", "3"] {
            view.addSubview(UIButton(type: .system, primaryAction: UIAction(title: "Open recipe \(id)") { [weak self] _ in
                self?.routeHandle?.push(to: RecipeViewController(recipeID: id), animated: true)
            }))
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Shopping list window", primaryAction: UIAction { _ in
            // As the README asks for a second window: through the app's scene manager.
            (UIApplication.shared.delegate as? AppDelegate)?.sceneManager?.requestSceneActivation(.shopping)
        })
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "person.crop.circle"), menu: UIMenu(children: [
            UIAction(title: "Sign out") { [weak self] _ in
                (self?.routeHandle?.authSessionHandle as? SimulatedAuthSession)?.signOut()
            },
        ]))
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
}

/// `Recipe(id)`: restorable, with the recipe list beneath it. Its name's `(id)` is its restorable
/// state's one field.
final class RecipeViewController: UIViewController, RoutingViewControlling, StateRestoring, RequiresSignIn {
    struct State: StateRepresentable {
        var recipeID: String
    }

    let recipeID: String

    init(recipeID: String) {
        self.recipeID = recipeID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { NavigationAction.replaceCurrentWithChain }
    func preferredPrecedingViewController() -> (any RoutingViewControlling)? { RecipesViewController() }
    func restoringState() -> State { State(recipeID: recipeID) }
    static func restore(with state: State) -> any StateRestoring { RecipeViewController(recipeID: state.recipeID) }
}

/// `ShoppingList`: the shopping window's home; "Done" closes that window.
final class ShoppingListViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
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
        title = "Shopping List"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.done()
        })
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }

    private func done() {
        guard let handle = routeHandle, let scene = view.window?.windowScene, let sceneHandle = handle.sceneHandle else { return }
        if sceneHandle.sceneIdentity(of: scene) == RecipesScene.shopping.rawValue {
            sceneHandle.requestSceneDestruction(scene)
        } else {
            handle.pop(animated: true)
        }
    }
}

/// A splash that lets the route in at once.
final class SplashViewController: UIViewController, RoutingSplashControlling {
    func preferredAnimationTiming() -> SplashAnimationTiming { .immediate }
    func startAnimating(over window: UIWindow, completion: (@MainActor @Sendable () -> Void)?) { completion?() }
    func stopAnimating() {}
}
