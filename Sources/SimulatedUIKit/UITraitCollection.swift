import Foundation

/// A horizontal or vertical size class: how much room an interface has along one axis.
///
/// UIKit's values: an iPhone in portrait is `compact` horizontally, a full-screen iPad window is `regular`;
/// a split view controller is collapsed exactly when its horizontal size class is `compact`.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    /// No size class: a trait environment that is not in a window yet.
    case unspecified = 0
    /// Constrained room (iPhone-like width).
    case compact = 1
    /// Ample room (iPad-like width).
    case regular = 2
}

/// The traits of a trait environment (a window scene, a window, a view controller).
///
/// The simulation models the horizontal size class only.
///
/// As in UIKit a trait collection is an immutable value object; a view controller reads the traits of the
/// window scene it is in (through its parent chain, its presenter or the window it is the root of) and is
/// told through ``UIViewController/traitCollectionDidChange(_:)`` when they change.
@preconcurrency @MainActor
public final class UITraitCollection {
    /// The horizontal size class; ``UIUserInterfaceSizeClass/unspecified`` for an environment not in a
    /// window.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device: the simulated device's ``SimulatedDevice/userInterfaceIdiom`` in a window,
    /// ``UIUserInterfaceIdiom/unspecified`` outside one.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Light or dark: the nearest ``UIView/overrideUserInterfaceStyle`` (or the view controller's), else
    /// light in a window (the simulated system's appearance), ``UIUserInterfaceStyle/unspecified`` outside one.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Creates a trait collection with only a horizontal size class.
    /// - Parameter horizontalSizeClass: the size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, userInterfaceIdiom: .unspecified, userInterfaceStyle: .unspecified)
    }

    init(horizontalSizeClass: UIUserInterfaceSizeClass, userInterfaceIdiom: UIUserInterfaceIdiom, userInterfaceStyle: UIUserInterfaceStyle) {
        self.horizontalSizeClass = horizontalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// A window scene's traits on `device`: its idiom, light appearance.
    static func scene(_ horizontalSizeClass: UIUserInterfaceSizeClass, on device: SimulatedDevice) -> UITraitCollection {
        UITraitCollection(horizontalSizeClass: horizontalSizeClass, userInterfaceIdiom: device.userInterfaceIdiom, userInterfaceStyle: .light)
    }

    /// These traits with another appearance.
    func replacing(userInterfaceStyle: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(horizontalSizeClass: horizontalSizeClass, userInterfaceIdiom: userInterfaceIdiom, userInterfaceStyle: userInterfaceStyle)
    }

    /// Creates a trait collection with no trait specified.
    public convenience init() {
        self.init(horizontalSizeClass: .unspecified)
    }

    /// Whether `other` has a different horizontal size class (the only trait modelled), as UIKit's
    /// `hasDifferentSizeClass` would report for width.
    /// - Parameter other: the collection to compare with; `nil` counts as different unless this one is
    ///   unspecified.
    /// - Returns: `true` when the horizontal size classes differ.
    public func hasDifferentHorizontalSizeClass(comparedTo other: UITraitCollection?) -> Bool {
        horizontalSizeClass != (other?.horizontalSizeClass ?? .unspecified)
    }
}
