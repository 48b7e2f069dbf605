import Foundation
import Glibc
import Route

/// `routekit-bench --crash-loop ROUTENAV CONTAINER [--kills N] [--seed S]`: the `make soak` crash loop.
///
/// Starts the real `routenav run --container CONTAINER` on ``SoakScenario`` again and again, SIGKILLs it
/// after a random delay, and after every kill checks with ``RecordChecker`` that every record in the
/// container decodes. Real time is used here to pick when to kill, never inside the simulation.
@MainActor struct CrashLoop {
    var routenav: URL
    var container: URL
    var kills: Int
    var seed: UInt64

    /// Parses the mode's arguments (after `--crash-loop`).
    init(arguments: [String]) throws {
        var positional: [String] = []
        var kills = 1_000
        var seed: UInt64 = 1
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--kills":
                guard let value = iterator.next().flatMap(Int.init), value > 0 else { throw BenchError("--kills needs a positive number") }
                kills = value
            case "--seed":
                guard let value = iterator.next().flatMap(UInt64.init) else { throw BenchError("--seed needs a number") }
                seed = value
            default:
                positional.append(argument)
            }
        }
        guard positional.count == 2 else {
            throw BenchError("usage: routekit-bench --crash-loop ROUTENAV CONTAINER [--kills N] [--seed S]")
        }
        routenav = URL(fileURLWithPath: positional[0])
        container = URL(fileURLWithPath: positional[1], isDirectory: true)
        self.kills = kills
        self.seed = seed
    }

    /// Starts `routenav run --container CONTAINER FILE` with its output discarded.
    private func start(_ scenario: URL) throws -> Process {
        let process = Process()
        process.executableURL = routenav
        process.arguments = ["run", "--container", container.path, scenario.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs a scenario to its end and returns the seconds it took, failing unless it exits 0.
    private func timeFullRun(_ scenario: URL) throws -> Double {
        let clock = ContinuousClock()
        let started = clock.now
        let process = try start(scenario)
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw BenchError("routenav run \(scenario.lastPathComponent) failed on its own (status \(process.terminationStatus))")
        }
        return Stopwatch.seconds(clock.now - started)
    }

    /// The loop.
    ///
    /// Prints progress and a summary; returns the exit status.
    func run() throws -> Int32 {
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        let directory = container.deletingLastPathComponent()
        let scenario = directory.appendingPathComponent("crash-loop.scenario")
        let startup = directory.appendingPathComponent("crash-loop-startup.scenario")
        try Data(SoakScenario.text(iterations: 120).utf8).write(to: scenario)
        try Data("app notes\n".utf8).write(to: startup)

        // Kill between the moment routenav is up and the moment it would finish.
        let earliest = try timeFullRun(startup)
        // The quickest of three full runs: a run's length varies with the disk's fsync latency.
        let full = try (0..<3).map { _ in try timeFullRun(scenario) }.min() ?? earliest
        let latest = Swift.max(earliest + 0.05, Swift.min(full, 3) * 0.7)
        say("crash loop: routenav \(routenav.path), container \(container.path)")
        say(
            String(
                format: "crash loop: startup %.0f ms, full scenario %.0f ms; killing at a uniform random moment in %.0f..%.0f ms, seed %llu",
                earliest * 1000, full * 1000, earliest * 1000, latest * 1000, seed))

        var random = RandomDelay(seed: seed)
        var delivered = 0
        var finishedFirst = 0
        var interruptedWrites = 0
        var recordsSeen = 0
        var failures: [String] = []
        var index = 0
        while delivered < kills, index < kills * 2 {
            index += 1
            let process = try start(scenario)
            let delay = random.next(in: earliest...latest)
            usleep(useconds_t(delay * 1_000_000))
            if process.isRunning {
                _ = Glibc.kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGKILL {
                delivered += 1
            } else if process.terminationReason == .exit, process.terminationStatus == 0 {
                finishedFirst += 1
            } else {
                failures.append(
                    "run \(index): routenav ended by itself with \(process.terminationReason == .exit ? "status" : "signal") \(process.terminationStatus)")
            }
            let findings = RecordChecker.check(container: container)
            // The check changes nothing; open the container as the next launch does (the killed process's
            // lock is gone), which removes its temporary files, so the next count is of the next kill only.
            _ = FileStateRestorationStorage(containerURL: container)
            interruptedWrites += findings.temporaryFiles > 0 ? 1 : 0
            recordsSeen += findings.records
            failures += findings.failures.map { "after run \(index): \($0)" }
            if index.isMultiple(of: 100) {
                say(
                    "crash loop: \(index) runs, \(delivered)/\(kills) SIGKILLs delivered, \(interruptedWrites) caught a write in progress, "
                        + "\(failures.count) failure(s)")
            }
            if failures.count >= 20 { break }
        }
        if delivered < kills { failures.append("only \(delivered) of \(kills) SIGKILLs were delivered in \(index) runs") }
        say(
            "crash loop summary: \(index) runs, \(delivered) SIGKILLs delivered (\(finishedFirst) runs finished before their kill); "
                + "\(interruptedWrites) kills left a temporary file, i.e. landed inside a record write; "
                + "\(recordsSeen) record readings after kills, every one decoded: \(failures.isEmpty ? "yes" : "NO")")
        for failure in failures.prefix(20) { say("  FAIL \(failure)") }
        return failures.isEmpty ? 0 : 1
    }
}

/// Seeded uniform delays (SplitMix64).
struct RandomDelay {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(in range: ClosedRange<Double>) -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let unit = Double(z >> 11) / Double(1 << 53)
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }
}

/// Writes a line to standard output at once (a pipe or file would otherwise buffer the progress lines).
private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
