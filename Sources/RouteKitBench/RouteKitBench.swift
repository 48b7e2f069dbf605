import Foundation

/// `routekit-bench`: RouteKit's benchmark (issue 8 item 5, issue 6's render benchmark), run by `make bench`
/// as a release build. Prints a table and writes `bench-results.json` (docs/PERFORMANCE.md explains it).
///
///     routekit-bench [--quick] [--output FILE] [--only ID[,ID...]]
///     routekit-bench --check-records CONTAINER          (make soak: every record decodes)
///     routekit-bench --crash-loop ROUTENAV CONTAINER [--kills N] [--seed S]   (make soak)
///     routekit-bench --rss-probe N                       (internal: the memory case's child process)
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
