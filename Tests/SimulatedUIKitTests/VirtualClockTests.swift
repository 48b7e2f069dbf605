import Testing
@testable import SimulatedUIKit

/// The virtual clock behaves like SwiftNIO's `EmbeddedEventLoop` (CONTRIBUTING.md); these mirror
/// `EmbeddedEventLoopTest`.
@MainActor
@Suite struct VirtualClockTests {
    @Test func timeStartsAtZeroWithNothingPending() {
        let clock = VirtualClock()
        #expect(clock.now == 0)
        #expect(clock.nextDeadline == nil)
        #expect(clock.pendingTaskCount == 0)
    }

    @Test func scheduledTasksRunOnlyWhenTimeReachesThem() {
        let clock = VirtualClock()
        var ran: [String] = []
        clock.schedule(after: 5) { ran.append("five") }
        clock.advance(by: 4.999)
        #expect(ran.isEmpty)
        clock.advance(by: 0.001)
        #expect(ran == ["five"])
        #expect(clock.pendingTaskCount == 0)
    }

    @Test func tasksRunInDeadlineOrderNotSchedulingOrder() {
        let clock = VirtualClock()
        var ran: [Int] = []
        clock.schedule(after: 3) { ran.append(3) }
        clock.schedule(after: 1) { ran.append(1) }
        clock.schedule(after: 2) { ran.append(2) }
        #expect(clock.nextDeadline == 1)
        clock.advance(by: 10)
        #expect(ran == [1, 2, 3])
    }

    @Test func tasksWithTheSameDeadlineRunInInsertionOrder() {
        let clock = VirtualClock()
        var ran: [String] = []
        for name in ["a", "b", "c", "d"] {
            clock.schedule(after: 1) { ran.append(name) }
        }
        clock.advance(by: 1)
        #expect(ran == ["a", "b", "c", "d"])
    }

    @Test func nowIsEachTasksDeadlineWhileItRuns() {
        let clock = VirtualClock()
        var seen: [Double] = []
        clock.schedule(after: 0.35) { seen.append(clock.now) }
        clock.schedule(after: 2) { seen.append(clock.now) }
        clock.advance(by: 5)
        #expect(seen == [0.35, 2])
        #expect(clock.now == 5)
    }

    @Test func cancelledTasksNeverRun() {
        let clock = VirtualClock()
        var ran: [String] = []
        let doomed = clock.schedule(after: 1) { ran.append("doomed") }
        clock.schedule(after: 1) { ran.append("kept") }
        clock.cancel(doomed)
        #expect(!clock.isPending(doomed))
        clock.advance(by: 1)
        #expect(ran == ["kept"])
        clock.cancel(doomed) // cancelling again is harmless
    }

    @Test func aTaskCanCancelALaterTaskDueInTheSameAdvance() {
        let clock = VirtualClock()
        var ran: [String] = []
        let later = TimerBox()
        clock.schedule(after: 1) {
            ran.append("first")
            if let timer = later.timer { clock.cancel(timer) }
        }
        later.timer = clock.schedule(after: 2) { ran.append("second") }
        clock.advance(by: 3)
        #expect(ran == ["first"])
    }

    @Test func timeNeverGoesBackwards() {
        let clock = VirtualClock()
        clock.advance(to: 10)
        clock.advance(to: 3)
        #expect(clock.now == 10)
        clock.advance(by: -5)
        #expect(clock.now == 10)
        clock.advance(by: .nan)
        #expect(clock.now == 10)
    }

    @Test func negativeDelaysRunInTheCurrentInstant() {
        let clock = VirtualClock()
        clock.advance(to: 2)
        var ran = false
        clock.schedule(after: -1) { ran = true }
        #expect(clock.nextDeadline == 2)
        clock.runDueTasks()
        #expect(ran)
        #expect(clock.now == 2)
    }

    @Test func tasksScheduledByARunningTaskRunInTheSameAdvanceWhenDue() {
        let clock = VirtualClock()
        var ran: [String] = []
        clock.schedule(after: 1) {
            ran.append("outer@\(clock.now)")
            clock.schedule(after: 0) { ran.append("zero@\(clock.now)") }
            clock.schedule(after: 1) { ran.append("nested@\(clock.now)") }
            clock.schedule(after: 5) { ran.append("late@\(clock.now)") }
        }
        clock.schedule(after: 1) { ran.append("sibling@\(clock.now)") }
        clock.advance(by: 2)
        #expect(ran == ["outer@1.0", "sibling@1.0", "zero@1.0", "nested@2.0"])
        #expect(clock.pendingTaskCount == 1)
        #expect(clock.nextDeadline == 6)
    }

    @Test func runDueTasksRunsOnlyWhatIsDueNow() {
        let clock = VirtualClock()
        var ran: [String] = []
        clock.schedule(after: 0) {
            ran.append("now")
            clock.schedule(after: 0) { ran.append("chained") }
        }
        clock.schedule(after: 0.1) { ran.append("later") }
        clock.runDueTasks()
        #expect(ran == ["now", "chained"])
        #expect(clock.now == 0)
        #expect(clock.pendingTaskCount == 1)
    }

    @Test func advanceToRunsEverythingUpToTheTargetAndStopsThere() {
        let clock = VirtualClock()
        var ran: [Double] = []
        for delay in [0.5, 1.0, 1.5] {
            clock.schedule(after: delay) { ran.append(delay) }
        }
        clock.advance(to: 1.0)
        #expect(ran == [0.5, 1.0])
        #expect(clock.now == 1.0)
        #expect(clock.nextDeadline == 1.5)
    }

    @Test func retiredOwnersLoseTheirTasks() {
        let clock = VirtualClock()
        var ran: [String] = []
        clock.ambientOwner = 7
        clock.schedule(after: 1) { ran.append("owned") }
        clock.ambientOwner = 0
        clock.schedule(after: 1) { ran.append("free") }
        clock.retire(owner: 7)
        clock.ambientOwner = 7
        clock.schedule(after: 1) { ran.append("after retirement") }
        clock.ambientOwner = 0
        clock.advance(by: 1)
        #expect(ran == ["free"])
    }
}

/// Holds a timer handle that a task scheduled earlier needs.
@MainActor
final class TimerBox {
    var timer: ScheduledTimer?

    /// A scenario's `wait 0.2` then `wait 0.15` must end where `wait 0.35` does (the recorder merges
    /// them on that promise); summed `Double` seconds end at 0.35000000000000003 s, so a timer set
    /// then for 0.15 s is due at a different instant than one set at 0.35 s for nothing.
    @Test func waitsAddUpExactlyAsTheirDecimalTextSays() {
        let split = VirtualClock()
        split.advance(by: 0.2)
        split.advance(by: 0.15)
        #expect(split.nowNanoseconds == 350_000_000)
        #expect(split.now == 0.35)
        var ran: [String] = []
        split.schedule(after: 0.1) { ran.append("after split") }
        let whole = VirtualClock()
        whole.advance(by: 0.35)
        whole.schedule(after: 0.1) { ran.append("after whole") }
        #expect(split.nextDeadline == whole.nextDeadline)
        split.advance(to: 0.45)
        whole.advance(to: 0.45)
        #expect(ran == ["after split", "after whole"])
        // Ten waits of 0.1 s are one second, exactly.
        let tenths = VirtualClock()
        for _ in 0..<10 { tenths.advance(by: 0.1) }
        #expect(tenths.now == 1)
    }

    @Test func secondsRoundToTheNearestNanosecondAndHugeValuesClamp() {
        #expect(VirtualClock.nanoseconds(0.15) == 150_000_000)
        #expect(VirtualClock.nanoseconds(4_219_460.300552) == 4_219_460_300_552_000)
        #expect(VirtualClock.nanoseconds(31_536_000) == 31_536_000_000_000_000)
        #expect(VirtualClock.nanoseconds(1e-10) == 0)
        #expect(VirtualClock.nanoseconds(.nan) == 0)
        #expect(VirtualClock.nanoseconds(-3) == 0)
        #expect(VirtualClock.nanoseconds(.infinity) == VirtualClock.maximumNanoseconds)
        let clock = VirtualClock()
        var ran = false
        clock.schedule(after: 1e300) { ran = true }
        clock.advance(by: 1e300)
        #expect(ran)
        #expect(clock.nowNanoseconds == VirtualClock.maximumNanoseconds)
        clock.advance(by: 5)
        #expect(clock.nowNanoseconds == VirtualClock.maximumNanoseconds)
    }
}
