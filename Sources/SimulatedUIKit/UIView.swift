import Foundation

/// A view: only what the simulation needs (visibility, opacity, hierarchy, the window it is in).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// Opacity from `0` (transparent) to `1` (opaque); default `1`.
    public var alpha: Double = 1
    /// Whether the view is hidden; default `false` (a ``UIWindow`` starts hidden, as in UIKit).
    public var isHidden: Bool = false
    /// Subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?
    /// The view controller whose ``UIViewController/view`` this is.
    weak var owningViewController: UIViewController?

    /// The view's frame in its superview's coordinates (kept, not laid out).
    public var frame: CGRect = .zero
    /// The view's bounds: its frame's size at origin zero (kept, not laid out).
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The background colour; stored and returned (default `nil`, transparent).
    ///
    /// The navigator shows a window's.
    public var backgroundColor: UIColor?
    /// The tint colour: the one set here, else the superview's (for a window: its scene's), else ``UIColor/systemBlue``, as UIKit inherits it.
    ///
    /// Setting `nil` inherits again.
    public var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    private var ownTintColor: UIColor?
    /// The appearance this view and its subviews use, overriding the system's: stored and returned;
    /// ``traitCollection`` reports it (default ``UIUserInterfaceStyle/unspecified``: inherit).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// Creates a view.
    public override init() {
        super.init()
    }

    /// Creates a view with a frame.
    /// - Parameter frame: the frame, in points.
    public convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    /// The buttons a user can tap in this view itself, not its subviews (simulation addition; a
    /// ``UIButton`` lists itself and its menu).
    var ownTappableActions: [UIAction] { [] }

    /// The buttons a user can tap in this view and its visible subviews, back to front, depth-first (simulation addition).
    ///
    /// A hidden view hides its subviews too.
    var tappableActions: [UIAction] {
        guard !isHidden else { return [] }
        return ownTappableActions + subviews.flatMap(\.tappableActions)
    }

    /// The window the view is in: itself for a window, else its superview's, else the window of its view controller when that controller is in a window's hierarchy (the top of a navigation stack, a presented controller, a window's root).
    ///
    /// `nil` when not in a window.
    ///
    /// Contract note: UIKit stores this; here it is computed from the hierarchy, read-only as in UIKit.
    public var window: UIWindow? {
        if let window = self as? UIWindow { return window }
        if let superview { return superview.window }
        return owningViewController?.hierarchyWindow
    }

    /// The view's traits: its window scene's (see ``UIWindowScene/traitCollection``), with the nearest
    /// ``overrideUserInterfaceStyle`` up the view hierarchy as its appearance.
    public var traitCollection: UITraitCollection {
        let base = window?.windowScene?.traitCollection ?? UITraitCollection()
        var view: UIView? = self
        while let current = view {
            if current.overrideUserInterfaceStyle != .unspecified { return base.replacing(userInterfaceStyle: current.overrideUserInterfaceStyle) }
            view = current.superview
        }
        return base
    }

    /// Adds a subview on top of the others, removing it from its previous superview first.
    /// - Parameter view: the view to add.
    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview, if any.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// UIKit's block animation on the virtual clock.
    ///
    /// `animations` runs at once (the end state is applied immediately); `completion(true)` runs after
    /// `duration` seconds of ``SimulatedDevice/current``'s clock, as UIKit calls it when the animation ends.
    /// The device is not idle until the completion has run (Sources/Simulator/SimulationEvent.swift). With no current device the
    /// completion runs immediately.
    /// - Parameters:
    ///   - duration: seconds; `0` or less completes in the current instant.
    ///   - animations: the changes to animate.
    ///   - completion: called with `true` when the animation ends.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        guard let completion else { return }
        if let device = SimulatedDevice.current {
            device.scheduleUIKitWork(after: duration) { completion(true) }
        } else {
            completion(true)
        }
    }
}
