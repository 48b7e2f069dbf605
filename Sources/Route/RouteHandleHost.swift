import RouteInterface
import UIKit

/// What a ``RouteHandle`` needs from the scene manager that owns it.
@MainActor protocol RouteHandleHost: AnyObject {
    /// The trace of every intent.
    var traceLog: IntentTraceLog { get }
    /// The restoration store in front of the storage.
    var restoration: RestorationCoordinator { get }
    /// The registration an inbound intent matches (R5), or `nil`.
    func registration(matching intent: SceneIntent) -> SceneIntent?
    /// The inbound intent's match with the values its registration takes, or why it is refused (R5).
    func match(for intent: SceneIntent) -> Result<SceneIntentMatch, SceneIntentRefusal>
    /// Places an intent by `routingBehavior(for:within:)` (R6). Returns `true` when it stays in `handle`'s
    /// window; otherwise the host has forwarded it or reported its failure.
    func place(_ pending: PendingIntent, from handle: RouteHandle) -> Bool
    /// Called once per sign-out by each live window; the host runs one sweep (R13).
    func sessionDidSignOut()
}
