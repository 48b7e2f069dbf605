/// A live observation of a session's events, returned by ``AuthSessionHandleProtocol/addObserver(_:)``.
///
/// Delivery stops when ``cancel()`` is called or when the observation is released, whichever comes first
/// (the shape of Combine's `AnyCancellable`). A session implementing ``AuthSessionHandleProtocol`` creates
/// one with the closure that removes its observer.
@MainActor public final class AuthSessionObservation {
    private var onCancel: (@MainActor () -> Void)?

    /// Creates an observation.
    /// - Parameter onCancel: removes the observer from its session; called exactly once, by ``cancel()`` or
    ///   when the observation is released.
    public init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether the observation has ended.
    public var isCancelled: Bool { onCancel == nil }

    /// Stops delivery at once, even in the middle of delivering an event to other observers.
    ///
    /// Calling it again does nothing.
    public func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }

    isolated deinit {
        cancel()
    }
}
