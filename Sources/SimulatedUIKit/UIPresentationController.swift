import Foundation

/// Manages one presented view controller (UIKit's `UIPresentationController`): here, what a user's
/// interactive dismissal (a sheet swiped down) asks of its ``delegate``.
///
/// As in UIKit, a controller's ``UIViewController/presentationController`` is made on first use, so a
/// presenter can set the delegate before presenting; the same instance manages the presentation.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller this one manages.
    public unowned let presentedViewController: UIViewController
    /// Who decides about, and hears of, an interactive dismissal.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Creates a presentation controller for `presentedViewController`.
    /// - Parameters:
    ///   - presentedViewController: the controller to manage.
    ///   - presentingViewController: the presenter (kept by the presentation itself here; may be `nil`).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
    }

    /// The controller presenting ``presentedViewController`` now, or `nil` when it is not presented.
    public var presentingViewController: UIViewController? { presentedViewController.presentingViewController }

    /// The user swipes the presented sheet down (simulation entry point for the `dismiss` event), as UIKit handles it: when the delegate's `presentationControllerShouldDismiss(_:)` returns `false`, the sheet stays and the delegate hears `presentationControllerDidAttemptToDismiss(_:)`; otherwise `presentationControllerWillDismiss(_:)`, an animated dismissal by the presenter (0.35 s), and at its end `presentationControllerDidDismiss(_:)`.
    ///
    /// Nothing happens when the controller is not presented.
    ///
    /// Call it inside a device entry point (``SimulatedDevice/perform(_:)``) so the dismissal runs on the
    /// device's clock.
    package func dismissInteractively() {
        guard let presenter = presentingViewController else { return }
        if let delegate, !delegate.presentationControllerShouldDismiss(self) {
            delegate.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presenter.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }
}

/// Decides about, and hears of, a user's interactive dismissal of a presented controller (UIKit's
/// `UIAdaptivePresentationControllerDelegate`; every method is optional, with UIKit's default).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user may dismiss the sheet now (default `true`); `false` keeps it up and sends
    /// ``presentationControllerDidAttemptToDismiss(_:)``.
    /// - Parameter presentationController: the sheet's presentation controller.
    /// - Returns: whether UIKit dismisses it.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user tried to dismiss the sheet and ``presentationControllerShouldDismiss(_:)`` refused; the
    /// app may dismiss it itself.
    /// - Parameter presentationController: the sheet's presentation controller.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The interactive dismissal starts.
    /// - Parameter presentationController: the sheet's presentation controller.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The interactive dismissal ended: the sheet is gone.
    /// - Parameter presentationController: the sheet's presentation controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Default: `true`, the user may dismiss.
    /// - Parameter presentationController: the sheet's presentation controller.
    /// - Returns: `true`.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Default: does nothing.
    /// - Parameter presentationController: the sheet's presentation controller.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// Default: does nothing.
    /// - Parameter presentationController: the sheet's presentation controller.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Default: does nothing.
    /// - Parameter presentationController: the sheet's presentation controller.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
