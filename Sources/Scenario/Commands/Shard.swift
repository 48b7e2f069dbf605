/// `--shard K/N`: the K-th of N shares of a run's work, so a CI matrix of N runners splits it (`routenav
/// run`, `routenav monkey`).
///
/// The shares are contiguous and as even as can be: share K of `total` items is
/// `(K-1)·total/N ..< K·total/N`, so every item is in exactly one share, the shares' sizes differ by at
/// most one, and the shares' results joined in order K = 1…N are in the unsharded run's order
/// (`routenav junit-merge` relies on it).
public struct Shard: Equatable, Sendable {
    /// K, from 1 to ``count``.
    public var index: Int
    /// N, at least 1.
    public var count: Int

    /// The words `K/N`, or `nil` when they are not two whole numbers with 1 ≤ K ≤ N ≤ 1,000,000.
    /// - Parameter text: what follows `--shard`.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let index = Int(parts[0]), let count = Int(parts[1]), (1...1_000_000).contains(count), (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    /// Creates share `index` of `count`.
    /// - Parameters:
    ///   - index: K, from 1 to `count`.
    ///   - count: N, at least 1.
    public init(index: Int, of count: Int) {
        precondition(count >= 1 && (1...count).contains(index), "a shard is K/N with 1 <= K <= N")
        self.index = index
        self.count = count
    }

    /// The positions of this share among `total` items.
    /// - Parameter total: how many items the whole run has.
    /// - Returns: a contiguous range, empty when there are fewer items than shares.
    public func range(of total: Int) -> Range<Int> {
        bound(index - 1, total)..<bound(index, total)
    }

    private func bound(_ share: Int, _ total: Int) -> Int {
        // total · share / count without overflow for any count of items a run can hold.
        Int((Int64(total) * Int64(share)) / Int64(count))
    }

    /// The words as written: `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// What a bad value's message says is expected.
    public static let expected = "K/N: whole numbers with 1 <= K <= N (share K of N)"
}
