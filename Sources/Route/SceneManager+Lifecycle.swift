import RouteInterface
import UIKit

/// Activation (R14) and disconnection (R19), as UIKit's scene notifications report them
/// (``observeNotifications(of:)``), and the sign-out sweep (R13).
extension SceneManager {
    /// `UIScene.didActivateNotification`: the window becomes the most recently active; its cover fades (R14).
    /// - Parameter scene: the scene.
    func sceneDidBecomeActive(_ scene: UIScene) {
        guard let window = window(for: scene) else { return }
        activationCounter += 1
        window.lastActivation = activationCounter
        window.engine?.sceneDidBecomeActive()
    }

    /// `UIScene.willDeactivateNotification`: the window is covered (R14) and its record written (R15).
    /// - Parameter scene: the scene.
    func sceneWillResignActive(_ scene: UIScene) {
        window(for: scene)?.engine?.sceneWillResignActive()
    }

    /// `UIScene.didEnterBackgroundNotification`: covered (R14) and written (R15).
    /// - Parameter scene: the scene.
    func sceneDidEnterBackground(_ scene: UIScene) {
        window(for: scene)?.engine?.sceneDidEnterBackground()
    }

    /// `UIScene.didDisconnectNotification`: the window's pending intents are reported `sceneDisconnected`
    /// (R19) and its notifications are no longer observed.
    /// - Parameter scene: the scene.
    func sceneDidDisconnect(_ scene: UIScene) {
        guard let window = removeWindow(for: scene) else { return }
        window.engine?.sceneDidDisconnect()
        environment.log.info("\(scene.session.persistentIdentifier) (\(window.identity)) disconnected", session: scene.session.persistentIdentifier)
    }

    /// One sweep per sign-out instant, however many windows report it (R13).
    func sessionDidSignOut() {
        guard !signOutSweepScheduled else { return }
        signOutSweepScheduled = true
        environment.scheduler.schedule(after: 0) { [weak self] in
            guard let self else { return }
            self.signOutSweepScheduled = false
            self.sweepAfterSignOut()
        }
    }

    /// Closes the windows whose policy allows auth-session termination; if all do, the most recently
    /// active one stays (R13).
    func sweepAfterSignOut() {
        let request = DefaultSceneTerminationRequest(type: .authenticationSession)
        var closing = windows.filter {
            sceneConfigurator.sceneTerminationPolicy(for: $0.scene, with: request, within: self).isAuthSessionTerminationAllowed
        }
        if closing.count == windows.count, let keep = windows.max(by: { $0.lastActivation < $1.lastActivation }) {
            closing.removeAll { $0 === keep }
        }
        for window in closing {
            environment.log.info(
                "sign-out closes \(window.scene.session.persistentIdentifier) (\(window.identity))", session: window.scene.session.persistentIdentifier)
            requestSceneDestruction(window.scene, executionHandler: nil, errorHandler: nil)
        }
    }
}
