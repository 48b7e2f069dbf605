import Foundation
import RouteInterface
import SimulatedUIKit

/// The screens of a skeleton app. Each is named, as every screen is (README.md), by its
/// type name without `ViewController` plus the identifying value that tells the user what landed:
///
/// | Screen | Shows | Actions |
/// |---|---|---|
/// | `SignIn` | a signed-out window | "Sign in" |
/// | `Home` | a signed-in window's root | "Open SCENE window" for each other scene (multi-window apps only), "Sign out" |
/// | `Link(URL)` | a URL of a declared scheme, the whole URL as it arrived: `Link(feed://x/y)` | "Sign out" |
/// | `Activity(TYPE)` | a user activity by type: `Activity(ReadArticle)` | "Sign out" |
/// | `Shortcut(TYPE)` | a Home Screen quick action by type: `Shortcut(org.whispersystems.signal.quickCompose)` | "Sign out" |
/// | `Splash` | the launch overlay while the session loads (R10) | none |
///
/// Every screen but `SignIn` and `Splash` requires sign-in (``RequiresSignIn``).
public enum Skeleton {
    /// `SignIn`: open to all; "Sign in" signs the session in.
    @MainActor public final class SignInViewController: UIViewController, RoutingViewControlling {
        private let navigationAction: NavigationAction

        /// Creates the screen.
        /// - Parameter navigationAction: how it enters the stack (`.replaceAll` on sign-out, R13).
        public init(navigationAction: NavigationAction = .push) {
            self.navigationAction = navigationAction
            super.init(nibName: nil, bundle: nil)
            actions = [
                UIAction(title: "Sign in") { [weak self] _ in
                    (self?.routeHandle?.authSessionHandle as? any AccountActions)?.signIn()
                }
            ]
        }

        /// The action given at init.
        public func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
    }

    /// `Home`: the root of a signed-in window.
    ///
    /// Requires sign-in.
    @MainActor public final class HomeViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
        private let navigationAction: NavigationAction

        /// Creates the screen.
        /// - Parameters:
        ///   - otherScenes: the identities this window can open ("Open `identity` window" each, through
        ///     `requestSceneActivation`, U5/R3/R4); empty for a single-window app.
        ///   - navigationAction: how it enters the stack (`.replaceAll` on sign-in, R13).
        public init(otherScenes: [String], navigationAction: NavigationAction = .push) {
            self.navigationAction = navigationAction
            super.init(nibName: nil, bundle: nil)
            actions =
                otherScenes.map { identity in
                    UIAction(title: "Open \(identity) window") { [weak self] _ in
                        self?.routeHandle?.sceneHandle?.requestSceneActivation(SkeletonScene(rawValue: identity)) { error in
                            SkeletonLog.report(error)
                        }
                    }
                } + [Skeleton.signOut(from: self)]
        }

        /// The action given at init.
        public func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
    }

    /// `Link(URL)`: a URL of a declared scheme landed.
    ///
    /// Requires sign-in.
    @MainActor public final class LinkViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
        /// The URL as it arrived (`absoluteString`).
        public let url: String

        /// Creates the screen.
        /// - Parameter url: the URL as it arrived.
        public init(url: String) {
            self.url = url
            super.init(nibName: nil, bundle: nil)
            actions = [Skeleton.signOut(from: self)]
        }

        /// The URL: `Link(feed://x/y)`.
        public override var screenValue: String? { url }
    }

    /// `Activity(TYPE)`: a user activity landed.
    ///
    /// Requires sign-in.
    @MainActor public final class ActivityViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
        /// The activity type.
        public let activityType: String

        /// Creates the screen.
        /// - Parameter activityType: the activity's type.
        public init(activityType: String) {
            self.activityType = activityType
            super.init(nibName: nil, bundle: nil)
            actions = [Skeleton.signOut(from: self)]
        }

        /// The type: `Activity(ReadArticle)`.
        public override var screenValue: String? { activityType }
    }

    /// `Shortcut(TYPE)`: a Home Screen quick action landed.
    ///
    /// Requires sign-in.
    @MainActor public final class ShortcutViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
        /// The shortcut item's type.
        public let type: String

        /// Creates the screen.
        /// - Parameter type: the shortcut item's type.
        public init(type: String) {
            self.type = type
            super.init(nibName: nil, bundle: nil)
            actions = [Skeleton.signOut(from: self)]
        }

        /// The type: `Shortcut(NewTab)`.
        public override var screenValue: String? { type }
    }

    /// `Splash`: covers a connecting window until the session loads; `.immediate`, so the initial stack goes
    /// in as soon as it has (R10).
    @MainActor public final class SplashViewController: UIViewController, RoutingSplashControlling {
        /// Creates the splash.
        public init() {
            super.init(nibName: nil, bundle: nil)
        }

        /// `.immediate`: a skeleton has no launch animation to wait for.
        public func preferredAnimationTiming() -> SplashAnimationTiming { .immediate }

        /// Nothing to animate: calls `completion` at once.
        public func startAnimating(over window: UIWindow, completion: (@MainActor @Sendable () -> Void)?) {
            completion?()
        }

        /// Nothing to stop.
        public func stopAnimating() {}
    }

    /// "Sign out", shared by every signed-in screen.
    @MainActor static func signOut(from screen: UIViewController) -> UIAction {
        UIAction(title: "Sign out") { [weak screen] _ in
            (screen?.routeHandle?.authSessionHandle as? any AccountActions)?.signOut()
        }
    }
}

/// Where a skeleton app reports the errors RouteKit hands its error handlers (R9): the device console, as
/// the Notes demo does.
@MainActor enum SkeletonLog {
    static func report(_ error: any Error) {
        SimulatedDevice.current?.console.log(.info, source: .app, "Skeleton: \(error)")
    }
}
