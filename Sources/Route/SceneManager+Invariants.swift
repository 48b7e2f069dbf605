import RouteInterface
import UIKit

/// The engine's invariants (Sources/Route/SceneManager+Invariants.swift), checked when the simulation is idle after each event.
extension SceneManager {
    /// Violations of the invariants; empty when all hold.
    /// - Parameter isSignedIn: whether the session is signed in now.
    /// - Returns: one line per violation.
    /// - Complexity: O(w · s) for w windows of stack depth s.
    public func invariantViolations(isSignedIn: Bool) -> [String] {
        var violations: [String] = []
        var seen: Set<WindowKey> = []
        for window in windows where windowBehavior(of: window.identity) == .windowPerScene && !seen.insert(window.key).inserted {
            violations.append("two connected windows share the identity \(window.key) under windowPerScene")
        }
        for window in windows {
            guard let engine = window.engine else { continue }
            let name = window.scene.session.persistentIdentifier
            if window.scene.session.scene == nil, !engine.pendingIntents.isEmpty {
                violations.append("\(name) holds pending intents but is not connected")
            }
            guard engine.isRouteInitialized else { continue }
            var shown = engine.allNavigationControllers.flatMap(\.viewControllers)
            var presented = engine.navigationController.presentedViewController
            while let next = presented {
                shown.append(next)
                presented = next.presentedViewController
            }
            for controller in shown where controller.routeHandle !== engine {
                violations.append("\(name): \(controller.screenName) is routed but its routeHandle is not set")
            }
            // A window a sign-out covers until its new stack is live shows the cover, not the stack (R20).
            if !isSignedIn, !engine.isAuthCovered {
                for controller in shown where controller is any RequiresSignIn {
                    violations.append("\(name) is signed out but shows \(controller.screenName), which requires sign-in")
                }
            }
        }
        return violations
    }
}
