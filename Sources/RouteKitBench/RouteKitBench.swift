import Foundation

/// `routekit-bench`: RouteKit's benchmark (docs/TESTING.md), run by `make bench` as a release build.
///
/// Prints a table and writes `bench-results.json` (docs/PERFORMANCE.md explains it).
///
///     routekit-bench [--quick | --smoke] [--output FILE] [--only ID[,ID...]]   (--smoke: each case once, smallest; make test)
///     routekit-bench --check-records CONTAINER          (make soak: every record decodes)
///     routekit-bench --crash-loop ROUTENAV CONTAINER [--kills N] [--seed S]   (make soak)
///     routekit-bench --rss-probe N                       (internal: the memory case's child process)
///     routekit-bench --windows-run ROUTENAV [--windows N] [--runs K] [--manifest FILE]   (make bench-windows: 1,000 windows, docs/TESTING.md)
///     routekit-bench --windows-scenario N [--manifest FILE]   (prints that scenario)
@main struct RouteKitBench {
    @MainActor static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            switch arguments.first {
            case "--check-records":
                guard arguments.count == 2 else { throw BenchError("usage: routekit-bench --check-records CONTAINER") }
                exit(RecordChecker.main(path: arguments[1]))
            case "--crash-loop":
                exit(try CrashLoop(arguments: Array(arguments.dropFirst())).run())
            case "--windows-run":
                exit(try WindowsRun(arguments: Array(arguments.dropFirst())).run())
            case "--windows-scenario":
                guard arguments.count == 2 || (arguments.count == 4 && arguments[2] == "--manifest"),
                    let count = Int(arguments[1]), (1...1_000).contains(count)
                else {
                    throw BenchError("usage: routekit-bench --windows-scenario N [--manifest FILE] (N from 1 to 1000)")
                }
                let manifest = arguments.count == 4 ? arguments[3] : "Resources/Manifests/undefined-windows.json"
                // Absolute: a scenario's paths are relative to its own file, which may be written anywhere.
                let path = URL(fileURLWithPath: manifest).standardizedFileURL.path
                FileHandle.standardOutput.write(Data(WindowsScenario.text(windows: count, manifest: path).utf8))
                exit(0)
            case "--rss-probe":
                guard arguments.count == 2, let count = Int(arguments[1]), count > 0 else { throw BenchError("usage: --rss-probe N") }
                try MemoryCase.probe(count: count)
                exit(0)
            default:
                exit(try BenchRun(arguments: arguments).run())
            }
        } catch {
            FileHandle.standardError.write(Data("routekit-bench: \(error)\n".utf8))
            exit(2)
        }
    }
}
