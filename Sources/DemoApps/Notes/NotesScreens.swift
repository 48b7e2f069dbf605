import Route
import RouteInterface
import SimulatedUIKit

/// `SignIn`: open to all; "Sign in" signs the session in.
@MainActor public final class SignInViewController: UIViewController, RoutingViewControlling {
    private let navigationAction: NavigationAction

    /// Creates the screen.
    /// - Parameter navigationAction: how it enters the stack.
    public init(navigationAction: NavigationAction = .push) {
        self.navigationAction = navigationAction
        super.init(nibName: nil, bundle: nil)
        actions = [UIAction(title: "Sign in") { [weak self] _ in (self?.routeHandle?.authSessionHandle as? any AccountActions)?.signIn() }]
    }

    /// The action given at init.
    public func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
}

/// `NotesList`: the three notes, filters, a new window, sign-out.
///
/// Requires sign-in.
@MainActor public final class NotesListViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
    private let navigationAction: NavigationAction

    /// Creates the screen.
    /// - Parameter navigationAction: how it enters the stack.
    public init(navigationAction: NavigationAction = .push) {
        self.navigationAction = navigationAction
        super.init(nibName: nil, bundle: nil)
        actions =
            (1...3).map { number in
                UIAction(title: "Open note \(number)") { [weak self] _ in
                    self?.routeHandle?.push(to: NoteDetailViewController(noteID: String(number)), animated: true)
                }
            } + [
                UIAction(title: "Filters") { [weak self] _ in
                    self?.routeHandle?.present(FiltersViewController(), with: .currentController, animated: true, completion: nil)
                },
                NotesActions.newNoteWindow(from: self),
                NotesActions.signOut(from: self),
            ]
    }

    /// The action given at init.
    public func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
}

/// `NoteDetail(id)`: restorable; placed with its list beneath it; named by its state's one field, the note id (README.md).
///
/// Requires sign-in.
@MainActor public final class NoteDetailViewController: UIViewController, RoutingViewControlling, StateRestoring, RequiresSignIn {
    /// The restorable state: the note's id.
    public struct State: StateRepresentable, Equatable {
        /// The note's id.
        public var noteID: String
    }

    /// The note shown.
    public let noteID: String

    /// Creates the screen.
    /// - Parameter noteID: the note's id.
    public init(noteID: String) {
        self.noteID = noteID
        super.init(nibName: nil, bundle: nil)
        actions = [NotesActions.newNoteWindow(from: self), NotesActions.signOut(from: self)]
    }

    /// `.replaceCurrentWithChain`.
    public func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { NavigationAction.replaceCurrentWithChain }
    /// `NotesList`.
    public func preferredPrecedingViewController() -> (any RoutingViewControlling)? { NotesListViewController() }
    /// `{noteID}`.
    public func restoringState() -> State { State(noteID: noteID) }
    /// A detail of the stored note.
    public static func restore(with state: State) -> any StateRestoring { NoteDetailViewController(noteID: state.noteID) }
}

/// `Compose`: "Save" closes a compose window, or pops elsewhere.
///
/// Requires sign-in.
@MainActor public final class ComposeViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
    private let navigationAction: NavigationAction

    /// Creates the screen.
    /// - Parameter navigationAction: how it enters the stack.
    public init(navigationAction: NavigationAction = .push) {
        self.navigationAction = navigationAction
        super.init(nibName: nil, bundle: nil)
        actions = [UIAction(title: "Save") { [weak self] _ in self?.save() }]
    }

    /// The action given at init.
    public func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }

    private func save() {
        guard let handle = routeHandle, let scene = handle.windowScene, let sceneHandle = handle.sceneHandle else { return }
        if sceneHandle.sceneIdentity(of: scene) == NotesScene.compose.rawValue {
            sceneHandle.requestSceneDestruction(scene, executionHandler: nil) { error in
                SimulatedDevice.current?.console.log(.info, source: .app, "Notes: \(error)")
            }
        } else {
            handle.pop(animated: true)
        }
    }
}

/// `Filters`: presented over the list; "Done" dismisses — a navigation bar button, declared as UIKit code declares one.
///
/// Requires sign-in.
@MainActor public final class FiltersViewController: UIViewController, RequiresSignIn {
    /// Creates the screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction(title: "Done") { [weak self] _ in
                self?.done()
            })
    }

    /// Dismisses through the engine, which waits for a presentation still in flight (R12); UIKit's own
    /// `dismiss` during the presentation would warn and do nothing (U9).
    private func done() {
        if let handle = routeHandle as? RouteHandle {
            handle.dismiss(self, animated: true)
        } else {
            dismiss(animated: true)
        }
    }
}

/// `NotesSplash`: a 0.6 s animation; the route waits for it (R10).
@MainActor public final class NotesSplashViewController: UIViewController, RoutingSplashControlling {
    /// The animation's length, in seconds.
    public static let animationSeconds: Double = 0.6

    /// Creates the splash.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// `.waitUntilAnimationComplete`.
    public func preferredAnimationTiming() -> SplashAnimationTiming { .waitUntilAnimationComplete }

    /// Fades the logo in over 0.6 s, then calls `completion`.
    public func startAnimating(over window: UIWindow, completion: (@MainActor @Sendable () -> Void)?) {
        UIView.animate(withDuration: Self.animationSeconds, animations: { window.alpha = 1 }, completion: { _ in completion?() })
    }

    /// Nothing to stop: the animation is a single fade.
    public func stopAnimating() {}
}

/// Actions several Notes screens share.
@MainActor enum NotesActions {
    static func newNoteWindow(from screen: UIViewController) -> UIAction {
        UIAction(title: "New note window") { [weak screen] _ in
            screen?.routeHandle?.sceneHandle?.requestSceneActivation(NotesScene.compose) { error in
                SimulatedDevice.current?.console.log(.info, source: .app, "Notes: \(error)")
            }
        }
    }

    static func signOut(from screen: UIViewController) -> UIAction {
        UIAction(title: "Sign out") { [weak screen] _ in
            (screen?.routeHandle?.authSessionHandle as? any AccountActions)?.signOut()
        }
    }
}
