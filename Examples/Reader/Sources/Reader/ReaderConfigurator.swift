import Route
import RouteInterface
import RoutenavCommandLine
import UIKit

/// The app's one scene.
enum ReaderScene: String, SceneRepresentable {
    case main
}

/// One window, one router: `reader://article/<id>` links, the `com.example.reader.article` activity
/// (Handoff of an article: its user info's `id`), and the `Saved` quick action.
final class ReaderConfigurator: SceneConfiguratorProtocol {
    typealias Scene = ReaderScene
    /// This process's auth session and container: routenav launched the process that created the app
    /// delegate with `init()`, as UIKit does (on a device: the app's own session and Application Support).
    private let context = AppProcessContext.current
    private lazy var session: SimulatedAuthSession = context?.session ?? SimulatedAuthSession()

    func registerStateRecordableStorage() -> (any StateRestorableStorage)? {
        context?.containerURL.map { FileStateRestorationStorage(containerURL: $0) }
    }

    func registerScenes() -> Set<ReaderScene> { [.main] }
    func registerIntents() -> Set<SceneIntent> {
        [
            .url(URL(string: "reader://article")),
            .userActivity(activityType: ReaderActivity.article, context: nil),
            .shortcutItem(type: ReaderShortcut.saved),
        ]
    }
    func primaryScene(for handle: any SceneHandleProtocol) -> ReaderScene { .main }

    func routeHandle(for scene: ReaderScene, with configuration: any RouteHandleConfigurable,
                     within handle: any SceneHandleProtocol) -> (any RouteHandleProtocol)? {
        RouteHandle(configuration, authenticationSessionHandle: session, router: ReaderRouter())
    }

    func sceneTerminationPolicy(for scene: UIScene, with request: any SceneTerminationRequest,
                                within handle: any SceneHandleProtocol) -> any SceneTerminationPolicy {
        DefaultSceneTerminationPolicy(isSystemTerminationAllowed: true, isAuthSessionTerminationAllowed: false)
    }

    func restorationStorageExecution(for screen: (any StateRestoring)?, didFailedWith error: any Error) {}
}

/// The activity type the app hands articles off as (declared in the Info.plist's `NSUserActivityTypes`).
enum ReaderActivity {
    static let article = "com.example.reader.article"
}

/// The quick action the Info.plist declares.
enum ReaderShortcut {
    static let saved = "com.example.reader.saved"
}
