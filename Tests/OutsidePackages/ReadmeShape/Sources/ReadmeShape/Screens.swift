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
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose, primaryAction: UIAction(title: "New note window") { [weak self] _ in
            self?.openComposeWindow()
        })
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: [
            UIAction(title: "Filters", image: UIImage(systemName: "line.3.horizontal.decrease")) { [weak self] _ in
                self?.showFilters()
            },
        ]))
        for noteID in 1...3 {
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Open note \(noteID)") { [weak self] _ in
                self?.openNote(noteID)
            })
            view.addSubview(button)
        }
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

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        routeHandle?.requestStoreState()
    }

    func openRelated(_ noteID: Int) {
        routeHandle?.route(to: .url(URL(string: "notes://note/\(noteID)"))) { error in
            print("Routing failed: \(error)")
        }
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
    override func viewDidLoad() {
        super.viewDidLoad()
        let saveButton = UIButton(type: .system)
        saveButton.setTitle("Save", for: .normal)
        saveButton.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)
        view.addSubview(saveButton)
    }

    func save() {
        guard let scene = view.window?.windowScene else { return }
        let appDelegate = UIApplication.shared.delegate as? AppDelegate
        appDelegate?.sceneManager.requestSceneDestruction(scene)
    }
}

final class FiltersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.done()
        })
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true, completion: nil)
        })
    }

    func done() {
        dismiss(animated: true)
    }
}
