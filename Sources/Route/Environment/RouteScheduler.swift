import Foundation

/// A handle to work scheduled on a ``RouteScheduler``; pass it to ``RouteScheduler/cancel(_:)``.
public struct RouteScheduledWork: Hashable, Sendable {
    /// The work's identifier, unique within its scheduler.
    public let id: UInt64

    /// Creates a handle.
    /// - Parameter id: an identifier the scheduler never gives to other work.
    public init(id: UInt64) {
        self.id = id
    }
}

/// Where the engine's time comes from: the current time and delayed main-actor work (the splash
/// watchdog, R10; the obscuration fade, R14; restoration's coalescing flush, R15; the retry of a
/// navigation that waits for a transition, R12; work deferred to the end of the instant, R3, R13).
///
/// The engine's event loop, injected as SwiftNIO injects its `EventLoop`: a host passes one to
/// ``SceneManager/init(sceneConfigurator:scheduler:logSink:)`` (a test harness its own clock), or takes
/// the default, ``MainRunLoopScheduler``, the main run loop as UIKit offers it to a library. The engine
/// reads no other clock.
@MainActor public protocol RouteScheduler: AnyObject {
    /// The current time in seconds (any origin; it never decreases). Intent traces stamp their steps with it.
    var now: TimeInterval { get }

    /// Runs `body` on the main actor `delay` seconds from ``now``. Work due at the same instant runs in
    /// the order it was scheduled; a zero delay runs it later in the current instant, after the caller
    /// returns.
    /// - Parameters:
    ///   - delay: seconds from now; `0` or less: as soon as the caller returns.
    ///   - body: the work.
    /// - Returns: a handle for ``cancel(_:)``, or `nil` when the scheduler cannot run work now (the
    ///   engine then goes without the timer, as it does outside a running app).
    @discardableResult
    func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> RouteScheduledWork?

    /// Cancels scheduled work; work that already ran or was cancelled is ignored.
    /// - Parameter work: a handle ``schedule(after:_:)`` returned.
    func cancel(_ work: RouteScheduledWork)
}
