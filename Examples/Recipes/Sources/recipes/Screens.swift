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

/// `Recipes`: recipes to open, the shopping list in a window of its own, sign-out.
final class RecipesViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
    private let navigationAction: NavigationAction

    init(navigationAction: NavigationAction = .push) {
        self.navigationAction = navigationAction
        super.init(nibName: nil, bundle: nil)
        actions = ["1", "2", "3"].map { id in
            UIAction(title: "Open recipe \(id)") { [weak self] _ in
                self?.routeHandle?.push(to: RecipeViewController(recipeID: id), animated: true)
            }
        } + [
            UIAction(title: "Shopping list window") { [weak self] _ in
                self?.routeHandle?.sceneHandle?.requestSceneActivation(RecipesScene.shopping, errorHandler: nil)
            },
            UIAction(title: "Sign out") { [weak self] _ in (self?.routeHandle?.authSessionHandle as? SimulatedAuthSession)?.signOut() },
        ]
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
}

/// `Recipe(id)`: restorable, with the recipe list beneath it.
final class RecipeViewController: UIViewController, RoutingViewControlling, StateRestoring, RequiresSignIn {
    struct State: StateRepresentable {
        var recipeID: String
    }

    let recipeID: String

    init(recipeID: String) {
        self.recipeID = recipeID
        super.init(nibName: nil, bundle: nil)
    }

    override var screenValue: String? { recipeID }
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
        actions = [UIAction(title: "Done") { [weak self] _ in self?.done() }]
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }

    private func done() {
        guard let handle = routeHandle, let scene = handle.windowScene, let sceneHandle = handle.sceneHandle else { return }
        if sceneHandle.sceneIdentity(of: scene) == RecipesScene.shopping.rawValue {
            sceneHandle.requestSceneDestruction(scene, executionHandler: nil, errorHandler: nil)
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
