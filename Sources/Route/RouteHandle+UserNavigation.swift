import RouteInterface
import UIKit

/// The user's own navigation, as UIKit hands it to an app: the navigation bar's back button
/// (`UINavigationItem.backAction`) and a sheet swiped down (`UIAdaptivePresentationControllerDelegate`).
/// Both become requests in the window's navigation queue, so that they wait for a transition in flight
/// as the engine's own requests do (R12) instead of reaching UIKit mid-transition, where it refuses them
/// with a warning (U9); the stack change is then reported and snapshotted like any other (R15).
extension RouteHandle {
    /// The identifier of the back action the engine installs (so the host can tell it from its own).
    static let backActionIdentifier = UIAction.Identifier("com.route.backAction")

    /// Gives a controller about to be shown a back action that pops through the engine, unless the host
    /// set its own.
    /// - Parameter viewController: the new top of the stack.
    func installBackAction(on viewController: UIViewController) {
        let item = viewController.navigationItem
        guard item.backAction == nil else { return }
        item.backAction = UIAction(identifier: Self.backActionIdentifier) { [weak self] _ in
            self?.pop(animated: true)
        }
    }

    /// Becomes the delegate of a sheet's presentation controller, to hear the user swipe it down.
    /// - Parameter viewController: the controller about to be presented.
    func observeInteractiveDismissal(of viewController: UIViewController) {
        viewController.presentationController?.delegate = presentationObserver
    }
}

/// Receives the navigation controller's delegate callbacks for a ``RouteHandle``.
@MainActor final class NavigationObserver: UINavigationControllerDelegate {
    weak var handle: RouteHandle?

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        handle?.installBackAction(on: viewController)
        handle?.navigationWillShow()
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        handle?.navigationDidShow(in: navigationController)
    }
}

/// Hears a user's interactive dismissal of a sheet the engine presented: UIKit is told not to dismiss it
/// itself, and the engine dismisses that sheet (and what it presents) through its navigation queue
/// (``RouteHandle/dismiss(_:animated:)``).
@MainActor final class PresentationObserver: UIAdaptivePresentationControllerDelegate {
    weak var handle: RouteHandle?

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        handle == nil
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        // The sheet the user swiped, and what it presents: not the sheets beneath it (U9).
        handle?.dismiss(presentationController.presentedViewController, animated: true)
    }
}
