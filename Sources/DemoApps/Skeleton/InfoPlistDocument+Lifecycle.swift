import Foundation
import SimulatedUIKit

/// Which lifecycle an app's Info.plist gives it: scenes, an app delegate alone, or scenes whose manifest
/// Xcode generates at build time (a SwiftUI app). Shared by `routenav lint` and skeleton apps, so both tell
/// the three apart the same way.
extension InfoPlistDocument {
    /// Keys a SwiftUI app's Info.plist carries when Xcode generates the rest (`GENERATE_INFOPLIST_FILE`): the
    /// generation switch when written in the file, and the SwiftUI template's launch screen dictionary.
    public static let swiftUIMarkerKeys = ["UIApplicationSceneManifest_Generation", "UILaunchScreen"]

    /// The ``swiftUIMarkerKeys`` the file has, in that order.
    public var swiftUIMarkers: [String] {
        Self.swiftUIMarkerKeys.filter(topLevelKeys.contains)
    }

    /// Whether Xcode completes this file at build time and generates its scene manifest: it has no `UIApplicationSceneManifest` and no `CFBundleIdentifier` (so it is not a whole Info.plist; Xcode merges build settings into it, `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`), as a SwiftUI app's is.
    ///
    /// Such an app runs with scenes; it is no evidence of an app-delegate app.
    public var hasGeneratedSceneManifest: Bool {
        !infoPlist.hasSceneManifest && !topLevelKeys.contains("CFBundleIdentifier")
    }

    /// Whether the app runs as an app-delegate app: no scene manifest, written or generated (UIKit then
    /// sends no scene callback, only app delegate ones).
    public var isApplicationDelegateApp: Bool {
        !infoPlist.hasSceneManifest && !hasGeneratedSceneManifest
    }
}
