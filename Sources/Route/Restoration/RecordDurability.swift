import Foundation
import Glibc
import Synchronization

/// Whether the file store writes each change to disk and makes it durable as it happens (`fsync`, `syncfs`; R15): always, except while a caller replays steps whose intermediate records no other process ever reads, which then writes the records it ends with once and makes them durable in one pass.
///
/// The navigator's time travel replays hundreds of steps on a new simulator to show an earlier state
///; writing (and syncing) every record those steps pass through, at every durability point,
/// cost the disk's renames and flushes for states that are overwritten a moment later.
package enum RecordDurability {
    /// How many replays have begun whose records are not yet synced (each ends on the writer's queue).
    private static let deferredReplays = Atomic<Int>(0)

    /// Whether syncs are skipped now (read by the store's writes, on any thread).
    static var isDeferred: Bool { deferredReplays.load(ordering: .acquiring) > 0 }

    /// Runs `body` with the records handed to the background writer held in memory (coalesced per file; the stores read them from there, so the process sees each change as written) and the store's syncs skipped; then hands the writer what is held and returns at once.
    ///
    /// On the writer's queue, off the main actor, what is held is written and the container's records and
    /// records directory are made durable (`fsync` each); syncs are skipped until then. Every later read
    /// of a store and every R15 durability point waits for that, as for any background write. A crash
    /// before it leaves the records the container had before.
    ///
    /// - Parameters:
    ///   - containerURL: the container whose records `body` writes.
    ///   - body: the replay.
    /// - Returns: what `body` returns.
    @MainActor package static func replaying<R>(in containerURL: URL, _ body: () throws -> R) rethrows -> R {
        deferredReplays.wrappingAdd(1, ordering: .acquiringAndReleasing)
        RecordWriter.shared.hold()
        defer {
            // `release` queues the batch of what is held; this follows it on the same serial queue.
            RecordWriter.shared.release()
            RecordWriter.shared.perform {
                syncRecords(in: containerURL)
                deferredReplays.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            }
        }
        return try body()
    }

    /// `fsync` on each record file of a container, then on its records directory and the directories above
    /// it; what cannot be opened is skipped (the next write of the store syncs as usual).
    private static func syncRecords(in containerURL: URL) {
        let directory = FileStateRestorationStorage.directoryURL(forContainer: containerURL)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
            syncItem(directory.appendingPathComponent(name).path, flags: O_RDONLY)
        }
        var parent = directory
        while parent.path.count >= containerURL.path.count {
            syncItem(parent.path, flags: O_RDONLY | O_DIRECTORY)
            parent = parent.deletingLastPathComponent()
        }
    }

    private static func syncItem(_ path: String, flags: CInt) {
        let descriptor = open(path, flags | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }
}
