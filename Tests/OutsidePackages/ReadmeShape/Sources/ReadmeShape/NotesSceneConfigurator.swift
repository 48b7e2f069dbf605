import SimulatedUIKit // was: import UIKit
import Route
import RouteInterface

final class NotesSceneConfigurator: SceneConfiguratorProtocol {
    enum Scene: String, SceneRepresentable {
        case main, compose
    }

    private let authSession: any AuthSessionHandleProtocol

    init(authSession: any AuthSessionHandleProtocol) {
        self.authSession = authSession
    }

    func registerScenes() -> Set<Scene> {
        [.main, .compose]
    }

    func registerIntents() -> Set<SceneIntent> {
        [
            .url(URL(string: "notes://note")),
            .userActivity(activityType: "com.notes.viewing", context: nil),
            .shortcutItem(type: "new-note"),
        ]
    }

    func registerWindowBehavior() -> WindowBehavior {
        .windowPerScene
    }

    func primaryScene(for handle: any SceneHandleProtocol) -> Scene {
        .main
    }

    func routingBehavior(for intent: SceneIntent, within handle: any SceneHandleProtocol) -> SceneRoutingBehavior<Scene> {
        switch intent {
        case .shortcutItem(type: "new-note"):
            return .preferExisting(.compose)
        default:
            return .currentScene
        }
    }

    func sceneIntentExecutionPolicy(for intent: SceneIntent, within handle: any SceneHandleProtocol) -> UISceneExecutionPolicy {
        .default
    }

    func routeHandle(for scene: Scene, with configuration: any RouteHandleConfigurable, within handle: any SceneHandleProtocol) -> (any RouteHandleProtocol)? {
        switch scene {
        case .main:
            return RouteHandle(configuration, authenticationSessionHandle: authSession, router: NotesRouter())
        case .compose:
            return RouteHandle(configuration, authenticationSessionHandle: authSession, router: ComposeRouter())
        }
    }

    func sceneTerminationPolicy(for scene: UIScene, with request: any SceneTerminationRequest, within handle: any SceneHandleProtocol) -> any SceneTerminationPolicy {
        let isCompose = handle.sceneIdentity(of: scene) == Scene.compose.rawValue
        return DefaultSceneTerminationPolicy(isSystemTerminationAllowed: true, isAuthSessionTerminationAllowed: isCompose)
    }

    func sceneTermination(for scene: UIScene?, didFailedWith error: Error, within handle: any SceneHandleProtocol) {
        print("Scene termination failed: \(error)")
    }

    func registerStateRecordableStorage() -> (any StateRestorableStorage)? {
        nil
    }

    func restorationStorageExecution(for screen: (any StateRestoring)?, didFailedWith error: Error) {
        print("Restoration failed: \(error)")
    }
}
