import RouteInterface
import SimulatedUIKit

/// The router of one window: its home is `Recipes` in `main` and `ShoppingList` in `shopping`.
final class RecipesRouter: RouterProtocol {
    let scene: RecipesScene
    let allowsPrecedingStackOnInitialRoute = true

    init(scene: RecipesScene) {
        self.scene = scene
    }

    func preferredSplashViewController(for handle: any RouteHandleProtocol) -> any RoutingSplashControlling {
        SplashViewController()
    }

    func preferredInitialViewController(for handle: any RouteHandleProtocol, with restoring: (any StateRestoring)?) -> any RoutingViewControlling {
        if let restored = restoring as? any RoutingViewControlling { return restored }
        return handle.authSessionHandle.sessionStatus.isSignedIn ? home() : SignInViewController()
    }

    /// Links wait for sign-in (R8) through the sign-in policy, then open unless already on screen.
    func shouldExecute(pending: SceneIntent, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
        let permission: SceneIntentExecutionPermission
        if let id = recipeID(in: pending) {
            permission = (current as? RecipeViewController)?.recipeID == id ? .intentExecuted : .executeIntent(isAnimated: true)
        } else {
            permission = current is ShoppingListViewController ? .intentExecuted : .executeIntent(isAnimated: true)
        }
        return SceneIntentSignInPolicy.queueUntilSignIn.preferredPermission(for: handle.authSessionHandle.sessionStatus, whenAllowed: permission)
    }

    func preferredViewController(_ intent: SceneIntent, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        if let id = recipeID(in: intent) { return RecipeViewController(recipeID: id) }
        return ShoppingListViewController()
    }

    func updateRouteIfNeeded(for handle: any RouteHandleProtocol, sessionEvent: AuthSessionDelegateEvent) {
        switch sessionEvent {
        case .login where handle.currentViewController is SignInViewController:
            handle.push(to: home(navigationAction: .replaceAll), animated: false)
        case .logout:
            handle.push(to: SignInViewController(navigationAction: .replaceAll), animated: false)
        default:
            break
        }
    }

    /// The id of `recipes://recipe/<id>`.
    private func recipeID(in intent: SceneIntent) -> String? {
        guard case let .url(url) = intent, url?.host == "recipe" else { return nil }
        return intent.urlPathSegments?.first
    }

    private func home(navigationAction: NavigationAction = .push) -> any RoutingViewControlling {
        scene == .shopping ? ShoppingListViewController(navigationAction: navigationAction) : RecipesViewController(navigationAction: navigationAction)
    }
}
