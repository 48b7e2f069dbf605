import Foundation
import AuthSession
import Route
import SimulatedUIKit

/// A host app the simulator can install: its name, its Info.plist, and how a process of it builds its
/// app delegate (as `UIApplicationMain` does) around a fresh auth session.
public struct DemoAppDefinition: Sendable {
    /// The name `app` / `--app` takes: `notes`, `single`, `bare`.
    public let name: String
    /// The Info.plist the app ships with (a scenario's `plist` step may replace it).
    public let infoPlist: InfoPlist
    /// Builds the app delegate of a new process, given that process's auth session and container.
    public let makeApplicationDelegate: @MainActor @Sendable (AppProcessContext) -> any UIApplicationDelegate

    /// Creates a definition.
    /// - Parameters:
    ///   - name: the app's name.
    ///   - infoPlist: its Info.plist.
    ///   - makeApplicationDelegate: builds a process's app delegate.
    public init(name: String, infoPlist: InfoPlist, makeApplicationDelegate: @escaping @MainActor @Sendable (AppProcessContext) -> any UIApplicationDelegate) {
        self.name = name
        self.infoPlist = infoPlist
        self.makeApplicationDelegate = makeApplicationDelegate
    }
}

/// What a new process of an app is given: its auth session and its container directory.
@MainActor public struct AppProcessContext {
    /// The process's auth session (starts `syncing`).
    public let session: SimulatedAuthSession
    /// The app's container directory (its sandbox), or `nil` to keep files in memory.
    public let containerURL: URL?

    /// Creates a context.
    /// - Parameters:
    ///   - session: the auth session.
    ///   - containerURL: the container directory.
    public init(session: SimulatedAuthSession, containerURL: URL?) {
        self.session = session
        self.containerURL = containerURL
    }
}

/// The built-in apps (DESIGN §9).
public enum DemoAppCatalog {
    /// Every built-in app, by name, in the order `--help` lists them.
    public static let all: [DemoAppDefinition] = [NotesApp.notes, NotesApp.single, BareApp.definition]

    /// The built-in app with this name.
    /// - Parameter name: `notes`, `single` or `bare`.
    /// - Returns: the definition, or `nil` for another name.
    public static func app(named name: String) -> DemoAppDefinition? {
        all.first { $0.name == name }
    }
}

/// An app delegate that hosts RouteKit's engine, so the simulator can read the engine's state.
@MainActor public protocol SceneEngineHosting: AnyObject {
    /// The engine of this process, once `didFinishLaunching` has built it.
    var sceneEngine: (any SceneManagerIntrospecting)? { get }
}

/// What screens need from the session to sign in and out (the demos' session is a ``SimulatedAuthSession``).
@MainActor public protocol AccountActions: AnyObject {
    /// Signs the session in.
    func signIn()
    /// Signs the session out.
    func signOut()
}

extension SimulatedAuthSession: AccountActions {}
