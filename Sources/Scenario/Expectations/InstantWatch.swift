import Simulator

/// The `expect always` lines a scenario has passed (R20): checked at every instant the clock passes through from their step on, through the simulator's ``Simulator/instantObserver``.
///
/// The first instant one fails at is kept for the runner to report after the event that reached it.
@MainActor final class InstantWatch {
    private var watched: [(location: String, expectation: Expectation)] = []
    /// `FILE:LINE: expected …, got … at T s` for the first failing instant, or `nil`.
    private(set) var failure: String?

    /// Starts checking `expectation` at every instant of `simulator` from now on.
    /// - Parameters:
    ///   - expectation: an `expect always` expectation that holds now.
    ///   - location: `FILE:LINE` of its step.
    ///   - simulator: the simulation.
    func watch(_ expectation: Expectation, at location: String, in simulator: Simulator) {
        watched.append((location, expectation))
        simulator.instantObserver = { [weak self] simulator in self?.check(simulator) }
    }

    private func check(_ simulator: Simulator) {
        guard failure == nil else { return }
        let checker = ExpectationChecker(simulator: simulator)
        for (location, expectation) in watched {
            if let mismatch = checker.mismatch(expectation) {
                failure = "\(location): \(mismatch) at \(DecimalSeconds.format(simulator.clock.now)) s"
                return
            }
        }
    }
}
