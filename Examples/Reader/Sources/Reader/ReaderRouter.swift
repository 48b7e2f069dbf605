import RouteInterface
import UIKit

/// The window's router: `SignIn` until signed in, then `Articles`; a link or an article activity opens an
/// `Article`, the quick action `Saved`.
final class ReaderRouter: RouterProtocol {
    let allowsPrecedingStackOnInitialRoute = true

    func preferredSplashViewController(for handle: any RouteHandleProtocol) -> any RoutingSplashControlling {
        SplashViewController()
    }

    func preferredInitialViewController(for handle: any RouteHandleProtocol, with restoring: (any StateRestoring)?) -> any RoutingViewControlling {
        if let restored = restoring as? any RoutingViewControlling { return restored }
        return handle.authSessionHandle.sessionStatus.isSignedIn ? ArticlesViewController() : SignInViewController()
    }

    func shouldExecute(pending: SceneIntent, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
        guard handle.authSessionHandle.sessionStatus.isSignedIn else { return .executionDenied }
        if case .shortcutItem = pending {
            return current is SavedViewController ? .intentExecuted : .executeIntent(isAnimated: true)
        }
        let id = Self.articleID(of: pending)
        return (current as? ArticleViewController)?.articleID == id ? .intentExecuted : .executeIntent(isAnimated: true)
    }

    func preferredViewController(_ intent: SceneIntent, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        if case .shortcutItem = intent { return SavedViewController() }
        return ArticleViewController(articleID: Self.articleID(of: intent))
    }

    func updateRouteIfNeeded(for handle: any RouteHandleProtocol, sessionEvent: AuthSessionDelegateEvent) {
        switch sessionEvent {
        case .login where handle.currentViewController is SignInViewController:
            handle.push(to: ArticlesViewController(navigationAction: .replaceAll), animated: false)
        case .logout:
            handle.push(to: SignInViewController(navigationAction: .replaceAll), animated: false)
        default:
            break
        }
    }

    /// The article a link (`reader://article/<id>`) or an article activity (user info `id`) names.
    static func articleID(of intent: SceneIntent) -> String {
        switch intent {
        case .url: intent.urlPathSegments?.first ?? ""
        case .userActivity(_, let context): context?.string(forKey: "id") ?? ""
        case .shortcutItem: ""
        }
    }
}
