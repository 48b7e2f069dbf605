import Route
import RouteInterface
import SimulatedUIKit

/// The app's one scene.
enum InboxScene: String, SceneRepresentable {
    case main
}

/// One window, one router; `inbox://message/<id>` links.
final class InboxConfigurator: SceneConfiguratorProtocol {
    typealias Scene = InboxScene
    private let session: any AuthSessionHandleProtocol
    private let containerURL: URL?

    init(session: any AuthSessionHandleProtocol, containerURL: URL?) {
        self.session = session
        self.containerURL = containerURL
    }

    func registerStateRecordableStorage() -> (any StateRestorableStorage)? {
        containerURL.map { FileStateRestorationStorage(containerURL: $0) }
    }

    func registerScenes() -> Set<InboxScene> { [.main] }
    func registerIntents() -> Set<SceneIntent> { [.url(URL(string: "inbox://message"))] }
    func primaryScene(for handle: any SceneHandleProtocol) -> InboxScene { .main }

    func routeHandle(for scene: InboxScene, with configuration: any RouteHandleConfigurable,
                     within handle: any SceneHandleProtocol) -> (any RouteHandleProtocol)? {
        RouteHandle(configuration, authenticationSessionHandle: session, router: InboxRouter())
    }

    func sceneTerminationPolicy(for scene: UIScene, with request: any SceneTerminationRequest,
                                within handle: any SceneHandleProtocol) -> any SceneTerminationPolicy {
        DefaultSceneTerminationPolicy(isSystemTerminationAllowed: true, isAuthSessionTerminationAllowed: false)
    }

    // No registerRestorableTypes(): as in RouteKit's README, the engine finds `MessageViewController`
    // (a StateRestoring class of this module) by the name its records are filed under.
    func restorationStorageExecution(for screen: (any StateRestoring)?, didFailedWith error: any Error) {}
}
