import Foundation
import Glibc
import Route
import RouteInterface
import Testing

/// Crash safety (R15): the real `routenav run --container DIR` process navigates between
/// notes in a long loop, writing and removing its record continually, and is killed with SIGKILL 50 times
/// at seeded moments, each run starting from the container the previous kill left. About a third of the
/// kills land during start-up (a few milliseconds up to the fastest start-up seen so far); the others land
/// 0 to 100 ms after the process first changed its record, i.e. while the loop writes. Both moments are
/// measured on the process being killed, so a loaded or slow machine moves them with it instead of
/// letting the loop finish first. After every kill, every record file in the container decodes, and no
/// process ever found a record unreadable and set it aside as `.corrupt`.
@Suite struct RestorationEngineCrashSafetyTests {
    typealias H = RestorationEngineHarness

    static let seed: UInt64 = 0x0005_EED0_C0FF_EE15
    static let kills = 50
    /// The earliest kill, in milliseconds after the process starts.
    static let earliestKillMilliseconds = 5
    /// How long after its first record change a process may live before its kill, in milliseconds.
    static let killWindowMilliseconds = 100
    /// Loop iterations per scenario: the loop runs for over a second on this machine idle, ten times the
    /// kill window, and only longer under load.
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

    // No time limit: this is a test of crash safety, not of speed (speed lives in `make bench`). It cannot
    // hang: each run waits at most 20 s for its record to change, then is killed, so the 50 runs end. Alone
    // they take 13 to 18 s; when several test processes share a 2-core machine they have taken over 14 min,
    // and a limit only turned that load into a failure.
    @Test
    func everyRecordDecodesAfterEachSIGKILL() async throws {
        guard let routenav = RoutenavBinary.locate() else {
            Issue.record(Comment(rawValue: RoutenavBinary.missingMessage))
            return
        }
        let workspace = try H.makeContainer()
        defer { H.remove(workspace) }
        let container = workspace.appendingPathComponent("container", isDirectory: true)
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        let record = try #require(await Self.recordURL(in: container))
        var generator = SeededGenerator(seed: Self.seed)
        var observations: [Observation] = []
        var writtenByThisRun = 0
        var startUpKills = 0
        // The fastest time from start to a first record change seen so far; run 1 measures it.
        var fastestStartUp: Int?

        for run in 1...Self.kills {
            let scenario = workspace.appendingPathComponent("loop-\(run).scenario")
            try Data(Self.scenario(run: run).utf8).write(to: scenario)
            let moment: KillMoment
            if let fastest = fastestStartUp, Int.random(in: 0..<3, using: &generator) == 0 {
                moment = .after(milliseconds: Int.random(in: Self.earliestKillMilliseconds...max(Self.earliestKillMilliseconds, fastest),
                                                         using: &generator))
                startUpKills += 1
            } else {
                let delay = run == 1 ? 0 : Int.random(in: 0...Self.killWindowMilliseconds, using: &generator)
                moment = .afterRecordChanges(record, plusMilliseconds: delay, timeoutMilliseconds: 20_000)
            }

            let ending = try await Self.runAndKill(routenav, container: container, scenario: scenario, at: moment)

            if let changed = ending.recordChangedAfterMilliseconds {
                fastestStartUp = min(fastestStartUp ?? changed, changed)
            }
            #expect(ending.reason == .uncaughtSignal && ending.status == SIGKILL,
                    "run \(run): routenav ended by itself (\(ending.reason), status \(ending.status)) before its kill (\(moment), sent at \(ending.killedAfterMilliseconds) ms)")
            let observation = await Self.inspect(container)
            // A process that found its record unreadable set it aside: report each such file once.
            let newlySetAside = observation.setAsideFiles.filter { !(observations.last?.setAsideFiles ?? []).contains($0) }
            #expect(observation.problems.isEmpty && newlySetAside.isEmpty,
                    "after kill \(run) (\(moment)): \(observation.problems), set aside: \(newlySetAside)")
            observations.append(observation)
            if observation.storedScreen?.hasPrefix("NoteDetail(r\(run)n") == true { writtenByThisRun += 1 }
        }

        // Not vacuous: kills must have landed while the loop was writing, and some during start-up.
        #expect(writtenByThisRun > 1, "only \(writtenByThisRun) of \(Self.kills) kills landed after their process had written a record")
        #expect(startUpKills > 1, "only \(startUpKills) of \(Self.kills) kills were aimed at start-up")
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
        /// This many milliseconds after the record file first differs from what it was when the process
        /// started (appears, is replaced or is removed; checked every millisecond), or at the timeout.
        case afterRecordChanges(URL, plusMilliseconds: Int, timeoutMilliseconds: Int)

        var description: String {
            switch self {
            case let .after(milliseconds): "at \(milliseconds) ms"
            case let .afterRecordChanges(url, plus, _): "\(plus) ms after \(url.lastPathComponent) changed"
            }
        }

        /// The record file this moment watches, if any.
        var watchedRecord: URL? {
            if case let .afterRecordChanges(url, _, _) = self { url } else { nil }
        }
    }

    /// How a run ended.
    struct Ending {
        var reason: Process.TerminationReason
        var status: Int32
        /// When SIGKILL was sent, in milliseconds after the start.
        var killedAfterMilliseconds: Int
        /// When the process first changed the record, in milliseconds after the start, if the moment
        /// waited for that.
        var recordChangedAfterMilliseconds: Int?
    }

    /// The record file of the first session (`S1`) the Notes demo opens in a container.
    @MainActor static func recordURL(in container: URL) -> URL? {
        FileStateRestorationStorage(containerURL: container).recordURL(for: "S1")
    }

    /// A file's identity and last change (inode and modification time), or `nil` when there is none: an
    /// atomic replace gives a new inode, a removal gives `nil`.
    static func fileState(_ url: URL) -> [Int]? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return [Int(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
    }

    /// Whole milliseconds in a duration.
    static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
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
        var recordChanged: Int?
        let before = moment.watchedRecord.flatMap(fileState)
        let start = clock.now
        try process.run()
        // The kill moment is the point of the test: real time, chosen by the seeded generator.
        switch moment {
        case let .after(milliseconds):
            try await Task.sleep(for: .milliseconds(milliseconds))
        case let .afterRecordChanges(url, plus, timeout):
            while fileState(url) == before, process.isRunning, clock.now - start < .milliseconds(timeout) {
                try await Task.sleep(for: .milliseconds(1))
            }
            recordChanged = milliseconds(clock.now - start)
            try await Task.sleep(for: .milliseconds(plus))
        }
        let killedAfter = milliseconds(clock.now - start)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        for await (reason, status) in ended {
            return Ending(reason: reason, status: status, killedAfterMilliseconds: killedAfter,
                          recordChangedAfterMilliseconds: recordChanged)
        }
        return Ending(reason: process.terminationReason, status: process.terminationStatus,
                      killedAfterMilliseconds: killedAfter, recordChangedAfterMilliseconds: recordChanged)
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
