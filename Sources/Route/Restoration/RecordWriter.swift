import Foundation
import Glibc
import RouteInterface
import Synchronization

/// The file store's background writer (R15): restoration records are encoded and
/// written off the main actor, so a navigation never waits for the disk.
///
/// **Coalescing.** Changes wait per container and record file: a change handed over while an older one of
/// the same session still waits replaces it, so a writer that falls behind writes each session's latest
/// record once instead of every step in between, and what waits is bounded by the number of sessions.
///
/// **A batch** is what waits for one container, written together: each record to a new temporary file
/// (`O_CREAT | O_EXCL`, mode 0600), then the files' data made durable in one pass (`fsync` for one file,
/// `syncfs` for more), then each renamed over its record, removals unlinked, and the directory `fsync`ed
/// once. A crash at any moment leaves each record old or new, never a mix; a temporary file left behind
/// never held a committed record and is removed at the next start (``FileStateRestorationStorage``).
///
/// **Waiting.** ``waitUntilIdle()`` returns once everything handed over before it is on disk. The store
/// calls it before every read and every synchronous change, so whatever the main actor observes is as if
/// each change had been written when it was handed over; the engine calls it at R15's durability points
/// (resign active, background, session destruction) and at sign-out (R20). The process's exit waits too
/// (`atexit`); a `SIGKILL` loses what was not yet written, as any crash does.
///
/// **Outcomes** (records written, failures) are kept per store and collected by it after a wait, so every
/// report reaches the main actor at a point that does not depend on when the disk finished.
///
/// **Holding** (``hold()``, ``release()``): while a caller replays steps whose intermediate records no
/// process reads from disk (the navigator's time travel), changes handed over stay in memory,
/// coalesced per file, instead of being written at each durability point; the stores read them from
/// there (``heldContent(of:in:)``). ``release()`` writes what the replay ended with, once.
final class RecordWriter: Sendable {
    /// The process's one writer: one queue, so a store created after another (a simulated relaunch) never
    /// reads or cleans a directory the first one's writes are still changing.
    static let shared = RecordWriter()

    /// One change to a record file.
    struct Change: Sendable {
        /// What the file becomes.
        enum Content: Sendable {
            /// A record, encoded by the writer (known to be under the warning limit).
            case record(StateRecord)
            /// A record the store already encoded (and admitted) on the main actor.
            case encoded(Data)
            /// No record: the file is removed.
            case removal
        }

        /// The scene session's persistent identifier.
        var sessionIdentifier: String
        /// The record file's name in the records directory.
        var fileName: String
        /// What the file becomes.
        var content: Content
        /// The store that handed it over (``register()``).
        var store: Int
    }

    /// A change that did not reach the disk.
    struct Failure: Sendable {
        /// The scene session's persistent identifier.
        var sessionIdentifier: String
        /// Whether the change was a record (else a removal).
        var wasRecord: Bool
        /// Why, naming the file as `StateRestoration/<name>`.
        var error: StateRestorationError
    }

    /// What the writer did for one store since it last asked.
    struct Outcome: Sendable {
        /// Records renamed into place.
        var written = 0
        /// Changes that failed, in the order they were tried.
        var failures: [Failure] = []
    }

    /// The changes waiting for one container, one per file name, in order of first arrival.
    private struct Waiting {
        var order: [String] = []
        var changes: [String: Change] = [:]
    }

    private struct State {
        var waiting: [String: (url: URL, changes: Waiting)] = [:]
        var containerOrder: [String] = []
        var draining = false
        var outcomes: [Int: Outcome] = [:]
        /// The stores not yet forgotten: a held write reaching the disk after its store is gone is not kept.
        var stores: Set<Int> = []
        var nextStore = 0
        var temporaryFileCounter = 0
        /// Whether changes are held in memory (``hold()``) rather than written.
        var holding = false
    }

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "RouteKit.RecordWriter", qos: .utility)

    private init() {
        // Records handed over before a normal exit reach the disk before the process ends.
        atexit { RecordWriter.shared.waitUntilIdle() }
    }

    /// A number for a new store, under which its outcomes are kept.
    func register() -> Int {
        state.withLock { state in
            state.nextStore += 1
            state.stores.insert(state.nextStore)
            return state.nextStore
        }
    }

    /// Drops a store's uncollected outcomes (the store is gone).
    func forget(store: Int) {
        state.withLock { state in
            state.outcomes[store] = nil
            state.stores.remove(store)
        }
    }

    /// Hands changes to the writer; returns at once.
    /// - Parameters:
    ///   - changes: at most one per file name.
    ///   - containerURL: the container whose records directory they go to.
    func submit(_ changes: [Change], containerURL: URL) {
        guard !changes.isEmpty else { return }
        let key = containerURL.path
        let starts = state.withLock { state -> Bool in
            var entry = state.waiting[key] ?? (containerURL, Waiting())
            if state.waiting[key] == nil { state.containerOrder.append(key) }
            for change in changes where entry.changes.changes.updateValue(change, forKey: change.fileName) == nil {
                entry.changes.order.append(change.fileName)
            }
            state.waiting[key] = entry
            guard !state.draining, !state.holding else { return false }
            state.draining = true
            return true
        }
        if starts { queue.async { self.drain() } }
    }

    /// Runs `work` on the writer's queue after everything handed over before it, and returns at once.
    ///
    /// ``waitUntilIdle()`` waits for it as for a write: for work that must follow the records' writes
    /// and precede the next read or durability point (a replay's closing syncs, the simulated OS's
    /// scene-session archive).
    /// - Parameter work: what to run, off the main actor.
    func perform(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    /// Returns once every change handed over before the call is written (or has failed).
    func waitUntilIdle() {
        queue.sync {}
    }

    /// What the writer did for a store since the last call; call after ``waitUntilIdle()``.
    func takeOutcome(store: Int) -> Outcome {
        state.withLock { state in state.outcomes.removeValue(forKey: store) ?? Outcome() }
    }

    // MARK: Holding

    /// Whether changes handed over are held in memory (``hold()``).
    var isHolding: Bool { state.withLock { state in state.holding } }

    /// From now on, keeps the changes handed over in memory, coalesced per file, instead of writing them;
    /// ``waitUntilIdle()`` then returns once what was already being written is on disk.
    func hold() {
        state.withLock { state in state.holding = true }
    }

    /// Ends ``hold()``: starts writing what waits, one batch per container, and returns at once.
    func release() {
        let starts = state.withLock { state -> Bool in
            state.holding = false
            guard !state.draining, !state.containerOrder.isEmpty else { return false }
            state.draining = true
            return true
        }
        if starts { queue.async { self.drain() } }
    }

    /// Writes what waits now, holding or not, and returns once it is on disk (or failed): for a change a
    /// store makes directly on disk, which must not be overtaken by an older change still held.
    func writeWaiting() {
        let starts = state.withLock { state -> Bool in
            guard !state.draining, !state.containerOrder.isEmpty else { return false }
            state.draining = true
            return true
        }
        if starts { queue.async { self.drain(evenWhileHolding: true) } }
        waitUntilIdle()
    }

    /// The newest change handed over for a record file and not yet written (while holding, the file's
    /// content as the process sees it), or `nil` when none waits.
    /// - Parameters:
    ///   - fileName: the record file's name.
    ///   - containerURL: the container.
    /// - Returns: the waiting change's content, or `nil`.
    func heldContent(of fileName: String, in containerURL: URL) -> Change.Content? {
        state.withLock { state in state.waiting[containerURL.path]?.changes.changes[fileName]?.content }
    }

    /// The record files with a change waiting in a container: `true` for a record, `false` for a removal.
    /// - Parameter containerURL: the container.
    /// - Returns: each waiting file's name, mapped to whether it holds a record.
    func heldFiles(in containerURL: URL) -> [String: Bool] {
        state.withLock { state in
            guard let changes = state.waiting[containerURL.path]?.changes.changes else { return [:] }
            return changes.mapValues { change in
                if case .removal = change.content { return false }
                return true
            }
        }
    }

    // MARK: On the writer's queue

    private func drain(evenWhileHolding: Bool = false) {
        while let (url, changes, counter) = nextBatch(evenWhileHolding: evenWhileHolding) {
            var next = counter
            let outcomes = Self.write(changes, in: url, counter: &next)
            state.withLock { state in
                state.temporaryFileCounter = next
                for (store, outcome) in outcomes where state.stores.contains(store) {
                    state.outcomes[store, default: Outcome()].written += outcome.written
                    state.outcomes[store, default: Outcome()].failures += outcome.failures
                }
            }
        }
    }

    /// The next container's waiting changes, or `nil` (and the writer idle) when none wait.
    private func nextBatch(evenWhileHolding: Bool) -> (URL, [Change], Int)? {
        state.withLock { state in
            guard !state.containerOrder.isEmpty, evenWhileHolding || !state.holding else {
                state.draining = false
                return nil
            }
            let key = state.containerOrder.removeFirst()
            guard let entry = state.waiting.removeValue(forKey: key) else { return (URL(fileURLWithPath: key), [], state.temporaryFileCounter) }
            let waiting = entry.changes
            return (entry.url, waiting.order.compactMap { waiting.changes[$0] }, state.temporaryFileCounter)
        }
    }

    /// Writes one container's batch (see the type's notes).
    /// - Returns: the outcomes by store.
    private static func write(_ changes: [Change], in containerURL: URL, counter: inout Int) -> [Int: Outcome] {
        var outcomes: [Int: Outcome] = [:]
        func fail(_ change: Change, _ error: StateRestorationError) {
            let wasRecord: Bool
            if case .removal = change.content { wasRecord = false } else { wasRecord = true }
            outcomes[change.store, default: Outcome()].failures.append(
                Failure(sessionIdentifier: change.sessionIdentifier, wasRecord: wasRecord, error: error))
        }
        guard !changes.isEmpty else { return outcomes }
        let directory: RecordDirectory
        do throws(StateRestorationError) {
            guard let opened = try FileStateRestorationStorage.openDirectory(in: containerURL, creating: true) else {
                throw .storageFailure(underlying: "\(RecordDirectory.displayName) vanished right after being created")
            }
            directory = opened
        } catch {
            for change in changes { fail(change, error) }
            return outcomes
        }
        var staged = RecordDirectory.Staging(directory: directory)
        var removals: [Change] = []
        for (index, change) in changes.enumerated() {
            let data: Data
            switch change.content {
            case .removal:
                removals.append(change)
                continue
            case let .encoded(bytes):
                data = bytes
            case let .record(record):
                do {
                    data = try StateRecordCodec.encode(record)
                    _ = try StateRecordCodec.admit(byteCount: data.count)
                } catch {
                    fail(change, error)
                    continue
                }
            }
            if let error = staged.add(change.fileName, data: data, counter: &counter, tag: index) {
                fail(change, error)
            }
        }
        var changed = false
        for (index, result) in staged.commit().enumerated() {
            let change = changes[staged.files[index].tag]
            switch result {
            case .none:
                outcomes[change.store, default: Outcome()].written += 1
                changed = true
            case let .some(error):
                fail(change, error)
            }
        }
        for change in removals {
            do {
                if try directory.remove(change.fileName) { changed = true }
            } catch {
                fail(change, error)
            }
        }
        if changed {
            do {
                try directory.sync()
            } catch {
                for change in changes { fail(change, error) }
            }
        }
        return outcomes
    }
}

extension RecordWriter.Change.Content {
    /// The record the change leaves in its file, `nil` for a removal.
    /// - Throws: what decoding throws for bytes the store encoded (not expected: it encoded them).
    func record() throws(StateRestorationError) -> StateRecord? {
        switch self {
        case let .record(record): record
        case let .encoded(data): try StateRecordCodec.decode(data)
        case .removal: nil
        }
    }
}
