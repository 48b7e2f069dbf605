import Foundation
import UIKit

/// The engine's default ``RouteScheduler``: the main run loop, as UIKit offers it to a library
/// (`MainRunLoop`: on iOS `DispatchQueue.main.asyncAfter` and `CACurrentMediaTime()`; under
/// the simulated UIKit the running device's virtual clock, so the engine's timers belong to the app's process
/// and die with it, U7).
@MainActor public final class MainRunLoopScheduler: RouteScheduler {
    /// Creates the scheduler.
    public init() {}

    /// The main run loop's current time, in seconds.
    public var now: TimeInterval { MainRunLoop.now }

    /// Runs `body` on the main run loop `delay` seconds from now.
    /// - Parameters:
    ///   - delay: seconds from now.
    ///   - body: the work.
    /// - Returns: a handle, or `nil` when no run loop runs (outside the app).
    @discardableResult
    public func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> RouteScheduledWork? {
        MainRunLoop.schedule(after: delay, body).map { RouteScheduledWork(id: $0.id) }
    }

    /// Cancels scheduled work; work that already ran or was cancelled is ignored.
    /// - Parameter work: a handle ``schedule(after:_:)`` returned.
    public func cancel(_ work: RouteScheduledWork) {
        MainRunLoop.cancel(ScheduledTimer(id: work.id))
    }
}
