import Simulator

/// Collects the events applied to the simulation, and the expectations checked between them, and
/// writes them back as a scenario file, so a session in the navigator becomes a bug report that
/// replays with `routenav run` (DESIGN §2, §3), asserting what its author asserted.
///
/// Consecutive `wait`s are merged when the merged line says exactly the decimal sum of the lines it
/// replaces (`wait 0.35` + `wait 0.25` becomes `wait 0.6`): advancing the clock by a then b fires
/// the same timers in the same deadline order as advancing it by a+b (DESIGN §2), and no event
/// falls between them. Waits that would need rounding to merge are kept apart, and so are waits with
/// an `expect` between them (it checks the state at its own instant).
public struct ScenarioRecorder: Equatable, Sendable {
    /// The app the recording runs (the file's `app` line).
    public var app: AppChoice
    /// The Info.plist the recording uses, if not the app's own (the file's `plist` line).
    public var plist: String?
    /// Whether consecutive waits are merged (see the type's discussion).
    public var mergesWaits: Bool
    /// The events and expectations recorded so far, in order (after merging waits): the file's body.
    public private(set) var body: [ScenarioStep] = []
    /// How many of ``body``'s steps are events.
    public private(set) var eventCount = 0

    /// The events recorded so far, in order (after merging), without the expectations.
    /// - Complexity: O(n) in the number of recorded steps.
    public var events: [SimulationEvent] {
        body.compactMap { step in
            if case .event(let event) = step { return event }
            return nil
        }
    }

    /// The steps the file holds below its `app` and `plist` lines: events and expectations (what
    /// "Saved N steps" counts).
    public var stepCount: Int { body.count }

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
        if mergesWaits, case .wait(let added) = event, case .event(.wait(let previous))? = body.last,
           let merged = DecimalSeconds.exactSum(previous, added) {
            body[body.count - 1] = .event(.wait(seconds: merged))
            return
        }
        body.append(.event(event))
        eventCount += 1
    }

    /// Records an expectation the user checked (passed or failed: it is what they asserted), after
    /// every event recorded so far, so that a replay checks it at the same instant.
    /// - Parameter expectation: the `expect` line's expectation.
    public mutating func record(_ expectation: Expectation) {
        body.append(.expect(expectation))
    }

    /// The recording as steps: `app`, `plist` if set, then the recorded events and expectations in order.
    public var steps: [ScenarioStep] {
        [.app(app)] + (plist.map { [ScenarioStep.plist(path: $0)] } ?? []) + body
    }

    /// The recording as a scenario file.
    /// - Parameter comment: text for `#` lines at the top (each of its lines becomes one), for
    ///   example what the user was doing; `nil` for none.
    /// - Returns: the file's text: comment lines, the `app` header, any `plist` line, then one
    ///   canonical line per event or expectation, each ending in a line feed.
    /// - Complexity: O(n) in the number of recorded steps.
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
