import Foundation
import RouteInterface
import UIKit

/// One window's subscription to UIKit's scene notifications (`UIScene.didActivateNotification` and the rest), with the window's scene as the object: the way a library learns about activation and disconnection without the host's scene delegate forwarding those callbacks.
///
/// Ending it (dropping the last reference) removes its observers from `NotificationCenter.default`.
final class SceneNotificationObservation {
    private let tokens: [any NSObjectProtocol]

    /// Keeps the observer tokens `addObserver(forName:object:queue:using:)` returned.
    /// - Parameter tokens: the tokens to remove at the end.
    init(tokens: [any NSObjectProtocol]) {
        self.tokens = tokens
    }

    deinit {
        for token in tokens {
            NotificationCenter.default.removeObserver(token)
        }
    }
}

extension SceneManager {
    /// Observes a managed window's scene: activation (R14), resignation and backgrounding (R14, R15) and
    /// disconnection (R19) reach the manager as UIKit posts them, right after the scene delegate's own
    /// callback, so a host's delegate forwards only connection, intents and discards.
    ///
    /// UIKit posts these on the main thread, synchronously (`queue: nil`); a post from anywhere else is a
    /// broken contract and traps in `MainActor.assumeIsolated`.
    /// - Parameter scene: the window's scene.
    /// - Returns: the subscription; it lasts as long as the caller keeps it.
    func observeNotifications(of scene: UIWindowScene) -> SceneNotificationObservation {
        let center = NotificationCenter.default
        func observe(
            _ name: Notification.Name,
            _ react: @escaping @MainActor @Sendable (SceneManager, UIWindowScene) -> Void
        ) -> any NSObjectProtocol {
            center.addObserver(forName: name, object: scene, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    react(self, scene)
                }
            }
        }
        return SceneNotificationObservation(tokens: [
            observe(UIScene.didActivateNotification) { $0.sceneDidBecomeActive($1) },
            observe(UIScene.willDeactivateNotification) { $0.sceneWillResignActive($1) },
            observe(UIScene.didEnterBackgroundNotification) { $0.sceneDidEnterBackground($1) },
            observe(UIScene.didDisconnectNotification) { $0.sceneDidDisconnect($1) },
        ])
    }
}
