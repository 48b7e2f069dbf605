import Foundation
import Simulator

/// Seeded random testing of an app: generates valid events, checks the simulation after
/// each one (``MonkeyOracle``), and on a violation shrinks the events with delta debugging to a
/// minimal scenario that reproduces it.
@MainActor public struct Monkey {
    /// The app.
    public var profile: MonkeyAppProfile
    /// Where temporary containers are made.
    public var containerBase: URL
    /// The most replays shrinking may spend.
    public var shrinkBudget: Int
    /// The warnings the app's input may provoke by design.
    public var allowlist: [MonkeyAllowedWarning]
    /// Virtual seconds waited after the last random step, so that the run ends idle and checked.
    public static let drainSeconds: Double = 5

    /// Creates a monkey.
    /// - Parameters:
    ///   - profile: the app to drive.
    ///   - containerBase: where temporary containers are made (default: the temporary directory).
    ///   - shrinkBudget: the most replays delta debugging may spend.
    ///   - allowlist: the warnings allowed (default: ``MonkeyAllowedWarning/all``).
    public init(
        profile: MonkeyAppProfile, containerBase: URL = MonkeyContainerBase.preferred, shrinkBudget: Int = 10_000,
        allowlist: [MonkeyAllowedWarning] = MonkeyAllowedWarning.all
    ) {
        self.profile = profile
        self.containerBase = containerBase
        self.shrinkBudget = shrinkBudget
        self.allowlist = allowlist
    }

    /// What a run found.
    public struct Report: Sendable {
        /// The seed.
        public var seed: UInt64
        /// How many events ran, the final drain included.
        public var eventsRun: Int
        /// The violation, if any.
        public var violation: MonkeyViolation?
        /// The 1-based step at which it showed.
        public var failingStep: Int?
        /// The shrunk events that reproduce it (empty when clean).
        public var minimalEvents: [SimulationEvent]
        /// The violation the shrunk events show (the same bug, perhaps worded with other names).
        public var minimalViolation: MonkeyViolation?
        /// How many replays shrinking spent.
        public var replays: Int
        /// Whether shrinking stopped at its budget.
        public var shrinkBudgetExhausted: Bool

        /// Creates a report.
        /// - Parameters:
        ///   - seed: the seed.
        ///   - eventsRun: events run.
        ///   - violation: the violation, if any.
        ///   - failingStep: the 1-based step that showed it.
        ///   - minimalEvents: the shrunk events.
        ///   - minimalViolation: the violation they show.
        ///   - replays: replays spent shrinking.
        ///   - shrinkBudgetExhausted: whether shrinking stopped at its budget.
        public init(
            seed: UInt64, eventsRun: Int, violation: MonkeyViolation?, failingStep: Int?, minimalEvents: [SimulationEvent],
            minimalViolation: MonkeyViolation?, replays: Int, shrinkBudgetExhausted: Bool
        ) {
            self.seed = seed
            self.eventsRun = eventsRun
            self.violation = violation
            self.failingStep = failingStep
            self.minimalEvents = minimalEvents
            self.minimalViolation = minimalViolation
            self.replays = replays
            self.shrinkBudgetExhausted = shrinkBudgetExhausted
        }

        /// Whether the run was clean.
        public var isClean: Bool { violation == nil }
    }

    /// Runs `steps` random events from `seed`, then a final wait; shrinks the first violation.
    /// - Parameters:
    ///   - seed: the seed.
    ///   - steps: how many random events.
    ///   - shrinks: whether to shrink a violation (`false` reports the full sequence).
    /// - Returns: the report.
    public func run(seed: UInt64, steps: Int, shrinks: Bool = true) -> Report {
        let session = MonkeySession(profile: profile, containerBase: containerBase, allowlist: allowlist)
        defer { session.close() }
        var generator = MonkeyEventGenerator(profile: profile, seed: seed)
        var found: MonkeyViolation?
        for _ in 0..<steps {
            if let violation = session.apply(generator.next(for: session.simulator)) {
                found = violation
                break
            }
        }
        if found == nil { found = session.apply(.wait(seconds: Self.drainSeconds)) }
        let events = session.events
        guard let violation = found else {
            return Report(
                seed: seed, eventsRun: events.count, violation: nil, failingStep: nil, minimalEvents: [],
                minimalViolation: nil, replays: 0, shrinkBudgetExhausted: false)
        }
        guard shrinks else {
            return Report(
                seed: seed, eventsRun: events.count, violation: violation, failingStep: events.count, minimalEvents: events,
                minimalViolation: violation, replays: 0, shrinkBudgetExhausted: false)
        }
        let shrunk = shrink(events, showing: violation)
        return Report(
            seed: seed, eventsRun: events.count, violation: violation, failingStep: events.count,
            minimalEvents: shrunk.events, minimalViolation: shrunk.violation, replays: shrunk.replays,
            shrinkBudgetExhausted: shrunk.exhausted)
    }

    /// Shrinks a failing event sequence with delta debugging, re-running each candidate from scratch.
    /// - Parameters:
    ///   - events: events whose replay shows `violation`.
    ///   - violation: the violation to keep.
    /// - Returns: the minimal events, the violation they show, the replays spent and whether the budget ran out.
    public func shrink(_ events: [SimulationEvent], showing violation: MonkeyViolation)
        -> (events: [SimulationEvent], violation: MonkeyViolation, replays: Int, exhausted: Bool)
    {
        let profile = profile
        let base = containerBase
        let allowlist = allowlist
        func reproduces(_ candidate: [SimulationEvent]) -> MonkeyViolation? {
            guard let found = MonkeySession.firstViolation(replaying: candidate, profile: profile, containerBase: base, allowlist: allowlist),
                found.violation.isSameBug(as: violation)
            else { return nil }
            return found.violation
        }
        let result = DeltaDebugging.minimize(events, budget: shrinkBudget) { reproduces($0) != nil }
        // Cut what follows the violation in the shrunk sequence, too.
        var minimal = result.elements
        var shown = violation
        if let found = MonkeySession.firstViolation(replaying: minimal, profile: profile, containerBase: base, allowlist: allowlist),
            found.violation.isSameBug(as: violation)
        {
            minimal = Array(minimal.prefix(found.index + 1))
            shown = found.violation
        }
        var replays = result.tests + 1
        // Consecutive waits read better as one, when the merged sequence still shows the bug.
        var merger = ScenarioRecorder(app: profile.choice)
        for event in minimal { merger.record(event) }
        if merger.events.count < minimal.count {
            replays += 1
            if let merged = reproduces(merger.events) {
                minimal = merger.events
                shown = merged
            }
        }
        return (minimal, shown, replays, result.budgetExhausted)
    }

    /// The minimal scenario of a report, as a file: a comment naming the rule and how it was found,
    /// then the `app` line and one line per event.
    /// - Parameter report: a report with a violation.
    /// - Returns: the scenario text.
    public func scenarioText(for report: Report) -> String {
        var recorder = ScenarioRecorder(app: profile.choice, mergesWaits: false)
        for event in report.minimalEvents { recorder.record(event) }
        let violation = report.minimalViolation ?? report.violation
        var comment = [
            "monkey: app \(profile.choice), seed \(report.seed): violation at step \(report.failingStep ?? 0) of \(report.eventsRun),"
                + " shrunk to \(report.minimalEvents.count) step(s) in \(report.replays) replay(s)"
                + (report.shrinkBudgetExhausted ? " (shrink budget exhausted)" : "")
        ]
        if let violation { comment.append("violated \(violation.rule) (\(violation.check)): \(violation.message)") }
        comment.append("check: routenav monkey --replay FILE")
        return recorder.scenarioText(comment: comment.joined(separator: "\n"))
    }
}
