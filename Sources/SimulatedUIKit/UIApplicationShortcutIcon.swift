/// The icon of a Home Screen quick action: a system icon type, an SF Symbol or a template image name.
///
/// Stored and returned (``UIApplicationShortcutItem/icon``); the navigator lists quick actions by title.
public final class UIApplicationShortcutIcon: Hashable, Sendable {
    /// A system icon.
    public enum IconType: Int, Sendable {
        /// Compose.
        case compose = 0
        /// Play.
        case play
        /// Pause.
        case pause
        /// Add.
        case add
        /// Location.
        case location
        /// Search.
        case search
        /// Share.
        case share
    }

    /// What the icon is, as given at creation.
    public enum Source: Hashable, Sendable {
        /// A system icon type.
        case type(IconType)
        /// An SF Symbol name.
        case systemImageName(String)
        /// A template image in the app's asset catalog.
        case templateImageName(String)
    }

    /// What the icon is (simulation addition: UIKit keeps it privately).
    public let source: Source

    /// A system icon.
    /// - Parameter type: the icon type.
    public init(type: IconType) { source = .type(type) }
    /// An SF Symbol.
    /// - Parameter systemImageName: the symbol's name.
    public init(systemImageName: String) { source = .systemImageName(systemImageName) }
    /// A template image.
    /// - Parameter templateImageName: the image's name.
    public init(templateImageName: String) { source = .templateImageName(templateImageName) }

    /// Equal when made from the same source.
    /// - Parameters:
    ///   - lhs: an icon.
    ///   - rhs: another icon.
    /// - Returns: whether they are equal.
    public static func == (lhs: UIApplicationShortcutIcon, rhs: UIApplicationShortcutIcon) -> Bool { lhs.source == rhs.source }

    /// Hashes the source.
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
