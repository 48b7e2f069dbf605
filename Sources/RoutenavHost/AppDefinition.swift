import AppLinks
import AuthSession
import Foundation
import SimulatedUIKit

/// A host app routenav can install: its name, its Info.plist, and how each new process of it builds its
/// app delegate (as `UIApplicationMain` does) around that process's auth session and container.
///
/// Hand your own definitions to ``Routenav/main(apps:)`` (module `RoutenavCommandLine`); every command
/// then takes `--app NAME` and every scenario `app NAME`, beside the built-in demos.
///
/// A process starts fresh at each `launch` after `kill` (U7), but the simulator runs every process
/// of a session inside one Swift process, so it cannot reset a Swift global. Build everything a process
/// owns — the `SceneManager`, its configurator, routers and session adapters — inside
/// `makeApplicationDelegate` (or in the delegate's `application(_:didFinishLaunchingWithOptions:)`),
/// never in a global or a `static`:
///
/// ```swift
/// // Per process (do this): the manager lives in the app delegate the definition builds.
/// static let definition = AppDefinition(name: "notes", infoPlist: plist,
///                                        sceneDelegates: [SceneDelegateClass(SceneDelegate.init)]) { context in
///     AppDelegate(session: context.session, containerURL: context.containerURL)
/// }
///
/// // Global (avoid): survives `kill` here, so the relaunched process inherits dead windows;
/// // the engine warns "this SceneManager outlived its process" at the next launch.
/// let sceneManager = SceneManager(sceneConfigurator: Configurator())
/// ```
public struct AppDefinition: Sendable {
    /// The name `app` / `--app` takes: `notes`, `single`, `bare`, or a host app's own (`myapp`).
    public let name: String
    /// The Info.plist the app ships with (a scenario's `plist` step may replace it).
    public let infoPlist: InfoPlist
    /// The scene delegate classes the app's scenes can be given, by `UISceneDelegateClassName` or
    /// `configuration.delegateClass` (``SimulatedAppBundle/sceneDelegates``): UIKit creates a scene
    /// delegate from its class object, which Swift can do only for a `required init()`, so the app lists
    /// each class once with its initializer: `[SceneDelegateClass(SceneDelegate.init)]`.
    public let sceneDelegates: [SceneDelegateClass]
    /// Builds the app delegate of a new process, given that process's auth session and container.
    public let makeApplicationDelegate: @MainActor @Sendable (AppProcessContext) -> any UIApplicationDelegate
    /// The app's Associated Domains entitlement (`com.apple.developer.associated-domains`), entries as Xcode writes them (`applinks:example.com`, `applinks:*.example.com`); the `applinks:` entries decide which universal links the simulated system hands the app (``AssociatedDomain``).
    ///
    /// Default none.
    public var associatedDomains: [String] = []
    /// The app's identifier as apple-app-site-association files name it.
    ///
    /// `TEAMID.bundle.identifier`; `nil` lets every `details` entry count for it (docs/RULES.md U13). Default none.
    public var appIdentifier: String?
    /// The apple-app-site-association file each domain serves, by host, compiled.
    ///
    /// A universal link on such a host opens the app only when the file accepts it
    /// (``SimulatedAppBundle/siteAssociations``). Default none.
    public var siteAssociations: [String: AppLinkMatcher] = [:]

    /// Creates a definition.
    /// - Parameters:
    ///   - name: the app's name as `--app` and the scenario line `app` spell it: letters, digits, `-`,
    ///     `_` and `.`, not a built-in demo's (``Routenav/main(apps:)`` refuses others).
    ///   - infoPlist: its Info.plist (scene manifest, URL schemes, activity types, quick actions).
    ///   - sceneDelegates: the app's scene delegate classes, each with its initializer
    ///     (`[SceneDelegateClass(SceneDelegate.init)]`); a scene whose class is not listed connects
    ///     without a delegate, with a warning naming the class. Default none.
    ///   - makeApplicationDelegate: called once per process launch, on the main actor; builds that
    ///     process's app delegate and, with it, everything the process owns.
    public init(
        name: String, infoPlist: InfoPlist, sceneDelegates: [SceneDelegateClass] = [],
        makeApplicationDelegate: @escaping @MainActor @Sendable (AppProcessContext) -> any UIApplicationDelegate
    ) {
        self.name = name
        self.infoPlist = infoPlist
        self.sceneDelegates = sceneDelegates
        self.makeApplicationDelegate = makeApplicationDelegate
    }
}

/// The earlier name of ``AppDefinition``, from when only the built-in demos had one.
public typealias DemoAppDefinition = AppDefinition

/// What a new process of an app is given: its auth session and its container directory.
@MainActor public struct AppProcessContext {
    /// The process's auth session (starts `syncing`; the scenario's `auth` steps and the navigator's
    /// `I`/`O` keys drive it).
    public let session: SimulatedAuthSession
    /// The app's container directory (its sandbox, for `FileStateRestorationStorage`), or `nil` to keep
    /// files in memory.
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

/// What screens need from the session to sign in and out (the simulator's session is a ``SimulatedAuthSession``).
@MainActor public protocol AccountActions: AnyObject {
    /// Signs the session in.
    func signIn()
    /// Signs the session out.
    func signOut()
}

extension SimulatedAuthSession: AccountActions {}
