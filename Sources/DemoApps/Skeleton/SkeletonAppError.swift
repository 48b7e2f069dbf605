import SimulatedUIKit

/// Why a skeleton app cannot be built from an Info.plist.
///
/// ``description`` is one line that names the file.
///
/// Models UIKit refusing to install an app whose Info.plist it cannot read (U1–U5), and an iOS device
/// refusing a macOS app.
public enum SkeletonAppError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be read as an Info.plist: missing, unreadable, not a property list, a root that is
    /// not a dictionary, or a key UIKit reads holding the wrong type.
    /// - Parameter error: the reader's error, which names the file and key path.
    case infoPlist(InfoPlistError)
    /// The file is a macOS app's Info.plist: it has macOS-only keys and no iOS key.
    /// - Parameters:
    ///   - file: the file as named by the caller.
    ///   - markers: the macOS-only keys found, sorted.
    case notAnIOSApp(file: String, markers: [String])

    /// For example `mac-Info.plist: a macOS app's Info.plist (LSMinimumSystemVersion, NSPrincipalClass) with
    /// no iOS keys (no UIApplicationSceneManifest, LSRequiresIPhoneOS or other UI… key); a skeleton app needs
    /// an iOS app's Info.plist`.
    public var description: String {
        switch self {
        case .infoPlist(let error):
            return error.description
        case let .notAnIOSApp(file, markers):
            return "\(file): a macOS app's Info.plist (\(markers.joined(separator: ", "))) with no iOS keys "
                + "(no UIApplicationSceneManifest, LSRequiresIPhoneOS or other UI… key); "
                + "a skeleton app needs an iOS app's Info.plist"
        }
    }
}
