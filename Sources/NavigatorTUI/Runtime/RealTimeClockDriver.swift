import SimulatedUIKit

/// Maps real time onto the virtual clock (README.md): the clock follows real time times
/// a speed, can be paused, and moves in whole quanta of 1/20 s.
///
/// Why quanta of 1/20 s: a whole number of nanoseconds (50 000 000), so the `wait` steps recorded for
/// the passing of real time add up exactly (the recorder and the virtual clock count nanoseconds),
/// merge exactly, print short (`wait 6.25`, not `wait 6.21875`), and replayed headless put the clock on
/// the very same instants — a recording reaches the same state. UIKit's 0.35 s
/// transition and the cover's 0.25 s fade are whole numbers of quanta too.
public struct RealTimeClockDriver: Equatable, Sendable {
    /// The clock's step, in virtual seconds.
    public static let quantum: Double = 0.05
    /// The clock's step, in nanoseconds: the unit every count of quanta is converted through.
    public static let quantumNanoseconds: Int64 = 50_000_000

    /// The virtual seconds of `count` quanta: the `Double` nearest to a whole number of nanoseconds, so
    /// that the clock (which rounds to nanoseconds) advances by exactly `count` quanta.
    /// - Parameter count: quanta, at least 0.
    /// - Returns: seconds.
    public static func seconds(ofQuanta count: Int) -> Double {
        Double(Int64(count) * quantumNanoseconds) / 1_000_000_000
    }
    /// The most real time one tick may account for, in seconds: a stall (a suspend, a slow frame)
    /// does not fast-forward the simulation.
    public static let maximumTickGap: Double = 0.25

    /// Virtual seconds per real second.
    public var speed: Double
    /// Whether the clock stands still.
    public private(set) var isPaused: Bool
    private var lastReal: Double?
    private var carry: Double = 0

    /// Creates a driver.
    /// - Parameters:
    ///   - speed: virtual seconds per real second.
    ///   - isPaused: whether to start paused.
    public init(speed: Double = 1, isPaused: Bool = false) {
        self.speed = speed
        self.isPaused = isPaused
    }

    /// How many quanta the virtual clock should advance now that real time has reached `now`.
    /// - Parameter now: seconds on a monotonic clock (any origin).
    /// - Returns: whole quanta to advance, ≥ 0; the remainder is carried to the next call.
    public mutating func advance(toReal now: Double) -> Int {
        defer { lastReal = now }
        guard let last = lastReal, !isPaused else { return 0 }
        let elapsed = min(max(0, now - last), Self.maximumTickGap)
        carry += elapsed * max(0, speed)
        let quanta = Int((carry / Self.quantum).rounded(.down))
        carry -= Double(quanta) * Self.quantum
        return quanta
    }

    /// Pauses or resumes; resuming does not count the time spent paused.
    /// - Parameter paused: `true` to pause.
    public mutating func setPaused(_ paused: Bool) {
        isPaused = paused
        if paused { carry = 0 }
    }

    /// The quanta that reach a deadline: the fewest whole quanta not ending before it (at least one).
    /// - Parameters:
    ///   - deadline: virtual seconds.
    ///   - now: the clock's current virtual time.
    /// - Returns: quanta to advance.
    public static func quanta(toReach deadline: Double, from now: Double) -> Int {
        let gap = VirtualClock.nanoseconds(deadline) - VirtualClock.nanoseconds(now)
        return max(1, Int((gap + quantumNanoseconds - 1) / quantumNanoseconds))
    }
}
