import RouteInterface
import SimulatedUIKit

/// A screen of a manifest-driven app: named by the manifest (`NotesList`), with its argument as its identifying value (`NoteDetail(42)`, README.md), its navigation action and preceding screen (R11), and its buttons.
///
/// Build one with ``ManifestModel/makeScreen(named:argument:navigationAction:)``, which picks the subclass
/// that adds ``RequiresSignIn`` and `StateRestoring` as the manifest says.
@MainActor public class ManifestScreenViewController: UIViewController, RoutingViewControlling {
    /// The screen's declaration.
    public let screen: AppManifest.Screen
    /// The screen's argument (its identifying value), or `nil` for a screen without one.
    public let argument: String?
    let model: ManifestModel
    private let navigationAction: any NavigationActionProtocol
    /// Where the screen lives when a window's tab or column says so (a tab's root, a column's screen),
    /// overriding its declaration's `tab` and `column`.
    var placementOverride: ContainerPlacement?

    init(screen: AppManifest.Screen, argument: String?, navigationAction: any NavigationActionProtocol, model: ManifestModel) {
        self.screen = screen
        self.argument = argument
        self.navigationAction = navigationAction
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    /// The manifest's name for the screen.
    public override var screenTypeName: String { screen.name }

    /// The argument: `NoteDetail(42)`.
    public override var screenValue: String? { argument }

    /// The manifest's navigation action (go-if-needed around it with `goIfNeeded`), or the one the router
    /// asked for (`.replaceAll` on sign-in/out).
    public func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }

    /// The tab or column the window gave it, else its declaration's `tab` (by the tab's index in the
    /// scenes that declare it) or `column`, else the stack the user sees.
    public func preferredContainerPlacement() -> ContainerPlacement {
        if let placementOverride { return placementOverride }
        if let column = screen.column { return .column(column.column) }
        if let title = screen.tab, let index = model.tabIndex(titled: title) { return .tab(index) }
        return .visible
    }

    /// A new controller of the manifest's preceding screen, given this screen's argument when it declares one.
    public func preferredPrecedingViewController() -> (any RoutingViewControlling)? {
        guard let name = screen.precedingScreen else { return nil }
        let passesArgument = model.screen(named: name)?.argument != nil
        return model.makeScreen(named: name, argument: passesArgument ? argument : nil)
    }

    /// The state a restorable screen stores: its name and argument (R15).
    func restoringState() -> ManifestScreenState {
        ManifestScreenState(screen: screen.name, argument: argument)
    }

    /// A stand-in the router turns back into the screen, since a static function cannot reach the manifest.
    static func restore(with state: ManifestScreenState) -> any StateRestoring {
        ManifestRestoredScreen(state: state)
    }
}

/// A manifest screen with `requiresSignIn`.
final class ManifestProtectedScreenViewController: ManifestScreenViewController, RequiresSignIn {}

/// A manifest screen with `restorable`.
final class ManifestRestorableScreenViewController: ManifestScreenViewController, StateRestoring {}

/// A manifest screen with both `requiresSignIn` and `restorable`.
final class ManifestProtectedRestorableScreenViewController: ManifestScreenViewController, StateRestoring, RequiresSignIn {}

/// A restorable manifest screen's stored state (R15).
public struct ManifestScreenState: StateRepresentable, Equatable {
    /// The screen's name.
    public var screen: String
    /// Its argument, if it has one.
    public var argument: String?
}

/// What the engine restores from a manifest screen's record: the state, for the router to rebuild the
/// screen from (``ManifestRouter/preferredInitialViewController(for:with:)``).
@MainActor final class ManifestRestoredScreen: StateRestoring {
    let state: ManifestScreenState

    init(state: ManifestScreenState) {
        self.state = state
    }

    func restoringState() -> ManifestScreenState { state }

    static func restore(with state: ManifestScreenState) -> any StateRestoring {
        ManifestRestoredScreen(state: state)
    }
}

/// The splash of a manifest app: named by the manifest, a fade of the manifest's length (R10).
@MainActor public final class ManifestSplashViewController: UIViewController, RoutingSplashControlling {
    /// The splash's declaration.
    public let splash: AppManifest.Splash

    /// Creates the splash.
    /// - Parameter splash: its name, timing and length.
    public init(splash: AppManifest.Splash) {
        self.splash = splash
        super.init(nibName: nil, bundle: nil)
    }

    /// The manifest's name for the splash.
    public override var screenTypeName: String { splash.name }

    /// The manifest's timing.
    public func preferredAnimationTiming() -> SplashAnimationTiming { splash.timing.timing }

    /// Fades the window in over the manifest's length, then calls `completion`.
    /// - Parameters:
    ///   - window: the splash's overlay window.
    ///   - completion: called once, when the fade ends.
    public func startAnimating(over window: UIWindow, completion: (@MainActor @Sendable () -> Void)?) {
        UIView.animate(withDuration: splash.seconds, animations: { window.alpha = 1 }, completion: { _ in completion?() })
    }

    /// Nothing to stop: the animation is a single fade.
    public func stopAnimating() {}
}
