// The definition type, its process context and the engine hook live in RoutenavHost, which a host
// app outside this package imports; the demos and everything built on them see them through DemoApps.
@_exported import RoutenavHost

/// The built-in apps (Sources/DemoApps).
public enum DemoAppCatalog {
    /// Every built-in app, by name, in the order `--help` lists them.
    public static let all: [DemoAppDefinition] = [NotesApp.notes, NotesApp.single, BareApp.definition, ContainersApp.definition]

    /// The built-in app with this name.
    /// - Parameter name: `notes`, `single`, `bare` or `containers`.
    /// - Returns: the definition, or `nil` for another name.
    public static func app(named name: String) -> DemoAppDefinition? {
        all.first { $0.name == name }
    }
}
