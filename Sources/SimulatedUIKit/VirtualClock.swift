import Foundation

/// A handle to one task scheduled on a ``VirtualClock``; pass it to ``VirtualClock/cancel(_:)``.
///
/// Identifiers count up from 1 per clock and are never reused, so a stale handle cancels nothing.
public struct ScheduledTimer: Hashable, Sendable {
    /// The task's identifier, unique within its clock.
    public let id: UInt64

    /// A handle for the task with this identifier (to cancel work known by its identifier alone).
    /// - Parameter id: the identifier a ``VirtualClock/schedule(after:_:)`` handle carried.
    public init(id: UInt64) {
        self.id = id
    }
}

/// Deterministic virtual time for the whole simulation, modelled on SwiftNIO's `EmbeddedEventLoop`
/// (CONTRIBUTING.md).
///
/// - Time starts at `0` seconds and moves only through ``advance(by:)`` and ``advance(to:)``; it never
///   goes backwards (a request to move back is ignored).
/// - Tasks run in deadline order; tasks with the same deadline run in the order they were scheduled.
/// - ``now`` is set to a task's deadline before that task runs, so a task sees the instant it was due.
/// - A task scheduled by a running task runs in the same advance when its deadline is not after the
///   advance's target (a zero-delay task runs in the same instant, after the tasks already due then).
///
/// - Time is kept as a whole number of **nanoseconds** (``nowNanoseconds``); seconds given to the clock
///   are rounded to the nearest nanosecond once, on the way in. So time adds up exactly as the decimal
///   text of a scenario says: `wait 0.2` then `wait 0.15` ends at the same instant as `wait 0.35`, and
///   fires the same timers (Sources/Simulator/SimulationEvent.swift: the recorder merges waits on that promise). A clock that summed
///   `Double` seconds would end the first at 0.35000000000000003 s.
///
/// Nothing here reads the wall clock (README.md). Every task body runs on the main actor.
@MainActor
public final class VirtualClock {
    private typealias Task = VirtualClockTaskQueue<@MainActor () -> Void>.Entry

    /// The current virtual time in nanoseconds since the clock was created; starts at `0`, never decreases.
    public private(set) var nowNanoseconds: Int64 = 0

    /// The current virtual time in seconds since the clock was created (``nowNanoseconds`` / 10⁹, the
    /// `Double` nearest to it); starts at `0`, never decreases.
    public var now: TimeInterval { Self.seconds(nowNanoseconds) }

    /// The latest instant the clock can reach, in nanoseconds: about 146 years, far beyond any scenario.
    ///
    /// Delays and deadlines beyond it are clamped to it.
    public nonisolated static let maximumNanoseconds: Int64 = Int64.max / 2

    /// Converts seconds to whole nanoseconds, rounding to the nearest one (ties away from zero).
    ///
    /// The whole seconds and the fraction are scaled apart (taking the fraction off is exact), so a
    /// decimal of at most 9 places, read into a `Double`, gives exactly its nanoseconds up to about
    /// 8,000,000 s, where a `Double` still tells nanoseconds apart; `seconds * 1e9` in one product was
    /// a nanosecond off for some (`4219460.300552`).
    ///
    /// - Parameter seconds: a duration or an instant in seconds; NaN and negative values give `0`;
    ///   values beyond ``maximumNanoseconds`` (including `+infinity`) give ``maximumNanoseconds``.
    /// - Returns: nanoseconds in `0...maximumNanoseconds`.
    public nonisolated static func nanoseconds(_ seconds: TimeInterval) -> Int64 {
        guard !seconds.isNaN, seconds > 0 else { return 0 }
        guard seconds < Double(maximumNanoseconds / 1_000_000_000) else { return maximumNanoseconds }
        let whole = seconds.rounded(.down)
        let fraction = ((seconds - whole) * 1_000_000_000).rounded()
        return Int64(whole) * 1_000_000_000 + Int64(fraction)
    }

    /// Converts nanoseconds to seconds: the `Double` nearest to `nanoseconds / 10⁹`.
    ///
    /// - Parameter nanoseconds: an instant or duration in nanoseconds.
    /// - Returns: seconds.
    public nonisolated static func seconds(_ nanoseconds: Int64) -> TimeInterval {
        Double(nanoseconds) / 1_000_000_000
    }

    /// Pending tasks by deadline, ties in insertion order.
    private var tasks = VirtualClockTaskQueue<@MainActor () -> Void>()
    private var nextTaskID: UInt64 = 1
    /// Owners whose process has ended: tasks they schedule are dropped.
    private var retiredOwners: Set<UInt64> = []

    /// The owner stamped on tasks scheduled now (0 = nobody).
    ///
    /// ``SimulatedDevice`` sets it to the running process's generation while host code runs, so that the
    /// tasks a process schedules die with it (U7: a killed or crashed process runs no more code). A running
    /// task's owner is ambient while it runs, so the tasks it schedules inherit it.
    package var ambientOwner: UInt64 = 0

    /// Creates a clock at time `0` with no tasks.
    public init() {}

    /// Schedules `body` to run `delay` seconds from ``now``.
    ///
    /// - Parameters:
    ///   - delay: seconds from now, rounded to the nearest nanosecond; negative or NaN delays count as `0`
    ///     (the task runs in the current instant, at the next ``runDueTasks()`` or advance).
    ///   - body: the work, run on the main actor with ``now`` equal to its deadline.
    /// - Returns: a handle for ``cancel(_:)``.
    /// - Complexity: O(log n) in the number of pending tasks.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let deadline = Self.adding(Self.nanoseconds(delay), to: nowNanoseconds)
        let id = nextTaskID
        nextTaskID += 1
        if ambientOwner != 0 && retiredOwners.contains(ambientOwner) {
            return ScheduledTimer(id: id)
        }
        tasks.insert(Task(id: id, deadline: deadline, owner: ambientOwner, body: body))
        return ScheduledTimer(id: id)
    }

    /// Cancels a pending task; a task that already ran or was cancelled is ignored.
    ///
    /// - Parameter timer: the handle ``schedule(after:_:)`` returned.
    /// - Complexity: O(log n) in the number of pending tasks.
    public func cancel(_ timer: ScheduledTimer) {
        tasks.remove(id: timer.id)
    }

    /// Cancels every pending task stamped with `owner` (see ``ambientOwner``) and drops any task that owner
    /// schedules later (code of a crashed process still unwinding).
    ///
    /// - Parameter owner: a non-zero owner; `0` (nobody) is never retired.
    package func retire(owner: UInt64) {
        guard owner != 0 else { return }
        retiredOwners.insert(owner)
        tasks.removeAll(owner: owner)
    }

    /// Whether a task with this handle is still pending.
    ///
    /// - Parameter timer: a handle from ``schedule(after:_:)``.
    /// - Returns: `true` until the task runs or is cancelled.
    /// - Complexity: O(1).
    public func isPending(_ timer: ScheduledTimer) -> Bool {
        tasks.contains(timer.id)
    }

    /// Moves time forward by `delay` seconds, running every task due up to the new time.
    ///
    /// - Parameter delay: seconds, rounded to the nearest nanosecond; negative or NaN values are ignored
    ///   (time never goes backwards).
    public func advance(by delay: TimeInterval) {
        guard !delay.isNaN, delay >= 0 else { return }
        advance(toNanoseconds: Self.adding(Self.nanoseconds(delay), to: nowNanoseconds))
    }

    /// Moves time forward to `deadline`, running due tasks by deadline (ties in insertion order) with
    /// ``now`` set to each task's deadline before it runs; ends with ``now`` equal to `deadline`.
    ///
    /// - Parameter deadline: the target time in seconds; an earlier time than ``now`` (or NaN) only runs
    ///   the tasks already due, without moving time back.
    /// - Complexity: O(k log n) for k tasks run and n pending.
    public func advance(to deadline: TimeInterval) {
        advance(toNanoseconds: deadline.isNaN ? nowNanoseconds : Self.nanoseconds(deadline))
    }

    /// Moves time forward to `deadline` nanoseconds, as ``advance(to:)`` does for seconds.
    ///
    /// - Parameter deadline: the target instant in nanoseconds; an instant before ``nowNanoseconds`` only
    ///   runs the tasks already due.
    public func advance(toNanoseconds deadline: Int64) {
        let target = Swift.max(nowNanoseconds, Swift.min(deadline, Self.maximumNanoseconds))
        while let first = tasks.first, first.deadline <= target {
            _ = tasks.removeFirst()
            nowNanoseconds = Swift.max(nowNanoseconds, first.deadline)
            let saved = ambientOwner
            ambientOwner = first.owner
            first.body()
            ambientOwner = saved
        }
        nowNanoseconds = Swift.max(nowNanoseconds, target)
    }

    /// Runs only the tasks due at ``now``, including zero-delay tasks those tasks schedule; time does not move.
    public func runDueTasks() {
        advance(toNanoseconds: nowNanoseconds)
    }

    /// The deadline of the earliest pending task, in seconds, or `nil` when nothing is pending.
    public var nextDeadline: TimeInterval? { tasks.first.map { Self.seconds($0.deadline) } }

    /// The deadline of the earliest pending task, in nanoseconds, or `nil` when nothing is pending.
    public var nextDeadlineNanoseconds: Int64? { tasks.first?.deadline }

    /// `instant + delay`, clamped to ``maximumNanoseconds``.
    private static func adding(_ delay: Int64, to instant: Int64) -> Int64 {
        instant > maximumNanoseconds - delay ? maximumNanoseconds : instant + delay
    }

    /// The number of pending tasks.
    public var pendingTaskCount: Int { tasks.count }
}
