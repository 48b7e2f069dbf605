import Route
import RouteInterface
import SimulatedUIKit

/// The app's two windows.
enum RecipesScene: String, SceneRepresentable {
    case main
    case shopping
}

/// The scene policy: `recipes://recipe/<id>` in the current window, `recipes://shopping` and the
/// `shopping-list` quick action in the shopping window (opened if none is), one router per window.
final class RecipesConfigurator: SceneConfiguratorProtocol {
    typealias Scene = RecipesScene
    private let session: any AuthSessionHandleProtocol
    private let containerURL: URL?

    init(session: any AuthSessionHandleProtocol, containerURL: URL?) {
        self.session = session
        self.containerURL = containerURL
    }

    func registerStateRecordableStorage() -> (any StateRestorableStorage)? {
        containerURL.map { FileStateRestorationStorage(containerURL: $0) }
    }

    func registerScenes() -> Set<RecipesScene> { [.main, .shopping] }

    func registerIntents() -> Set<SceneIntent> {
        [.url(URL(string: "recipes://recipe")), .url(URL(string: "recipes://shopping")), .shortcutItem(type: "shopping-list")]
    }

    func primaryScene(for handle: any SceneHandleProtocol) -> RecipesScene { .main }

    func routingBehavior(for intent: SceneIntent, within handle: any SceneHandleProtocol) -> SceneRoutingBehavior<RecipesScene> {
        intent == .url(URL(string: "recipes://shopping")) || intent == .shortcutItem(type: "shopping-list")
            ? .preferExisting(.shopping) : .currentScene
    }

    func routeHandle(for scene: RecipesScene, with configuration: any RouteHandleConfigurable,
                     within handle: any SceneHandleProtocol) -> (any RouteHandleProtocol)? {
        RouteHandle(configuration, authenticationSessionHandle: session, router: RecipesRouter(scene: scene))
    }

    /// Every window closes on request; the shopping window also closes on sign-out.
    func sceneTerminationPolicy(for scene: UIScene, with request: any SceneTerminationRequest,
                                within handle: any SceneHandleProtocol) -> any SceneTerminationPolicy {
        let isShopping = handle.sceneIdentity(of: scene) == RecipesScene.shopping.rawValue
        return DefaultSceneTerminationPolicy(isSystemTerminationAllowed: true, isAuthSessionTerminationAllowed: isShopping)
    }

    func registerRestorableTypes() -> [any StateRestoring.Type] { [RecipeViewController.self] }
    func restorationStorageExecution(for screen: (any StateRestoring)?, didFailedWith error: any Error) {}
}
