import UIKit

/// A host app's per-window routing policy: what to show first, whether and how to run an intent,
/// and how to react to the session (R8, R10–R14).
@MainActor public protocol RouterProtocol: AnyObject {
    /// Whether the initial screen is laid with its preceding chain beneath it (R10).
    var allowsPrecedingStackOnInitialRoute: Bool { get }
    /// The window's root container, built once when the window connects (default `nil`: the engine
    /// builds a `UINavigationController` of its own, one stack per window).
    ///
    /// Return a `UITabBarController` whose `viewControllers` are `UINavigationController`s (each tab's root
    /// screens already in them), or a `UISplitViewController` whose columns hold `UINavigationController`s.
    /// The engine becomes the delegate of the tab bar controller and of every navigation controller in it,
    /// stamps ``ViewControlling/routeHandle`` on every screen, installs the initial screen in the stack of its
    /// ``RoutingViewControlling/preferredContainerPlacement()``, and places every later screen by its
    /// placement. Sign-out (R20), obscuration (R14), the queue (R7, R12) and dismiss-first (R17) cover every
    /// stack of the container.
    /// - Parameter handle: the window's route handle.
    /// - Returns: the container, or `nil` for a plain navigation stack.
    func preferredRootViewController(for handle: any RouteHandleProtocol) -> UIViewController?
    /// The splash that covers the window while the session loads (R10).
    /// - Parameter handle: the window's route handle.
    /// - Returns: a new splash controller.
    func preferredSplashViewController(for handle: any RouteHandleProtocol) -> any RoutingSplashControlling
    /// The first screen of the window, given a restored screen if there is one (R10, R15).
    /// - Parameters:
    ///   - handle: the window's route handle.
    ///   - restoring: the screen restored from the window's record, if any (already auth-checked).
    /// - Returns: the initial controller.
    func preferredInitialViewController(for handle: any RouteHandleProtocol, with restoring: (any StateRestoring)?) -> any RoutingViewControlling
    /// Whether a queued intent may run now (R8).
    /// - Parameters:
    ///   - pending: the queued intent.
    ///   - current: the controller the user sees.
    ///   - handle: the window's route handle.
    /// - Returns: the permission.
    func shouldExecute(pending: SceneIntent, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission
    /// The controller that shows an intent.
    /// - Parameters:
    ///   - intent: the intent being executed.
    ///   - handle: the window's route handle.
    /// - Returns: the controller to place with its preferred navigation action.
    func preferredViewController(_ intent: SceneIntent, for handle: any RouteHandleProtocol) -> any RoutingViewControlling
    /// Whether a queued intent may run now, given what its registration took from it (R8; default: asks
    /// ``shouldExecute(pending:current:for:)-(SceneIntent,_,_)``). This is the question the engine asks.
    /// Answer `.executionDropped(reason:)` to drop a link (a ``SceneIntentSignInPolicy`` gives the answer
    /// per registration).
    /// - Parameters:
    ///   - match: the queued intent, its registration and its values.
    ///   - current: the controller the user sees.
    ///   - handle: the window's route handle.
    /// - Returns: the permission.
    func shouldExecute(pending match: SceneIntentMatch, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission
    /// The controller that shows a matched intent (default: asks ``preferredViewController(_:for:)-(SceneIntent,_)``).
    /// This is the question the engine asks.
    /// - Parameters:
    ///   - match: the intent being executed, its registration and its values.
    ///   - handle: the window's route handle.
    /// - Returns: the controller to show.
    func preferredViewController(_ match: SceneIntentMatch, for handle: any RouteHandleProtocol) -> any RoutingViewControlling
    /// How a matched intent's screen is shown: in the stack or as a sheet (R11, R17; default `.navigation`).
    /// - Parameters:
    ///   - match: the intent being executed.
    ///   - handle: the window's route handle.
    /// - Returns: the presentation.
    func preferredIntentPresentation(_ match: SceneIntentMatch, for handle: any RouteHandleProtocol) -> SceneIntentPresentation
    /// Whether a push may happen (R12; default `true`).
    /// - Parameters:
    ///   - handle: the window's route handle.
    ///   - from: the controller on top.
    ///   - to: the controller about to be placed.
    /// - Returns: `false` to veto (`navigationVetoed`).
    func canPushViewController(on handle: any RouteHandleProtocol, from: UIViewController?, to: any RoutingViewControlling) -> Bool
    /// Whether the window is covered when it leaves foreground-active (R14; default: signed in and
    /// no manual re-authentication pending).
    /// - Parameter handle: the window's route handle.
    /// - Returns: `true` to cover.
    func shouldObscureContentWhenInactive(for handle: any RouteHandleProtocol) -> Bool
    /// The screen that covers an inactive window (R14; default: a blur screen).
    /// - Parameter handle: the window's route handle.
    /// - Returns: a new cover controller.
    func preferredContentObscurationViewController(for handle: any RouteHandleProtocol) -> UIViewController
    /// Reacts to an auth event once the route is live (R13; default: does nothing); pending intents are
    /// offered again after it.
    /// - Parameters:
    ///   - handle: the window's route handle.
    ///   - sessionEvent: the event.
    func updateRouteIfNeeded(for handle: any RouteHandleProtocol, sessionEvent: AuthSessionDelegateEvent)
    /// Called once, when the initial stack is installed (R10; default empty).
    /// - Parameter handle: the window's route handle.
    func initialRouteDidInitialize(for handle: any RouteHandleProtocol)
    /// Called when a queued intent cannot run (R8, R9; default empty).
    /// - Parameters:
    ///   - handle: the window's route handle.
    ///   - error: the ``SceneRoutingError``.
    func sceneIntentExecutionDidFailed(for handle: any RouteHandleProtocol, error: any Error)
}

extension RouterProtocol {
    /// `nil`: the engine's own navigation controller is the window's root.
    public func preferredRootViewController(for handle: any RouteHandleProtocol) -> UIViewController? { nil }

    /// Allows every push.
    public func canPushViewController(on handle: any RouteHandleProtocol, from: UIViewController?, to: any RoutingViewControlling) -> Bool { true }

    /// Covers when signed in and no manual re-authentication is pending (R14).
    public func shouldObscureContentWhenInactive(for handle: any RouteHandleProtocol) -> Bool {
        handle.authSessionHandle.sessionStatus.isSignedIn && !handle.authSessionHandle.isManualAuthenticationRequired
    }

    /// A plain blur screen, `BrandBlur`.
    public func preferredContentObscurationViewController(for handle: any RouteHandleProtocol) -> UIViewController {
        BrandBlurViewController()
    }

    /// Does nothing: the window keeps its stack across auth events; queued intents are still offered again (R13).
    /// - Parameters:
    ///   - handle: the window's route handle.
    ///   - sessionEvent: the event.
    public func updateRouteIfNeeded(for handle: any RouteHandleProtocol, sessionEvent: AuthSessionDelegateEvent) {}

    /// Does nothing.
    public func initialRouteDidInitialize(for handle: any RouteHandleProtocol) {}

    /// Does nothing.
    public func sceneIntentExecutionDidFailed(for handle: any RouteHandleProtocol, error: any Error) {}
}

/// The default obscuration screen: a blur over the window's content (R14).
public final class BrandBlurViewController: UIViewController {
    /// Creates the blur screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }
}
