import Foundation
import RouteInterface

/// A restoration store that keeps records in memory, for tests and hosts that want nothing on disk
/// (R15: storage is swappable).
///
/// Same semantics as ``FileStateRestorationStorage``: records are kept as the same binary property-list
/// bytes and decoded on load, the same size limits and warnings apply, identifiers are compared after
/// NFC normalisation, the empty identifier is an ordinary key, identifiers whose file-name encoding would
/// exceed 200 bytes are refused by ``save(_:for:)`` (and have no record), and an unreadable record is
/// reported once by ``load(for:)`` and moved to ``setAsideRecords``, while ``peekRecord(for:)`` reports it
/// and leaves it in place. Records do not survive the instance.
@MainActor
public final class InMemoryStateRestorationStorage: StateRestorableStorage, StateRestorationWarningReporting,
    StateRecordPeeking
{
    /// A record that failed to load, kept rather than deleted (the in-memory `.corrupt` file).
    public struct SetAsideRecord: Sendable, Equatable {
        /// The persistent identifier it was stored under (NFC).
        public var sessionIdentifier: String
        /// Its bytes, unchanged.
        public var bytes: Data

        /// Creates a set-aside record.
        /// - Parameters:
        ///   - sessionIdentifier: the persistent identifier (NFC).
        ///   - bytes: the record's bytes.
        public init(sessionIdentifier: String, bytes: Data) {
            self.sessionIdentifier = sessionIdentifier
            self.bytes = bytes
        }
    }

    /// Receives warnings (``RouteInterface/StateRestorationError/payloadTooLarge(bytes:)`` after a large record was written) with the session's persistent identifier, before the operation returns.
    ///
    /// `nil` drops them.
    public var onWarning: (@MainActor (_ warning: StateRestorationError, _ sessionIdentifier: String) -> Void)?

    /// The records written by this instance; refused writes do not count.
    public private(set) var committedWriteCount = 0

    /// Records that failed to load, oldest first.
    public private(set) var setAsideRecords: [SetAsideRecord] = []

    /// The encoded records by NFC persistent identifier.
    private var records: [String: Data] = [:]

    /// Creates an empty store.
    public init() {}

    /// Stores raw bytes as a session's record, bypassing encoding and limits, to simulate a damaged or
    /// foreign record in tests (R15, robust load).
    /// - Parameters:
    ///   - bytes: the bytes ``load(for:)`` will find.
    ///   - sessionIdentifier: the scene session's persistent identifier (ignored if too long to store).
    public func replaceEncodedRecord(_ bytes: Data, for sessionIdentifier: String) {
        guard let key = key(for: sessionIdentifier) else { return }
        records[key] = bytes
    }

    /// The bytes stored for a session, exactly as ``FileStateRestorationStorage`` would write them.
    /// - Parameter sessionIdentifier: the scene session's persistent identifier.
    /// - Returns: the encoded record, or `nil`.
    public func encodedRecord(for sessionIdentifier: String) -> Data? {
        key(for: sessionIdentifier).flatMap { records[$0] }
    }

    // MARK: StateRestorableStorage

    /// Stores a session's record, replacing the previous one (R15).
    /// - Parameters:
    ///   - record: the record.
    ///   - sessionIdentifier: the scene session's persistent identifier.
    /// - Throws: ``StateRestorationError/payloadRefused(bytes:)`` over 4 MiB encoded (previous record
    ///   kept); ``StateRestorationError/storageFailure(underlying:)`` for an identifier too long to store.
    public func save(_ record: StateRecord, for sessionIdentifier: String) throws(StateRestorationError) {
        guard let key = key(for: sessionIdentifier) else {
            throw .storageFailure(underlying: SessionFileName.overlongIdentifierDescription(sessionIdentifier))
        }
        let data = try StateRecordCodec.encode(record)
        let warning = try StateRecordCodec.admit(byteCount: data.count)
        records[key] = data
        committedWriteCount += 1
        if let warning { onWarning?(warning, sessionIdentifier) }
    }

    /// Reads a session's record for the engine's restoration at scene connection (R15).
    ///
    /// An unreadable one is moved to ``setAsideRecords`` and reported once; ``peekRecord(for:)``
    /// reads without that side effect.
    ///
    /// - Parameter sessionIdentifier: the scene session's persistent identifier.
    /// - Returns: the record, or `nil` when there is none.
    /// - Throws: ``StateRestorationError/unsupportedVersion(found:)`` or
    ///   ``StateRestorationError/corruptRecord(reason:)`` (the reason names the key and what was expected).
    public func load(for sessionIdentifier: String) throws(StateRestorationError) -> StateRecord? {
        guard let key = key(for: sessionIdentifier), let data = records[key] else { return nil }
        do {
            return try StateRecordCodec.decode(data)
        } catch {
            records[key] = nil
            setAsideRecords.append(SetAsideRecord(sessionIdentifier: key, bytes: data))
            guard case let .corruptRecord(reason) = Self.located(error, key: key) else { throw error }
            throw .corruptRecord(reason: "\(reason); set aside")
        }
    }

    /// What the store holds for a session, read without changing anything (R15; `expect stored`,
    /// `expect records`): an unreadable record stays where it is, so the next ``load(for:)`` still
    /// reports and sets it aside.
    /// - Parameter sessionIdentifier: the scene session's persistent identifier.
    /// - Returns: ``StoredRecordStatus/noRecord``, the decoded record, or
    ///   ``StoredRecordStatus/unreadable(_:)`` with the reason `load` would throw.
    public func peekRecord(for sessionIdentifier: String) -> StoredRecordStatus {
        guard let key = key(for: sessionIdentifier), let data = records[key] else { return .noRecord }
        do {
            return .record(try StateRecordCodec.decode(data))
        } catch {
            return .unreadable(Self.located(error, key: key))
        }
    }

    /// Removes a session's record; nothing when there is none (R15).
    ///
    /// Never fails, so it does not throw (it still satisfies ``StateRestorableStorage/delete(for:)``).
    ///
    /// - Parameter sessionIdentifier: the scene session's persistent identifier.
    public func delete(for sessionIdentifier: String) {
        guard let key = key(for: sessionIdentifier) else { return }
        records[key] = nil
    }

    /// The sessions that have a record, sorted (R15).
    /// - Returns: their persistent identifiers (NFC).
    /// - Complexity: O(n log n) in the number of records.
    public func storedSessionIdentifiers() -> [String] {
        records.keys.sorted()
    }

    /// The NFC identifier, or `nil` when its file-name encoding would be too long (same rule as the file store).
    private func key(for sessionIdentifier: String) -> String? {
        guard SessionFileName.stem(for: sessionIdentifier) != nil else { return nil }
        return sessionIdentifier.precomposedStringWithCanonicalMapping
    }

    /// A decoding error with the record it was found in: a ``StateRestorationError/corruptRecord(reason:)``
    /// reason gains the `in-memory record of <encoded identifier>: ` prefix.
    private static func located(_ error: StateRestorationError, key: String) -> StateRestorationError {
        guard case let .corruptRecord(reason) = error else { return error }
        return .corruptRecord(reason: "in-memory record of \(display(key)): \(reason)")
    }

    /// The identifier as its file-name encoding, safe to print (no NUL or control characters).
    private static func display(_ key: String) -> String {
        SessionFileName.stem(for: key) ?? "?"
    }
}
