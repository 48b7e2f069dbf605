import Simulator

/// Collects the events applied to the simulation and writes them back as a scenario file, so a
/// session in the navigator becomes a bug report that replays with `routenav run` (DESIGN §2, §3).
///
/// Consecutive `wait`s are merged when the merged line says exactly the decimal sum of the lines it
/// replaces (`wait 0.35` + `wait 0.25` becomes `wait 0.6`): advancing the clock by a then b fires
/// the same timers in the same deadline order as advancing it by a+b (DESIGN §2), and no event
/// falls between them. Waits that would need rounding to merge are kept apart.
public struct ScenarioRecorder: Equatable, Sendable {
    /// The app the recording runs (the file's `app` line).
    public var app: AppChoice
    /// The Info.plist the recording uses, if not the app's own (the file's `plist` line).
    public var plist: String?
    /// Whether consecutive waits are merged (see the type's discussion).
    public var mergesWaits: Bool
    /// The events recorded so far, in order (after merging).
    public private(set) var events: [SimulationEvent] = []

    /// Creates an empty recorder.
    /// - Parameters:
    ///   - app: the app being run.
    ///   - plist: the path of the Info.plist in use, as it should appear in the file, or `nil`.
    ///   - mergesWaits: whether to merge consecutive waits whose decimal sum is exact.
    public init(app: AppChoice, plist: String? = nil, mergesWaits: Bool = true) {
        self.app = app
        self.plist = plist
        self.mergesWaits = mergesWaits
    }

    /// Records one event, as it was applied.
    /// - Parameter event: the event given to the simulator's `apply`.
    public mutating func record(_ event: SimulationEvent) {
        if mergesWaits, case .wait(let added) = event, case .wait(let previous)? = events.last,
           let merged = DecimalSeconds.exactSum(previous, added) {
            events[events.count - 1] = .wait(seconds: merged)
            return
        }
        events.append(event)
    }

    /// The recording as steps: `app`, `plist` if set, then one event step per recorded event.
    public var steps: [ScenarioStep] {
        [.app(app)] + (plist.map { [ScenarioStep.plist(path: $0)] } ?? []) + events.map { .event($0) }
    }

    /// The recording as a scenario file.
    /// - Parameter comment: text for `#` lines at the top (each of its lines becomes one), for
    ///   example what the user was doing; `nil` for none.
    /// - Returns: the file's text: comment lines, the `app` header, any `plist` line, then one
    ///   canonical line per event, each ending in a line feed.
    /// - Complexity: O(n) in the number of recorded events.
    public func scenarioText(comment: String? = nil) -> String {
        var lines: [String] = []
        if let comment {
            for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(line.isEmpty ? "#" : "# " + line)
            }
        }
        lines += steps.map(ScenarioPrinter.line(for:))
        return lines.map { $0 + "\n" }.joined()
    }
}
