import Foundation
import Glibc

/// `routekit-bench --windows-run ROUTENAV [--windows N] [--runs K] [--manifest FILE]`: `make bench-windows`' measure (docs/TESTING.md), "1,000 windows of the `.undefined` manifest app open and route in under 2 s in a debug build".
///
/// `make bench` passes a debug `routenav`. Each run is `routenav run` on ``WindowsScenario`` (`N`
/// windows, then one link into each), once with its temporary container and once with `--container DIR`
/// (which also keeps the scene-session archive); the CPU time (user + system, from
/// `getrusage(RUSAGE_CHILDREN)`) is the measure, since the wall time on a shared machine is set by the
/// load. `--windows-scenario N` prints the scenario instead, to run it by hand. The exit status is the
/// temporary container's verdict (see ``run()``).
@MainActor struct WindowsRun {
    /// The goal, in seconds of CPU time for the debug build.
    static let goalSeconds = 2.0

    var routenav: URL
    var windows = 1_000
    var runs = 3
    var manifest = URL(fileURLWithPath: "Resources/Manifests/undefined-windows.json")

    /// Parses the mode's arguments (after `--windows-run`).
    init(arguments: [String]) throws {
        var positional: [String] = []
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--windows":
                guard let value = iterator.next().flatMap(Int.init), (1...1_000).contains(value) else {
                    throw BenchError("--windows needs a number from 1 to 1000 (the scene sessions the system keeps, U10)")
                }
                windows = value
            case "--runs":
                guard let value = iterator.next().flatMap(Int.init), value > 0 else { throw BenchError("--runs needs a positive number") }
                runs = value
            case "--manifest":
                guard let value = iterator.next() else { throw BenchError("--manifest needs a file") }
                manifest = URL(fileURLWithPath: value)
            default:
                positional.append(argument)
            }
        }
        guard positional.count == 1 else {
            throw BenchError("usage: routekit-bench --windows-run ROUTENAV [--windows N] [--runs K] [--manifest FILE]")
        }
        routenav = URL(fileURLWithPath: positional[0])
    }

    /// Runs `routenav` with `arguments` to its end; returns (wall, CPU) seconds, failing unless it exits 0.
    private func measure(_ arguments: [String]) throws -> (wall: Double, cpu: Double) {
        let before = childrenCPUSeconds()
        let clock = ContinuousClock()
        let started = clock.now
        let process = Process()
        process.executableURL = routenav
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let wall = Stopwatch.seconds(clock.now - started)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw BenchError("routenav \(arguments.joined(separator: " ")) failed (status \(process.terminationStatus))")
        }
        return (wall, childrenCPUSeconds() - before)
    }

    /// The runs, one line per variant with the median against the goal.
    /// - Returns: 0 when the temporary container's median (`make bench-windows`' measure: `routenav run` as the
    ///   issue ran it) meets the goal, else 1. The `--container DIR` line is printed with its own verdict
    ///   but does not set the status: it adds writing the scene-session archive through Foundation's
    ///   `PropertyListSerialization` (docs/PERFORMANCE.md).
    func run() throws -> Int32 {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("routekit-bench-windows-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = directory.appendingPathComponent("windows-\(windows).scenario")
        try Data(WindowsScenario.text(windows: windows, manifest: manifest.standardizedFileURL.path).utf8).write(to: scenario)
        say(
            "windows run: \(routenav.path) run on \(windows) windows of \(manifest.lastPathComponent), "
                + "\(runs) runs each way; load average \(MachineDescription.loadAverage())")
        var meets = true
        for variant in ["temporary container", "--container DIR"] {
            var samples: [(wall: Double, cpu: Double)] = []
            for index in 1...runs {
                let container = directory.appendingPathComponent("container-\(index)")
                let arguments = variant == "--container DIR" ? ["run", "--container", container.path, scenario.path] : ["run", scenario.path]
                samples.append(try measure(arguments))
                try? FileManager.default.removeItem(at: container)
            }
            let cpu = samples.map(\.cpu).sorted()
            let wall = samples.map(\.wall).sorted()
            let median = cpu[cpu.count / 2]
            if variant == "temporary container" { meets = median <= Self.goalSeconds }
            say(
                String(
                    format:
                        "%d windows open and route (.undefined, routenav run, %@): CPU median %.2f s (%.2f..%.2f), wall median %.2f s (%.2f..%.2f); goal <= %.1f s CPU in a debug build: %@",
                    windows, variant, median, cpu[0], cpu[cpu.count - 1], wall[wall.count / 2], wall[0], wall[wall.count - 1],
                    Self.goalSeconds, median <= Self.goalSeconds ? "meets" : "MISSES"))
        }
        say("windows run: load average \(MachineDescription.loadAverage()) at the end")
        return meets ? 0 : 1
    }

    /// User plus system CPU seconds of every child process waited for so far.
    private func childrenCPUSeconds() -> Double {
        var usage = rusage()
        guard getrusage(RUSAGE_CHILDREN.rawValue, &usage) == 0 else { return 0 }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// The scenario `make bench-windows` runs: `n` windows of the `.undefined` Grid app
/// (`Resources/Manifests/undefined-windows.json`) opened with `newwindow`, then one link into each
/// (`open grid://item/K in main#K`), and the first and last window's stacks expected.
enum WindowsScenario {
    /// The scenario's text.
    /// - Parameters:
    ///   - windows: how many windows (1 to 1,000).
    ///   - manifest: the app manifest's path, written as given.
    /// - Returns: a scenario file's contents.
    static func text(windows: Int, manifest: String) -> String {
        var lines = [
            "# Generated by routekit-bench --windows-scenario \(windows): \(windows) windows of a .undefined app",
            "# open, then one link into each.",
            "app manifest:\(manifest)",
            "launch",
            "auth signedIn",
            "wait 1",
        ]
        lines += Array(repeating: "newwindow", count: windows - 1)
        lines.append("wait 1")
        for index in 1...windows {
            lines.append("open grid://item/\(index) in \(name(index))")
        }
        lines += ["wait 1", "expect main stack Board > Item(1)", "expect \(name(windows)) stack Board > Item(\(windows))"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func name(_ index: Int) -> String {
        index == 1 ? "main" : "main#\(index)"
    }
}
