import RouteInterface

/// One intent waiting in a window's FIFO queue (R7).
@MainActor struct PendingIntent {
    /// The id of its ``IntentTrace``.
    let traceID: Int
    /// The inbound intent.
    let intent: SceneIntent
    /// The registration it matched and the values taken from it (R5).
    let match: SceneIntentMatch
    /// The registration it matched (R5).
    var registration: SceneIntent { match.registration }
    /// How it arrived.
    let arrival: IntentArrival
    /// Whether `routingBehavior(for:within:)` has already placed it in this window (R6).
    var isPlaced: Bool
    /// Whether the router denied it; skipped until the next auth event (R8).
    var isDenied = false
    /// Receives the failure, once (R9).
    let completion: ((any Error) -> Void)?
}

/// The bounds of a window's pending queue.
enum PendingQueueLimits {
    /// Most intents one window holds (R7); one more reports `pendingQueueFull`.
    static let capacity = 64
}

/// A pending intent as the simulator and navigator show it.
public struct PendingIntentInfo: Sendable, Equatable {
    /// The trace id.
    public let traceID: Int
    /// The intent.
    public let intent: SceneIntent
    /// `true` when the router denied it and it waits for an auth event.
    public let isDenied: Bool
}
