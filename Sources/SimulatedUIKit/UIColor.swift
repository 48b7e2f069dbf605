import Foundation

/// A colour: red, green, blue and alpha components from 0 to 1, as UIKit stores them in the sRGB space.
///
/// Cosmetic: views and windows store and return the colours set on them (``UIView/backgroundColor``,
/// ``UIView/tintColor``); the navigator shows a window's colours by ``name``. As in UIKit a colour is
/// immutable and `Sendable` (not main-actor bound), and compares by its components.
public final class UIColor: NSObject, Sendable {
    /// Red, from 0 to 1.
    public let red: Double
    /// Green, from 0 to 1.
    public let green: Double
    /// Blue, from 0 to 1.
    public let blue: Double
    /// Opacity, from 0 (transparent) to 1.
    public let alpha: Double
    /// The system colour's name (`systemBlue`), or `#RRGGBB` / `#RRGGBBAA` for other colours.
    public let name: String

    /// Creates a colour from components; each is clamped to 0…1.
    /// - Parameters:
    ///   - red: red.
    ///   - green: green.
    ///   - blue: blue.
    ///   - alpha: opacity.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha), name: nil)
    }

    /// Creates a grey from a brightness; clamped to 0…1.
    /// - Parameters:
    ///   - white: brightness, 0 black to 1 white.
    ///   - alpha: opacity.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha), name: nil)
    }

    private init(red: Double, green: Double, blue: Double, alpha: Double, name: String?) {
        func clamp(_ value: Double) -> Double { min(1, max(0, value)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
        if let name {
            self.name = name
        } else {
            let bytes = [self.red, self.green, self.blue].map { String(format: "%02X", Int(($0 * 255).rounded())) }
            self.name = "#" + bytes.joined() + (self.alpha < 1 ? String(format: "%02X", Int((self.alpha * 255).rounded())) : "")
        }
        super.init()
    }

    /// A copy with another opacity.
    /// - Parameter alpha: the new opacity.
    /// - Returns: the colour with `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: Double(alpha), name: nil)
    }

    /// Equal when every component is equal, as `UIColor.isEqual(_:)`.
    /// - Parameter object: the other object.
    /// - Returns: whether it is a colour with the same components.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    /// Hashes the components, consistently with ``isEqual(_:)``.
    public override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        return hasher.finalize()
    }

    /// The colour's ``name``.
    public override var description: String { name }

    private static func system(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha, name: name)
    }

    /// Black.
    public static let black = system("black", 0, 0, 0)
    /// White.
    public static let white = system("white", 1, 1, 1)
    /// Fully transparent.
    public static let clear = system("clear", 0, 0, 0, 0)
    /// Red.
    public static let red = system("red", 1, 0, 0)
    /// Blue.
    public static let blue = system("blue", 0, 0, 1)
    /// Grey (50 %).
    public static let gray = system("gray", 0.5, 0.5, 0.5)
    /// The system blue, UIKit's default tint (light appearance values).
    public static let systemBlue = system("systemBlue", 0, 122.0 / 255, 1)
    /// The system red.
    public static let systemRed = system("systemRed", 1, 59.0 / 255, 48.0 / 255)
    /// The system green.
    public static let systemGreen = system("systemGreen", 52.0 / 255, 199.0 / 255, 89.0 / 255)
    /// The system orange.
    public static let systemOrange = system("systemOrange", 1, 149.0 / 255, 0)
    /// The system grey.
    public static let systemGray = system("systemGray", 142.0 / 255, 142.0 / 255, 147.0 / 255)
    /// The background of a screen (light appearance: white).
    public static let systemBackground = system("systemBackground", 1, 1, 1)
    /// The background of grouped content (light appearance).
    public static let systemGroupedBackground = system("systemGroupedBackground", 242.0 / 255, 242.0 / 255, 247.0 / 255)
    /// Primary text (light appearance: black).
    public static let label = system("label", 0, 0, 0)
    /// Secondary text (light appearance).
    public static let secondaryLabel = system("secondaryLabel", 60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6)
    /// The tint colour an app sets in its asset catalog (here: ``systemBlue``'s components).
    public static let tintColor = system("tintColor", 0, 122.0 / 255, 1)
}
