import SimulatedUIKit
import Simulator

/// Collects the events applied to the simulation, and the expectations checked between them, and
/// writes them back as a scenario file, so a session in the navigator becomes a bug report that
/// replays with `routenav run` (Sources/Simulator/SimulationEvent.swift), asserting what its author asserted.
///
/// Consecutive `wait`s are merged (`wait 0.35` + `wait 0.25` becomes `wait 0.6`): advancing the clock
/// by a then b fires the same timers in the same deadline order as advancing it by a+b (Sources/Simulator/SimulationEvent.swift),
/// and no event falls between them. The sum is taken in the clock's own whole nanoseconds
/// (`VirtualClock.nanoseconds(_:)`, what each wait advanced the clock by), never in `Double` seconds,
/// and written back as lines the parser accepts: each at most ``maximumWaitNanoseconds`` (a total
/// over a year becomes several `wait 31536000` lines and the rest) with at most 9 decimals, split into
/// whole seconds and a fraction where one `Double` would not read back to the exact nanoseconds. So
/// a saved session always replays, to the same virtual time. Waits with an `expect` between them are
/// kept apart (it checks the state at its own instant).
public struct ScenarioRecorder: Equatable, Sendable {
    /// The app the recording runs (the file's `app` line).
    public var app: AppChoice
    /// The Info.plist the recording uses, if not the app's own (the file's `plist` line).
    public var plist: String?
    /// The iOS release the recording runs on, if chosen (the file's `ios` line, U12).
    public var systemVersion: SimulatedSystemVersion?
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
    ///   - mergesWaits: whether to merge consecutive waits (see the type's discussion).
    public init(app: AppChoice, plist: String? = nil, mergesWaits: Bool = true) {
        self.app = app
        self.plist = plist
        self.mergesWaits = mergesWaits
    }

    /// Records one event, as it was applied.
    /// - Parameter event: the event given to the simulator's `apply`.
    public mutating func record(_ event: SimulationEvent) {
        if mergesWaits, case .wait(let added) = event, case .event(.wait)? = body.last {
            mergeWait(nanoseconds: VirtualClock.nanoseconds(added))
            return
        }
        body.append(.event(event))
        eventCount += 1
    }

    /// The longest wait one line may say, in nanoseconds: the parser's and the simulator's limit
    /// (31,536,000 s, a year).
    public static let maximumWaitNanoseconds = VirtualClock.nanoseconds(Simulator.maximumWaitSeconds)

    /// Adds `added` nanoseconds to the waits at the end of ``body``: the trailing wait lines that are
    /// not a full year are taken off, summed with it in whole nanoseconds, and written back as
    /// ``waitLines(nanoseconds:)``.
    /// - Parameter added: what the new wait advanced the clock by, in nanoseconds.
    private mutating func mergeWait(nanoseconds added: Int64) {
        var total = added
        while case .event(.wait(let seconds))? = body.last {
            let nanoseconds = VirtualClock.nanoseconds(seconds)
            guard nanoseconds < Self.maximumWaitNanoseconds else { break }
            // Below a year each, and at most two such lines trail (a remainder split in whole seconds
            // and a fraction): the sum stays far from Int64's end.
            total += nanoseconds
            body.removeLast()
            eventCount -= 1
        }
        for seconds in Self.waitLines(nanoseconds: total) {
            body.append(.event(.wait(seconds: seconds)))
            eventCount += 1
        }
    }

    /// Writes a wait of `nanoseconds` as `wait` lines the parser accepts and that advance the clock by
    /// exactly that much: full years first, then the rest as one line when its `Double` reads back to
    /// its nanoseconds with at most 9 decimals, else as whole seconds and the fraction.
    /// - Parameter nanoseconds: the total wait, in nanoseconds, at least 0.
    /// - Returns: the lines' seconds, in order; one `0` for a zero wait.
    static func waitLines(nanoseconds: Int64) -> [Double] {
        var rest = max(0, nanoseconds)
        var lines: [Double] = []
        while rest > maximumWaitNanoseconds {
            lines.append(VirtualClock.seconds(maximumWaitNanoseconds))
            rest -= maximumWaitNanoseconds
        }
        guard rest > 0 || lines.isEmpty else { return lines }
        let seconds = VirtualClock.seconds(rest)
        if VirtualClock.nanoseconds(seconds) == rest, DecimalSeconds.fractionDigits(DecimalSeconds.format(seconds)) <= 9 {
            lines.append(seconds)
        } else {
            let fraction = rest % 1_000_000_000
            lines.append(VirtualClock.seconds(rest - fraction))
            lines.append(VirtualClock.seconds(fraction))
        }
        return lines
    }

    /// Records an expectation the user checked (passed or failed: it is what they asserted), after
    /// every event recorded so far, so that a replay checks it at the same instant.
    /// - Parameter expectation: the `expect` line's expectation.
    public mutating func record(_ expectation: Expectation) {
        body.append(.expect(expectation))
    }

    /// The recording with every step's payload values hidden (``PayloadRedaction/step(_:)``): what a
    /// saved file holds unless the user asked to show payloads.
    /// - Returns: a copy whose events and expectations are redacted; equal to `self` when none held any.
    /// - Complexity: O(n) in the number of recorded steps.
    public func redactingPayloads() -> ScenarioRecorder {
        var copy = self
        copy.body = body.map(PayloadRedaction.step)
        return copy
    }

    /// The recording as steps: `app`, `plist` and `ios` if set, then the recorded events and expectations in order.
    public var steps: [ScenarioStep] {
        [.app(app)] + (plist.map { [ScenarioStep.plist(path: $0)] } ?? []) + (systemVersion.map { [ScenarioStep.ios($0)] } ?? []) + body
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
