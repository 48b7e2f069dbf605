import AuthSession
import Foundation
import Route
import RouteInterface
import SimulatedUIKit

/// The Notes scene policy (Sources/DemoApps): two identities, one window each, quick action `new-note` into
/// the compose window, one ``NotesRouter`` per window.
@MainActor public final class NotesConfigurator: SceneConfiguratorProtocol {
    /// The scene identities.
    public typealias Scene = NotesScene
    private let session: SimulatedAuthSession
    private let containerURL: URL?

    /// Creates the configurator.
    /// - Parameter context: the process's auth session and container.
    public init(context: AppProcessContext) {
        self.session = context.session
        self.containerURL = context.containerURL
    }

    /// The file store in the app's container (memory when it has none).
    public func registerStateRecordableStorage() -> (any StateRestorableStorage)? {
        // Memory is chosen, not defaulted to: nil would make the engine warn that records die with the process.
        guard let containerURL else { return InMemoryStateRestorationStorage() }
        return FileStateRestorationStorage(containerURL: containerURL)
    }

    /// `main` and `compose`.
    public func registerScenes() -> Set<NotesScene> { Set(NotesScene.allCases) }

    /// `notes://note`, `com.notes.viewing` (its user info names the note as `noteID`, registered as an
    /// example payload, which matching ignores) and `new-note`.
    public func registerIntents() -> Set<SceneIntent> {
        [
            .url(URL(string: "notes://note")),
            .userActivity(activityType: "com.notes.viewing", context: SceneIntentContext(userInfo: ["noteID": ""])),
            .shortcutItem(type: "new-note"),
        ]
    }

    /// `main`.
    public func primaryScene(for handle: any SceneHandleProtocol) -> NotesScene { .main }

    /// `new-note` prefers the compose window; everything else stays in the current one.
    public func routingBehavior(for intent: SceneIntent, within handle: any SceneHandleProtocol) -> SceneRoutingBehavior<NotesScene> {
        intent == .shortcutItem(type: "new-note") ? .preferExisting(.compose) : .currentScene
    }

    /// One route handle per window, each with its own router.
    public func routeHandle(
        for scene: NotesScene, with configuration: any RouteHandleConfigurable,
        within handle: any SceneHandleProtocol
    ) -> (any RouteHandleProtocol)? {
        RouteHandle(configuration, authenticationSessionHandle: session, router: NotesRouter(scene: scene))
    }

    /// Every window closes on request; only compose windows close on sign-out.
    public func sceneTerminationPolicy(
        for scene: UIScene, with request: any SceneTerminationRequest,
        within handle: any SceneHandleProtocol
    ) -> any SceneTerminationPolicy {
        let isCompose = handle.sceneIdentity(of: scene) == NotesScene.compose.rawValue
        return DefaultSceneTerminationPolicy(isSystemTerminationAllowed: true, isAuthSessionTerminationAllowed: isCompose)
    }

    /// A note detail restores.
    public func registerRestorableTypes() -> [any StateRestoring.Type] { [NoteDetailViewController.self] }

    /// Logs restoration problems.
    public func restorationStorageExecution(for screen: (any StateRestoring)?, didFailedWith error: any Error) {
        SimulatedDevice.current?.console.log(.info, source: .app, "Notes restoration: \(error)")
    }
}
