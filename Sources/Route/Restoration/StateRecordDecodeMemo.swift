import Foundation
import RouteInterface

/// The records of the byte strings ``StateRecordCodec`` decoded lately, so that reading an unchanged
/// record again does not parse it again (R15: reading a record never changes it).
///
/// Only successful decodings of records up to ``maximumBytes`` are kept, at most ``capacity`` of them
/// (all are dropped when it is full), so the memo never holds more than 64 KiB of record bytes. A lookup
/// compares the whole byte string, so a record is returned only for exactly the bytes it was decoded from.
/// It is never iterated, so its order reaches no output.
final class StateRecordDecodeMemo: @unchecked Sendable {
    // `@unchecked Sendable` is safe: the only mutable state, `records`, is read and written only while
    // `lock` is held, and what it holds (`Data`, `StateRecord`) are Sendable values copied in and out.

    /// Most records kept.
    static let capacity = 16
    /// Largest record kept, in bytes.
    static let maximumBytes = 4_096

    private let lock = NSLock()
    private var records: [Data: StateRecord] = [:]

    /// The record decoded from exactly these bytes, if it is kept.
    /// - Parameter data: a stored record's bytes.
    /// - Returns: the record, or `nil`.
    func record(for data: Data) -> StateRecord? {
        guard data.count <= Self.maximumBytes else { return nil }
        return lock.withLock { records[data] }
    }

    /// Keeps the record decoded from these bytes (records over ``maximumBytes`` are not kept).
    /// - Parameters:
    ///   - record: the decoded record.
    ///   - data: the bytes it was decoded from.
    func remember(_ record: StateRecord, for data: Data) {
        guard data.count <= Self.maximumBytes else { return }
        lock.withLock {
            if records.count >= Self.capacity { records.removeAll(keepingCapacity: true) }
            records[data] = record
        }
    }
}
