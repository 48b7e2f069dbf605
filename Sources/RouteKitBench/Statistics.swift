/// The spread of repeated measurements of one quantity (seconds per operation, bytes, …).
///
/// Quartiles interpolate linearly between the sorted samples, as R's default and NumPy's `linear`
/// method do, so a run of 21 samples gives its 6th and 16th values as Q1 and Q3.
struct Summary: Codable, Equatable {
    /// The samples, in the order they were taken.
    var samples: [Double]
    /// The middle sample.
    var median: Double
    /// The smallest sample.
    var min: Double
    /// The largest sample.
    var max: Double
    /// The first quartile.
    var q1: Double
    /// The third quartile.
    var q3: Double

    /// Summarises samples; an empty list gives zeros.
    /// - Parameter samples: the measurements.
    init(_ samples: [Double]) {
        self.samples = samples
        let sorted = samples.sorted()
        func quantile(_ q: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let position = q * Double(sorted.count - 1)
            let lower = Int(position.rounded(.down))
            let upper = Swift.min(lower + 1, sorted.count - 1)
            let fraction = position - Double(lower)
            return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
        }
        median = quantile(0.5)
        min = sorted.first ?? 0
        max = sorted.last ?? 0
        q1 = quantile(0.25)
        q3 = quantile(0.75)
    }
}
