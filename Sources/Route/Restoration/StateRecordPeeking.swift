/// A restoration store, or a view of one, that can report what it holds without changing it
/// (R15; docs/SCENARIOS.md: `expect stored`, `expect records` and the transcript ask "what is stored?").
///
/// Kept apart from ``RouteInterface/StateRestorableStorage`` (whose shape API.md fixes): the engine's restoration at
/// scene connection uses `load`, which sets an unreadable record aside; every query — scenario
/// expectations, the transcript, the navigator's cards, the monkey's oracle, `routekit-bench
/// --check-records` — uses this protocol and leaves the store as it found it: nothing is renamed,
/// deleted, created or written.
///
/// Adopted by ``FileStateRestorationStorage``, ``InMemoryStateRestorationStorage`` and
/// ``FileStateRecordReader``.
@MainActor public protocol StateRecordPeeking {
    /// The sessions that have a record, readable or not, sorted.
    /// - Returns: their persistent identifiers.
    func storedSessionIdentifiers() -> [String]

    /// What the store holds for a session, read without changing anything.
    /// - Parameter sessionIdentifier: the scene session's persistent identifier.
    /// - Returns: ``StoredRecordStatus/noRecord``, the decoded record, or why it is unreadable.
    func peekRecord(for sessionIdentifier: String) -> StoredRecordStatus
}
