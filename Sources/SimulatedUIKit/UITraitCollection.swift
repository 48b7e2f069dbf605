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

    /// Creates a trait collection with only a horizontal size class.
    /// - Parameter horizontalSizeClass: the size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
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
