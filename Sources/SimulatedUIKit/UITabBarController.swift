import Foundation

/// A container that shows one of its view controllers at a time and a tab bar to switch between them.
///
/// - Only the selected tab is in the window hierarchy: it appears and disappears as the selection changes;
///   the others keep their state (a navigation controller in an unselected tab keeps its stack, and an
///   animated push onto it is reported, see ``UINavigationController``).
/// - Setting ``viewControllers`` keeps the previously selected controller selected when it is still
///   there, else the same index when valid, else the first tab (UIKit's documented rule).
/// - Selecting in code (``selectedIndex``, ``selectedViewController``) does not consult the
///   ``delegate``; a user's tap (the simulation's ``userTapTab(at:)``) asks
///   ``UITabBarControllerDelegate/tabBarController(_:shouldSelect:)``, and a tap on the selected tab pops
///   its navigation controller to the root.
/// - Changing the selection while a navigation transition, presentation or dismissal is in flight in the
///   tab bar controller reports UIKit's runtime warning ("Unbalanced calls to begin/end appearance
///   transitions"); the selection still changes.
/// - Selecting a controller that is not one of its tabs raises `NSInvalidArgumentException`, as UIKit does.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// Decides and observes the user's tab selections.
    public weak var delegate: (any UITabBarControllerDelegate)?
    private weak var selectedStorage: UIViewController?

    /// Creates a tab bar controller with no tabs.
    /// - Parameters:
    ///   - nibNameOrNil: a nib name (kept, unused).
    ///   - nibBundleOrNil: a nib bundle (kept, unused).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// The tabs' root view controllers, in tab-bar order; `nil` before any are set.
    ///
    /// Setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController]? {
        get { hasTabs ? children : nil }
        set { setViewControllers(newValue, animated: false) }
    }
    private var hasTabs = false

    /// Replaces the tabs.
    ///
    /// The previously selected controller stays selected when it is among the new ones; else the same
    /// index is selected when valid, else the first tab.
    ///
    /// - Parameters:
    ///   - viewControllers: the new tabs, distinct controllers, in order (`nil` or empty: no tabs).
    ///   - animated: whether to animate the tab bar's change (no visible effect here).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let newTabs = viewControllers ?? []
        var members = Set<ObjectIdentifier>(minimumCapacity: newTabs.count)
        for controller in newTabs where !members.insert(ObjectIdentifier(controller)).inserted {
            UIKitRuntime.raise(
                "NSInvalidArgumentException", reason: "All view controllers in a tab bar controller must be distinct (\(controller.warningName))")
            return
        }
        let oldSelected = selectedStorage
        let oldIndex = oldSelected.flatMap { selected in children.firstIndex { $0 === selected } }
        for controller in children where !members.contains(ObjectIdentifier(controller)) {
            controller.parent = nil
        }
        for controller in newTabs where controller.parent !== self {
            controller.removeFromParent()
            controller.parent = self
        }
        children = newTabs
        hasTabs = viewControllers != nil
        let newSelected: UIViewController?
        if let oldSelected, members.contains(ObjectIdentifier(oldSelected)) {
            newSelected = oldSelected
        } else if let oldIndex, oldIndex < newTabs.count {
            newSelected = newTabs[oldIndex]
        } else {
            newSelected = newTabs.first
        }
        makeSelected(newSelected, replacing: oldSelected)
        deliverTraitChanges()
    }

    /// The index of the selected tab; `NSNotFound` with no tabs.
    ///
    /// Setting an index outside the tabs does nothing.
    open var selectedIndex: Int {
        get {
            guard let selected = selectedStorage, let index = children.firstIndex(where: { $0 === selected }) else { return NSNotFound }
            return index
        }
        set {
            guard children.indices.contains(newValue) else { return }
            select(children[newValue])
        }
    }

    /// The selected tab's view controller.
    ///
    /// Setting a controller that is not one of the tabs raises `NSInvalidArgumentException`.
    open var selectedViewController: UIViewController? {
        get { selectedStorage }
        set {
            guard let newValue else { return }
            guard newValue.parent === self else {
                UIKitRuntime.raise(
                    "NSInvalidArgumentException",
                    reason:
                        "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected."
                )
                return
            }
            select(newValue)
        }
    }

    /// What a user's tap on a tab did (simulation addition, for the event log).
    package enum TabTapOutcome: Equatable, Sendable {
        /// The tab became selected.
        case selected
        /// The tab was already selected: its navigation controller (if any) popped to its root.
        case reselected
        /// The delegate's `shouldSelect` answered `false`.
        case refusedByDelegate
        /// A navigation transition or presentation was in flight: the tab bar ignores touches meanwhile,
        /// as UIKit's transitions do.
        case ignoredDuringTransition
        /// No tab at that index.
        case noSuchTab
    }

    /// The user taps the tab at `index` (simulation entry point for the `select` step): the delegate's `shouldSelect` decides; a tap on the already selected tab pops its navigation controller to the root (animated), as UIKit does; then the delegate's `didSelect`.
    ///
    /// Ignored while a transition is in flight. Call it inside a device entry point
    /// (``SimulatedDevice/perform(_:)``).
    ///
    /// - Parameter index: the tab's index.
    /// - Returns: what the tap did.
    @discardableResult
    package func userTapTab(at index: Int) -> TabTapOutcome {
        guard children.indices.contains(index) else { return .noSuchTab }
        if hasTransitionInFlight || isPresentationInFlight { return .ignoredDuringTransition }
        let tab = children[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: tab) { return .refusedByDelegate }
        let outcome: TabTapOutcome
        if tab === selectedStorage {
            (tab as? UINavigationController)?.popToRootViewController(animated: true)
            outcome = .reselected
        } else {
            select(tab)
            outcome = .selected
        }
        delegate?.tabBarController(self, didSelect: tab)
        return outcome
    }

    override func isChildInHierarchy(_ child: UIViewController) -> Bool {
        child === selectedStorage
    }

    override var appearanceChildren: [UIViewController] {
        selectedStorage.map { [$0] } ?? []
    }

    /// Selects one of the tabs (already checked to be a child), warning when a transition is in flight.
    private func select(_ tab: UIViewController) {
        guard tab !== selectedStorage else { return }
        if hasTransitionInFlight || isPresentationInFlight {
            UIKitRuntime.warning(
                "Unbalanced calls to begin/end appearance transitions for \(warningName): the selected tab changed to \(tab.warningName) while a transition is in flight."
            )
        }
        makeSelected(tab, replacing: selectedStorage)
    }

    /// Makes `tab` the selected one: the old selection disappears and the new one appears when the tab bar
    /// controller is on screen.
    private func makeSelected(_ tab: UIViewController?, replacing old: UIViewController?) {
        selectedStorage = tab
        guard old !== tab, isAppearingOrAppeared else { return }
        old?.beginAppearanceTransition(false, animated: false)
        tab?.beginAppearanceTransition(true, animated: false)
        old?.endAppearanceTransition()
        tab?.endAppearanceTransition()
    }
}
