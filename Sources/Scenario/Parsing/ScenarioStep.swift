import SimulatedUIKit
import Simulator

/// One line of a scenario, parsed (docs/SCENARIOS.md): a setup step, an event for the simulated device, or
/// an expectation about its state.
public enum ScenarioStep: Equatable, Sendable {
    /// `app notes|single|bare|containers|manifest:PATH|skeleton:PATH`: the app to run. Only as the first step;
    /// without one a scenario runs ``AppChoice/default``.
    case app(AppChoice)
    /// `plist PATH`: use this Info.plist for the chosen app. Only among the setup steps before the
    /// first event or expectation, at most once.
    /// - Parameter path: as written, relative to the scenario file (to the current directory for `-`).
    case plist(path: String)
    /// `ios 18|26|27`: the iOS release the simulated device runs (U12: what UIKit does to an app that has not
    /// adopted scenes). Only among the setup steps before the first event or expectation, at most once.
    case ios(SimulatedSystemVersion)
    /// A line that becomes one ``SimulationEvent``, applied through the simulator's single
    /// `apply(event)` path (Sources/Simulator/SimulationEvent.swift).
    case event(SimulationEvent)
    /// `expect ...`: an assertion checked at this instant.
    case expect(Expectation)
}
