import Foundation

extension UIViewController {
    /// The container at the top of this controller's parent chain: where UIKit attaches a presentation.
    var presentationHost: UIViewController {
        var host = self
        while let parent = host.parent { host = parent }
        return host
    }

    /// The controller presented by this controller or by one of its ancestors (as in UIKit, a child of a
    /// navigation controller sees what the navigation controller presents).
    ///
    /// Contract note: read-only computed property (UIKit's is read-only too).
    public var presentedViewController: UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if let presented = current.presentedStorage { return presented }
            candidate = current.parent
        }
        return nil
    }

    /// The controller that presented this controller or one of its ancestors.
    ///
    /// Contract note: read-only computed property (UIKit's is read-only too).
    public var presentingViewController: UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if let presenting = current.presentingStorage { return presenting }
            candidate = current.parent
        }
        return nil
    }

    /// The presentation behind ``present(_:animated:completion:)``.
    func performPresentation(of viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        let host = presentationHost
        let attempt = "Attempt to present \(viewControllerToPresent.warningName) on \(host.warningName) (from \(warningName))"
        if let current = host.presentedStorage {
            if current.isBeingPresented || current.isBeingDismissed {
                UIKitRuntime.warning("\(attempt) while a presentation is in progress.")
            } else {
                UIKitRuntime.warning("\(attempt) which is already presenting \(current.warningName).")
            }
            return
        }
        guard hierarchyWindow != nil else {
            UIKitRuntime.warning("\(attempt) whose view is not in the window hierarchy.")
            return
        }
        if viewControllerToPresent.presentingStorage != nil || viewControllerToPresent.parent != nil
            || viewControllerToPresent.rootWindow != nil || viewControllerToPresent === host
        {
            UIKitRuntime.raise(
                "NSInvalidArgumentException",
                reason: "Application tried to present modally a view controller \(viewControllerToPresent.warningName) that is already active.")
            return
        }
        host.presentedStorage = viewControllerToPresent
        viewControllerToPresent.presentingStorage = host
        viewControllerToPresent.deliverTraitChanges()
        viewControllerToPresent.isBeingPresented = true
        viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
        let finish: @MainActor () -> Void = {
            viewControllerToPresent.isBeingPresented = false
            viewControllerToPresent.endAppearanceTransition()
            completion?()
        }
        if flag && UIKitRuntime.canAnimate {
            UIKitRuntime.afterAnimation(UIKitRuntime.transitionDuration, finish)
        } else {
            finish()
        }
    }

    /// The dismissal behind ``dismiss(animated:completion:)``.
    func performDismissal(animated flag: Bool, completion: (() -> Void)?) {
        let host = presentationHost
        let presenter: UIViewController
        if host.presentedStorage != nil {
            presenter = host
        } else if let presenting = host.presentingStorage {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let presented = presenter.presentedStorage else {
            completion?()
            return
        }
        if presented.isBeingPresented || presented.isBeingDismissed {
            UIKitRuntime.warning("Attempt to dismiss from view controller \(presenter.warningName) while a presentation or dismiss is in progress!")
            return
        }
        var chain: [UIViewController] = []
        var next: UIViewController? = presented
        while let current = next {
            chain.append(current)
            next = current.presentedStorage
        }
        presented.isBeingDismissed = true
        for controller in chain.reversed() {
            controller.beginAppearanceTransition(false, animated: flag)
        }
        let finish: @MainActor () -> Void = {
            for controller in chain.reversed() {
                controller.endAppearanceTransition()
                controller.presentedStorage = nil
                controller.presentingStorage = nil
            }
            presented.isBeingDismissed = false
            if presenter.presentedStorage === presented {
                presenter.presentedStorage = nil
            }
            completion?()
        }
        if flag && UIKitRuntime.canAnimate {
            UIKitRuntime.afterAnimation(UIKitRuntime.transitionDuration, finish)
        } else {
            finish()
        }
    }

    /// Whether a presentation or dismissal involving this controller's host is in flight.
    var isPresentationInFlight: Bool {
        let host = presentationHost
        if host.isBeingPresented || host.isBeingDismissed { return true }
        if let presented = host.presentedStorage, presented.isBeingPresented || presented.isBeingDismissed { return true }
        return false
    }
}
