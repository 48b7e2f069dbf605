import RouteInterface
import UIKit

/// Activation bookkeeping (R3 as amended): an identity whose window has been requested and has
/// not connected yet counts as open under `windowPerScene`.
extension SceneManager {
    /// Whether a window of `key` is connected or on its way (R3).
    /// - Parameter key: a scene identity's raw value and the value the window holds.
    /// - Returns: `true` when a connected window has it or an activation of it is in flight.
    func isOpenOrOpening(_ key: WindowKey) -> Bool {
        activationsInFlight[key] != nil || !windows(holding: key).isEmpty
    }

    /// Asks UIKit for a new scene session carrying `activity`, and records that a window of `identity` is on its way.
    ///
    /// The request stays in flight until a scene connects with that identity, UIKit refuses it, or the
    /// work UIKit scheduled for the request has run (a scene whose activity UIKit dropped, U4,
    /// connects as the primary scene and would otherwise never clear it).
    ///
    /// - Parameters:
    ///   - identity: the requested identity and value.
    ///   - activity: RouteKit's activity carrying the identity (and forwarded intents).
    ///   - failure: called with UIKit's error when it refuses, after the bookkeeping is cleared.
    func requestActivation(of identity: WindowKey, carrying activity: NSUserActivity, failure: @escaping (any Error) -> Void) {
        activationRequestCounter += 1
        let request = activationRequestCounter
        activationsInFlight[identity] = request
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { [weak self] error in
            self?.endActivation(of: identity, request: request, reason: "UIKit refused the activation (\(error))")
            failure(error)
        }
        // Scheduled after UIKit's own work for the request, so it runs once that work has connected the scene.
        environment.scheduler.schedule(after: 0) { [weak self] in
            self?.endActivation(of: identity, request: request, reason: "no window of \(identity) connected")
        }
    }

    /// Ends an in-flight activation that did not connect a window: intents waiting for that window are
    /// reported `sceneActivationFailed` (R9).
    /// - Parameters:
    ///   - identity: the requested identity and value.
    ///   - request: the request number, so that a later request of the same identity is left alone.
    ///   - reason: what happened, for the event log.
    func endActivation(of identity: WindowKey, request: Int, reason: String) {
        guard activationsInFlight[identity] == request else { return }
        activationsInFlight[identity] = nil
        for item in intentsAwaitingWindow.removeValue(forKey: identity) ?? [] {
            let context = "\(item.intent): \(reason)"
            traceLog.note(item.traceID, .failed, "failed: sceneActivationFailed (\(reason))")
            traceLog.update(item.traceID) { $0.outcome = .failed(.sceneActivationFailed) }
            environment.log.error(SceneRoutingError.sceneActivationFailed, context)
            item.completion?(SceneRoutingError.sceneActivationFailed)
        }
    }

    /// A window of `identity` connected: its activation is no longer in flight, and the intents that
    /// waited for it are handed to it, already placed (R6).
    /// - Parameters:
    ///   - identity: the connected window's identity.
    ///   - window: the window.
    func activationDidConnect(_ identity: WindowKey, window: ManagedWindow) {
        activationsInFlight[identity] = nil
        for item in intentsAwaitingWindow.removeValue(forKey: identity) ?? [] {
            traceLog.note(
                item.traceID, .forwarded,
                "routingBehavior: the requested \(identity) window connected -> forwarded to \(window.scene.session.persistentIdentifier)")
            if let engine = window.engine {
                engine.receive(item.intent, arrival: .forwarded, isPlaced: true, existingTraceID: item.traceID, completion: item.completion)
            } else {
                window.handle?.route(to: item.intent) { item.completion?($0) }
            }
        }
    }

    /// Holds a `.preferExisting` intent until the in-flight window of its identity connects (R6, R3).
    /// - Parameters:
    ///   - pending: the placed intent.
    ///   - identity: the identity on its way.
    ///   - label: the routing behaviour, for the trace.
    func awaitWindow(_ pending: PendingIntent, of identity: WindowKey, label: String) {
        traceLog.note(pending.traceID, .routed, "routingBehavior: \(label) -> waits for the \(identity) window already requested")
        traceLog.update(pending.traceID) { $0.outcome = .forwarded(toSession: "new \(identity) window") }
        intentsAwaitingWindow[identity, default: []].append(pending)
    }
}
