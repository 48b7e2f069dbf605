/// The iOS release the simulated device runs, as far as it changes what UIKit does to an app that has not
/// adopted the scene-based life cycle (U12, docs/RULES.md; Apple's TN3187, "Migrating to the UIKit
/// scene-based life cycle").
///
/// A simulation-only type: a device has one system version, which UIKit reports as
/// `UIDevice.current.systemVersion`; here it is chosen per run (`--ios 18|26|27`, the scenario line
/// `ios VERSION`) so one app can be tried on each release.
public enum SimulatedSystemVersion: String, CaseIterable, Sendable, CustomStringConvertible {
    /// iOS 18.4 and later 18.x releases: an app that has not adopted scenes launches and UIKit logs
    /// "This process does not adopt UIScene lifecycle. This will become an assert in a future version."
    case iOS18 = "18"
    /// iOS 26: it launches and UIKit logs "UIScene lifecycle will soon be required. Failure to adopt will
    /// result in an assert in the future."
    case iOS26 = "26"
    /// The next major release after iOS 26, for an app built with the latest SDK: an app that has not
    /// adopted scenes does not launch (UIKit's assert ends the process before `didFinishLaunching`).
    case iOS27 = "27"

    /// The release a device runs when none is chosen: the current one, iOS 26.
    public static let current: SimulatedSystemVersion = .iOS26

    /// The version as `--ios` and the scenario line `ios` spell it (`18`, `26`, `27`).
    public var description: String { rawValue }

    /// `UIDevice.current.systemVersion` on this release (`18.4`, `26.0`, `27.0`).
    public var systemVersionString: String {
        switch self {
        case .iOS18: "18.4"
        case .iOS26: "26.0"
        case .iOS27: "27.0"
        }
    }

    /// What UIKit logs at the launch of an app that has not adopted scenes, or `nil` where it refuses to
    /// launch it instead (see ``refusesUnadoptedApps``).
    public var unadoptedLaunchMessage: String? {
        switch self {
        case .iOS18: "This process does not adopt UIScene lifecycle. This will become an assert in a future version."
        case .iOS26: "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future."
        case .iOS27: nil
        }
    }

    /// Whether UIKit asserts at the launch of an app that has not adopted scenes (TN3187: from the next
    /// major release after iOS 26, for apps built with the latest SDK).
    public var refusesUnadoptedApps: Bool { self == .iOS27 }

    /// The assert's reason.
    ///
    /// Apple has not published its text; TN3187 says only that such an app "won't launch" (docs/RULES.md,
    /// U12, says so).
    public static let unadoptedAssertReason =
        "UIScene lifecycle is required: this app does not adopt it (no UIApplicationSceneManifest with a scene configuration, and no application(_:configurationForConnecting:options:)); see TN3187"

    /// Reads `--ios` and the scenario's `ios` value: `18`, `26` or `27`; `18.4`, `26.0` and `27.0` too.
    ///
    /// Fails (`nil`) for anything else.
    /// - Parameter text: what the user wrote.
    public init?(parsing text: String) {
        switch text {
        case "18", "18.4": self = .iOS18
        case "26", "26.0": self = .iOS26
        case "27", "27.0": self = .iOS27
        default: return nil
        }
    }

    /// The values ``init(parsing:)`` takes, for messages: `18, 26, 27`.
    public static var spelledValues: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Why an app has not adopted the scene-based life cycle, by TN3187's two conditions (U12).
public enum SceneLifecycleAdoptionGap: Sendable, Equatable, CustomStringConvertible {
    /// The Info.plist has no `UIApplicationSceneManifest`: the app runs on the app-delegate life cycle.
    case noSceneManifest
    /// The Info.plist has a scene manifest without any scene configuration, and the app delegate does not
    /// implement `application(_:configurationForConnecting:options:)`, so no scene can be configured.
    case noSceneConfiguration

    /// One line naming the key or method to add.
    public var description: String {
        switch self {
        case .noSceneManifest:
            "the Info.plist has no UIApplicationSceneManifest"
        case .noSceneConfiguration:
            "the scene manifest has no scene configuration and the app delegate does not implement application(_:configurationForConnecting:options:)"
        }
    }
}
