/// A session the engine observes (DESIGN R10, R13, R14).
@MainActor public protocol AuthSessionHandleProtocol: AnyObject {
    /// The current status.
    var sessionStatus: AuthSessionStatus { get }
    /// Whether the user must authenticate again by hand; the status stays `signedIn` meanwhile.
    var isManualAuthenticationRequired: Bool { get }
    /// Asks the user to authenticate again by hand.
    func requestManualAuthentication()
    /// Observes events, delivered synchronously in registration order, until the returned token is
    /// released or cancelled. Setting the current status again notifies nobody.
    /// - Parameter handler: receives each event.
    /// - Returns: the observation; keep it alive to keep observing.
    func addObserver(_ handler: @escaping @MainActor (AuthSessionDelegateEvent) -> Void) -> AuthSessionObservation
}

/// A live observation of a session; releasing it (or ``cancel()``) stops delivery.
@MainActor public final class AuthSessionObservation {
    private var onCancel: (() -> Void)?

    /// Creates an observation.
    /// - Parameter onCancel: called once, when the observation ends.
    public init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops delivery.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    isolated deinit {
        onCancel?()
    }
}
