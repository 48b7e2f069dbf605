import Foundation
import RouteInterface

/// The engine's asynchronous path into the file store (R15): snapshots taken at
/// the navigation instant are checked here, on the main actor, and written by ``RecordWriter``.
extension FileStateRestorationStorage {
    /// Takes a session's new record (or its removal, for `nil`) for the next ``submitEnqueued()``.
    ///
    /// Everything a host is told about synchronously is decided here, before anything is handed over: an
    /// identifier too long to store, and the size limits.
    /// A record whose encoding cannot reach the 100 KiB warning limit (``StateRecordCodec/encodedSizeBound(of:)``)
    /// is encoded by the writer; a larger one is encoded now, refused over 4 MiB, and warned about over
    /// 100 KiB through ``onWarning`` (the record is still written), as ``save(_:for:)`` does.
    /// - Parameters:
    ///   - record: the record, or `nil` to remove the session's record.
    ///   - sessionIdentifier: the scene session's persistent identifier.
    /// - Throws: what ``save(_:for:)`` throws before writing; a removal throws only what
    ///   ``delete(for:)`` would.
    func enqueue(_ record: StateRecord?, for sessionIdentifier: String) throws(StateRestorationError) {
        guard let name = SessionFileName.recordFileName(for: sessionIdentifier) else {
            guard record != nil else { return }
            throw .storageFailure(underlying: SessionFileName.overlongIdentifierDescription(sessionIdentifier))
        }
        guard let record else {
            enqueuedChanges.append(
                RecordWriter.Change(
                    sessionIdentifier: sessionIdentifier, fileName: name,
                    content: .removal, store: writerTicket))
            return
        }
        var content = RecordWriter.Change.Content.record(record)
        var warning: StateRestorationError?
        if StateRecordCodec.encodedSizeBound(of: record) > StateRestorationLimits.warningThreshold {
            let data = try StateRecordCodec.encode(record)
            warning = try StateRecordCodec.admit(byteCount: data.count)
            content = .encoded(data)
        }
        enqueuedChanges.append(
            RecordWriter.Change(
                sessionIdentifier: sessionIdentifier, fileName: name,
                content: content, store: writerTicket))
        if let warning { onWarning?(warning, sessionIdentifier) }
    }

    /// Returns once every record any file store of this process handed to its background writer is on disk (or failed): for code that reads a records directory behind the stores' backs (the tests, a listing).
    ///
    /// The stores' own reads and ``FileStateRecordReader`` wait by themselves.
    package nonisolated static func waitForBackgroundWrites() {
        RecordWriter.shared.waitUntilIdle()
    }

    /// Runs `work` on the background writer's queue, after every record handed over before it, and returns at once.
    ///
    /// ``waitForBackgroundWrites()``, every read of a store and every R15 durability point wait for it as
    /// for a record: for a file kept beside the records whose writes must not overtake theirs nor be
    /// overtaken by a later read (the simulated OS's scene-session archive).
    /// - Parameter work: what to run, off the main actor.
    package nonisolated static func performInBackground(_ work: @escaping @Sendable () -> Void) {
        RecordWriter.shared.perform(work)
    }

    /// Hands what ``enqueue(_:for:)`` took to the background writer; returns at once.
    func submitEnqueued() {
        guard !enqueuedChanges.isEmpty else { return }
        RecordWriter.shared.submit(enqueuedChanges, containerURL: containerURL)
        enqueuedChanges = []
    }

    /// Waits until everything handed to the writer is on disk (or failed) and takes in what it did for
    /// this store: records written, and failures for ``takeWriteFailures()``.
    func settleWrites() {
        RecordWriter.shared.waitUntilIdle()
        let outcome = RecordWriter.shared.takeOutcome(store: writerTicket)
        writeCount += outcome.written
        unreportedWriteFailures += outcome.failures
    }

    /// The background writes that failed since the last call (after ``settleWrites()``), in order.
    func takeWriteFailures() -> [RecordWriter.Failure] {
        defer { unreportedWriteFailures = [] }
        return unreportedWriteFailures
    }
}
