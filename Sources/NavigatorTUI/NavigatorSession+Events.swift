import DemoApps
import Foundation
import Scenario
import SimulatedUIKit
import Simulator

// Applying events: the one path into the simulation, the automatic session load, and real time.
extension NavigatorSession {
    /// Applies one event through the simulator's single path; records it when it applied, reports
    /// the error on the message line when it did not.
    /// - Parameter event: the event.
    /// - Returns: whether it applied.
    @discardableResult
    public func apply(_ event: SimulationEvent) -> Bool {
        do {
            try simulator.apply(event)
        } catch {
            _ = model.update(.feedback(CommandFeedback(.failure, "\(ScenarioPrinter.line(for: event)): \(error)")))
            return false
        }
        recorder.record(event)
        // Name the lines this event logged now, while its windows are still known: a window closed by
        // a later event of the same replay would leave them with a bare persistent identifier.
        logHistory.update(with: simulator.console,
                          names: NavigatorSnapshot.sessionNames(windows: simulator.windows(), cards: simulator.sessionCards()))
        // The engine's traces end with its process: count them before they are gone from view.
        let traceCount = simulator.intentTraces.count
        if traceCount < lastTraceCount { endedTraceCount += lastTraceCount }
        lastTraceCount = traceCount
        if let settled = AuthOutcome(rawValue: simulator.authStatus) { lastSettledAuth = settled }
        scheduleAutoAuth()
        return true
    }


    /// A session that starts loading gets its automatic `auth` step `autoAuthDelay` later (DESIGN §9).
    func scheduleAutoAuth() {
        if simulator.processLabel == "running", simulator.authStatus == NavigatorAuthStatus.syncing.rawValue {
            if autoAuthDeadline == nil { autoAuthDeadline = simulator.clock.now + configuration.autoAuthDelay }
        } else {
            autoAuthDeadline = nil
        }
    }

    /// Advances the clock by whole quanta, stopping on the way for the automatic session load.
    func advance(quanta: Int) {
        var remaining = quanta
        while remaining > 0 {
            let now = simulator.clock.now
            if let deadline = autoAuthDeadline {
                let needed = deadline <= now ? 0 : RealTimeClockDriver.quanta(toReach: deadline, from: now)
                if needed <= remaining {
                    if deadline > now { apply(.wait(seconds: deadline - now)) }
                    remaining -= needed
                    autoAuthDeadline = nil
                    apply(.auth(lastSettledAuth ?? configuration.autoAuth))
                    continue
                }
            }
            apply(.wait(seconds: Double(remaining) * RealTimeClockDriver.quantum))
            remaining = 0
        }
    }

    /// `.`: advances to the next timer (or the automatic session load), even while paused.
    /// - Returns: whether the clock moved (a `wait` step was recorded).
    func stepToNextTimer() -> Bool {
        let now = simulator.clock.now
        guard let next = [simulator.clock.nextDeadline, autoAuthDeadline].compactMap({ $0 }).min() else {
            _ = model.update(.feedback(CommandFeedback(.info, "No timer is scheduled.")))
            return false
        }
        advance(quanta: RealTimeClockDriver.quanta(toReach: next, from: now))
        return simulator.clock.now > now
    }
}
