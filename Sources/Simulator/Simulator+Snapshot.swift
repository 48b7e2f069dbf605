import Route
import SimulatedUIKit

/// The device as one value, made once per event (README.md).
extension Simulator {
    /// The device as it stands after the last event: made on first reading after each event (and after
    /// each instant a `wait` stops at for the ``instantObserver``), then shared by every reader until the next.
    ///
    /// Expectations, the transcript, the monkey's oracle and the navigator read this one value, so one
    /// event costs one walk of the windows however many of them look.
    /// - Complexity: O(windows and what they show + cards + traces) when made; O(1) when shared.
    public var snapshot: DeviceSnapshot {
        if let cachedSnapshot { return cachedSnapshot }
        let made = DeviceSnapshot(
            time: clock.now, process: device.processState, auth: authStatus,
            isManualAuthenticationRequired: isManualAuthenticationRequired, isIdle: isIdle,
            windows: windows(), sessionCards: sessionCards(), intentTraces: intentTraces, console: console)
        snapshotBuildCount += 1
        cachedSnapshot = made
        return made
    }

    /// Forgets the shared snapshot: the device may have changed (an event or an instant began or ended).
    func deviceMayHaveChanged() {
        cachedSnapshot = nil
    }
}
