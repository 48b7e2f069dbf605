/// The pending tasks of a ``VirtualClock``: an indexed binary min-heap ordered by deadline, ties by
/// identifier (identifiers count up, so ties run in the order they were scheduled).
///
/// Every operation the clock does per task is O(log n) or O(1): scheduling, running the earliest,
/// cancelling by identifier and asking whether one is pending. A sorted array made each of them O(n), so
/// a step that opened n windows in one instant, each scheduling and asking about its own timers, cost
/// O(n³): 1,000 windows ran for minutes.
struct VirtualClockTaskQueue<Body> {
    /// One pending task.
    struct Entry {
        let id: UInt64
        let deadline: Int64
        let owner: UInt64
        let body: Body
    }

    private var heap: [Entry] = []
    /// Where each pending task sits in ``heap``, by identifier.
    private var positions: [UInt64: Int] = [:]

    /// The number of pending tasks.
    var count: Int { heap.count }

    /// The earliest task (deadline, then identifier), or `nil` when none is pending.
    ///
    /// O(1).
    var first: Entry? { heap.first }

    /// Whether the task with this identifier is pending.
    ///
    /// O(1).
    func contains(_ id: UInt64) -> Bool { positions[id] != nil }

    /// Adds a task.
    ///
    /// O(log n).
    mutating func insert(_ entry: Entry) {
        heap.append(entry)
        positions[entry.id] = heap.count - 1
        siftUp(heap.count - 1)
    }

    /// Removes and returns the earliest task.
    ///
    /// O(log n).
    mutating func removeFirst() -> Entry? {
        guard !heap.isEmpty else { return nil }
        return remove(at: 0)
    }

    /// Removes the task with this identifier, if pending.
    ///
    /// O(log n).
    mutating func remove(id: UInt64) {
        guard let index = positions[id] else { return }
        _ = remove(at: index)
    }

    /// Removes every task whose owner is `owner`.
    ///
    /// O(n log n).
    mutating func removeAll(owner: UInt64) {
        for id in heap.filter({ $0.owner == owner }).map(\.id) { remove(id: id) }
    }

    private static func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
        lhs.deadline != rhs.deadline ? lhs.deadline < rhs.deadline : lhs.id < rhs.id
    }

    private mutating func remove(at index: Int) -> Entry {
        let removed = heap[index]
        let last = heap.count - 1
        if index != last {
            swapAt(index, last)
        }
        heap.removeLast()
        positions[removed.id] = nil
        if index < heap.count {
            siftDown(index)
            siftUp(index)
        }
        return removed
    }

    private mutating func swapAt(_ i: Int, _ j: Int) {
        heap.swapAt(i, j)
        positions[heap[i].id] = i
        positions[heap[j].id] = j
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { return }
            swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var smallest = left
            let right = left + 1
            if right < heap.count, Self.precedes(heap[right], heap[left]) { smallest = right }
            guard Self.precedes(heap[smallest], heap[parent]) else { return }
            swapAt(parent, smallest)
            parent = smallest
        }
    }
}
