import Foundation

/// The base of UIKit's responder objects (application, scenes, views, view controllers).
///
/// As `NSObject` does in UIKit, responders compare and hash by identity, so they can live in a `Set`
/// (``UIApplication/connectedScenes``).
@MainActor
open class UIResponder: Hashable {
    /// Creates a responder.
    public init() {}

    /// Identity equality, as `NSObject`'s default `isEqual:`.
    /// - Parameters:
    ///   - lhs: a responder.
    ///   - rhs: another responder.
    /// - Returns: `true` when both are the same object.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    /// - Parameter hasher: the hasher to feed.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
