import Foundation

/// A view controller: view loading, appearance callbacks, containment, presentation (U9), and the
/// simulation's screen naming and actions.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// The nib name given at creation (unused by the simulation).
    public let nibName: String?
    /// The nib bundle given at creation (unused by the simulation).
    public let nibBundle: Bundle?
    /// The title shown in navigation bars.
    open var title: String?
    /// How the controller is shown when presented: stored and returned (default
    /// ``UIModalPresentationStyle/automatic``); the simulation presents every style over the presenter (U9).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The appearance this controller and those below it use: stored, returned and reported by
    /// ``traitCollection`` (default ``UIUserInterfaceStyle/unspecified``: inherit).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Simulation addition: buttons a user can tap on this screen, in display order, for screens that do not declare them the UIKit way (``navigationItem`` bar buttons, ``UIButton``s in ``view``).
    ///
    /// The navigator and `tap` use ``tappableActions``, which lists both.
    public var actions: [UIAction] = []
    private var navigationItemStorage: UINavigationItem?
    private var presentationControllerStorage: UIPresentationController?

    private var loadedView: UIView?
    /// The parent container, if this controller is a child (for example, in a navigation stack).
    public internal(set) weak var parent: UIViewController?
    /// Child controllers, in order (a navigation controller's are its ``UINavigationController/viewControllers``).
    public internal(set) var children: [UIViewController] = []
    /// The window this controller is the root of.
    weak var rootWindow: UIWindow?
    /// The controller this one presents (held strongly, as UIKit does).
    var presentedStorage: UIViewController?
    /// The controller that presents this one.
    weak var presentingStorage: UIViewController?
    var appearanceState: AppearanceState = .disappeared
    private var appearanceAnimated = false
    /// The traits last delivered through ``traitCollectionDidChange(_:)`` (`nil`: none yet).
    var deliveredTraits: UITraitCollection?
    /// ``tabBarItem``, made on first use.
    var tabBarItemStorage: UITabBarItem?

    /// Whether the controller is being presented (between `present` and the end of its transition).
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed (between `dismiss` and the end of its transition).
    public internal(set) var isBeingDismissed = false

    /// Creates a view controller.
    /// - Parameters:
    ///   - nibNameOrNil: a nib name (kept, unused).
    ///   - nibBundleOrNil: a nib bundle (kept, unused).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibName = nibNameOrNil
        self.nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// What a navigation bar shows for this controller: its title and bar button items, made on first use.
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem(title: title ?? "")
        navigationItemStorage = item
        return item
    }

    /// The presentation controller that manages this controller when it is presented, made on first use
    /// (so a presenter can set its delegate before presenting, as in UIKit). (UIKit returns the nearest
    /// presented ancestor's for a child controller; here each controller has its own.)
    public var presentationController: UIPresentationController? {
        if let controller = presentationControllerStorage { return controller }
        let controller = UIPresentationController(presentedViewController: self, presenting: nil)
        presentationControllerStorage = controller
        return controller
    }

    /// ``navigationItem`` if it has been made, without making it.
    var navigationItemIfMade: UINavigationItem? { navigationItemStorage }

    // MARK: View

    /// The controller's view, loaded on first access (``loadView()`` then ``viewDidLoad()``).
    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                loadedView?.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view; the default makes a plain ``UIView``.
    ///
    /// Override to supply your own (set ``view``).
    open func loadView() {
        view = UIView()
    }

    /// Called once after the view loads.
    open func viewDidLoad() {}
    /// The system is low on memory (``SimulatedDevice/receiveMemoryWarning()``): called on every view
    /// controller in a connected window, after the app delegate's `applicationDidReceiveMemoryWarning`.
    open func didReceiveMemoryWarning() {}
    /// Called when the view is about to appear.
    /// - Parameter animated: whether the appearance is animated.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called when the view has appeared (after the transition, 0.35 s when animated, U9).
    /// - Parameter animated: whether the appearance was animated.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called when the view is about to disappear.
    /// - Parameter animated: whether the disappearance is animated.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called when the view has disappeared.
    /// - Parameter animated: whether the disappearance was animated.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called when the controller's traits (its window scene's horizontal size class) changed, after any
    /// container change they cause (a split view controller has already collapsed or expanded).
    /// - Parameter previousTraitCollection: the traits before, `nil` the first time.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Containers' own reaction to a trait change, before ``traitCollectionDidChange(_:)`` (a split view
    /// controller collapses or expands here, as UIKit does whether or not a subclass calls `super`).
    /// - Parameter previous: the traits before, `nil` the first time.
    func containerTraitsDidChange(from previous: UITraitCollection?) {}

    // MARK: Appearance

    /// Starts an appearance transition: calls ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)`` once per
    /// transition and forwards to the visible children.
    /// - Parameters:
    ///   - isAppearing: `true` to appear, `false` to disappear.
    ///   - animated: whether the transition is animated.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceAnimated = animated
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            _ = view
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        for child in appearanceChildren {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the appearance transition begun by ``beginAppearanceTransition(_:animated:)``: calls
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)`` and forwards to the visible children.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceChildren {
            child.endAppearanceTransition()
        }
    }

    /// The children that appear and disappear with this controller (a navigation controller: its top).
    var appearanceChildren: [UIViewController] { children }

    /// Whether the controller's view is on screen or appearing.
    var isAppearingOrAppeared: Bool { appearanceState == .appeared || appearanceState == .appearing }

    // MARK: Containment

    /// Adds a child controller.
    /// - Parameter childController: the controller to add; it is removed from its previous parent first.
    public func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// The nearest ancestor navigation controller.
    ///
    /// Contract note: UIKit stores this; here it is computed from ``parent``, read-only as in UIKit.
    public var navigationController: UINavigationController? {
        var candidate = parent
        while let current = candidate {
            if let navigation = current as? UINavigationController { return navigation }
            candidate = current.parent
        }
        return nil
    }

    /// Whether `child` is in the window hierarchy while this container is (a navigation controller: only
    /// its top, and the outgoing controller during a transition).
    func isChildInHierarchy(_ child: UIViewController) -> Bool { true }

    /// The window this controller's view is in, if the controller is in a window's hierarchy.
    var hierarchyWindow: UIWindow? {
        if let window = rootWindow, window.rootViewController === self { return window }
        if let parent {
            return parent.isChildInHierarchy(self) ? parent.hierarchyWindow : nil
        }
        if let presenter = presentingStorage, presenter.presentedStorage === self {
            return presenter.hierarchyWindow
        }
        return nil
    }

    // MARK: Presentation (U9; implemented in UIViewController+Presentation.swift)

    /// Presents a controller modally (U9).
    ///
    /// `presentedViewController` is set at once; animated, the transition takes 0.35 s on the device clock
    /// and `completion` runs when it ends; not animated, in the same instant. As in UIKit the presentation
    /// is refused with a runtime warning when this controller (or its container) already presents one or a
    /// presentation is in progress, or when its view is not in the window hierarchy. Presenting a controller
    /// that is already presented or is a child raises `NSInvalidArgumentException` (the process crashes).
    /// - Parameters:
    ///   - viewControllerToPresent: the controller to present.
    ///   - flag: whether to animate (0.35 s).
    ///   - completion: called when the presentation ends; not called when it is refused.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one (or its container) presents, or, when it presents nothing, this
    /// controller itself if it is presented (U9).
    ///
    /// `presentedViewController` stays set until the transition ends (0.35 s animated, the same instant
    /// otherwise), as in UIKit; controllers presented above the dismissed one go with it. A dismiss while a
    /// presentation or dismissal is in progress is refused with UIKit's runtime warning. With nothing to
    /// dismiss, `completion` runs at once.
    /// - Parameters:
    ///   - flag: whether to animate (0.35 s).
    ///   - completion: called when the dismissal ends.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    // MARK: Screen naming (simulation addition)

    /// The screen's identifying value, shown in parentheses in ``screenName`` (for example, `42` for `NoteDetail(42)`; README.md).
    ///
    /// The default is the ``ScreenIdentifying/screenIdentifyingValue`` of a screen that adopts
    /// ``ScreenIdentifying`` — for a RouteKit `StateRestoring` screen, the single field of its restorable
    /// state — and `nil` for other screens. A host whose screens share one class, such as an app driven by a
    /// manifest, overrides it.
    open var screenValue: String? { (self as? any ScreenIdentifying)?.screenIdentifyingValue }

    /// The screen's name without its value: the type name without a `ViewController` suffix (`NoteDetailViewController` is `NoteDetail`; README.md).
    ///
    /// A host whose screens share one class, such as an app driven by a manifest, overrides it with each
    /// screen's own name.
    ///
    /// The name is derived by reflection once per class and then kept: a class's name cannot change while
    /// the process runs, and the trace, the transcript and restoration ask for it on every navigation.
    open var screenTypeName: String {
        let type = type(of: self)
        let key = ObjectIdentifier(type)
        if let name = Self.screenTypeNames[key] { return name }
        var name = String(describing: type)
        let suffix = "ViewController"
        if name.hasSuffix(suffix), name.count > suffix.count {
            name.removeLast(suffix.count)
        }
        Self.screenTypeNames[key] = name
        return name
    }

    /// ``screenTypeName``'s reflected names, by class (one entry per class ever named; never iterated, so its order reaches no output).
    ///
    /// Type metadata lives as long as the process, so an identifier is never reused for another class.
    private static var screenTypeNames: [ObjectIdentifier: String] = [:]

    /// The screen's name: ``screenTypeName``, plus `(screenValue)` when there is one —
    /// `NoteDetailViewController` with value `42` is `NoteDetail(42)` (README.md).
    public var screenName: String {
        if let value = screenValue {
            return "\(screenTypeName)(\(value))"
        }
        return screenTypeName
    }

    /// How warnings name the controller: `<ScreenName>`.
    var warningName: String { "<\(screenName)>" }
}
