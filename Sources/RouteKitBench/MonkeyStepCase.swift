import Foundation
import Scenario
import Simulator

/// Issue 8, bench: monkey step cost against the per-intent floor (goal at most 10x).
///
/// One step is what `routenav monkey` does per step: ``MonkeyEventGenerator`` picks a random valid event
/// for the Notes demo (seed 8) and ``MonkeySession/apply(_:)`` applies it and runs the monkey's oracle
/// (the invariants of Sources/Route/SceneManager+Invariants.swift when idle, warnings, every intent accounted for, obscuration, records).
/// The session keeps its records where the monkey does (``MonkeyContainerBase/preferred``: /dev/shm).
@MainActor enum MonkeyStepCase {
    static func run(samples: Int, floor: Summary) throws -> CaseResult {
        guard let profile = MonkeyAppProfile.builtIn(.notes) else { throw BenchError("monkey: no profile for notes") }
        let session = MonkeySession(profile: profile, containerBase: MonkeyContainerBase.preferred)
        defer { session.close() }
        var generator = MonkeyEventGenerator(profile: profile, seed: 8)
        var steps = 0
        var violation: MonkeyViolation?
        let measured = try Stopwatch().measure(samples: samples, operations: 1_000) {
            guard violation == nil else { return }
            steps += 1
            violation = session.apply(generator.next(for: session.simulator))
        }
        if let violation {
            throw BenchError("monkey: step \(steps) broke \(violation.rule) \(violation.check): \(violation.message)")
        }
        return CaseResult(
            id: "monkey-step", title: "monkey step (routenav monkey's event + oracle)", measured: measured,
            floorName: DeepLinkFloor.name, floor: floor, ratio: measured.median / floor.median, ratioMeaning: "x floor",
            goal: 10, goalText: "<= 10x",
            notes: [
                "\(steps) steps of the Notes demo (seed 8), no violation; one step = MonkeyEventGenerator.next + "
                    + "MonkeySession.apply (the event, then the oracle), records on \(MonkeyContainerBase.preferred.path)."
            ])
    }
}
