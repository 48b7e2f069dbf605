import Foundation
import NavigatorTUI
import Scenario
import Simulator

/// The navigator's `--replay FILE` against `routenav run FILE` on the same file (goal: within 1.5x), and
/// the replay's cost per doubling of the file's length (goal at most 2.2x).
///
/// The file is the Notes demo opening a note, waiting, going back and waiting, over and over
/// (``text(steps:)``). The navigator side is what `routenav --replay FILE` does before its first frame:
/// a ``NavigatorSession`` made with the file, its container fresh; the run side is ``ScenarioRunner``
/// in a fresh container without the scene-session archive, as `routenav run FILE` runs it.
@MainActor enum ReplayCase {
    /// A scenario of `steps` lines after the app line.
    /// - Parameter steps: how many steps (rounded down to whole rounds of four).
    /// - Returns: the file's text.
    static func text(steps: Int) -> String {
        var lines = ["app notes", "launch", "auth signedIn", "wait 1"]
        var note = 0
        while lines.count + 4 <= steps + 1 {
            note += 1
            lines += ["open notes://note/\(note)", "wait 1", "back main", "wait 1"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One replay in the navigator, from a file on disk; checks it reached the end.
    static func replayInNavigator(file: URL, scratch: URL) throws {
        let container = scratch.appendingPathComponent("replay-navigator-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: container) }
        let lock: ContainerLock
        do {
            lock = try ContainerLock.acquire(containerURL: container)
        } catch {
            throw BenchError("replay: \(error)")
        }
        try withExtendedLifetime(lock) {
            let session: NavigatorSession
            do {
                session = try NavigatorSession(
                    configuration: .init(replayPath: file.path, containerURL: container), size: TerminalSize(width: 160, height: 48))
            } catch {
                throw BenchError("replay: \(error)")
            }
            defer { _ = session.finish(.quit) }
            guard session.model.message?.text.hasPrefix("Replayed") ?? false else {
                throw BenchError("replay: the navigator stopped: \(session.model.message?.text ?? "no message")")
            }
            Sink.shared.consume(session.recorder.stepCount)
        }
    }

    /// The same file under `routenav run FILE` (a temporary container, whose scene sessions no later process reads).
    static func run(file: URL, scratch: URL) throws {
        let data = try Data(contentsOf: file)
        let script = try ScenarioParser.parse(data, fileName: file.lastPathComponent)
        let outcome = try SessionScalingCases.runInContainer(script, scratch: scratch, tag: "replay-run", keepsSceneSessions: false)
        guard outcome.status == .success else { throw BenchError("replay: routenav run failed: \(outcome.failure ?? "")") }
    }

    static func run(samples: Int, scratch: URL) throws -> [CaseResult] {
        let lengths = BenchScale.smoke ? [40, 80] : [2_500, 5_000, 10_000]
        var files: [URL] = []
        for length in lengths {
            let file = scratch.appendingPathComponent("replay-\(length).scenario")
            try Data(text(steps: length).utf8).write(to: file)
            files.append(file)
        }
        let fewer = Swift.max(2, samples / 4)
        let navigator = try Stopwatch().measureEachInterleaved(
            samples: fewer, files.map { file in { { try replayInNavigator(file: file, scratch: scratch) } } })
        guard let longest = files.last, let longestLength = lengths.last, let replayed = navigator.last else { return [] }
        let runs = try Stopwatch().measureEachInterleaved(samples: fewer, [{ { try run(file: longest, scratch: scratch) } }])
        let ratio = replayed.median / runs[0].median
        return [
            CaseResult(
                id: "replay-navigator-vs-run", title: "navigator --replay vs routenav run, \(longestLength)-step file",
                measured: replayed, floorName: "routenav run on the same file", floor: runs[0], ratio: ratio,
                ratioMeaning: "navigator replay / run", goal: 1.5, goalText: "<= 1.5x",
                notes: [
                    "The Notes demo: open notes://note/K, wait 1, back main, wait 1, repeated to \(longestLength) steps. Navigator: "
                        + "NavigatorSession made with --replay and a fresh container (what routenav --replay does before its first "
                        + "frame), then quit; run: ScenarioRunner in a fresh container without the scene-session archive, as `routenav run FILE` runs it."
                ]),
            ScalingCases.result(
                id: "replay-navigator-steps", title: "doubling steps replayed by the navigator (--replay, whole replay)",
                points: Array(zip(lengths, navigator)),
                notes: ["The file above cut to each length; the work is the steps, so 2x per doubling is linear."]),
        ]
    }
}
