import RouteInterface
import SimulatedUIKit

/// Activation forwarders (R14), disconnection (R19) and the sign-out sweep (R13).
extension SceneManager {
    /// Forward of `sceneDidBecomeActive(_:)`: the window becomes the most recently active; its cover fades (R14).
    /// - Parameter scene: the scene.
    public func sceneDidBecomeActive(_ scene: UIScene) {
        guard let window = window(for: scene) else { return }
        activationCounter += 1
        window.lastActivation = activationCounter
        window.engine?.sceneDidBecomeActive()
    }

    /// Forward of `sceneWillResignActive(_:)`: the window is covered (R14) and its record written (R15).
    /// - Parameter scene: the scene.
    public func sceneWillResignActive(_ scene: UIScene) {
        window(for: scene)?.engine?.sceneWillResignActive()
    }

    /// Forward of `sceneDidEnterBackground(_:)`: covered (R14) and written (R15).
    /// - Parameter scene: the scene.
    public func sceneDidEnterBackground(_ scene: UIScene) {
        window(for: scene)?.engine?.sceneDidEnterBackground()
    }

    /// Forward of `sceneDidDisconnect(_:)`: the window's pending intents are reported `sceneDisconnected` (R19).
    /// - Parameter scene: the scene.
    public func sceneDidDisconnect(_ scene: UIScene) {
        guard let window = removeWindow(for: scene) else { return }
        window.engine?.sceneDidDisconnect()
        EngineLog.info("\(scene.session.persistentIdentifier) (\(window.identity)) disconnected")
    }

    /// One sweep per sign-out instant, however many windows report it (R13).
    func sessionDidSignOut() {
        guard !signOutSweepScheduled else { return }
        signOutSweepScheduled = true
        SimulatedDevice.current?.clock.schedule(after: 0) { [weak self] in
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
            EngineLog.info("sign-out closes \(window.scene.session.persistentIdentifier) (\(window.identity))")
            requestSceneDestruction(window.scene, executionHandler: nil, errorHandler: nil)
        }
    }
}
