import AuthSession
import Foundation
import Route
import RouteInterface
import SimulatedUIKit

/// The containers demo's scene policy: `main` (tabs) and `split`, one window each; story and message links go
/// to `main`, item links to `split`; one ``ContainersRouter`` per window.
@MainActor public final class ContainersConfigurator: SceneConfiguratorProtocol {
    /// The scene identities.
    public typealias Scene = ContainersScene
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
        guard let containerURL else { return InMemoryStateRestorationStorage() }
        return FileStateRestorationStorage(containerURL: containerURL)
    }

    /// `main` and `split`.
    public func registerScenes() -> Set<ContainersScene> { Set(ContainersScene.allCases) }

    /// `containers://story/N`, `containers://message/N`, `containers://item/N`.
    public func registerIntents() -> Set<SceneIntent> {
        Set(ContainersLink.allCases.map { .url(URL(string: "containers://\($0.rawValue)")) })
    }

    /// `main`.
    public func primaryScene(for handle: any SceneHandleProtocol) -> ContainersScene { .main }

    /// Item links prefer the split window; story and message links the tab window.
    public func routingBehavior(for intent: SceneIntent, within handle: any SceneHandleProtocol) -> SceneRoutingBehavior<ContainersScene> {
        ContainersLink(intent) == .item ? .preferExisting(.split) : .preferExisting(.main)
    }

    /// One route handle per window, each with its own router.
    public func routeHandle(
        for scene: ContainersScene, with configuration: any RouteHandleConfigurable,
        within handle: any SceneHandleProtocol
    ) -> (any RouteHandleProtocol)? {
        RouteHandle(configuration, authenticationSessionHandle: session, router: ContainersRouter(scene: scene))
    }

    /// Every window closes on request; the split window also on sign-out.
    public func sceneTerminationPolicy(
        for scene: UIScene, with request: any SceneTerminationRequest,
        within handle: any SceneHandleProtocol
    ) -> any SceneTerminationPolicy {
        DefaultSceneTerminationPolicy(isSystemTerminationAllowed: true, isAuthSessionTerminationAllowed: false)
    }

    /// Stories, messages and items restore.
    public func registerRestorableTypes() -> [any StateRestoring.Type] {
        [StoryViewController.self, MessageViewController.self, ItemViewController.self]
    }

    /// Logs restoration problems.
    public func restorationStorageExecution(for screen: (any StateRestoring)?, didFailedWith error: any Error) {
        SimulatedDevice.current?.console.log(.info, source: .app, "Containers restoration: \(error)")
    }
}

/// The demo's link kinds: the URL's host.
enum ContainersLink: String, CaseIterable {
    case story
    case message
    case item

    /// The kind of a URL intent, or `nil` for another intent.
    init?(_ intent: SceneIntent) {
        guard case let .url(url) = intent, let host = url?.host?.lowercased() else { return nil }
        self.init(rawValue: host)
    }
}
