import Foundation

/// A URL delivered to a scene (U1 in connection options, U2 through `scene(_:openURLContexts:)`).
///
/// Compared by identity, as in UIKit. The `package` ``order`` is the arrival ordinal on the device, which
/// keeps arrival order for R18 although UIKit hands contexts over in a `Set`.
public final class UIOpenURLContext: Hashable, Sendable {
    /// The URL.
    public let url: URL
    /// How it was opened.
    public let options: UIScene.OpenURLOptions
    /// Arrival ordinal on the device.
    package let order: Int

    /// Creates a context (simulation addition; UIKit creates them).
    /// - Parameters:
    ///   - url: the URL.
    ///   - options: how it was opened.
    public convenience init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.init(url: url, options: options, order: 0)
    }

    /// Creates a context with an arrival ordinal.
    /// - Parameters:
    ///   - url: the URL.
    ///   - options: how it was opened.
    ///   - order: the arrival ordinal.
    package init(url: URL, options: UIScene.OpenURLOptions, order: Int) {
        self.url = url
        self.options = options
        self.order = order
    }

    /// Identity equality.
    /// - Parameters:
    ///   - lhs: a context.
    ///   - rhs: another context.
    /// - Returns: `true` when both are the same object.
    public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
