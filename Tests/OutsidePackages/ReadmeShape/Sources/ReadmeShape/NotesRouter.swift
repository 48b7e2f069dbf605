import SimulatedUIKit // was: import UIKit
import RouteInterface

final class NotesRouter: RouterProtocol {
    let allowsPrecedingStackOnInitialRoute = true

    func preferredSplashViewController(for handle: any RouteHandleProtocol) -> any RoutingSplashControlling {
        SplashViewController()
    }

    func preferredInitialViewController(for handle: any RouteHandleProtocol, with restoring: (any StateRestoring)?) -> any RoutingViewControlling {
        if let restored = restoring as? any RoutingViewControlling {
            return restored
        }
        return handle.authSessionHandle.sessionStatus.isSignedIn ? NotesListViewController() : SignInViewController()
    }

    func shouldExecute(pending: SceneIntent, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
        guard handle.authSessionHandle.sessionStatus.isSignedIn else {
            return .executionDenied
        }
        if let detail = current as? NoteDetailViewController, detail.noteID == noteID(in: pending) {
            return .intentExecuted
        }
        return .executeIntent(isAnimated: true)
    }

    func preferredViewController(_ intent: SceneIntent, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        NoteDetailViewController(noteID: noteID(in: intent) ?? 0)
    }

    func canPushViewController(on handle: any RouteHandleProtocol, from: UIViewController?, to: any RoutingViewControlling) -> Bool {
        guard let top = from as? NoteDetailViewController, let next = to as? NoteDetailViewController else {
            return true
        }
        return top.noteID != next.noteID
    }

    func updateRouteIfNeeded(for handle: any RouteHandleProtocol, sessionEvent: AuthSessionDelegateEvent) {
        switch sessionEvent {
        case .logout:
            handle.push(to: SignInViewController(), animated: false)
        case .login:
            handle.push(to: NotesListViewController(), animated: false)
        default:
            break
        }
    }

    func sceneIntentExecutionDidFailed(for handle: any RouteHandleProtocol, error: Error) {
        print("Intent failed: \(error)")
    }

    private func noteID(in intent: SceneIntent) -> Int? {
        switch intent {
        case .url(let url):
            return url.flatMap { Int($0.lastPathComponent) }
        case .userActivity(_, let context):
            return context?.decode()?["noteID"] as? Int
        case .shortcutItem:
            return nil
        }
    }
}

final class ComposeRouter: RouterProtocol {
    let allowsPrecedingStackOnInitialRoute = false

    func preferredSplashViewController(for handle: any RouteHandleProtocol) -> any RoutingSplashControlling {
        SplashViewController()
    }

    func preferredInitialViewController(for handle: any RouteHandleProtocol, with restoring: (any StateRestoring)?) -> any RoutingViewControlling {
        ComposeViewController()
    }

    func shouldExecute(pending: SceneIntent, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
        current is ComposeViewController ? .intentExecuted : .executeIntent(isAnimated: true)
    }

    func preferredViewController(_ intent: SceneIntent, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        ComposeViewController()
    }
}
