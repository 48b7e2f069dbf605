import Foundation

/// One `make bench` run: every case in order, the table, and `bench-results.json`.
@MainActor struct BenchRun {
    /// Timed samples per case.
    var samples = 21
    /// Where the JSON goes.
    var output = "bench-results.json"
    /// Case ids to run; empty runs all.
    var only: Set<String> = []

    /// Parses `[--quick | --smoke] [--output FILE] [--only ID,...]`; `--smoke` runs each case once at its
    /// smallest (``BenchScale``), to show that every case runs.
    init(arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--quick": samples = 5
            case "--smoke":
                samples = 2
                BenchScale.smoke = true
            case "--output":
                guard let value = iterator.next() else { throw BenchError("--output needs a file") }
                output = value
            case "--only":
                guard let value = iterator.next() else { throw BenchError("--only needs case ids") }
                only = Set(value.split(separator: ",").map(String.init))
            default:
                throw BenchError("unknown argument \(argument); usage: routekit-bench [--quick | --smoke] [--output FILE] [--only ID,...]")
            }
        }
    }

    private func wants(_ id: String) -> Bool {
        only.isEmpty || only.contains(id) || only.contains { id.hasPrefix($0) }
    }

    /// Runs the cases; returns 0, or 1 when a case could not run (a missed goal is reported, not failed).
    func run() throws -> Int32 {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("routekit-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let loadAtStart = MachineDescription.loadAverage()
        var results: [CaseResult] = []
        var broken: [String] = []
        func attempt(_ id: String, _ body: () throws -> [CaseResult]) {
            guard wants(id) else { return }
            FileHandle.standardError.write(Data("routekit-bench: \(id)...\n".utf8))
            do {
                results += try body()
            } catch {
                broken.append("\(id): \(error)")
            }
        }

        var floorSource = DeepLinkFloor()
        let floor = try Stopwatch().measure(samples: samples, operations: 20_000) { floorSource.route() }
        attempt("deep-link") { [try DeepLinkCase.run(samples: samples, floor: floor)] }
        attempt("scaling-stack-depth") { [try ScalingCases.stackDepth(samples: samples, scratch: scratch)] }
        attempt("scaling-windows") { [try ScalingCases.windowCount(samples: samples, scratch: scratch)] }
        attempt("scaling-intents") { [try ScalingCases.registeredIntents(samples: samples, scratch: scratch)] }
        attempt("scaling-queue") { [try ScalingCases.queueLength(samples: samples, scratch: scratch)] }
        attempt("container-windows-per-instant") { [try SessionScalingCases.windowsPerInstant(samples: samples, scratch: scratch)] }
        attempt("newwindow-past-cap") { [try SessionScalingCases.newWindowPastCap(samples: samples, scratch: scratch)] }
        attempt("replay-navigator") { try ReplayCase.run(samples: samples, scratch: scratch) }
        attempt("restoration") { try RestorationCase.run(samples: samples, scratch: scratch) }
        attempt("innorouter-replace-reset") { [try InnoRouterShapes.replaceReset(samples: Swift.max(3, samples / 3), scratch: scratch)] }
        attempt("innorouter-url-mappings") { [try InnoRouterShapes.urlMappings(samples: samples)] }
        attempt("render") { [try RenderCase.run(samples: samples)] }
        attempt("render-containers") { [try RenderCase.run(samples: samples, withContainers: true)] }
        attempt("monkey-step") { [try MonkeyStepCase.run(samples: samples, floor: floor)] }
        attempt("time-travel") { [try TimeTravelCase.run(samples: samples, scratch: scratch)] }
        attempt("aasa-verdict") { [try AasaVerdictCase.run(samples: samples)] }
        attempt("rss") { [try MemoryCase.run()] }

        let machine = MachineDescription.current()
        let loadAtEnd = MachineDescription.loadAverage()
        print(
            "routekit-bench: \(machine.processors) CPUs, \(machine.cpuModel), \(ResultTable.bytes(Double(machine.memoryBytes))) memory, "
                + "\(machine.operatingSystem); \(samples) samples a case; floor (\(DeepLinkFloor.name)) \(ResultTable.time(floor.median)); "
                + "load average \(loadAtStart) at start, \(loadAtEnd) at end")
        print()
        for line in ResultTable.lines(results) { print(line) }
        print()
        for result in results where !result.notes.isEmpty {
            print("\(result.id): \(result.notes.joined(separator: " "))")
        }
        for problem in broken { print("COULD NOT RUN \(problem)") }

        let formatter = ISO8601DateFormatter()
        let report = BenchReport(
            machine: machine, date: formatter.string(from: Date()), samplesPerCase: samples,
            loadAverage: ["start": loadAtStart, "end": loadAtEnd], cases: results, checksum: Sink.shared.checksum)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(report).write(to: URL(fileURLWithPath: output))
        print("\nwrote \(output) (checksum \(Sink.shared.checksum))")
        return broken.isEmpty ? 0 : 1
    }
}
