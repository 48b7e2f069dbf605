import RouteInterface
import SimulatedUIKit

/// The router of one skeleton window: `SignIn` while signed out, `Home` once signed in, and one screen per
/// landed intent pushed over it (screens in ``Skeleton``).
@MainActor public final class SkeletonRouter: RouterProtocol {
    /// The identity of the window this router serves.
    public let scene: SkeletonScene
    /// The identities `Home` offers to open: every other scene when the app supports multiple scenes (U5).
    public let otherScenes: [String]

    /// Creates the router of a window.
    /// - Parameters:
    ///   - scene: the window's identity.
    ///   - blueprint: the app's skeleton.
    public init(scene: SkeletonScene, blueprint: SkeletonBlueprint) {
        self.scene = scene
        otherScenes =
            blueprint.supportsMultipleScenes
            ? blueprint.scenes.map(\.identity).filter { $0 != scene.rawValue }
            : []
    }

    /// No stacks beneath the initial screen: `Home` and `SignIn` are roots.
    public let allowsPrecedingStackOnInitialRoute = false

    /// `Splash`, `.immediate` (R10).
    public func preferredSplashViewController(for handle: any RouteHandleProtocol) -> any RoutingSplashControlling {
        Skeleton.SplashViewController()
    }

    /// `Home` when signed in, else `SignIn` (skeleton screens are not restorable).
    public func preferredInitialViewController(for handle: any RouteHandleProtocol, with restoring: (any StateRestoring)?) -> any RoutingViewControlling {
        if let restored = restoring as? any RoutingViewControlling { return restored }
        return handle.authSessionHandle.sessionStatus.isSignedIn ? home() : Skeleton.SignInViewController()
    }

    /// Denied while signed out, so the intent waits and lands after sign-in (R8, R13); already executed when
    /// its screen is on top; otherwise routed with animation.
    public func shouldExecute(pending: SceneIntent, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
        guard handle.authSessionHandle.sessionStatus.isSignedIn else { return .executionDenied }
        if let current, current.screenName == screen(for: pending).screenName { return .intentExecuted }
        return .executeIntent(isAnimated: true)
    }

    /// `Link(URL)`, `Activity(TYPE)` or `Shortcut(TYPE)`, pushed.
    public func preferredViewController(_ intent: SceneIntent, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        screen(for: intent)
    }

    /// Sign-out shows `SignIn`; sign-in replaces `SignIn` with `Home` (R13).
    public func updateRouteIfNeeded(for handle: any RouteHandleProtocol, sessionEvent: AuthSessionDelegateEvent) {
        switch sessionEvent {
        case .logout:
            handle.push(to: Skeleton.SignInViewController(navigationAction: .replaceAll), animated: false)
        case .login where handle.currentViewController is Skeleton.SignInViewController:
            handle.push(to: home(navigationAction: .replaceAll), animated: false)
        default:
            break
        }
    }

    private func screen(for intent: SceneIntent) -> UIViewController & RoutingViewControlling {
        switch intent {
        case let .url(url): Skeleton.LinkViewController(url: url?.absoluteString ?? "")
        case let .userActivity(type, _): Skeleton.ActivityViewController(activityType: type)
        case let .shortcutItem(type): Skeleton.ShortcutViewController(type: type)
        }
    }

    private func home(navigationAction: NavigationAction = .push) -> any RoutingViewControlling {
        Skeleton.HomeViewController(otherScenes: otherScenes, navigationAction: navigationAction)
    }
}
