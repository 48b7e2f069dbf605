import RouteInterface
import SimulatedUIKit

/// The Notes router of one window (Sources/DemoApps).
@MainActor public final class NotesRouter: RouterProtocol {
    /// The identity of the window this router serves.
    public let scene: NotesScene

    /// Creates the router of a window.
    /// - Parameter scene: the window's identity.
    public init(scene: NotesScene) {
        self.scene = scene
    }

    /// The initial screen comes with its back stack.
    public let allowsPrecedingStackOnInitialRoute = true

    /// `NotesSplash`.
    public func preferredSplashViewController(for handle: any RouteHandleProtocol) -> any RoutingSplashControlling {
        NotesSplashViewController()
    }

    /// A restored screen, else the window's home when signed in, else `SignIn`.
    public func preferredInitialViewController(for handle: any RouteHandleProtocol, with restoring: (any StateRestoring)?) -> any RoutingViewControlling {
        if let restored = restoring as? any RoutingViewControlling { return restored }
        return handle.authSessionHandle.sessionStatus.isSignedIn ? home() : SignInViewController()
    }

    /// Denied while signed out; already executed when its screen is on top.
    public func shouldExecute(pending: SceneIntent, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
        guard handle.authSessionHandle.sessionStatus.isSignedIn else { return .executionDenied }
        switch pending {
        case .url:
            guard let noteID = noteID(in: pending) else { return .intentExecuted }
            return (current as? NoteDetailViewController)?.noteID == noteID ? .intentExecuted : .executeIntent(isAnimated: true)
        case let .userActivity(_, context):
            guard let noteID = context?.string(forKey: "noteID") else { return .intentExecuted }
            return (current as? NoteDetailViewController)?.noteID == noteID ? .intentExecuted : .executeIntent(isAnimated: true)
        case .shortcutItem:
            return current is ComposeViewController ? .intentExecuted : .executeIntent(isAnimated: true)
        }
    }

    /// `NoteDetail(id)` for links and activities, `Compose` for `new-note`.
    public func preferredViewController(_ intent: SceneIntent, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        switch intent {
        case .url: NoteDetailViewController(noteID: noteID(in: intent) ?? "")
        case let .userActivity(_, context): NoteDetailViewController(noteID: context?.string(forKey: "noteID") ?? "")
        case .shortcutItem: ComposeViewController()
        }
    }

    /// The note id of a URL intent: its first path segment after the host, percent-decoded (Sources/DemoApps).
    ///
    /// The engine asks ``shouldExecute(pending:current:for:)`` and then ``preferredViewController(_:for:)``
    /// about the same intent, so the last answer is kept and the URL is taken apart once per link.
    private func noteID(in intent: SceneIntent) -> String? {
        if let last = lastNoteID, last.intent == intent { return last.noteID }
        let noteID = intent.urlPathSegments?.first
        lastNoteID = (intent, noteID)
        return noteID
    }

    /// The last URL intent ``noteID(in:)`` took apart (compared by its full URL string) and its note id.
    private var lastNoteID: (intent: SceneIntent, noteID: String?)?

    /// Never the same note twice in a row.
    public func canPushViewController(on handle: any RouteHandleProtocol, from: UIViewController?, to: any RoutingViewControlling) -> Bool {
        guard let next = to as? NoteDetailViewController, let top = from as? NoteDetailViewController else { return true }
        return next.noteID != top.noteID
    }

    /// Sign-out shows `SignIn`; sign-in replaces `SignIn` with the window's home.
    public func updateRouteIfNeeded(for handle: any RouteHandleProtocol, sessionEvent: AuthSessionDelegateEvent) {
        switch sessionEvent {
        case .logout:
            handle.push(to: SignInViewController(navigationAction: .replaceAll), animated: false)
        case .login where handle.currentViewController is SignInViewController:
            handle.push(to: home(navigationAction: .replaceAll), animated: false)
        default:
            break
        }
    }

    private func home(navigationAction: NavigationAction = .push) -> any RoutingViewControlling {
        scene == .compose ? ComposeViewController(navigationAction: navigationAction) : NotesListViewController(navigationAction: navigationAction)
    }
}
