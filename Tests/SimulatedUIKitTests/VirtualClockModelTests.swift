import SimulatedUIKit
import Testing

/// The clock's task queue against the simplest model of CONTRIBUTING.md's promise (a list sorted by deadline,
/// ties in scheduling order): 20 seeded runs of random schedules, cancellations, pending checks, tasks that
/// schedule and cancel others while they run, and advances. Each task the clock runs must be the model's
/// earliest, run at its deadline; after an advance, nothing due may be left.
@Suite("Virtual clock: the task queue keeps deadline order, ties in scheduling order")
@MainActor struct VirtualClockModelTests {
    /// The model: every pending task, earliest first.
    final class Model {
        var tasks: [(id: UInt64, deadline: Int64)] = []
        func schedule(_ id: UInt64, at deadline: Int64) {
            let index = tasks.firstIndex { $0.deadline > deadline } ?? tasks.count
            tasks.insert((id, deadline), at: index)
        }
        func cancel(_ id: UInt64) { tasks.removeAll { $0.id == id } }
        func isPending(_ id: UInt64) -> Bool { tasks.contains { $0.id == id } }
    }

    @Test(arguments: 1...20)
    func matchesTheModel(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let clock = VirtualClock()
        let model = Model()
        var timers: [ScheduledTimer] = []
        var mismatches: [String] = []
        var runCount = 0

        func schedule(delayNanoseconds: Int64, nested: Bool) {
            var timer: ScheduledTimer?
            timer = clock.schedule(after: VirtualClock.seconds(delayNanoseconds)) {
                guard let id = timer?.id else { return }
                runCount += 1
                let first = model.tasks.isEmpty ? nil : model.tasks.removeFirst()
                if first?.id != id || first?.deadline != clock.nowNanoseconds {
                    mismatches.append("ran \(id) at \(clock.nowNanoseconds), model expected \(String(describing: first))")
                }
                // A running task schedules one more and cancels one, as the engine's timers do.
                if nested {
                    schedule(delayNanoseconds: Int64.random(in: 0...3, using: &random) * 1_000_000, nested: false)
                    if let victim = timers.randomElement(using: &random) { cancelInBoth(victim) }
                }
            }
            if let timer {
                timers.append(timer)
                model.schedule(timer.id, at: clock.nowNanoseconds + delayNanoseconds)
            }
        }
        func cancelInBoth(_ timer: ScheduledTimer) {
            clock.cancel(timer)
            model.cancel(timer.id)
        }

        for _ in 0..<400 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                // Few distinct deadlines, so ties are common.
                schedule(delayNanoseconds: Int64.random(in: 0...5, using: &random) * 1_000_000, nested: Bool.random(using: &random))
            case 5..<7:
                if let timer = timers.randomElement(using: &random) { cancelInBoth(timer) }
            case 7:
                if let timer = timers.randomElement(using: &random) {
                    #expect(clock.isPending(timer) == model.isPending(timer.id))
                }
            default:
                let step = Int64.random(in: 0...3, using: &random) * 1_000_000
                let target = clock.nowNanoseconds + step
                clock.advance(toNanoseconds: target)
                #expect((model.tasks.first?.deadline ?? .max) > target, "a task due by \(target) did not run")
            }
            #expect(clock.pendingTaskCount == model.tasks.count)
            #expect(clock.nextDeadlineNanoseconds == model.tasks.first?.deadline)
        }
        clock.advance(toNanoseconds: clock.nowNanoseconds + 1_000_000_000)
        #expect(model.tasks.isEmpty)
        let firstMismatches = Array(mismatches.prefix(3))
        #expect(firstMismatches.isEmpty, "seed \(seed): \(mismatches.count) tasks ran out of order")
        #expect(runCount > 100, "seed \(seed): only \(runCount) tasks ran")
    }
}
