import Foundation

/// A navigation stack with UIKit's timing and runtime warnings (U9).
///
/// - ``viewControllers`` change when a transition starts; an animated push, pop or replacement of the top
///   then takes 0.35 s on the device clock (``isInTransition`` is `true` meanwhile) and the delegate's
///   `didShow` runs when it ends. A navigation controller that is not in a visible window changes its stack
///   without a transition.
/// - Changing the stack during a transition or presentation is refused with UIKit's runtime warning
///   ("… while an existing transition or presentation is occurring; the navigation stack will not be
///   updated."); pushing the controller in flight again is reported as pushing one instance twice.
/// - An animated push onto a navigation controller whose container is in a window but which is not itself
///   shown (a tab that is not selected, a column a split view controller hides) changes the stack without a
///   transition and reports a runtime warning: the user sees nothing.
/// - Pushing a controller already in the stack (outside a transition), pushing a navigation controller, or
///   setting a stack with duplicates raises `NSInvalidArgumentException`: the process crashes.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private struct Transition {
        let from: UIViewController?
        let to: UIViewController?
        let pushed: UIViewController?
    }

    /// Observes transitions.
    public weak var delegate: (any UINavigationControllerDelegate)?
    private var transition: Transition?
    /// While a container rearranges its stacks (a split view collapsing or expanding), the ends of the
    /// transitions that finish at once, kept to run when it is done; `nil` when not deferring.
    private var deferredTransitionEnds: [@MainActor () -> Void]?

    /// Creates a navigation controller with `rootViewController` as its only controller.
    /// - Parameter rootViewController: the bottom of the stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        _ = applyStack([rootViewController], animated: false, operation: "initWithRootViewController:")
    }

    /// Creates an empty navigation controller.
    /// - Parameters:
    ///   - nibNameOrNil: a nib name (kept, unused).
    ///   - nibBundleOrNil: a nib bundle (kept, unused).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// The stack, bottom to top.
    ///
    /// Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The top of the stack.
    public var topViewController: UIViewController? { children.last }

    /// What is visible: the controller presented over the navigation controller, else the top.
    public var visibleViewController: UIViewController? {
        if let presented = presentedViewController {
            var top = presented
            while let next = top.presentedStorage { top = next }
            return top
        }
        return topViewController
    }

    /// Whether a transition is in flight (simulation stand-in for `transitionCoordinator != nil`).
    public var isInTransition: Bool { transition != nil }

    /// Pushes `viewController` on the stack (U9).
    /// - Parameters:
    ///   - viewController: the controller to push; not already in the stack.
    ///   - animated: whether to animate (0.35 s).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            UIKitRuntime.raise("NSInvalidArgumentException", reason: "Pushing a navigation controller is not supported")
            return
        }
        if let transition, transition.pushed === viewController {
            UIKitRuntime.warning(
                "Pushing the same view controller instance more than once is not supported (\(viewController.warningName)); pushViewController:animated: called on \(warningName) while an existing transition or presentation is occurring; the navigation stack will not be updated."
            )
            return
        }
        // A controller is in the stack exactly when its parent is this navigation controller (every stack
        // change keeps `parent` in step with `children`), so this is UIKit's membership check in O(1).
        if !isInTransition && !isPresentationInFlight && viewController.parent === self {
            UIKitRuntime.raise(
                "NSInvalidArgumentException",
                reason: "Pushing the same view controller instance more than once is not supported (\(viewController.warningName))")
            return
        }
        guard acceptsStackChange("pushViewController:animated:") else { return }
        if animated && isHiddenInVisibleContainer {
            // The stack changes, but the user sees nothing: the controller is in a tab that is not selected
            // or a column the split view controller does not show.
            UIKitRuntime.warning(
                "pushViewController:animated: called on \(warningName), whose view is not in the window hierarchy (a tab that is not selected, or a column the split view controller does not show); \(viewController.warningName) is pushed without animation and does not appear."
            )
        }
        // Only the top changes: the controllers below stay distinct and parented, so the push costs the
        // same whatever the depth (no copy of the stack, no scan of it).
        let oldTop = children.last
        viewController.removeFromParent()
        viewController.parent = self
        children.append(viewController)
        runTransition(from: oldTop, animated: animated, pushed: viewController)
    }

    /// Pops the top controller (U9); does nothing at the root.
    /// - Parameter animated: whether to animate (0.35 s).
    /// - Returns: the popped controller, or `nil` at the root or when refused during a transition.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        guard acceptsStackChange("popViewControllerAnimated:") else { return nil }
        // Only the top leaves: no copy or scan of the controllers below it.
        top.parent = nil
        children.removeLast()
        runTransition(from: top, animated: animated, pushed: nil)
        return top
    }

    /// Pops every controller above the root (U9).
    /// - Parameter animated: whether to animate (0.35 s).
    /// - Returns: the popped controllers, bottom to top (empty at the root), or `nil` when refused.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        let popped = Array(children.dropFirst())
        guard !popped.isEmpty else { return [] }
        guard applyStack([root], animated: animated, operation: "popToRootViewControllerAnimated:") else { return nil }
        return popped
    }

    /// Pops the controllers above `viewController` (U9).
    /// - Parameters:
    ///   - viewController: a controller in the stack.
    ///   - animated: whether to animate (0.35 s).
    /// - Returns: the popped controllers, or `nil` when `viewController` is not in the stack or refused.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        guard applyStack(Array(children[...index]), animated: animated, operation: "popToViewController:animated:") else { return nil }
        return popped
    }

    /// Replaces the whole stack (U9); animated only when the top changes.
    /// - Parameters:
    ///   - viewControllers: the new stack, bottom to top, without duplicates.
    ///   - animated: whether to animate (0.35 s).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        _ = applyStack(viewControllers, animated: animated, operation: "setViewControllers:animated:")
    }

    /// Sets the stack for a container's own rearrangement (a split view controller collapsing or expanding),
    /// by default without animation and without the transition check: UIKit moves the controllers whatever
    /// is in flight.
    /// - Parameters:
    ///   - newStack: the new stack, bottom to top, without duplicates.
    ///   - animated: whether to animate (a split view controller showing a column while collapsed).
    ///   - checked: whether to refuse, with UIKit's warning, during a transition or presentation.
    /// - Returns: whether the stack changed.
    @discardableResult
    func containerSetStack(_ newStack: [UIViewController], animated: Bool = false, checked: Bool = false) -> Bool {
        applyStack(newStack, animated: animated, operation: "setViewControllers:animated:", checked: checked)
    }

    override func isChildInHierarchy(_ child: UIViewController) -> Bool {
        if child === children.last { return true }
        if let transition, transition.from === child { return true }
        return false
    }

    override var appearanceChildren: [UIViewController] {
        children.last.map { [$0] } ?? []
    }

    /// Whether the stack may change now; refuses, with UIKit's runtime warning, during a transition or
    /// presentation (U9).
    /// - Parameter operation: the UIKit selector, for the warning.
    /// - Returns: `true` when the change may go ahead.
    private func acceptsStackChange(_ operation: String) -> Bool {
        if isInTransition || isPresentationInFlight {
            UIKitRuntime.warning(
                "\(operation) called on \(warningName) while an existing transition or presentation is occurring; the navigation stack will not be updated.")
            return false
        }
        return true
    }

    /// Applies a stack change: refuses during a transition or presentation, reparents, and runs the transition (animated on the clock when visible).
    ///
    /// Linear in the two stacks: membership is checked with sets of object identities (every controller
    /// in them is alive, so no identity is reused).
    ///
    /// - Returns: whether the stack changed.
    private func applyStack(_ newStack: [UIViewController], animated: Bool, operation: String, checked: Bool = true) -> Bool {
        guard !checked || acceptsStackChange(operation) else { return false }
        var members = Set<ObjectIdentifier>(minimumCapacity: newStack.count)
        for controller in newStack where !members.insert(ObjectIdentifier(controller)).inserted {
            UIKitRuntime.raise(
                "NSInvalidArgumentException", reason: "All view controllers in a navigation controller must be distinct (\(controller.warningName))")
            return false
        }
        let oldTop = children.last
        for controller in children where !members.contains(ObjectIdentifier(controller)) {
            controller.parent = nil
        }
        for controller in newStack where controller.parent !== self {
            controller.removeFromParent()
            controller.parent = self
        }
        children = newStack
        runTransition(from: oldTop, animated: animated, pushed: nil)
        return true
    }

    /// After the stack changed: when the top changed, the delegate's `willShow`, the appearance callbacks
    /// and, at the end of the transition (0.35 s when animated and visible, else at once), `didShow` (U9).
    /// - Parameters:
    ///   - oldTop: the top before the change.
    ///   - animated: whether the caller asked for animation.
    ///   - pushed: the controller a push added, so pushing it again during the transition is reported.
    private func runTransition(from oldTop: UIViewController?, animated: Bool, pushed: UIViewController?) {
        let newTop = children.last
        guard oldTop !== newTop else { return }

        let visible = isAppearingOrAppeared
        let animates = animated && visible && UIKitRuntime.canAnimate
        if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animates) }
        if visible {
            oldTop?.beginAppearanceTransition(false, animated: animates)
            newTop?.beginAppearanceTransition(true, animated: animates)
        }
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.transition = nil
            if visible {
                oldTop?.endAppearanceTransition()
                newTop?.endAppearanceTransition()
            }
            if let newTop { self.delegate?.navigationController(self, didShow: newTop, animated: animates) }
        }
        if animates {
            transition = Transition(from: oldTop, to: newTop, pushed: pushed)
            UIKitRuntime.afterAnimation(UIKitRuntime.transitionDuration, finish)
        } else if deferredTransitionEnds != nil {
            deferredTransitionEnds?.append(finish)
        } else {
            finish()
        }
    }

    /// Runs `body` (a container's rearrangement of this stack, as a split view's collapse or expansion),
    /// ending the transitions it starts without animation only after it: `didShow` then sees the container
    /// in its new state, as UIKit reports a trait change's stack moves after its layout pass.
    /// - Parameters:
    ///   - stacks: the navigation controllers being rearranged, in a fixed order (their ends run in it).
    ///   - body: the rearrangement.
    static func deferringTransitionEnds(of stacks: [UINavigationController], _ body: () -> Void) {
        let fresh = stacks.filter { $0.deferredTransitionEnds == nil }
        for stack in fresh { stack.deferredTransitionEnds = [] }
        body()
        for stack in fresh {
            let ends = stack.deferredTransitionEnds ?? []
            stack.deferredTransitionEnds = nil
            for end in ends { end() }
        }
    }
}
