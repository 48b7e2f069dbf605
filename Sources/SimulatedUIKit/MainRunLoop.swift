import Foundation

/// The main run loop's timers, as a UIKit library finds them: on iOS a library schedules main-thread work with `DispatchQueue.main.asyncAfter(deadline:execute:)` (cancelled through its `DispatchWorkItem`) and reads the time with `CACurrentMediaTime()`.
///
/// Here the main run loop is the running device's ``VirtualClock``, so the same work runs on virtual
/// time, deterministically (README.md: nothing below the simulator reads the wall clock).
///
/// Simulation addition: Foundation's own `DispatchQueue.main` runs on the wall clock and cannot be
/// replaced, so a library that should run on the simulated device's time schedules through this (or
/// takes a scheduler its host injects). Work scheduled while the app's process runs belongs to that
/// process and dies with it (U7), as a process's pending blocks do on iOS. Outside a device entry point
/// there is no run loop: nothing is scheduled and the time is `0`.
@MainActor
public enum MainRunLoop {
    /// The current time of the running device, in seconds since its clock started (`0` outside a device
    /// entry point); never decreases.
    public static var now: TimeInterval { SimulatedDevice.current?.clock.now ?? 0 }

    /// Runs `body` on the main run loop `delay` seconds from ``now``.
    ///
    /// Work is not UIKit's: the device counts as idle while it waits (unlike a transition or an
    /// animation completion).
    /// - Parameters:
    ///   - delay: seconds from now; negative or NaN delays count as `0` (the work runs in the current
    ///     instant, after the work already due).
    ///   - body: the work, run on the main actor with ``now`` equal to its deadline.
    /// - Returns: a handle for ``cancel(_:)``, or `nil` outside a device entry point (nothing scheduled).
    @discardableResult
    public static func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> ScheduledTimer? {
        SimulatedDevice.current?.clock.schedule(after: delay, body)
    }

    /// Cancels work scheduled with ``schedule(after:_:)``; work that already ran or was cancelled is
    /// ignored, as a cancelled `DispatchWorkItem` is.
    /// - Parameter timer: the handle ``schedule(after:_:)`` returned.
    public static func cancel(_ timer: ScheduledTimer) {
        SimulatedDevice.current?.clock.cancel(timer)
    }
}
