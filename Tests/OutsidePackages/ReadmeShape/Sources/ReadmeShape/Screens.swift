import SimulatedUIKit // was: import UIKit
import RouteInterface

final class SplashViewController: UIViewController, RoutingSplashControlling {
    func preferredAnimationTiming() -> SplashAnimationTiming {
        .waitUntilAnimationComplete
    }

    func startAnimating(over window: UIWindow, completion: (@MainActor @Sendable () -> Void)?) {
        UIView.animate(withDuration: 0.3, animations: { window.alpha = 1 }) { _ in
            completion?()
        }
    }

    func stopAnimating() {}
}

final class SignInViewController: UIViewController, RoutingViewControlling {
    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol {
        NavigationAction.replaceAll
    }
}

final class NotesListViewController: UIViewController, RoutingViewControlling {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol {
        NavigationAction.replaceAll
    }

    func openNote(_ noteID: Int) {
        routeHandle?.push(to: NoteDetailViewController(noteID: noteID), animated: true)
    }

    func showFilters() {
        routeHandle?.present(FiltersViewController(), with: .currentController, animated: true)
    }

    func openComposeWindow() {
        let appDelegate = UIApplication.shared.delegate as? AppDelegate
        appDelegate?.sceneManager.requestSceneActivation(.compose)
    }
}

final class NoteDetailViewController: UIViewController, RoutingViewControlling, StateRestoring {
    struct State: StateRepresentable {
        let noteID: Int
    }

    let noteID: Int

    init(noteID: Int) {
        self.noteID = noteID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol {
        NavigationAction.replaceCurrentWithChain
    }

    func preferredPrecedingViewController() -> (any RoutingViewControlling)? {
        NotesListViewController()
    }

    func restoringState() -> State {
        State(noteID: noteID)
    }

    static func restore(with state: State) -> any StateRestoring {
        NoteDetailViewController(noteID: state.noteID)
    }
}

final class ComposeViewController: UIViewController, RoutingViewControlling {
    func save() {
        guard let scene = view.window?.windowScene else { return }
        let appDelegate = UIApplication.shared.delegate as? AppDelegate
        appDelegate?.sceneManager.requestSceneDestruction(scene)
    }
}

final class FiltersViewController: UIViewController {
    func done() {
        dismiss(animated: true)
    }
}
