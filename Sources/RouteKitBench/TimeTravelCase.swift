import Foundation
import NavigatorTUI
import Route
import Scenario
import Simulator

/// Issue 17, bench: the navigator's time travel.
///
/// One step back (`[`) in a 500-step session replays the 499 steps before it on a new simulator, its
/// container first put back as the session found it; the goal is under 100 ms in a release build.
///
/// The session is the live navigator (`NavigatorSession`, the Notes demo signed in, its container on the
/// scratch path) fed 500 recorded steps by the monkey's generator (seed 17): links, activities,
/// shortcuts, new windows, taps, back, auth changes, kills and relaunches, waits. Each sample presses
/// `]` untimed (back to step 500), then times `[`; after the last, the state at step 500 is checked
/// against the one the steps first reached.
@MainActor enum TimeTravelCase {
    /// The session's length.
    static let steps = 500
    /// The goal, in seconds.
    static let goal = 0.1

    static func run(samples: Int, scratch: URL) throws -> CaseResult {
        guard let profile = MonkeyAppProfile.builtIn(.notes) else { throw BenchError("time travel: no monkey profile for notes") }
        let container = scratch.appendingPathComponent("time-travel-container", isDirectory: true)
        // Held for the whole case, as `routenav` holds its container's lock for the whole session.
        let lock: ContainerLock
        do {
            lock = try ContainerLock.acquire(containerURL: container)
        } catch {
            throw BenchError("time travel: \(error)")
        }
        defer { withExtendedLifetime(lock) {} }
        let session: NavigatorSession
        do {
            session = try NavigatorSession(
                configuration: .init(autoAuth: .signedIn, containerURL: container),
                size: TerminalSize(width: 160, height: 48))
        } catch {
            throw BenchError("time travel: \(error)")
        }
        defer { _ = session.finish(.quit) }
        var generator = MonkeyEventGenerator(profile: profile, seed: 17)
        var tries = 0
        let steps = BenchScale.size(Self.steps, smoke: 20)
        while session.recorder.stepCount < steps, tries < steps * 20 {
            tries += 1
            session.apply(generator.next(for: session.simulator))
        }
        guard session.recorder.stepCount == steps else {
            throw BenchError("time travel: \(session.recorder.stepCount) steps recorded, not \(steps)")
        }
        let reached = session.simulator.windows().map(\.ignoringEntryIDs)
        let reachedTime = session.simulator.clock.now
        let measured = try Stopwatch().measureEach(samples: samples) {
            _ = session.handle(.key(.character("]")))
            // A user's next key comes a moment later: the writes `]` handed over land before `[` is timed.
            FileStateRestorationStorage.waitForBackgroundWrites()
            return {
                _ = session.handle(.key(.character("[")))
                Sink.shared.consume(session.recorder.stepCount)
            }
        }
        guard session.recorder.stepCount == steps - 1 else {
            throw BenchError("time travel: stepping back reached step \(session.recorder.stepCount): \(session.model.message?.text ?? "")")
        }
        _ = session.handle(.key(.character("]")))
        guard session.simulator.windows().map(\.ignoringEntryIDs) == reached, session.simulator.clock.now == reachedTime else {
            throw BenchError("time travel: step \(steps) reached again is not the state first reached")
        }
        return CaseResult(
            id: "time-travel", title: "time travel: step back in a 500-step navigator session", measured: measured,
            ratio: measured.median / goal, ratioMeaning: "fraction of 100 ms", goal: 1, goalText: "< 100 ms",
            notes: [
                "One `[` in the live navigator (NavigatorSession.handle) at step 500 of a session of the Notes demo fed by the "
                    + "monkey's generator (seed 17, \(tries) events tried for \(steps) recorded steps): the container put back as the "
                    + "session found it, a new simulator, 499 steps replayed, the snapshot rebuilt. Container on "
                    + "\(scratch.path) (the temporary directory). Each sample first presses `]` untimed; step 500 reached again "
                    + "is checked against the state the steps first reached. The records and the scene-session archive of the "
                    + "state reached are written and synced on the record writer's queue, which the next read or "
                    + "durability point waits for; the untimed `]` waits for them before the next `[`, as a user's next key "
                    + "comes a moment later."
            ])
    }
}
