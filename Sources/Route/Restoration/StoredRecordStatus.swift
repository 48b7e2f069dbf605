import RouteInterface

/// What a restoration store holds for one scene session, as found without changing anything
/// (R15; docs/SCENARIOS.md `expect stored`, `expect records`, the transcript's `records:` line).
///
/// Answered by ``StateRecordPeeking/peekRecord(for:)``. Unlike ``RouteInterface/StateRestorableStorage/load(for:)``,
/// finding an unreadable record does not set it aside: the record stays exactly as it is, so the next
/// launch's restoration still finds, reports and sets it aside once.
public enum StoredRecordStatus: Sendable, Equatable, CustomStringConvertible {
    /// The session has no record.
    case noRecord
    /// The session's record, decoded.
    case record(StateRecord)
    /// The session has a record that cannot be read: the reason is what
    /// ``RouteInterface/StateRestorableStorage/load(for:)`` would throw
    /// (``RouteInterface/StateRestorationError/corruptRecord(reason:)`` naming the file, key and expectation;
    /// ``RouteInterface/StateRestorationError/unsupportedVersion(found:)``; or
    /// ``RouteInterface/StateRestorationError/storageFailure(underlying:)`` when the system refuses to read it),
    /// without the part about setting it aside.
    case unreadable(StateRestorationError)

    /// The decoded record, or `nil` when there is none or it is unreadable.
    public var record: StateRecord? {
        if case let .record(record) = self { return record }
        return nil
    }

    /// Whether the session has a record file, readable or not (what `expect records` counts).
    public var exists: Bool {
        if case .noRecord = self { return false }
        return true
    }

    /// `none`, the stored screen's name (for example, `NoteDetail(42)`), or `unreadable (REASON)`: how
    /// `expect stored` and the transcript show it.
    public var description: String {
        switch self {
        case .noRecord: "none"
        case let .record(record): record.screenName
        case let .unreadable(error): "unreadable (\(error))"
        }
    }
}
