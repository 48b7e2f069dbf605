import DemoApps
import Simulator

/// Issue 8, bench: monkey step cost against the per-intent floor (goal at most 10x).
///
/// One step = one random valid event applied to the Notes demo (records in memory) and, when the
/// simulation is idle afterwards, the engine's invariants checked (DESIGN §7.4), as the monkey does.
/// The events come from ``RandomEventSource`` (seed 8) because the monkey itself (issue 8, item 1) is not
/// merged yet; its oracle checks more, so its steps cost more than these.
@MainActor enum MonkeyStepCase {
    static func run(samples: Int, floor: Summary) throws -> CaseResult {
        let simulator = Simulator(app: NotesApp.notes)
        var source = RandomEventSource(seed: 8)
        var steps = 0, refused = 0, violations: [String] = []
        let measured = try Stopwatch().measure(samples: samples, operations: 1_000) {
            steps += 1
            let event = source.event(for: simulator)
            do {
                try simulator.apply(event)
            } catch {
                refused += 1
            }
            if simulator.isIdle {
                let found = simulator.invariantViolations()
                if !found.isEmpty, violations.count < 5 { violations.append("step \(steps): \(found.joined(separator: "; "))") }
            }
        }
        var notes = ["\(steps) steps (seed 8); one step = one event + the invariant check when idle; records in memory."]
        if refused > 0 { notes.append("\(refused) events were refused by the simulator (a window or button gone).") }
        if !violations.isEmpty { notes.append("INVARIANT VIOLATIONS: " + violations.joined(separator: " | ")) }
        return CaseResult(
            id: "monkey-step", title: "monkey step (random valid event + invariants)", measured: measured,
            floorName: DeepLinkFloor.name, floor: floor, ratio: measured.median / floor.median, ratioMeaning: "x floor",
            goal: 10, goalText: "<= 10x", notes: notes)
    }
}
