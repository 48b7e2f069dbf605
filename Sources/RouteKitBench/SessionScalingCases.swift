import Foundation
import NavigatorTUI
import Scenario
import Simulator

/// Doubling cases for the per-event costs that grow with the scene sessions a container keeps and with
/// the length of a replayed file (goal at most 2.2x per doubling: no worse than linear in all).
///
/// Each runs a generated scenario the way `routenav run --container DIR` does (``ScenarioRunner`` with
/// the scene sessions kept in a fresh container), so the archive writes (U7, U10) are part of the cost.
@MainActor enum SessionScalingCases {
    /// A scenario of the Bench manifest app (`.undefined`): launch, sign in, then `body`.
    static func script(manifest: URL, _ body: [String]) throws -> ScenarioScript {
        let lines = ["app manifest:\(manifest.path)", "launch", "auth signedIn", "wait 1"] + body
        return try ScenarioParser.parse(lines.joined(separator: "\n") + "\n", fileName: "bench.scenario")
    }

    /// Runs `script` as `routenav run --container DIR` does (or, with `keepsSceneSessions` false, as
    /// `routenav run` does with its temporary container), in a new container each time.
    static func runInContainer(_ script: ScenarioScript, scratch: URL, tag: String, keepsSceneSessions: Bool = true) throws -> ScenarioRunner.Outcome {
        let container = scratch.appendingPathComponent("container-\(tag)-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: container) }
        let lock: ContainerLock
        do {
            lock = try ContainerLock.acquire(containerURL: container)
        } catch {
            throw BenchError("\(tag): \(error)")
        }
        return withExtendedLifetime(lock) {
            ScenarioRunner(containerURL: container, baseDirectory: scratch, keepsSceneSessions: keepsSceneSessions).run(script)
        }
    }

    /// Windows opened one per instant (`newwindow`, `wait 1`, …) with the scene sessions kept in the
    /// container: each instant used to rewrite the whole archive (5.7 / 22.1 / 82.3 s for 250 / 500 /
    /// 1,000 windows); the archive is now written once the instants since the last write pay for it.
    static func windowsPerInstant(samples: Int, scratch: URL) throws -> CaseResult {
        let manifest = try BenchApp(windowBehavior: "undefined").manifestFile(in: scratch)
        let counts = BenchScale.smoke ? [8, 16] : [125, 250, 500, 1_000]
        var scripts: [Int: ScenarioScript] = [:]
        for count in counts {
            scripts[count] = try script(manifest: manifest, Array(repeating: ["newwindow", "wait 1"], count: count - 1).flatMap { $0 })
        }
        let summaries = try runEach(scripts, counts: counts, samples: samples, scratch: scratch, tag: "windows-per-instant", what: "windows per instant")
        return ScalingCases.result(
            id: "container-windows-per-instant", title: "doubling windows opened one per instant, --container (whole run)",
            points: Array(zip(counts, summaries)),
            notes: [
                "Bench manifest app (.undefined) run as `routenav run --container DIR` runs it (ScenarioRunner, scene sessions "
                    + "kept in a fresh container): launch, then N-1 times `newwindow` + `wait 1`. The work is N windows, so 2x per "
                    + "doubling is linear; the archive of every session is written once the instants since the last write number "
                    + "at least the sessions / 16."
            ])
    }

    /// `newwindow` past the 1,000 scene sessions the system keeps (U10), all with a window, so each is
    /// refused: the refusal must not cost more as the refused attempts pile up.
    static func newWindowPastCap(samples: Int, scratch: URL) throws -> CaseResult {
        let manifest = try BenchApp(windowBehavior: "undefined").manifestFile(in: scratch)
        let most = BenchScale.size(1_000, smoke: 20)
        let counts = BenchScale.smoke ? [10, 20] : [1_000, 2_000, 4_000, 8_000]
        var scripts: [Int: ScenarioScript] = [:]
        for count in counts {
            // In the smoke run the cap is not reached (1,000 windows take a while in a debug build).
            scripts[count] = try script(manifest: manifest, Array(repeating: "newwindow", count: most - 1 + count) + ["wait 1"])
        }
        let summaries = try runEach(scripts, counts: counts, samples: samples, scratch: scratch, tag: "past-cap", what: "newwindow past the cap")
        // The cost of the refusals alone: the run minus the first point's share of reaching the cap is
        // not separable, so the points are whole runs; the growth is then at most the refusals' growth.
        return ScalingCases.result(
            id: "newwindow-past-cap", title: "doubling newwindow refused past the 1,000-session cap, --container (whole run)",
            points: Array(zip(counts, summaries)),
            notes: [
                "Bench manifest app (.undefined) as `routenav run --container DIR`: launch, then 999 + N `newwindow` in one "
                    + "instant: 999 windows open, the N after the cap are refused (U10: all 1,000 sessions have a window). "
                    + "Each point is the whole run, so the growth per doubling is at most that of the refusals."
            ])
    }
    /// Times each count's scenario as a whole run in a fresh container, the counts interleaved (the two
    /// session sweeps above share it).
    /// - Parameters:
    ///   - scripts: the scenario of each count.
    ///   - counts: the sweep's points, in order.
    ///   - samples: the case's sample budget (a quarter of it, at least two, per point).
    ///   - scratch: where the containers go.
    ///   - tag: the containers' name tag.
    ///   - what: the case, for a failed run's error.
    /// - Returns: one summary per count.
    /// - Throws: ``BenchError`` when a run does not succeed.
    private static func runEach(
        _ scripts: [Int: ScenarioScript], counts: [Int], samples: Int, scratch: URL, tag: String, what: String
    ) throws -> [Summary] {
        try Stopwatch().measureEachInterleaved(
            samples: Swift.max(2, samples / 4),
            counts.map { count in
                {
                    {
                        guard let script = scripts[count] else { return }
                        let outcome = try runInContainer(script, scratch: scratch, tag: tag)
                        guard outcome.status == .success else { throw BenchError("\(what): \(outcome.failure ?? "failed")") }
                    }
                }
            })
    }
}

extension BenchApp {
    /// Writes the manifest into `directory`, for a scenario's `app manifest:` line.
    /// - Parameter directory: where the manifest file goes.
    /// - Returns: the file.
    /// - Throws: ``BenchError`` when the file cannot be written or the manifest is refused.
    @MainActor func manifestFile(in directory: URL) throws -> URL {
        _ = try definition(in: directory)
        return directory.appendingPathComponent("bench-\(windowBehavior)-\(extraRegistrations).json")
    }

}
