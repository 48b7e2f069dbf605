import AuthSessionInterface

/// The observers of one session and the queue of events on their way to them.
///
/// Keeps the delivery contract of `AuthSessionHandleProtocol`: registration order; each event reaches
/// every observer before the next starts; an event emitted during a delivery waits in the queue; an
/// observer removed mid-delivery gets nothing more; one added mid-delivery starts with the next event.
/// A class, not a struct: handlers call back into the session (sign out, cancel an observation) while a
/// delivery is running, which would overlap a `mutating` access to a struct held in the session.
///
/// Every window's engine observes the session, so there can be thousands of observers: a
/// removal is O(1) (the handler leaves a dictionary; its id leaves the registration order in an
/// amortized compaction) and an event costs O(n), not a search of the list per observer.
@MainActor final class ObserverList {
    private typealias Handler = @MainActor (AuthSessionDelegateEvent) -> Void

    /// The registered handlers by id; ids count up and are never reused.
    private var handlers: [UInt64: Handler] = [:]
    /// Ids in registration order (ascending), possibly with ids already removed from ``handlers``.
    private var order: [UInt64] = []
    private var nextID: UInt64 = 0
    private var queue: [AuthSessionDelegateEvent] = []
    private var isDelivering = false

    /// Registers `handler` last.
    /// - Returns: its id, for ``remove(_:)``.
    func add(_ handler: @escaping @MainActor (AuthSessionDelegateEvent) -> Void) -> UInt64 {
        let id = nextID
        nextID += 1
        handlers[id] = handler
        order.append(id)
        return id
    }

    /// Unregisters the observer with `id`; unknown ids are ignored.
    /// - Complexity: O(1) amortized: the registration order drops removed ids once they are half of it.
    func remove(_ id: UInt64) {
        guard handlers.removeValue(forKey: id) != nil else { return }
        if order.count > 8, handlers.count * 2 < order.count {
            order.removeAll { handlers[$0] == nil }
        }
    }

    /// Queues `events` and, unless a delivery is already running further up the stack, delivers the
    /// queue in order.
    /// - Complexity: O(e × n) for e events and n observers.
    func emit(_ events: [AuthSessionDelegateEvent]) {
        queue += events
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        var next = 0
        while next < queue.count {
            let event = queue[next]
            next += 1
            // The ids registered when the event starts; one removed meanwhile is skipped, one added
            // meanwhile starts with the next event.
            for id in order {
                handlers[id]?(event)
            }
        }
        queue = []
    }
}
