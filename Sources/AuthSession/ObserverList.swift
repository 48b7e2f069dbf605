import AuthSessionInterface

/// The observers of one session and the queue of events on their way to them.
///
/// Keeps the delivery contract of `AuthSessionHandleProtocol`: registration order; each event reaches
/// every observer before the next starts; an event emitted during a delivery waits in the queue; an
/// observer removed mid-delivery gets nothing more; one added mid-delivery starts with the next event.
/// A class, not a struct: handlers call back into the session (sign out, cancel an observation) while a
/// delivery is running, which would overlap a `mutating` access to a struct held in the session.
@MainActor final class ObserverList {
    /// One registered handler; ids count up and are never reused.
    private struct Observer {
        let id: UInt64
        let handler: @MainActor (AuthSessionDelegateEvent) -> Void
    }

    private var observers: [Observer] = []
    private var nextID: UInt64 = 0
    private var queue: [AuthSessionDelegateEvent] = []
    private var isDelivering = false

    /// Registers `handler` last.
    /// - Returns: its id, for ``remove(_:)``.
    func add(_ handler: @escaping @MainActor (AuthSessionDelegateEvent) -> Void) -> UInt64 {
        let id = nextID
        nextID += 1
        observers.append(Observer(id: id, handler: handler))
        return id
    }

    /// Unregisters the observer with `id`; unknown ids are ignored.
    func remove(_ id: UInt64) {
        observers.removeAll { $0.id == id }
    }

    /// The handler of observer `id`, if it is still registered.
    private func handler(for id: UInt64) -> (@MainActor (AuthSessionDelegateEvent) -> Void)? {
        observers.first { $0.id == id }?.handler
    }

    /// Queues `events` and, unless a delivery is already running further up the stack, delivers the
    /// queue in order.
    /// - Complexity: O(e × n²) for e events and n observers; sessions have a handful of observers.
    func emit(_ events: [AuthSessionDelegateEvent]) {
        queue += events
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !queue.isEmpty {
            let event = queue.removeFirst()
            for id in observers.map(\.id) {
                handler(for: id)?(event)
            }
        }
    }
}
