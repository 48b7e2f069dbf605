import RouteInterface

/// A skeleton app's scene identity: one per scene configuration of its Info.plist, named by ``SkeletonSceneNames`` (`main`, `webview`, …).
///
/// A struct rather than an enum, because the identities come from the file, not from code.
public struct SkeletonScene: SceneRepresentable {
    /// The identity's name, which is also its windows' name (`main`, `main#2`; docs/SCENARIOS.md).
    public let rawValue: String

    /// Creates an identity.
    /// - Parameter rawValue: its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}
