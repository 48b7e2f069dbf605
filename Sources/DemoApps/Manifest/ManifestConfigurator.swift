import Foundation
import Route
import RouteInterface
import SimulatedUIKit

/// The scene policy of a manifest-driven app (R2–R6, R13, R15): its identities, intents, window
/// behaviour, routing and execution policy, termination policies and restorable screens, all read from
/// the manifest; one ``ManifestRouter`` per window.
@MainActor public final class ManifestConfigurator: SceneConfiguratorProtocol {
    /// The scene identities.
    public typealias Scene = ManifestScene
    private let model: ManifestModel
    private let session: any AuthSessionHandleProtocol
    private let containerURL: URL?
    private let log: ManifestLog

    /// Creates the configurator.
    /// - Parameters:
    ///   - model: the app's manifest.
    ///   - context: the process's auth session and container.
    public init(model: ManifestModel, context: AppProcessContext) {
        self.model = model
        self.session = context.session
        self.containerURL = context.containerURL
        self.log = ManifestLog(appName: model.manifest.name)
    }

    /// The file store in the app's container (memory when it has none).
    public func registerStateRecordableStorage() -> (any StateRestorableStorage)? {
        // Memory is chosen, not defaulted to: nil would make the engine warn that records die with the process.
        guard let containerURL else { return InMemoryStateRestorationStorage() }
        return FileStateRestorationStorage(containerURL: containerURL)
    }

    /// The manifest's scenes.
    public func registerScenes() -> Set<ManifestScene> {
        Set(model.manifest.scenes.map { ManifestScene(rawValue: $0.name) })
    }

    /// The manifest's URLs, activity types and shortcut types.
    public func registerIntents() -> Set<SceneIntent> { Set(model.registrations) }

    /// The manifest's `windowBehavior`.
    public func registerWindowBehavior() -> WindowBehavior { model.manifest.windowBehavior.windowBehavior }

    /// The scene's `windowBehavior`, else the manifest's (R3).
    /// - Parameter scene: the identity.
    /// - Returns: the behavior new windows of `scene` follow.
    public func registerWindowBehavior(for scene: ManifestScene) -> WindowBehavior {
        (model.scene(named: scene.rawValue)?.windowBehavior ?? model.manifest.windowBehavior).windowBehavior
    }

    /// The manifest's `primaryScene`.
    /// - Parameter handle: the scene handle.
    /// - Returns: the scene named by the manifest's `primaryScene`.
    public func primaryScene(for handle: any SceneHandleProtocol) -> ManifestScene {
        ManifestScene(rawValue: model.manifest.primaryScene)
    }

    /// The matching intent's `routing` and `scene` (R6); with `keyedByArgument`, the window of the scene
    /// holding the intent's argument.
    /// - Parameters:
    ///   - intent: the matched intent.
    ///   - handle: the scene handle.
    /// - Returns: the routing behaviour.
    public func routingBehavior(for intent: SceneIntent, within handle: any SceneHandleProtocol) -> SceneRoutingBehavior<ManifestScene> {
        guard let declaration = model.declaration(matching: intent) else { return .currentScene }
        if declaration.isKeyedByArgument, let scene = declaration.scene, let source = declaration.argument,
            let value = model.argument(of: intent, from: source)
        {
            return .preferExistingHolding(ManifestScene(rawValue: scene), value: value)
        }
        switch (declaration.routing, declaration.scene) {
        case let (.newScene, scene?): return .newScene(ManifestScene(rawValue: scene))
        case let (.preferExisting, scene?): return .preferExisting(ManifestScene(rawValue: scene))
        default: return .currentScene
        }
    }

    /// The manifest's `launchPayloads` (R18).
    /// - Parameter handle: the scene handle.
    /// - Returns: the manifest's policy, the same for every scene.
    public func launchPayloadPolicy(within handle: any SceneHandleProtocol) -> LaunchPayloadPolicy {
        model.manifest.launchPayloads.policy
    }

    /// The matching intent's `executionPolicy`, else the manifest's (R3).
    /// - Parameters:
    ///   - intent: the intent.
    ///   - handle: the scene handle.
    /// - Returns: the policy.
    public func sceneIntentExecutionPolicy(for intent: SceneIntent, within handle: any SceneHandleProtocol) -> UISceneExecutionPolicy {
        (model.declaration(matching: intent)?.executionPolicy ?? model.manifest.executionPolicy).policy
    }

    /// One route handle per window, each with its own ``ManifestRouter``.
    /// - Parameters:
    ///   - scene: the window's identity.
    ///   - configuration: the connection.
    ///   - handle: the scene handle.
    /// - Returns: the window's route handle.
    public func routeHandle(
        for scene: ManifestScene, with configuration: any RouteHandleConfigurable,
        within handle: any SceneHandleProtocol
    ) -> (any RouteHandleProtocol)? {
        let declaration = model.scene(named: scene.rawValue) ?? model.scene(named: model.manifest.primaryScene)
        guard let declaration else { return nil }
        return RouteHandle(configuration, authenticationSessionHandle: session, router: ManifestRouter(scene: declaration, model: model))
    }

    /// The window's scene `termination` (U5, R13).
    /// - Parameters:
    ///   - scene: the window scene.
    ///   - request: who asks.
    ///   - handle: the scene handle.
    /// - Returns: the policy.
    public func sceneTerminationPolicy(
        for scene: UIScene, with request: any SceneTerminationRequest,
        within handle: any SceneHandleProtocol
    ) -> any SceneTerminationPolicy {
        let termination = handle.sceneIdentity(of: scene).flatMap { model.scene(named: $0) }?.termination ?? AppManifest.Termination()
        return DefaultSceneTerminationPolicy(isSystemTerminationAllowed: termination.system, isAuthSessionTerminationAllowed: termination.authSession)
    }

    /// The restorable screen classes (R15).
    public func registerRestorableTypes() -> [any StateRestoring.Type] { model.restorableTypes }

    /// Logs restoration problems as `NAME restoration: …`.
    /// - Parameters:
    ///   - screen: the screen concerned, if any.
    ///   - error: the failure or warning.
    public func restorationStorageExecution(for screen: (any StateRestoring)?, didFailedWith error: any Error) {
        log.restoration(error)
    }
}
