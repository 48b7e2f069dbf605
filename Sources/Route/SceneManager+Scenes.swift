import RouteInterface
import UIKit

/// Scene requests: activation (R3, R4), destruction (U5) and discards (R15).
extension SceneManager {
    /// Opens a window of `scene` (R3, R4): `multipleScenesNotSupported` without multiple-scene support, `sceneAlreadyActive` for an open identity under `windowPerScene` (connected, or requested in this instant and not yet connected, so a second request never flashes up a window that R3 would destroy at connection), `sceneActivationFailed` when UIKit refuses.
    ///
    /// Errors go to `errorHandler` once; it is never called on success.
    ///
    /// - Parameters:
    ///   - scene: the identity to open.
    ///   - errorHandler: receives the failure.
    public func requestSceneActivation<S: SceneRepresentable>(_ scene: S, errorHandler: ((any Error) -> Void)?) {
        activateScene(WindowKey(identity: scene.rawValue, value: nil), errorHandler: errorHandler)
    }

    /// Opens a window of `scene` holding `value` (R3, R4): under the identity's `windowPerScene`, one window per (identity, value), so a window holding the value that is open or requested reports `sceneAlreadyActive`.
    ///
    /// The value rides in RouteKit's identity activity and is kept with the session (R2). Errors go to
    /// `errorHandler` once; it is never called on success.
    ///
    /// - Parameters:
    ///   - scene: the identity to open.
    ///   - value: the value the window holds; `nil` is the identity alone.
    ///   - errorHandler: receives the failure.
    public func requestSceneActivation<S: SceneRepresentable>(_ scene: S, value: String?, errorHandler: ((any Error) -> Void)?) {
        activateScene(WindowKey(identity: scene.rawValue, value: value), errorHandler: errorHandler)
    }

    private func activateScene(_ key: WindowKey, errorHandler: ((any Error) -> Void)?) {
        guard UIApplication.shared.supportsMultipleScenes else {
            report(.multipleScenesNotSupported, "requestSceneActivation(\(key))", errorHandler)
            return
        }
        if windowBehavior(of: key.identity) == .windowPerScene, isOpenOrOpening(key) {
            let state = windows(holding: key).isEmpty ? "is already requested and not yet connected" : "is open"
            report(.sceneAlreadyActive, "requestSceneActivation(\(key)): a window of \(key) \(state)", errorHandler)
            return
        }
        let activity = NSUserActivity(activityType: RouteActivityType.multiWindow)
        activity.userInfo = RouteActivityType.identityInfo(key)
        environment.log.info("requestSceneActivation(\(key))")
        requestActivation(of: key, carrying: activity) { [log = environment.log] error in
            log.error(SceneRoutingError.sceneActivationFailed, "requestSceneActivation(\(key)): \(error)")
            errorHandler?(SceneRoutingError.sceneActivationFailed)
        }
    }

    /// Opens a window of one of the configurator's identities (R3, R4), so a leading-dot identity is enough: `sceneManager.requestSceneActivation(.compose)`, as RouteKit's README writes it.
    ///
    /// Reports as the generic `requestSceneActivation(_:errorHandler:)` does.
    ///
    /// - Parameters:
    ///   - scene: the identity to open, of the configurator's `Scene` type.
    ///   - errorHandler: receives the failure, once; never called on success (default none: the failure
    ///     reaches only the engine's log).
    public func requestSceneActivation(_ scene: Configurator.Scene, errorHandler: ((any Error) -> Void)? = nil) {
        activateScene(WindowKey(identity: scene.rawValue, value: nil), errorHandler: errorHandler)
    }

    /// Closes a window through `requestSceneSessionDestruction` (U5); its session is discarded.
    /// - Parameters:
    ///   - scene: the window scene.
    ///   - executionHandler: called once the session is destroyed.
    ///   - errorHandler: receives a failure, once.
    public func requestSceneDestruction(_ scene: UIScene, executionHandler: (() -> Void)?, errorHandler: ((any Error) -> Void)?) {
        let application = UIApplication.shared
        window(for: scene)?.engine?.host?.restoration.flush()
        var failed = false
        application.requestSceneSessionDestruction(scene.session, options: nil) { [weak self] error in
            failed = true
            if let self { self.sceneConfigurator.sceneTermination(for: scene, didFailedWith: error, within: self) }
            errorHandler?(error)
        }
        if !failed { executionHandler?() }
    }

    /// Forgets discarded sessions: deletes their restoration records and drops their pending writes (R15).
    ///
    /// Call it from `application(_:didDiscardSceneSessions:)`, also for discards delivered at launch (U6).
    ///
    /// - Parameter sessions: the discarded sessions.
    public func discardSceneSessions(for sessions: Set<UISceneSession>) {
        let identifiers = sessions.map(\.persistentIdentifier).sorted()
        environment.log.info("discarded sessions \(identifiers.joined(separator: ", "))")
        restoration.discardState(for: identifiers)
    }

    func report(_ error: SceneRoutingError, _ context: String, _ handler: ((any Error) -> Void)?) {
        environment.log.error(error, context)
        handler?(error)
    }
}
