/// Zeller and Hildebrandt's delta debugging (`ddmin`): shrinks a failing input to a 1-minimal one,
/// where removing any single element makes the failure go away.
public enum DeltaDebugging {
    /// The shrunk input and how many times the predicate ran.
    public struct Result<Element> {
        /// The smallest failing input found.
        public var elements: [Element]
        /// How many candidate inputs were tested.
        public var tests: Int
        /// Whether the test budget ran out before the input was 1-minimal.
        public var budgetExhausted: Bool
    }

    /// Shrinks `input`, which must fail, keeping the order of the elements kept.
    /// - Parameters:
    ///   - input: a failing input.
    ///   - budget: the most candidates to test; the smallest failing input so far is returned when it runs out.
    ///   - fails: whether a candidate still fails (re-runs it from scratch).
    /// - Returns: the shrunk input.
    /// - Complexity: O(n²) predicate calls in the worst case, O(log n) when one element is to blame.
    public static func minimize<Element>(
        _ input: [Element], budget: Int = .max,
        fails: ([Element]) -> Bool
    ) -> Result<Element> {
        var current = input
        var granularity = 2
        var tests = 0
        func test(_ candidate: [Element]) -> Bool {
            tests += 1
            return fails(candidate)
        }
        while current.count >= 2 {
            let chunks = split(current, into: granularity)
            var reduced = false
            // Each chunk alone.
            for chunk in chunks {
                guard tests < budget else { return Result(elements: current, tests: tests, budgetExhausted: true) }
                if test(chunk) {
                    current = chunk
                    granularity = 2
                    reduced = true
                    break
                }
            }
            // Each complement (with two chunks the complements are the chunks themselves).
            if !reduced, chunks.count > 2 {
                for index in chunks.indices {
                    guard tests < budget else { return Result(elements: current, tests: tests, budgetExhausted: true) }
                    let complement = chunks.enumerated().filter { $0.offset != index }.flatMap(\.element)
                    if test(complement) {
                        current = complement
                        granularity = max(granularity - 1, 2)
                        reduced = true
                        break
                    }
                }
            }
            if !reduced {
                if granularity >= current.count { break }
                granularity = min(granularity * 2, current.count)
            }
        }
        return Result(elements: current, tests: tests, budgetExhausted: false)
    }

    /// `elements` cut into `parts` contiguous chunks of nearly equal size (none empty).
    static func split<Element>(_ elements: [Element], into parts: Int) -> [[Element]] {
        let parts = max(1, min(parts, elements.count))
        var chunks: [[Element]] = []
        var start = 0
        for index in 0..<parts {
            let end = start + (elements.count - start) / (parts - index)
            chunks.append(Array(elements[start..<end]))
            start = end
        }
        return chunks
    }
}
