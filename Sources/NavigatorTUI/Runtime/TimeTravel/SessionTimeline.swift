import Foundation
import Scenario

/// The navigator's time travel: the session's steps before and after the one shown.
///
/// The steps behind are the recorder's body (``ScenarioRecorder/body``): what `:save` writes. The steps
/// ahead (``ahead``) are those stepped back over, or the lines of a `--replay --step` file not yet run.
/// Stepping forward applies the next one; stepping back replays the steps before it on a new simulator
/// whose container is put back as the session found it (``ContainerImage``): the simulation is
/// deterministic, so that is the state that was shown then. Recording anything else while steps are
/// ahead starts a new branch: they are dropped, as undo and redo do.
struct SessionTimeline {
    /// One step of the timeline and the file line it came from.
    struct Step: Equatable {
        /// The event or expectation.
        var step: ScenarioStep
        /// `bug.scenario:12` for a step read from a `--replay` file, else `nil`.
        var source: String?
    }

    /// The steps after the one shown, the next first.
    var ahead: [Step] = []
    /// Where each step of the recorder's body came from, index for index.
    private(set) var sources: [String?] = []
    /// Set while time travel itself applies steps: recording them starts no branch.
    var isMoving = false
    /// The file line of the step time travel applies, while ``isMoving``.
    var movingSource: String?
    /// Whether time travel paused a running clock, which it lets run again once the last step is
    /// shown (unless the user paused or resumed it in between).
    var pausedTheClock = false
    /// The container's files when the session started, or why they could not be kept (then stepping
    /// back is refused); an image of nothing without a container.
    let startImage: Result<ContainerImage, ContainerImage.CaptureError>
    /// The last snapshot's entries, reused while the steps they were made from stay the same.
    private var cachedSteps: [Step] = []
    private var cachedEntries: [TimelineEntry] = []
    private var cachedRedaction = true

    /// Keeps the container's files as they are now (see ``startImage``).
    /// - Parameter containerURL: the app's container, or `nil` for memory only.
    init(containerURL: URL?) {
        if let containerURL {
            startImage = Result { () throws(ContainerImage.CaptureError) in try ContainerImage.capture(containerURL) }
        } else {
            startImage = .success(ContainerImage())
        }
    }

    /// After the recorder took a step: a new branch unless time travel applied it, and the step's source.
    /// - Parameters:
    ///   - bodyCount: the recorder's body count now (merged waits may keep it or shrink it).
    ///   - source: the file line the step came from, if any.
    /// - Returns: how many steps ahead were dropped by the new branch (0 when none).
    mutating func recorded(bodyCount: Int, source: String?) -> Int {
        var dropped = 0
        if !isMoving {
            dropped = ahead.count
            ahead.removeAll()
        }
        if sources.count > bodyCount { sources.removeLast(sources.count - bodyCount) }
        while sources.count < bodyCount { sources.append(source) }
        return dropped
    }

    /// Forgets the sources of the steps behind (a new simulator starts with none).
    mutating func clearRecorded() {
        sources = []
    }

    /// The steps behind, with their sources.
    /// - Parameter body: the recorder's body.
    /// - Returns: the steps, index for index.
    func behind(_ body: [ScenarioStep]) -> [Step] {
        body.enumerated().map { Step(step: $1, source: $0 < sources.count ? sources[$0] : nil) }
    }

    /// The timeline as the navigator draws it.
    ///
    /// Reuses the lines printed for steps that did not change, so that a frame while real time passes
    /// (the last `wait` growing) prints one line, not all.
    ///
    /// - Parameters:
    ///   - body: the recorder's body (the steps behind).
    ///   - redacting: whether payload values are shown as `…` (``PayloadRedaction``).
    /// - Returns: every step, behind then ahead, and the cursor between them.
    mutating func snapshot(recorded body: [ScenarioStep], redacting: Bool) -> TimelineSnapshot {
        let steps = behind(body) + ahead
        if redacting != cachedRedaction {
            cachedSteps = []
            cachedEntries = []
            cachedRedaction = redacting
        }
        var same = 0
        let common = min(steps.count, cachedSteps.count)
        while same < common, steps[same] == cachedSteps[same] { same += 1 }
        var entries = Array(cachedEntries.prefix(same))
        entries.reserveCapacity(steps.count)
        for step in steps.dropFirst(same) {
            let shown = redacting ? PayloadRedaction.step(step.step) : step.step
            entries.append(TimelineEntry(text: ControlCharacterEscaping.escaped(ScenarioPrinter.line(for: shown)), source: step.source))
        }
        cachedSteps = steps
        cachedEntries = entries
        return TimelineSnapshot(entries: entries, cursor: body.count)
    }
}

/// The session's steps as the timeline panel (`t`) and the status bar show them.
public struct TimelineSnapshot: Equatable, Sendable {
    /// Every step of the branch on screen, oldest first: those applied, then those ahead.
    public var entries: [TimelineEntry]
    /// How many of ``entries`` are applied: the state shown is the one after step `cursor` (0: before the first).
    public var cursor: Int

    /// Creates a timeline.
    /// - Parameters:
    ///   - entries: the steps, oldest first.
    ///   - cursor: how many of them are applied, 0 to `entries.count`.
    public init(entries: [TimelineEntry] = [], cursor: Int = 0) {
        self.entries = entries
        self.cursor = min(max(0, cursor), entries.count)
    }

    /// Whether steps were stepped back over (or a `--replay --step` file has lines not yet run).
    public var hasStepsAhead: Bool { cursor < entries.count }
}

/// One step in the timeline.
public struct TimelineEntry: Equatable, Sendable {
    /// The scenario line, as `:save` writes it (payload values as `…` unless shown).
    public var text: String
    /// The `--replay` file line it came from (`bug.scenario:12`), or `nil` for a step taken here.
    public var source: String?

    /// Creates an entry.
    /// - Parameters:
    ///   - text: the scenario line.
    ///   - source: its file line, if replayed.
    public init(text: String, source: String? = nil) {
        self.text = text
        self.source = source
    }
}
