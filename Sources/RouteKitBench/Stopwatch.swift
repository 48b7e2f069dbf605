/// Times code with `ContinuousClock`.
///
/// Only the benchmark executable reads a real clock: it measures the simulation, it never drives it
/// (the simulation's time is its `VirtualClock`, README.md).
@MainActor struct Stopwatch {
    private let clock = ContinuousClock()

    /// Seconds a duration lasts.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// Times `body` run `operations` times in a row, `samples` times over, after `warmup` untimed samples.
    /// - Parameters:
    ///   - samples: how many timed samples.
    ///   - operations: how many operations one sample runs (so a sample lasts long enough to time).
    ///   - warmup: untimed samples first (caches, lazy initialisation).
    ///   - body: one operation.
    /// - Returns: seconds per operation, one value per sample.
    /// - Throws: what `body` throws.
    func measure(samples: Int, operations: Int, warmup: Int = 1, _ body: () throws -> Void) throws -> Summary {
        var values: [Double] = []
        for index in 0..<(warmup + samples) {
            let start = clock.now
            for _ in 0..<BenchScale.operations(operations) { try body() }
            let elapsed = Self.seconds(clock.now - start)
            if index >= warmup { values.append(elapsed / Double(BenchScale.operations(operations))) }
        }
        return Summary(values)
    }

    /// Times several bodies sample by sample in turn (A, B, C, A, B, C, …), so that drift in the machine
    /// (caches, frequency, other load) falls on all of them alike; used where a ratio of two is the result.
    /// - Parameters:
    ///   - samples: timed samples of each body.
    ///   - operations: operations per sample.
    ///   - bodies: the operations to compare.
    /// - Returns: one summary per body, in order (seconds per operation).
    /// - Throws: what a body throws.
    func measureInterleaved(samples: Int, operations: Int, _ bodies: [() throws -> Void]) throws -> [Summary] {
        var values = Array(repeating: [Double](), count: bodies.count)
        for index in 0..<(samples + 1) {
            for (which, body) in bodies.enumerated() {
                let start = clock.now
                for _ in 0..<BenchScale.operations(operations) { try body() }
                let elapsed = Self.seconds(clock.now - start)
                if index > 0 { values[which].append(elapsed / Double(BenchScale.operations(operations))) }
            }
        }
        return values.map(Summary.init)
    }

    /// ``measureEach(samples:warmup:prepare:)`` for several bodies in turn, sample by sample, so that
    /// drift in the machine falls on all of them alike (scaling sweeps compare their points).
    /// - Parameters:
    ///   - samples: timed samples of each.
    ///   - prepares: untimed set-ups, each returning its timed operation.
    /// - Returns: one summary per set-up, in order (seconds per run).
    /// - Throws: what a set-up or an operation throws.
    func measureEachInterleaved(samples: Int, _ prepares: [() throws -> () throws -> Void]) throws -> [Summary] {
        var values = Array(repeating: [Double](), count: prepares.count)
        for index in 0..<(samples + 1) {
            for (which, prepare) in prepares.enumerated() {
                let operation = try prepare()
                let start = clock.now
                try operation()
                let elapsed = Self.seconds(clock.now - start)
                if index > 0 { values[which].append(elapsed) }
            }
        }
        return values.map(Summary.init)
    }

    /// Times one run of a body whose state must be prepared afresh each time (a cold queue, a new stack).
    /// - Parameters:
    ///   - samples: how many timed samples.
    ///   - warmup: untimed samples first.
    ///   - prepare: untimed set-up; returns the timed operation.
    /// - Returns: seconds per run, one value per sample.
    /// - Throws: what `prepare` or the operation throws.
    func measureEach(samples: Int, warmup: Int = 1, prepare: () throws -> () throws -> Void) throws -> Summary {
        var values: [Double] = []
        for index in 0..<(warmup + samples) {
            let operation = try prepare()
            let start = clock.now
            try operation()
            let elapsed = Self.seconds(clock.now - start)
            if index >= warmup { values.append(elapsed) }
        }
        return Summary(values)
    }
}

/// Keeps the results of measured work alive, so the optimiser cannot drop the work; its checksum is
/// printed at the end of the run.
@MainActor final class Sink {
    /// The one sink of the process.
    static let shared = Sink()
    /// A running mix of everything consumed.
    private(set) var checksum: UInt64 = 0

    /// Mixes a value into the checksum.
    /// - Parameter value: a result of measured work.
    func consume(_ value: Int) {
        checksum = (checksum &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: value)
    }
}
