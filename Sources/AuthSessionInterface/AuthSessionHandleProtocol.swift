/// The session as the engine and host routers see it: its status, whether manual re-authentication is
/// pending, and a stream of ``AuthSessionDelegateEvent``s.
///
/// Class-bound and `@MainActor`, like the UIKit objects it drives. The engine keeps one observation per
/// window: session events after a window's route is live go to `updateRouteIfNeeded` (R13), loading
/// statuses keep the splash up (R10), and a pending manual re-authentication turns obscuration off (R14).
///
/// Observing, the contract every conforming session keeps:
/// - ``addObserver(_:)`` returns an ``AuthSessionObservation``; events flow until it is cancelled or
///   released (like Combine's `AnyCancellable`), so keep it in a property.
/// - Events are delivered synchronously on the main actor, each to every observer in registration order
///   before the next event starts.
/// - When a transition's first event is delivered, ``sessionStatus`` and ``isManualAuthenticationRequired``
///   already hold the values after the whole transition.
/// - An event emitted while events are being delivered (an observer signs out from inside its handler)
///   is queued and delivered after the current one has reached every observer, so every observer sees
///   the same order.
/// - An observer receives every event whose delivery starts after it was added, and nothing once its
///   observation has ended, even in the middle of a delivery.
/// - A request that changes nothing (setting the status the session already has) notifies nobody.
@MainActor public protocol AuthSessionHandleProtocol: AnyObject {
    /// The current status; a new session is ``AuthSessionStatus/syncing``.
    var sessionStatus: AuthSessionStatus { get }

    /// Whether the user must authenticate again by hand. The status stays ``AuthSessionStatus/signedIn``
    /// meanwhile; the next sign-in or sign-out clears it. While it is set, routers do not obscure content
    /// by default (R14).
    var isManualAuthenticationRequired: Bool { get }

    /// Asks that the signed-in user authenticate again by hand: sets ``isManualAuthenticationRequired``
    /// and emits ``AuthSessionDelegateEvent/failure(error:)`` with
    /// ``AuthSessionError/manualAuthenticationRequired``. Does nothing, and notifies nobody, when no user is
    /// signed in or re-authentication is already required.
    func requestManualAuthentication()

    /// Starts observing the session's events.
    /// - Parameter handler: called on the main actor with each event, in the order described above.
    /// - Returns: the observation; events flow until it is cancelled or released.
    func addObserver(_ handler: @escaping @MainActor (AuthSessionDelegateEvent) -> Void) -> AuthSessionObservation
}
