import Foundation

/// Prints the results as a fixed-width text table (the one docs/PERFORMANCE.md quotes).
enum ResultTable {
    /// A duration in the unit that keeps three significant digits readable.
    static func time(_ seconds: Double) -> String {
        switch abs(seconds) {
        case 0: "0"
        case ..<1e-6: String(format: "%.1f ns", seconds * 1e9)
        case ..<1e-3: String(format: "%.2f µs", seconds * 1e6)
        case ..<1: String(format: "%.2f ms", seconds * 1e3)
        default: String(format: "%.2f s", seconds)
        }
    }

    /// A byte count in MiB or KiB.
    static func bytes(_ value: Double) -> String {
        value >= 1_048_576 ? String(format: "%.1f MiB", value / 1_048_576) : String(format: "%.1f KiB", value / 1024)
    }

    static func value(_ value: Double, _ quantity: Quantity) -> String {
        quantity == .seconds ? time(value) : bytes(value)
    }

    static func spread(_ summary: Summary, _ quantity: Quantity) -> String {
        "\(value(summary.min, quantity))..\(value(summary.max, quantity)) (IQR \(value(summary.q1, quantity))..\(value(summary.q3, quantity)))"
    }

    static func verdict(_ result: CaseResult) -> String {
        switch result.met {
        case true?: "meets"
        case false?: "MISSES"
        case nil: "-"
        }
    }

    /// The table's lines.
    /// - Parameter results: the cases in order.
    /// - Returns: a header, a rule, and one or more lines per case.
    static func lines(_ results: [CaseResult]) -> [String] {
        var rows: [[String]] = [["case", "median", "spread: min..max (IQR)", "floor / base", "ratio", "goal", "verdict"]]
        for result in results {
            let ratio = result.ratio.map { String(format: "%.2fx", $0) } ?? "-"
            rows.append([
                result.title, value(result.measured.median, result.quantity), spread(result.measured, result.quantity),
                result.floor.map { value($0.median, result.quantity) } ?? "-", ratio, result.goalText, verdict(result),
            ])
            for point in result.points ?? [] {
                rows.append([
                    "  n = \(point.parameter)", value(point.measured.median, result.quantity),
                    spread(point.measured, result.quantity), "", point.growth.map { String(format: "%.2fx", $0) } ?? "", "", "",
                ])
            }
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        func format(_ row: [String]) -> String {
            var line = zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
        return [format(rows[0]), String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))]
            + rows.dropFirst().map(format)
    }
}
