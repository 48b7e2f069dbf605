import Route
import SimulatedUIKit

/// The scene delegate of a manifest-driven app: forwards UIKit's callbacks to the scene manager as
/// RouteKit's README asks, except those the manifest's `forwards` turns off, which it drops with a log
/// line, as a host that forgot to forward them would (quietly) do.
@MainActor public final class ManifestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The window (RouteKit builds and owns it).
    public var window: UIWindow?

    /// Creates the delegate (UIKit instantiates it from the scene configuration).
    public required override init() {
        super.init()
    }

    private var host: ManifestAppDelegate? { UIApplication.shared.delegate as? ManifestAppDelegate }
    private var manager: SceneManager<ManifestConfigurator>? { host?.sceneManager }
    private var forwards: AppManifest.Forwards { host?.model.manifest.forwards ?? AppManifest.Forwards() }

    private func log(_ error: any Error) {
        host?.log.report(error)
    }

    private func dropped(_ callback: String, _ what: String) {
        host?.log.note("\(callback) is not forwarded (manifest forwards.\(callback) is false); \(what) is lost")
    }

    /// Forwards the connection (U1).
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        manager?.scene(scene, willConnectTo: session, options: connectionOptions, errorHandler: log)
    }

    /// Forwards warm URLs (U2), unless `forwards.openURLContexts` is false.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard forwards.openURLContexts else {
            let urls = URLContexts.sorted { $0.order < $1.order }.map(\.url.absoluteString).joined(separator: " ")
            return dropped("openURLContexts", urls)
        }
        manager?.scene(scene, openURLContexts: URLContexts, errorHandler: log)
    }

    /// Forwards warm activities (U2), unless `forwards.continue` is false.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard forwards.continue else { return dropped("continue", "activity \(userActivity.activityType)") }
        manager?.scene(scene, continue: userActivity, errorHandler: log)
    }

    /// Forwards quick actions (U2), unless `forwards.performActionFor` is false; the completion handler
    /// is called once either way (`false` when not forwarded).
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        guard forwards.performActionFor else {
            dropped("performActionFor", "shortcut \(shortcutItem.type)")
            return completionHandler(false)
        }
        guard let manager else { return completionHandler(false) }
        manager.scene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler, errorHandler: log)
    }
}
