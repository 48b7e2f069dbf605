/// How much work each case does: all of it for `make bench`, or the least that still runs every line of
/// every case for `routekit-bench --smoke` (the `BenchSmokeTests` test in `make test`: a case that
/// cannot run fails the suite; its timings mean nothing).
@MainActor enum BenchScale {
    /// Whether this run is the smoke run.
    static var smoke = false

    /// The points of a sweep: all, or the smallest and the largest in a smoke run (the largest is where
    /// a limit bites: `scaling-windows` once asked for more windows than the system keeps).
    /// - Parameter all: the sweep's parameters, smallest first.
    /// - Returns: the parameters to run.
    static func points(_ all: [Int]) -> [Int] {
        guard smoke, let first = all.first, let last = all.last, all.count > 2 else { return all }
        return [first, last]
    }

    /// Operations per timed sample: as asked, or one in a smoke run.
    /// - Parameter count: the operations a full run times per sample.
    /// - Returns: the operations to run.
    static func operations(_ count: Int) -> Int {
        smoke ? 1 : count
    }

    /// A size (steps, windows): as asked, or `small` in a smoke run.
    /// - Parameters:
    ///   - full: the size in a full run.
    ///   - small: the size in a smoke run.
    /// - Returns: the size to use.
    static func size(_ full: Int, smoke small: Int) -> Int {
        smoke ? small : full
    }
}
