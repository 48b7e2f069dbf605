import Foundation

/// A handle to one task scheduled on a ``VirtualClock``; pass it to ``VirtualClock/cancel(_:)``.
///
/// Identifiers count up from 1 per clock and are never reused, so a stale handle cancels nothing.
public struct ScheduledTimer: Hashable, Sendable {
    /// The task's identifier, unique within its clock.
    public let id: UInt64
}

/// Deterministic virtual time for the whole simulation, modelled on SwiftNIO's `EmbeddedEventLoop`
/// (DESIGN §7.2).
///
/// - Time starts at `0` seconds and moves only through ``advance(by:)`` and ``advance(to:)``; it never
///   goes backwards (a request to move back is ignored).
/// - Tasks run in deadline order; tasks with the same deadline run in the order they were scheduled.
/// - ``now`` is set to a task's deadline before that task runs, so a task sees the instant it was due.
/// - A task scheduled by a running task runs in the same advance when its deadline is not after the
///   advance's target (a zero-delay task runs in the same instant, after the tasks already due then).
///
/// Nothing here reads the wall clock (DESIGN §1). Every task body runs on the main actor.
@MainActor
public final class VirtualClock {
    private struct Task {
        let id: UInt64
        let deadline: TimeInterval
        let owner: UInt64
        let body: @MainActor () -> Void
    }

    /// The current virtual time in seconds since the clock was created; starts at `0`, never decreases.
    public private(set) var now: TimeInterval = 0

    /// Pending tasks sorted by deadline, ties in insertion order.
    private var tasks: [Task] = []
    private var nextTaskID: UInt64 = 1
    /// Owners whose process has ended: tasks they schedule are dropped.
    private var retiredOwners: Set<UInt64> = []

    /// The owner stamped on tasks scheduled now (0 = nobody). ``SimulatedDevice`` sets it to the running
    /// process's generation while host code runs, so that the tasks a process schedules die with it
    /// (U7: a killed or crashed process runs no more code). A running task's owner is ambient while it runs,
    /// so the tasks it schedules inherit it.
    package var ambientOwner: UInt64 = 0

    /// Creates a clock at time `0` with no tasks.
    public init() {}

    /// Schedules `body` to run `delay` seconds from ``now``.
    ///
    /// - Parameters:
    ///   - delay: seconds from now; negative or NaN delays count as `0` (the task runs in the current
    ///     instant, at the next ``runDueTasks()`` or advance).
    ///   - body: the work, run on the main actor with ``now`` equal to its deadline.
    /// - Returns: a handle for ``cancel(_:)``.
    /// - Complexity: O(n) in the number of pending tasks.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let safeDelay = (delay.isNaN || delay < 0) ? 0 : delay
        let deadline = now + safeDelay
        let id = nextTaskID
        nextTaskID += 1
        if ambientOwner != 0 && retiredOwners.contains(ambientOwner) {
            return ScheduledTimer(id: id)
        }
        let task = Task(id: id, deadline: deadline, owner: ambientOwner, body: body)
        // Insert after every task due at or before `deadline`: ties keep insertion order.
        var low = 0
        var high = tasks.count
        while low < high {
            let mid = (low + high) / 2
            if tasks[mid].deadline <= deadline { low = mid + 1 } else { high = mid }
        }
        tasks.insert(task, at: low)
        return ScheduledTimer(id: id)
    }

    /// Cancels a pending task; a task that already ran or was cancelled is ignored.
    ///
    /// - Parameter timer: the handle ``schedule(after:_:)`` returned.
    /// - Complexity: O(n) in the number of pending tasks.
    public func cancel(_ timer: ScheduledTimer) {
        tasks.removeAll { $0.id == timer.id }
    }

    /// Cancels every pending task stamped with `owner` (see ``ambientOwner``) and drops any task that owner
    /// schedules later (code of a crashed process still unwinding).
    ///
    /// - Parameter owner: a non-zero owner; `0` (nobody) is never retired.
    package func retire(owner: UInt64) {
        guard owner != 0 else { return }
        retiredOwners.insert(owner)
        tasks.removeAll { $0.owner == owner }
    }

    /// Whether a task with this handle is still pending.
    ///
    /// - Parameter timer: a handle from ``schedule(after:_:)``.
    /// - Returns: `true` until the task runs or is cancelled.
    public func isPending(_ timer: ScheduledTimer) -> Bool {
        tasks.contains { $0.id == timer.id }
    }

    /// Moves time forward by `delay` seconds, running every task due up to the new time.
    ///
    /// - Parameter delay: seconds; negative or NaN values are ignored (time never goes backwards).
    public func advance(by delay: TimeInterval) {
        guard !delay.isNaN, delay >= 0 else { return }
        advance(to: now + delay)
    }

    /// Moves time forward to `deadline`, running due tasks by deadline (ties in insertion order) with
    /// ``now`` set to each task's deadline before it runs; ends with ``now`` equal to `deadline`.
    ///
    /// - Parameter deadline: the target time in seconds; an earlier time than ``now`` (or NaN) only runs
    ///   the tasks already due, without moving time back.
    /// - Complexity: O(k·n) for k tasks run and n pending.
    public func advance(to deadline: TimeInterval) {
        let target = deadline.isNaN ? now : Swift.max(now, deadline)
        while let first = tasks.first, first.deadline <= target {
            tasks.removeFirst()
            now = Swift.max(now, first.deadline)
            let saved = ambientOwner
            ambientOwner = first.owner
            first.body()
            ambientOwner = saved
        }
        now = Swift.max(now, target)
    }

    /// Runs only the tasks due at ``now``, including zero-delay tasks those tasks schedule; time does not move.
    public func runDueTasks() {
        advance(to: now)
    }

    /// The deadline of the earliest pending task, in seconds, or `nil` when nothing is pending.
    public var nextDeadline: TimeInterval? { tasks.first?.deadline }

    /// The number of pending tasks.
    public var pendingTaskCount: Int { tasks.count }
}
