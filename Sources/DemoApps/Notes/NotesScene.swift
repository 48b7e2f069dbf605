import RouteInterface

/// The Notes demo's scene identities (Sources/DemoApps).
public enum NotesScene: String, SceneRepresentable, CaseIterable {
    /// The primary window: the notes list and details.
    case main
    /// A window for writing a note.
    case compose
}
