import RouteInterface
import SimulatedUIKit

/// The window's router: `SignIn` until signed in, then `Inbox`; links open a `Message`.
final class InboxRouter: RouterProtocol {
    let allowsPrecedingStackOnInitialRoute = true

    func preferredSplashViewController(for handle: any RouteHandleProtocol) -> any RoutingSplashControlling {
        SplashViewController()
    }

    func preferredInitialViewController(for handle: any RouteHandleProtocol, with restoring: (any StateRestoring)?) -> any RoutingViewControlling {
        if let restored = restoring as? any RoutingViewControlling { return restored }
        return handle.authSessionHandle.sessionStatus.isSignedIn ? InboxViewController() : SignInViewController()
    }

    /// Links wait for sign-in (R8); the sign-in policy answers for the session, so a signed-out link is
    /// info, not an error, and runs once signed in.
    func shouldExecute(pending: SceneIntent, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
        let id = pending.urlPathSegments?.first
        let permission: SceneIntentExecutionPermission =
            id == nil || (current as? MessageViewController)?.messageID == id ? .intentExecuted : .executeIntent(isAnimated: true)
        return SceneIntentSignInPolicy.queueUntilSignIn.preferredPermission(for: handle.authSessionHandle.sessionStatus, whenAllowed: permission)
    }

    func preferredViewController(_ intent: SceneIntent, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        MessageViewController(messageID: intent.urlPathSegments?.first ?? "")
    }

    func updateRouteIfNeeded(for handle: any RouteHandleProtocol, sessionEvent: AuthSessionDelegateEvent) {
        switch sessionEvent {
        case .login where handle.currentViewController is SignInViewController:
            handle.push(to: InboxViewController(navigationAction: .replaceAll), animated: false)
        case .logout:
            handle.push(to: SignInViewController(navigationAction: .replaceAll), animated: false)
        default:
            break
        }
    }
}
