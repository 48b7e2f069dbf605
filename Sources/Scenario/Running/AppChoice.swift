import RoutenavHost

/// The host app a scenario or the navigator runs: the scenario's `app` line and the CLI's `--app`
/// take this one form (README.md).
public enum AppChoice: Hashable, Sendable, CustomStringConvertible {
    /// The two-window Notes demo (Sources/DemoApps), the default.
    case notes
    /// The Notes demo without multiple scenes: one `main` window (R4).
    case single
    /// A plain UIKit app wired the naive way, without RouteKit (Sources/DemoApps).
    case bare
    /// The containers demo: a tab bar window and a split-view window.
    case containers
    /// An app driven by a manifest file (its issue brings the manifest format).
    /// - Parameter path: as written, relative to the scenario file (or the current directory).
    case manifest(path: String)
    /// A skeleton app built from a real Info.plist.
    /// - Parameter path: as written, relative to the scenario file (or the current directory).
    case skeleton(path: String)
    /// A host app of the program's own, registered with ``HostAppRegistry`` (`Routenav.main(apps:)`).
    /// - Parameter name: its ``AppDefinition/name``.
    case host(name: String)

    /// The app a scenario without an `app` line runs, and the navigator opens without `--app`: the one
    /// host app a package registers (``HostAppRegistry``, `Routenav.main(apps: [MyApp.definition])`),
    /// so that `swift run myapp` opens yours; else, with none or several, the Notes demo.
    public static var `default`: AppChoice {
        let names = HostAppRegistry.names
        return names.count == 1 ? .host(name: names[0]) : .notes
    }

    /// The accepted forms, for error messages: `notes, single, bare, containers, manifest:PATH or
    /// skeleton:PATH`, with the registered host apps' names after `containers` — every form
    /// ``init(parsing:)`` reads, as `--help` lists them.
    public static var expectedForms: String {
        AppNameCatalog.appList(with: HostAppRegistry.names) + ", manifest:PATH or skeleton:PATH"
    }

    /// The apps chosen by name alone: the built-in demos, then the registered host apps, for a
    /// "did you mean" (``ClosestNames``).
    public static var names: [String] { AppNameCatalog.builtInApps + HostAppRegistry.names }

    /// Parses `notes`, `single`, `bare`, `containers`, a registered host app's name, `manifest:PATH` or `skeleton:PATH` (case-sensitive).
    ///
    /// Fails (`nil`) for anything else.
    ///
    /// - Parameter text: the choice as written; the path part must not be empty.
    public init?(parsing text: String) {
        switch text {
        case "notes": self = .notes
        case "single": self = .single
        case "bare": self = .bare
        case "containers": self = .containers
        default:
            if let path = Self.path(in: text, after: "manifest:") {
                self = .manifest(path: path)
            } else if let path = Self.path(in: text, after: "skeleton:") {
                self = .skeleton(path: path)
            } else if HostAppRegistry.app(named: text) != nil {
                self = .host(name: text)
            } else {
                return nil
            }
        }
    }

    /// `notes`, `single`, `bare`, `containers`, the host app's name, `manifest:PATH` or `skeleton:PATH`, as
    /// ``init(parsing:)`` reads it.
    public var description: String {
        switch self {
        case .notes: "notes"
        case .single: "single"
        case .bare: "bare"
        case .containers: "containers"
        case .manifest(let path): "manifest:\(path)"
        case .skeleton(let path): "skeleton:\(path)"
        case .host(let name): name
        }
    }

    private static func path(in text: String, after prefix: String) -> String? {
        guard text.hasPrefix(prefix) else { return nil }
        let path = String(text.dropFirst(prefix.count))
        return path.isEmpty ? nil : path
    }
}
