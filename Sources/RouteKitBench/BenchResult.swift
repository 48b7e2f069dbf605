import Foundation

/// What a case measures, which decides how its numbers print.
enum Quantity: String, Codable {
    /// Seconds per operation.
    case seconds
    /// Bytes.
    case bytes
}

/// One parameter value of a scaling case (stack depth 25, 50, …) and what it cost.
struct ScalingPoint: Codable {
    /// The parameter: stack depth, windows, registrations or queued intents.
    var parameter: Int
    /// The cost at this value.
    var measured: Summary
    /// This median over the previous point's (the growth for one doubling); `nil` for the first point.
    var growth: Double?
}

/// One row of the table and one entry of `bench-results.json`.
struct CaseResult: Codable {
    /// A stable key, for example, `deep-link`.
    var id: String
    /// What was measured, in words.
    var title: String
    /// The unit of ``measured`` and ``floor``.
    var quantity: Quantity
    /// The case's cost (for scaling cases, at the largest parameter).
    var measured: Summary
    /// What the ratio compares against, for example, `URLComponents + dictionary + append`.
    var floorName: String?
    /// The floor's cost, measured in the same run.
    var floor: Summary?
    /// The number the goal is about: measured / floor, or the worst growth per doubling.
    var ratio: Double?
    /// What ``ratio`` is, for example, `x floor` or `worst growth per doubling`.
    var ratioMeaning: String
    /// The goal for ``ratio`` (at most), if the issue sets one.
    var goal: Double?
    /// The goal as the issue writes it, for example, `<= 5x`.
    var goalText: String
    /// Whether ``ratio`` meets ``goal``; `nil` for comparison-only cases.
    var met: Bool?
    /// The points of a scaling case.
    var points: [ScalingPoint]?
    /// How the case was run and what the numbers mean.
    var notes: [String]

    /// Makes a result, computing ``met`` from the ratio and the goal.
    init(
        id: String, title: String, quantity: Quantity = .seconds, measured: Summary, floorName: String? = nil,
        floor: Summary? = nil, ratio: Double?, ratioMeaning: String, goal: Double?, goalText: String,
        points: [ScalingPoint]? = nil, notes: [String] = []
    ) {
        self.id = id
        self.title = title
        self.quantity = quantity
        self.measured = measured
        self.floorName = floorName
        self.floor = floor
        self.ratio = ratio
        self.ratioMeaning = ratioMeaning
        self.goal = goal
        self.goalText = goalText
        self.met = zip(ratio, goal).map { $0 <= $1 }
        self.points = points
        self.notes = notes
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}

/// The machine a run happened on.
struct MachineDescription: Codable {
    /// Logical processors (`nproc`).
    var processors: Int
    /// `model name` from /proc/cpuinfo.
    var cpuModel: String
    /// `MemTotal` from /proc/meminfo, in bytes.
    var memoryBytes: UInt64
    /// `PRETTY_NAME` from /etc/os-release.
    var operatingSystem: String

    /// The 1, 5 and 15 minute load averages, for example, `0.52 0.61 0.70`.
    static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// Reads the running machine's description.
    static func current() -> MachineDescription {
        func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        func value(of key: String, in text: String, separator: Character) -> String? {
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: separator, maxSplits: 1)
                if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == key {
                    return parts[1].trimmingCharacters(in: .whitespaces)
                }
            }
            return nil
        }
        let memory =
            value(of: "MemTotal", in: read("/proc/meminfo"), separator: ":")
            .flatMap { UInt64($0.split(separator: " ").first ?? "") }.map { $0 * 1024 } ?? 0
        let system =
            value(of: "PRETTY_NAME", in: read("/etc/os-release"), separator: "=")?
            .trimmingCharacters(in: CharacterSet(charactersIn: "\"")) ?? "unknown"
        return MachineDescription(
            processors: ProcessInfo.processInfo.activeProcessorCount,
            cpuModel: value(of: "model name", in: read("/proc/cpuinfo"), separator: ":") ?? "unknown",
            memoryBytes: memory, operatingSystem: system)
    }
}

/// The whole run, as written to `bench-results.json`.
struct BenchReport: Codable {
    /// Where it ran.
    var machine: MachineDescription
    /// When it ran (ISO 8601, UTC).
    var date: String
    /// Samples per case (`--quick` takes fewer).
    var samplesPerCase: Int
    /// /proc/loadavg's 1, 5 and 15 minute averages when the run started and when it ended: other work on
    /// the machine widens the spreads.
    var loadAverage: [String: String]
    /// Every case, in table order.
    var cases: [CaseResult]
    /// The sink's checksum (proof the measured work was not optimised away).
    var checksum: UInt64
}
