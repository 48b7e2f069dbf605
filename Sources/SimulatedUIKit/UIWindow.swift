import Foundation

/// A window in a window scene: its level (U8), root view controller, key status.
///
/// As in UIKit a window starts hidden; ``makeKeyAndVisible()`` shows it and makes it the scene's key
/// window. The scene keeps every window attached to it in ``UIWindowScene/windows``.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The window's stacking level (U8); default ``Level/normal``.
    public var windowLevel: Level = .normal

    /// Ordinal of the last time the window was shown, for ordering equal levels (U8).
    var orderFrontStamp: Int = 0
    private static var nextOrderFrontStamp = 1
    private weak var sceneStorage: UIWindowScene?

    /// Creates a hidden window attached to `windowScene`.
    /// - Parameter windowScene: the scene the window belongs to.
    public init(windowScene: UIWindowScene) {
        super.init()
        isHidden = true
        self.windowScene = windowScene
    }

    /// Creates a hidden window with no scene, as an app-delegate app's `UIWindow(frame:)` in
    /// `didFinishLaunching`: the device attaches the app delegate's ``UIApplicationDelegate/window`` to the
    /// app's window scene once `didFinishLaunching` returns (a window of a scene-based app needs
    /// ``init(windowScene:)``).
    public override init() {
        super.init()
        isHidden = true
    }

    /// The scene the window belongs to; setting it moves the window to the other scene's
    /// ``UIWindowScene/windows`` (`nil` detaches it).
    public weak var windowScene: UIWindowScene? {
        get { sceneStorage }
        set {
            guard newValue !== sceneStorage else { return }
            if let old = sceneStorage {
                old.detach(self)
            }
            sceneStorage = newValue
            newValue?.attach(self)
        }
    }

    /// Whether the window is shown.
    ///
    /// Showing a window brings it in front of windows of its level (U8) and its root view controller
    /// appears.
    public override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            if !isHidden {
                orderFrontStamp = UIWindow.nextOrderFrontStamp
                UIWindow.nextOrderFrontStamp += 1
            }
            if let root = rootViewController {
                root.beginAppearanceTransition(!isHidden, animated: false)
                root.endAppearanceTransition()
            }
        }
    }

    /// The window's root view controller.
    ///
    /// Replacing it on a visible window makes the old root disappear and the new one appear.
    public var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                if old.rootWindow === self { old.rootWindow = nil }
                if !isHidden {
                    old.beginAppearanceTransition(false, animated: false)
                    old.endAppearanceTransition()
                }
            }
            if let new = rootViewController {
                if let previousWindow = new.rootWindow, previousWindow !== self {
                    previousWindow.rootViewController = nil
                }
                new.rootWindow = self
                // Its traits are now the scene's: a split view controller collapses before it appears.
                new.deliverTraitChanges()
                if !isHidden {
                    new.beginAppearanceTransition(true, animated: false)
                    new.endAppearanceTransition()
                }
            }
        }
    }

    /// Whether this is the key window: its scene's ``UIWindowScene/keyWindow`` while that scene is the
    /// device's key scene (U3).
    public var isKeyWindow: Bool {
        guard let scene = windowScene, scene.keyWindow === self else { return false }
        guard let device = scene.device else { return scene.activationState == .foregroundActive }
        return device.keyScene === scene
    }

    /// Makes the window its scene's key window (it receives key status while its scene is key).
    public func makeKey() {
        windowScene?.keyWindow = self
    }

    /// Shows the window and makes it its scene's key window.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }
}
