import Foundation

/// A scene that shows windows (U3, U5, U8).
@preconcurrency @MainActor
public final class UIWindowScene: UIScene {
    /// Every window attached to this scene, in creation order.
    public private(set) var windows: [UIWindow] = []
    /// The scene's key window (set by ``UIWindow/makeKey()``); key for the app while this scene is the
    /// device's key scene.
    public var keyWindow: UIWindow?
    /// The scene's traits: its horizontal size class, part of the simulated device.
    ///
    /// A scene connects with its session's last size class, else
    /// ``SimulatedDevice/defaultHorizontalSizeClass`` (compact, iPhone-like);
    /// ``SimulatedDevice/setHorizontalSizeClass(_:of:)`` changes it and delivers the change.
    public internal(set) var traitCollection = UITraitCollection(horizontalSizeClass: .compact)
    /// Simulation of UIKit's close allowance (U5): when `false`, ``SimulatedDevice/close(_:)`` is refused with a warning.
    ///
    /// Default `true`.
    public var isClosable: Bool = true
    /// The size limits the app asks for its window: stored and returned (the simulated windows have no
    /// size to resize).
    public let sizeRestrictions: UISceneSizeRestrictions? = UISceneSizeRestrictions()
    /// The screen the scene is on (``UIScreen/main``'s idiom and size).
    public var screen: UIScreen { UIScreen(idiom: device?.userInterfaceIdiom ?? .phone) }

    /// The visible windows, front to back: higher level first, among equal levels the most recently shown
    /// first (U8).
    /// - Complexity: O(n log n) in the number of windows.
    public var windowsFrontToBack: [UIWindow] {
        windows.filter { !$0.isHidden }.sorted {
            if $0.windowLevel != $1.windowLevel { return $0.windowLevel > $1.windowLevel }
            return $0.orderFrontStamp > $1.orderFrontStamp
        }
    }

    /// The window in front of all others (U8), or `nil` when none is visible.
    public var frontmostWindow: UIWindow? { windowsFrontToBack.first }

    func attach(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    func detach(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = nil }
    }
}
