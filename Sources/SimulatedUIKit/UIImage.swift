import Foundation

/// An image (UIKit's `UIImage`): only its name is modelled.
public final class UIImage: Sendable {
    /// The SF Symbol or asset name the image was made from.
    public let name: String

    /// An SF Symbol by name (always found here).
    /// - Parameter systemName: the symbol's name, for example, `square.and.pencil`.
    public init?(systemName: String) {
        name = systemName
    }

    /// An asset-catalog image by name (always found here).
    /// - Parameter named: the asset's name.
    public init?(named: String) {
        name = named
    }
}
