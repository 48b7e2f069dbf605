import RouteInterface

/// A scene identity of a manifest-driven app: any name the manifest declares (`main`, `compose`).
///
/// The engine checks a raw value against ``ManifestConfigurator/registerScenes()`` before using it
/// (R2), so an identity the manifest does not declare falls back to the primary scene.
public struct ManifestScene: SceneRepresentable {
    /// The identity's name as the manifest writes it.
    public let rawValue: String

    /// Creates an identity.
    /// - Parameter rawValue: the scene's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}
