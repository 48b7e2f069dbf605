/// A small seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64), so that a monkey run is a
/// pure function of its seed: the same seed gives the same events on every machine and toolchain.
///
/// The bounded helpers below are written out here instead of using the standard library's
/// `random(in:using:)`, whose way of drawing from the generator is not promised to stay the same
/// across Swift releases. The monkey never touches `SystemRandomNumberGenerator` (CONTRIBUTING.md, Determinism: no
/// randomness except seeded generators).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator.
    /// - Parameter seed: any 64-bit value; equal seeds give equal sequences.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    /// - Returns: a value uniformly distributed over all of `UInt64`.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, without modulo bias (Lemire's multiply-and-reject).
    /// - Parameter bound: the exclusive upper bound; must be at least 1.
    /// - Returns: the number; `0` when `bound` is 1 or less.
    public mutating func below(_ bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// A number in a closed range.
    /// - Parameter range: the range.
    /// - Returns: a number in it.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// `true` with probability `percent` / 100.
    /// - Parameter percent: 0 (never) to 100 (always).
    /// - Returns: the draw.
    public mutating func percent(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element, each equally likely.
    /// - Parameter elements: a non-empty array.
    /// - Returns: an element, or `nil` for an empty array.
    public mutating func pick<Element>(_ elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[below(elements.count)]
    }

    /// One element, chosen with probability proportional to its weight; zero weights never win.
    /// - Parameter choices: elements with non-negative weights.
    /// - Returns: the chosen element, or `nil` when every weight is zero.
    /// - Complexity: O(n) in the number of choices.
    public mutating func weighted<Element>(_ choices: [(Element, Int)]) -> Element? {
        let total = choices.reduce(0) { $0 + max($1.1, 0) }
        guard total > 0 else { return nil }
        var draw = below(total)
        for (element, weight) in choices where weight > 0 {
            if draw < weight { return element }
            draw -= weight
        }
        return nil
    }
}
