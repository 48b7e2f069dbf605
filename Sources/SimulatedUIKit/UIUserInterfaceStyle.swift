/// Light or dark appearance (``UIView/overrideUserInterfaceStyle``, ``UITraitCollection/userInterfaceStyle``).
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    /// Not specified: follow the system (light on the simulated device).
    case unspecified = 0
    /// Light appearance.
    case light = 1
    /// Dark appearance.
    case dark = 2
}

/// The kind of device the interface runs on (``UIDevice/userInterfaceIdiom``,
/// ``UITraitCollection/userInterfaceIdiom``).
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// iPhone.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst with the Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
