import Foundation
import Glibc
import Route
import RouteInterface
import Testing

/// Crash safety (DESIGN R15, issue 5): the real `routenav run --container DIR` process navigates between
/// notes in a long loop, writing and removing its record continually, and is killed with SIGKILL at 50
/// pseudo-random moments (seeded; a few milliseconds to about 100 ms past start-up), each run starting
/// from the container the previous kill left. After every kill, every record file in the container
/// decodes, and no process ever found a record unreadable and set it aside as `.corrupt`.
@Suite struct RestorationEngineCrashSafetyTests {
    typealias H = RestorationEngineHarness

    static let seed: UInt64 = 0x0005_EED0_C0FF_EE15
    static let kills = 50
    /// The earliest kill, in milliseconds after the process starts.
    static let earliestKillMilliseconds = 5
    /// How long after its first record a process may live before its kill, in milliseconds: the latest
    /// kill lands this long after the start-up time measured by the first run.
    static let killWindowMilliseconds = 100
    /// Loop iterations per scenario: far more than any process lives to run.
    static let iterations = 2_000

    /// What the container held right after one kill.
    struct Observation: Sendable {
        /// Temporary files a write in progress left behind (removed by the next process that takes the lock).
        var leftoverTemporaryFiles: Int
        /// The record's screen, or `nil` when there was none.
        var storedScreen: String?
        /// Set-aside (`.corrupt`) files in the directory.
        var setAsideFiles: [String]
        /// Records that did not decode.
        var problems: [String]
    }

    @Test(.timeLimit(.minutes(4)))
    func everyRecordDecodesAfterEachSIGKILL() async throws {
        guard let routenav = RoutenavBinary.locate() else {
            Issue.record(Comment(rawValue: RoutenavBinary.missingMessage))
            return
        }
        let workspace = try H.makeContainer()
        defer { H.remove(workspace) }
        let container = workspace.appendingPathComponent("container", isDirectory: true)
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        var generator = SeededGenerator(seed: Self.seed)
        var observations: [Observation] = []
        var writtenByThisRun = 0
        // Run 1 measures how long a process takes to write its first record (start-up, sign-in, splash,
        // the first link and its write) and is killed at that moment; the other kills land at a seeded
        // moment between a few milliseconds and that time plus 100 ms, so they fall both in start-up and
        // in the loop on any machine.
        var latestKill = Self.earliestKillMilliseconds + Self.killWindowMilliseconds

        for run in 1...Self.kills {
            let scenario = workspace.appendingPathComponent("loop-\(run).scenario")
            try Data(Self.scenario(run: run).utf8).write(to: scenario)
            let moment: KillMoment = run == 1
                ? .whenFileAppears(try #require(await Self.recordURL(in: container)), timeoutMilliseconds: 10_000)
                : .after(milliseconds: Int.random(in: Self.earliestKillMilliseconds...latestKill, using: &generator))

            let ending = try await Self.runAndKill(routenav, container: container, scenario: scenario, at: moment)

            if run == 1 { latestKill = max(latestKill, ending.killedAfterMilliseconds + Self.killWindowMilliseconds) }
            #expect(ending.reason == .uncaughtSignal && ending.status == SIGKILL,
                    "run \(run): routenav ended by itself (\(ending.reason), status \(ending.status)) before its kill (\(moment))")
            let observation = await Self.inspect(container)
            // A process that found its record unreadable set it aside: report each such file once.
            let newlySetAside = observation.setAsideFiles.filter { !(observations.last?.setAsideFiles ?? []).contains($0) }
            #expect(observation.problems.isEmpty && newlySetAside.isEmpty,
                    "after kill \(run) (\(moment)): \(observation.problems), set aside: \(newlySetAside)")
            observations.append(observation)
            if observation.storedScreen?.hasPrefix("NoteDetail(r\(run)n") == true { writtenByThisRun += 1 }
        }

        // Not vacuous: kills must have landed while the loop was writing, not only during start-up.
        #expect(writtenByThisRun > 1, "only \(writtenByThisRun) of \(Self.kills) kills landed after their process had written a record")
        #expect(observations.count == Self.kills)
        #expect(H.fileNames(container).allSatisfy { !$0.contains(".corrupt") })
    }

    /// The generated scenario: sign in, then open note after note (`r<run>n<i>`) every 0.3 s virtual —
    /// each link replaces the note on top, so each one snapshots — and go back to the list every tenth
    /// step, which removes the record.
    static func scenario(run: Int) -> String {
        var lines = ["app notes", "launch", "auth signedIn", "wait 1"]
        lines.reserveCapacity(4 + 3 * iterations)
        for step in 1...iterations {
            lines.append("open notes://note/r\(run)n\(step)")
            lines.append("wait 0.3")
            if step % 10 == 0 {
                lines.append("back main")
                lines.append("wait 0.3")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// When a run is killed.
    enum KillMoment: CustomStringConvertible {
        /// This many milliseconds after the process starts.
        case after(milliseconds: Int)
        /// As soon as the file exists (checked every 2 ms), or after the timeout.
        case whenFileAppears(URL, timeoutMilliseconds: Int)

        var description: String {
            switch self {
            case let .after(milliseconds): "at \(milliseconds) ms"
            case let .whenFileAppears(url, _): "when \(url.lastPathComponent) appeared"
            }
        }
    }

    /// How a run ended.
    struct Ending {
        var reason: Process.TerminationReason
        var status: Int32
        /// When SIGKILL was sent, in milliseconds after the start.
        var killedAfterMilliseconds: Int
    }

    /// The record file of the first session (`S1`) the Notes demo opens in a container.
    @MainActor static func recordURL(in container: URL) -> URL? {
        FileStateRestorationStorage(containerURL: container).recordURL(for: "S1")
    }

    /// Starts `routenav run --container DIR FILE`, sends SIGKILL at `moment`, and waits for it to end.
    static func runAndKill(_ routenav: URL, container: URL, scenario: URL, at moment: KillMoment) async throws -> Ending {
        let process = Process()
        process.executableURL = routenav
        process.arguments = ["run", "--container", container.path, scenario.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let (ended, endedContinuation) = AsyncStream<(Process.TerminationReason, Int32)>.makeStream()
        process.terminationHandler = { finished in
            endedContinuation.yield((finished.terminationReason, finished.terminationStatus))
            endedContinuation.finish()
        }
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        // The kill moment is the point of the test: real time, chosen by the seeded generator.
        switch moment {
        case let .after(milliseconds):
            try await Task.sleep(for: .milliseconds(milliseconds))
        case let .whenFileAppears(url, timeout):
            while !FileManager.default.fileExists(atPath: url.path), process.isRunning, clock.now - start < .milliseconds(timeout) {
                try await Task.sleep(for: .milliseconds(2))
            }
        }
        let elapsed = clock.now - start
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        let killedAfter = Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        for await (reason, status) in ended {
            return Ending(reason: reason, status: status, killedAfterMilliseconds: killedAfter)
        }
        return Ending(reason: process.terminationReason, status: process.terminationStatus, killedAfterMilliseconds: killedAfter)
    }

    /// Reads every record in the container the way the next process would, without changing anything (so
    /// a set-aside file can only come from a `routenav` process).
    @MainActor static func inspect(_ container: URL) -> Observation {
        let before = H.fileNames(container)
        var problems: [String] = []
        let reader = FileStateRecordReader(containerURL: container)
        var screens: [String] = []
        for session in reader.storedSessionIdentifiers() {
            switch reader.peekRecord(for: session) {
            case let .record(record): screens.append(record.screenName)
            case .noRecord: problems.append("\(session): listed but not found")
            case let .unreadable(error): problems.append("\(session): \(error)")
            }
        }
        if screens.count > 1 { problems.append("more than one record: \(screens)") }
        return Observation(leftoverTemporaryFiles: before.filter { $0.hasPrefix(".tmp-") }.count,
                           storedScreen: screens.first, setAsideFiles: H.fileNames(container).filter { $0.contains(".corrupt") },
                           problems: problems)
    }
}
