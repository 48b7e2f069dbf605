import Foundation
import Simulator

/// Issue 8, bench: peak RSS for 1,000 windows under `.undefined` against the bytes the model holds
/// (goal at most 2x).
///
/// Runs in a child process (`routekit-bench --rss-probe 1000`) so the peak is this case's alone. The
/// child reads its memory, builds the Bench manifest app with `windowBehavior: undefined`, launches it
/// signed in and opens windows with `newwindow` (each settled: splash, first screen) until 1,000 are
/// connected, reads its memory again, and prints both readings as JSON.
///
/// The model's bytes are measured, not guessed: the allocator's bytes in use (``MemoryReading``, from
/// glibc's `malloc_info`) after minus before: every live object, string and array the simulation and
/// the engine keep for those windows (scenes, sessions, windows, view controllers, route handles, queues,
/// traces, console lines). The RSS side is the growth of the peak resident set over the resident set
/// just before (the process's baseline, about the Swift runtime and Foundation, is not the windows').
enum MemoryCase {
    static let windows = 1_000

    /// The child's work: build the windows and report the two readings.
    @MainActor static func probe(count: Int) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("routekit-bench-rss-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let app = try BenchApp(windowBehavior: "undefined").definition(in: scratch)
        let before = MemoryReading.now()
        let simulator = Simulator(app: app)
        try simulator.launchSignedIn()
        for _ in 1..<count { try simulator.run(.newWindow(scene: nil)) }
        let connected = simulator.windows()
        guard connected.count == count, connected.allSatisfy({ $0.stack.names == ["Home"] }) else {
            throw BenchError("rss probe: expected \(count) windows showing Home, got \(connected.count)")
        }
        let after = MemoryReading.now()
        withExtendedLifetime(simulator) {}
        let data = try JSONEncoder().encode(["before": before, "after": after])
        print(String(decoding: data, as: UTF8.self))
    }

    /// Runs the probe in a child process and turns its readings into a result.
    @MainActor static func run() throws -> CaseResult {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--rss-probe", "\(BenchScale.size(windows, smoke: 20))"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let readings = try? JSONDecoder().decode([String: MemoryReading].self, from: output),
            let before = readings["before"], let after = readings["after"]
        else {
            throw BenchError("rss probe failed (status \(process.terminationStatus)): \(String(decoding: output, as: UTF8.self))")
        }
        let peakGrowth = Double(after.peakResidentBytes) - Double(before.residentBytes)
        let model = Double(after.heapInUseBytes) - Double(before.heapInUseBytes)
        return CaseResult(
            id: "rss-1000-windows", title: "peak RSS growth, 1,000 windows (.undefined)", quantity: .bytes,
            measured: Summary([peakGrowth]), floorName: "heap bytes the model holds (malloc_info)", floor: Summary([model]),
            ratio: peakGrowth / model, ratioMeaning: "peak RSS growth / model bytes", goal: 2, goalText: "<= 2x",
            notes: [
                "One run in a child process. Peak RSS (VmHWM) \(ResultTable.bytes(Double(after.peakResidentBytes))) against "
                    + "\(ResultTable.bytes(Double(before.residentBytes))) resident before the simulator was made; the model is the "
                    + "allocator's bytes in use after minus before (\(ResultTable.bytes(model)), "
                    + "\(Int(model) / windows) bytes a window)."
            ])
    }
}
