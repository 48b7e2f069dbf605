import Foundation

/// The simulated device's screen: its size in points, by idiom (an iPhone 15's 393 × 852, an 11-inch
/// iPad's 834 × 1194), at a scale of 3 (iPhone) or 2 (iPad).
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The screen's bounds, in points, origin zero.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    init(idiom: UIUserInterfaceIdiom) {
        switch idiom {
        case .pad:
            bounds = CGRect(x: 0, y: 0, width: 834, height: 1194)
            scale = 2
        default:
            bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
            scale = 3
        }
        super.init()
    }

    /// The bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The screen of ``SimulatedDevice/current``'s idiom (UIKit deprecates it in favour of a window
    /// scene's ``UIWindowScene/screen``; it still answers, as on iOS 17 and 18).
    public static var main: UIScreen {
        UIScreen(idiom: SimulatedDevice.current?.userInterfaceIdiom ?? .phone)
    }
}

/// The simulated device itself: its idiom and system.
@preconcurrency @MainActor
public final class UIDevice: NSObject {
    /// The device of ``SimulatedDevice/current`` (a phone when no device is bound).
    public static var current: UIDevice { UIDevice(idiom: SimulatedDevice.current?.userInterfaceIdiom ?? .phone) }

    /// The kind of device: ``SimulatedDevice/userInterfaceIdiom`` (a phone unless set).
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    init(idiom: UIUserInterfaceIdiom) {
        userInterfaceIdiom = idiom
        super.init()
    }

    /// `"iPhone"` or `"iPad"`.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The device's name as the user set it (a fixed `"Simulated iPhone"` or `"Simulated iPad"`).
    public var name: String { "Simulated " + model }
    /// `"iOS"` (`"iPadOS"` on an iPad, as UIKit reports it).
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    /// The system version the simulation models (UIKit's behaviour as of iOS 18).
    public var systemVersion: String { "18.0" }
}
