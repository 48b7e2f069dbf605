import Foundation
import RouteInterface
import UIKit

/// The per-window engine (R1): the splash and the launch sequence (R10), navigation (R11, R12),
/// the pending-intent queue (R7–R9, R17, R18), auth reactions (R13), obscuration (R14) and the
/// restoration snapshots (R15) of one window scene.
///
/// Built by the configurator's `routeHandle(for:with:within:)` from the configuration the
/// ``SceneManager`` hands it; the manager then forwards the window's scene callbacks to it.
@MainActor public final class RouteHandle: RouteHandleProtocol {
    /// The session the engine reacts to.
    public let authSessionHandle: any AuthSessionHandleProtocol
    /// The host app's router for this window.
    public let router: any RouterProtocol
    /// The window scene this handle routes.
    public private(set) weak var windowScene: UIWindowScene?
    /// The scene session, kept after the scene disconnects.
    public let sceneSession: UISceneSession
    /// The window's scene identity (raw value).
    public let sceneIdentity: String
    /// The value the window holds besides its identity (a room id), or `nil`.
    public let sceneValue: String?
    /// `true` once the initial stack is installed (R10).
    public internal(set) var isRouteInitialized = false

    weak var host: (any RouteHandleHost)?
    weak var sceneHandleStorage: (any SceneHandleProtocol)?

    // Windows and controllers.
    /// The engine's own stack: the window's root when the host supplies no container.
    let ownNavigationController = UINavigationController()
    /// The host's container, built when the window connects; `nil`: the engine's own stack.
    var containerRoot: UIViewController?
    /// The window's root controller: the host's container or the engine's own navigation controller.
    var rootViewController: UIViewController { containerRoot ?? ownNavigationController }
    /// The stack the user sees, which the engine's pop, presentation and snapshots act on.
    var navigationController: UINavigationController { visibleNavigationController }
    var contentWindow: UIWindow?
    var splashWindow: UIWindow?
    var splashController: (any RoutingSplashControlling)?
    var coverWindow: UIWindow?
    var coverFadeGeneration = 0
    /// Whether the cover is held by a sign-out (or a re-authentication the router covers for) until the
    /// window's new stack is live (R20).
    public internal(set) var isAuthCovered = false
    /// Counts the sign-out covers put up, so that a stuck-cover check scheduled for one cover ignores a
    /// later one (RouteHandle+AuthCover.swift).
    var authCoverGeneration = 0
    /// Whether the sign-out cover has waited longer than a transition for a new stack that never became
    /// live: the router left screens that require sign-in on the stack (R20), reported once as a warning.
    public internal(set) var isAuthCoverStuck = false

    // Launch sequence (R10).
    var isSessionLoaded = false
    var isSplashAnimationComplete = false
    var splashTiming: SplashAnimationTiming = .waitUntilAnimationComplete
    var watchdog: RouteScheduledWork?
    var authObservation: AuthSessionObservation?
    /// Whether the router is answering a sign-out now (its navigations are marked, R13).
    var isReactingToSignOut = false
    /// Auth events that wait for the sign-out's navigation to run before they reach the router (R13).
    var authEventsWaiting: [AuthSessionDelegateEvent] = []

    // Intents (R7, R8).
    var pending: [PendingIntent] = []
    var isDraining = false
    var reofferScheduled = false

    // Navigation (R12).
    var navigationInFlight: NavigationRequest?
    var navigationWaiting: [NavigationRequest] = []
    var isAwaitingTransitionEnd = false
    var retryTimer: RouteScheduledWork?

    var isDisconnected = false
    /// The scheduler and log of the manager that made the configuration (the defaults without one).
    let environment: EngineEnvironment

    /// Creates the engine of one window.
    /// - Parameters:
    ///   - configuration: what the ``SceneManager`` handed the configurator.
    ///   - authenticationSessionHandle: the session to react to.
    ///   - router: the host app's router for this window.
    public init(_ configuration: any RouteHandleConfigurable, authenticationSessionHandle: any AuthSessionHandleProtocol, router: any RouterProtocol) {
        self.authSessionHandle = authenticationSessionHandle
        self.router = router
        self.windowScene = configuration.windowScene
        self.sceneSession = configuration.sceneSession
        self.sceneIdentity = configuration.sceneIdentity
        self.sceneValue = configuration.sceneValue
        self.sceneHandleStorage = configuration.sceneHandle
        self.host = (configuration as? RouteHandleConfiguration)?.host
        self.environment = (configuration as? RouteHandleConfiguration)?.environment ?? .standard()
        ownNavigationController.delegate = navigationObserver
        navigationObserver.handle = self
        presentationObserver.handle = self
        tabBarObserver.handle = self
        splitViewObserver.handle = self
    }

    let navigationObserver = NavigationObserver()
    let tabBarObserver = TabBarObserver()
    let splitViewObserver = SplitViewObserver()
    /// The stack the navigation in flight changes, whose `didShow` ends it.
    weak var navigationInFlightStack: UINavigationController?
    let presentationObserver = PresentationObserver()

    /// The scene handle that owns this window.
    public var sceneHandle: (any SceneHandleProtocol)? { sceneHandleStorage }

    /// The controller the user sees: the top-most presented one, else the top of the stack.
    public var currentViewController: UIViewController? {
        var top: UIViewController? = navigationController.topViewController
        var presented = navigationController.presentedViewController
        while let next = presented {
            top = next
            presented = next.presentedViewController
        }
        return top
    }

    /// The overlay the window shows now.
    public var overlay: RouteOverlay {
        if splashWindow != nil { return .splash }
        if coverWindow != nil { return .obscured }
        return .none
    }

    /// Whether an opaque overlay hides the window's content now: the splash (R10), or a cover that is not fading out (R14, R20).
    ///
    /// A cover fading out shows the content through it.
    public var isContentHidden: Bool {
        splashWindow != nil || (coverWindow != nil && !coverFadeInFlight)
    }

    /// The intents waiting in this window's queue, in arrival order.
    public var pendingIntents: [PendingIntentInfo] {
        pending.map { PendingIntentInfo(traceID: $0.traceID, intent: $0.intent, isDenied: $0.isDenied) }
    }

    /// Whether a transition, waiting navigation or splash is in flight (the simulation is not idle).
    ///
    /// A sign-out cover (``isAuthCovered``) counts only while it waits to look again after a transition
    /// the engine did not start: otherwise it lasts while the navigation it waits for runs, or, when the
    /// router never replaces the protected screens, for good (R20).
    public var isBusy: Bool {
        navigationInFlight != nil || !navigationWaiting.isEmpty || splashWindow != nil || coverFadeInFlight
            || (isAuthCovered && retryTimer != nil)
    }

    var coverFadeInFlight = false

    var sessionIdentifier: String { sceneSession.persistentIdentifier }

}

/// The overlay a routed window shows (R10, R14).
public enum RouteOverlay: String, Sendable, Equatable {
    /// The launch splash.
    case splash
    /// The obscuration cover (including its 0.25 s fade out).
    case obscured
    /// Nothing.
    case none
}
