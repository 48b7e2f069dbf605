import AuthSession
import Foundation
import Route
import RouteInterface
import SimulatedUIKit

/// A skeleton app's scene policy: the identities and intents of its ``SkeletonBlueprint``, one window per
/// identity (R3) except in a single-configuration multi-window app (any number), every intent into the current window (R6), one ``SkeletonRouter`` per window.
@MainActor public final class SkeletonConfigurator: SceneConfiguratorProtocol {
    /// The scene identities.
    public typealias Scene = SkeletonScene
    /// The app's skeleton.
    public let blueprint: SkeletonBlueprint
    private let session: SimulatedAuthSession
    private let containerURL: URL?

    /// Creates the configurator.
    /// - Parameters:
    ///   - blueprint: the app's skeleton.
    ///   - context: the process's auth session and container.
    public init(blueprint: SkeletonBlueprint, context: AppProcessContext) {
        self.blueprint = blueprint
        self.session = context.session
        self.containerURL = context.containerURL
    }

    /// The file store in the app's container (memory when it has none, R15).
    public func registerStateRecordableStorage() -> (any StateRestorableStorage)? {
        // Memory is chosen, not defaulted to: nil would make the engine warn that records die with the process.
        guard let containerURL else { return InMemoryStateRestorationStorage() }
        return FileStateRestorationStorage(containerURL: containerURL)
    }

    /// One identity per window scene configuration.
    public func registerScenes() -> Set<SkeletonScene> {
        Set(blueprint.scenes.map { SkeletonScene(rawValue: $0.identity) })
    }

    /// A URL per declared scheme (empty host: every URL of it), an activity per declared type, a shortcut
    /// per static item (R5).
    public func registerIntents() -> Set<SceneIntent> { blueprint.registeredIntents }

    /// The blueprint's: any number of windows for a single-configuration multi-window app, else one per identity.
    public func registerWindowBehavior() -> WindowBehavior { blueprint.windowBehavior }

    /// `main`.
    public func primaryScene(for handle: any SceneHandleProtocol) -> SkeletonScene {
        SkeletonScene(rawValue: blueprint.primaryIdentity)
    }

    /// One route handle per window, each with its own router (R1).
    public func routeHandle(
        for scene: SkeletonScene, with configuration: any RouteHandleConfigurable,
        within handle: any SceneHandleProtocol
    ) -> (any RouteHandleProtocol)? {
        RouteHandle(configuration, authenticationSessionHandle: session, router: SkeletonRouter(scene: scene, blueprint: blueprint))
    }

    /// Logs restoration problems.
    public func restorationStorageExecution(for screen: (any StateRestoring)?, didFailedWith error: any Error) {
        SkeletonLog.report(error)
    }
}
