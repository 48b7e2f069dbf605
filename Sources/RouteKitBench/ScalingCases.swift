import Foundation
import SimulatedUIKit
import Simulator

/// Issue 8, bench: doubling stack depth, window count, registered intents and queue length, each
/// reported as the growth of the cost per doubling (goal at most 2.2x: no worse than linear).
@MainActor enum ScalingCases {
    /// Turns measurements at doubling parameters into a result whose ratio is the worst growth.
    static func result(id: String, title: String, points measured: [(Int, Summary)], notes: [String]) -> CaseResult {
        var points: [ScalingPoint] = []
        for (index, (parameter, summary)) in measured.enumerated() {
            let growth = index == 0 ? nil : summary.median / measured[index - 1].1.median
            points.append(ScalingPoint(parameter: parameter, measured: summary, growth: growth))
        }
        let worst = points.compactMap(\.growth).max()
        return CaseResult(
            id: id, title: title, measured: measured.last?.1 ?? Summary([]), ratio: worst,
            ratioMeaning: "worst growth per doubling", goal: 2.2, goalText: "<= 2.2x / doubling",
            points: points, notes: notes)
    }

    /// One deep link pushed onto the key window and popped again, both settled.
    static func pushAndPop(_ simulator: Simulator, window: WindowName, item: Int) throws {
        try simulator.run(.open(url: "bench://item/\(item)", window: nil))
        try simulator.run(.back(window))
    }

    /// Cost of one push + pop on a stack `depth` screens deep.
    static func stackDepth(samples: Int, scratch: URL) throws -> CaseResult {
        let app = try BenchApp().definition(in: scratch)
        let depths = BenchScale.points([25, 50, 100, 200])
        var simulators: [Simulator] = []
        for depth in depths {
            let simulator = Simulator(app: app)
            try simulator.launchSignedIn()
            for item in 1..<depth { try simulator.run(.open(url: "bench://item/\(item)", window: nil)) }
            guard try simulator.stack(of: .main).count == depth else { throw BenchError("stack depth: did not reach \(depth)") }
            simulators.append(simulator)
        }
        var item = 100_000
        let summaries = try Stopwatch().measureInterleaved(
            samples: samples, operations: 20,
            simulators.map { simulator in
                {
                    item += 1
                    try pushAndPop(simulator, window: .main, item: item)
                }
            })
        for (depth, simulator) in zip(depths, simulators) where try simulator.stack(of: .main).count != depth {
            throw BenchError("stack depth: depth \(depth) changed")
        }
        return result(
            id: "scaling-stack-depth", title: "doubling stack depth (push + pop a deep link)",
            points: Array(zip(depths, summaries)),
            notes: [
                "Bench manifest app; the stack is built with deep links to the given depth, then one operation "
                    + "= open bench://item/N + settle + back + settle; the depths are sampled in turn."
            ])
    }

    /// Cost of one deep link (push + pop) into the key window with `count` windows connected (`.undefined`).
    static func windowCount(samples: Int, scratch: URL) throws -> CaseResult {
        let app = try BenchApp(windowBehavior: "undefined").definition(in: scratch)
        // Up to the most the system keeps (U10: 1,000 scene sessions, all with a window), halving down:
        // 15, 31, 62, 125, 250, 500, 1,000. Past it `newwindow` is refused (the `newwindow-past-cap` case).
        let most = SceneSessionArchive.maximumSessionCount
        let counts = BenchScale.points((0...6).reversed().map { most >> $0 })
        var prepared: [(Simulator, WindowName)] = []
        for count in counts {
            let simulator = Simulator(app: app)
            try simulator.launchSignedIn()
            for _ in 1..<count { try simulator.run(.newWindow(scene: nil)) }
            let windows = simulator.windows()
            guard windows.count == count, let key = windows.first(where: \.isKey)?.name else {
                throw BenchError("window count: expected \(count) windows with a key window, got \(windows.count)")
            }
            prepared.append((simulator, key))
        }
        var item = 0
        let summaries = try Stopwatch().measureInterleaved(
            samples: samples, operations: 10,
            prepared.map { simulator, key in
                {
                    item += 1
                    try pushAndPop(simulator, window: key, item: item)
                }
            })
        for (simulator, key) in prepared {
            try simulator.run(.open(url: "bench://item/0", window: nil))
            try simulator.require(top: "Item(0)", of: key, "window count")
        }
        return result(
            id: "scaling-windows", title: "doubling window count (.undefined, deep link into key window)",
            points: Array(zip(counts, summaries)),
            notes: [
                "Bench manifest app with windowBehavior undefined; newwindow until the count is reached (at most the "
                    + "\(most) scene sessions the system keeps, U10); "
                    + "one operation = open bench://item/N (into the key window) + settle + back + settle; counts sampled in turn."
            ])
    }

    /// Cost of one deep link (push + pop) with `count` URL registrations to match against.
    static func registeredIntents(samples: Int, scratch: URL) throws -> CaseResult {
        let counts = BenchScale.points([16, 32, 64, 128, 256])
        var simulators: [Simulator] = []
        for count in counts {
            let simulator = Simulator(app: try BenchApp(extraRegistrations: count).definition(in: scratch))
            try simulator.launchSignedIn()
            simulators.append(simulator)
        }
        var item = 0
        let summaries = try Stopwatch().measureInterleaved(
            samples: samples, operations: 20,
            zip(counts, simulators).map { count, simulator in
                {
                    item += 1
                    try simulator.run(.open(url: "bench://r\(count - 1)/\(item)", window: nil))
                    try simulator.run(.back(.main))
                }
            })
        for (count, simulator) in zip(counts, simulators) {
            try simulator.run(.open(url: "bench://r\(count - 1)/0", window: nil))
            try simulator.require(top: "Item(0)", of: .main, "registered intents")
        }
        return result(
            id: "scaling-intents", title: "doubling registered intents (push + pop a deep link)",
            points: Array(zip(counts, summaries)),
            notes: [
                "Bench manifest app with bench://r0 ... bench://rK registered (plus 3 more); one operation = "
                    + "open bench://r<last>/N + settle + back + settle; counts sampled in turn."
            ])
    }

    /// Cost of queuing `count` links while the route is not live, then replaying them all (R7).
    static func queueLength(samples: Int, scratch: URL) throws -> CaseResult {
        let app = try BenchApp().definition(in: scratch)
        let counts = BenchScale.points([8, 16, 32, 64])
        var last: [Int: Simulator] = [:]
        let summaries = try Stopwatch().measureEachInterleaved(
            samples: samples,
            counts.map { count in
                {
                    let simulator = Simulator(app: app)
                    try simulator.apply(.launch(LaunchPayload()))
                    last[count] = simulator
                    return {
                        for item in 1...count { try simulator.apply(.open(url: "bench://detail/\(item)", window: nil)) }
                        try simulator.run(.auth(.signedIn))
                    }
                }
            })
        for count in counts {
            guard let simulator = last[count] else { throw BenchError("queue length: nothing ran") }
            let stack = try simulator.stack(of: .main)
            let replayed = simulator.intentTraces.filter { $0.intent.description.hasPrefix("url:bench://detail/") }.count
            guard stack == ["Detail(\(count))"], replayed == count, try simulator.pendingIntents(of: .main).isEmpty
            else { throw BenchError("queue length: expected \(count) links replayed ending on Detail(\(count)), got \(stack.suffix(3)), \(replayed) traced") }
        }
        return result(
            id: "scaling-queue", title: "doubling pending queue length (queue, then replay all)",
            points: Array(zip(counts, summaries)),
            notes: [
                "Bench manifest app launched with the session still loading, so links wait in the window's "
                    + "pending queue (R7, bounded at 64); one run = open N bench://detail links + auth signedIn + settle: all N "
                    + "replayed in order, each replacing the top (replaceCurrent), so the stack stays one deep and only the "
                    + "queue grows. The work is N intents, so 2x per doubling is linear. Lengths sampled in turn."
            ])
    }
}
