import Foundation
import RouteInterface

/// The default restoration store: one property-list file per scene session in the app's container
/// (R15; UIKit keeps a scene session's restoration data under the app's `Library`).
///
/// **Where.** `<container>/Library/Application Support/RouteKit/StateRestoration/`, created with its
/// missing parents, mode 0700. A session's record is `<encoded persistent identifier>.plist`, mode 0600.
/// Every directory below the container's root is opened one component at a time without following a
/// symbolic link (`ContainerPath`): a link on the way (`Library -> /elsewhere`) makes every operation
/// fail with ``RouteInterface/StateRestorationError/storageFailure(underlying:)`` naming it, so no record is read or
/// written outside the container.
///
/// **Names.** A persistent identifier is never used as a path as is. It is normalised to NFC and every
/// UTF-8 byte outside `[A-Za-z0-9_-]` becomes `%XX` (upper-case hex), so `../../etc/passwd` is
/// `%2E%2E%2F%2E%2E%2Fetc%2Fpasswd.plist` and a NUL byte is `%00`. The mapping is reversible, which is how
/// ``storedSessionIdentifiers()`` lists sessions. The **empty identifier** is an ordinary key stored as
/// `%.plist` (no other identifier encodes to a lone `%`). An identifier whose encoding is longer than
/// ``StateRestorationLimits/maximumEncodedIdentifierLength`` (200) bytes cannot have a record:
/// ``save(_:for:)`` refuses it with ``RouteInterface/StateRestorationError/storageFailure(underlying:)``, ``load(for:)``
/// returns `nil` and ``delete(for:)`` does nothing.
///
/// **Format.** A binary property list written by `PropertyListEncoder` from ``RouteInterface/StateRecord`` (which
/// carries ``RouteInterface/StateRecord/version``). Binary keeps `state` as raw bytes, so the size limits measure the
/// payload rather than its base64 text. XML property lists are read as well.
///
/// **Writes** are atomic: a temporary file `.tmp-<n>` in the same directory, created with
/// `open(O_CREAT | O_EXCL, 0600)`, written and `fsync`ed, renamed over the record, then the directory is
/// `fsync`ed. A crash at any moment leaves either the old record or the new one, never a mix; a leftover
/// temporary file never held a committed record, is ignored by listings, and is removed when the next
/// store on the container is created. The engine hands its coalesced snapshots to the background
/// `RecordWriter` instead (`enqueue(_:for:)`), which writes them the same way in batches; every other
/// operation of this store waits for it first, so what it reads is what was handed over.
///
/// **Limits** apply to the encoded bytes: over ``StateRestorationLimits/warningThreshold`` (100 KiB) the
/// record is written and ``RouteInterface/StateRestorationError/payloadTooLarge(bytes:)`` is sent to ``onWarning``;
/// over ``StateRestorationLimits/refusalThreshold`` (4 MiB) `save` throws
/// ``RouteInterface/StateRestorationError/payloadRefused(bytes:)`` and the previous record stays.
///
/// **Unreadable records** (not a regular file, over 4 MiB on disk — checked before reading — empty,
/// truncated, not a property list, wrong root type, missing keys, wrong types, another version) make
/// ``load(for:)`` — the engine's restoration at scene connection — throw once and are set aside as
/// `<name>.corrupt` (`.corrupt.2`, … when taken); nothing is ever deleted except by ``delete(for:)``. The
/// next `load` returns `nil`, so the window starts fresh. Queries use ``peekRecord(for:)`` instead, which
/// reports such a record as ``StoredRecordStatus/unreadable(_:)`` and leaves it where it is.
///
/// **The container is the app's own**, as on iOS: the store takes no lock and assumes no other process
/// writes there (the system runs one process of an app at a time; on Linux, routenav's simulated OS keeps
/// a second process off a container it uses before the app starts). Within the process the store is
/// `@MainActor`, so operations never interleave.
///
/// **Warnings** go to ``onWarning`` (see ``StateRestorationWarningReporting``), synchronously and once each.
@MainActor
public final class FileStateRestorationStorage: StateRestorableStorage, StateRestorationWarningReporting,
    StateRecordPeeking
{
    /// The app container this store keeps its records in.
    public let containerURL: URL

    /// The directory holding the record files:
    /// `<container>/Library/Application Support/RouteKit/StateRestoration`.
    public let directoryURL: URL

    /// Receives warnings (``RouteInterface/StateRestorationError/payloadTooLarge(bytes:)`` after a large record was written; ``RouteInterface/StateRestorationError/storageFailure(underlying:)`` when an unreadable record could not be set aside) with the session's persistent identifier, before the operation returns.
    ///
    /// `nil` drops them.
    public var onWarning: (@MainActor (_ warning: StateRestorationError, _ sessionIdentifier: String) -> Void)?

    /// The records written (renamed into place) by this instance, by ``save(_:for:)`` or the background writer (waited for first); refused and failed writes do not count.
    ///
    /// Lets the engine's tests see how often navigation reached the disk (R15 coalescing).
    public var committedWriteCount: Int {
        settleWrites()
        return writeCount
    }

    /// Records written so far (``committedWriteCount`` without waiting).
    var writeCount = 0
    /// This store's number with the background writer (``RecordWriter/register()``).
    let writerTicket = RecordWriter.shared.register()
    /// Changes taken by ``enqueue(_:for:)`` and not yet handed to the writer.
    var enqueuedChanges: [RecordWriter.Change] = []
    /// Background writes that failed and that the engine has not yet been told of.
    var unreportedWriteFailures: [RecordWriter.Failure] = []

    /// The last temporary-file number tried; `O_EXCL` skips any name already taken.
    private var temporaryFileCounter = 0
    /// Whether the directory still has to be created (creation failed at `init`, or it vanished).
    private var needsPreparation = true
    /// Where ``load(for:)`` kept aside each session's record of a newer format version, for the engine's
    /// log line (``takeKeptAsideName(for:)``).
    private var keptAsideNames: [String: String] = [:]

    /// The name ``load(for:)`` just kept a session's newer-version record aside under (`S1.plist.v2`),
    /// once; `nil` when it kept none.
    /// - Parameter sessionIdentifier: the scene session's persistent identifier.
    /// - Returns: the file name in the records directory.
    func takeKeptAsideName(for sessionIdentifier: String) -> String? {
        keptAsideNames.removeValue(forKey: sessionIdentifier)
    }

    /// Creates the store for an app container: creates the records directory (mode 0700) and removes
    /// temporary files a crash mid-write left behind (R15).
    ///
    /// Never fails. If the directory cannot be created now, ``save(_:for:)`` tries again and reports
    /// ``RouteInterface/StateRestorationError/storageFailure(underlying:)``.
    /// - Parameter containerURL: the app's container directory (a file URL).
    public init(containerURL: URL) {
        self.containerURL = containerURL
        directoryURL = Self.directoryURL(forContainer: containerURL)
        try? prepareDirectory()
    }

    deinit {
        // What this store handed over is on disk before anything else may look at the container.
        RecordWriter.shared.waitUntilIdle()
        RecordWriter.shared.forget(store: writerTicket)
    }

    /// The records directory of a container, without touching the disk.
    /// - Parameter containerURL: the app's container directory.
    /// - Returns: `<container>/Library/Application Support/RouteKit/StateRestoration`.
    public nonisolated static func directoryURL(forContainer containerURL: URL) -> URL {
        location(inContainer: containerURL).url
    }

    /// The records directory's path components below the container's root.
    public nonisolated static let directoryComponents = ["Library", "Application Support", "RouteKit", RecordDirectory.displayName]

    /// The records directory of a container, opened step by step (``ContainerPath``).
    nonisolated static func location(inContainer containerURL: URL) -> ContainerPath {
        ContainerPath(containerURL: containerURL, components: directoryComponents)
    }

    /// The file a session's record lives in, whether or not it exists (R15).
    /// - Parameter sessionIdentifier: the scene session's persistent identifier.
    /// - Returns: `<directory>/<encoded identifier>.plist`, always directly inside ``directoryURL``;
    ///   `nil` when the identifier is too long to store.
    public func recordURL(for sessionIdentifier: String) -> URL? {
        SessionFileName.recordFileName(for: sessionIdentifier)
            .map { directoryURL.appendingPathComponent($0, isDirectory: false) }
    }

    // MARK: StateRestorableStorage

    /// Writes a session's record atomically, replacing the previous one (R15).
    ///
    /// Over 100 KiB encoded, the record is written and ``onWarning`` receives
    /// ``StateRestorationError/payloadTooLarge(bytes:)``.
    /// - Parameters:
    ///   - record: the record.
    ///   - sessionIdentifier: the scene session's persistent identifier (any string; see the type's notes).
    /// - Throws: ``StateRestorationError/payloadRefused(bytes:)`` over 4 MiB encoded (nothing written, the
    ///   previous record kept); ``StateRestorationError/storageFailure(underlying:)`` for an identifier
    ///   too long to store, or when the file system refuses (the previous record kept).
    public func save(_ record: StateRecord, for sessionIdentifier: String) throws(StateRestorationError) {
        guard let name = SessionFileName.recordFileName(for: sessionIdentifier) else {
            throw .storageFailure(underlying: SessionFileName.overlongIdentifierDescription(sessionIdentifier))
        }
        let data = try StateRecordCodec.encode(record)
        let warning = try StateRecordCodec.admit(byteCount: data.count)
        // A change still held for a replay must not overwrite this one later.
        RecordWriter.shared.writeWaiting()
        settleWrites()
        let directory = try openOrCreateDirectory()
        try directory.replace(name, with: data, counter: &temporaryFileCounter)
        writeCount += 1
        if let warning { onWarning?(warning, sessionIdentifier) }
        try directory.sync()
    }

    /// Reads a session's record for the engine's restoration at scene connection (R15).
    ///
    /// A record that cannot be read is set aside as `<name>.corrupt` (`.corrupt.2`, … if taken) before
    /// the error is thrown, so it is reported once and the next `load` returns `nil`. A record of a newer
    /// format version N is kept aside untouched as `<name>.vN` instead, for a build that reads it (R15). If setting it aside
    /// fails, it stays, and ``onWarning`` receives a
    /// ``StateRestorationError/storageFailure(underlying:)`` as well. To ask what is stored without this
    /// side effect, use ``peekRecord(for:)``.
    /// - Parameter sessionIdentifier: the scene session's persistent identifier.
    /// - Returns: the record, or `nil` when there is none (or the identifier is too long to have one).
    /// - Throws: ``StateRestorationError/unsupportedVersion(found:)`` for another format version;
    ///   ``StateRestorationError/corruptRecord(reason:)`` for anything else unreadable, the reason naming
    ///   the file, the key and what was expected, and where the file was set aside;
    ///   ``StateRestorationError/storageFailure(underlying:)`` when the system refuses to read a file
    ///   (which is then left in place).
    public func load(for sessionIdentifier: String) throws(StateRestorationError) -> StateRecord? {
        settleWrites()
        guard let name = SessionFileName.recordFileName(for: sessionIdentifier) else { return nil }
        if let held = RecordWriter.shared.heldContent(of: name, in: containerURL) { return try held.record() }
        guard let directory = try openExistingDirectory() else { return nil }
        switch try FileStateRecordReader.find(name, in: directory) {
        case .missing:
            return nil
        case let .record(record):
            return record
        case let .defect(defect):
            throw setAside(name, in: directory, defect: defect, sessionIdentifier: sessionIdentifier)
        }
    }

    /// Removes a session's record and syncs the directory; nothing when there is none (R15,
    /// `discardSceneSessions`).
    /// - Parameter sessionIdentifier: the scene session's persistent identifier.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)`` when the file system refuses (the
    ///   record stays).
    public func delete(for sessionIdentifier: String) throws(StateRestorationError) {
        settleWrites()
        guard let name = SessionFileName.recordFileName(for: sessionIdentifier) else { return }
        if RecordWriter.shared.isHolding {
            try deleteHeld(name, for: sessionIdentifier)
            return
        }
        guard let directory = try openExistingDirectory(), directory.hasEntry(name) else { return }
        guard try directory.remove(name) else { return }
        try directory.sync()
    }

    /// ``delete(for:)`` while the writer holds changes (a replay): the removal is held too, after the held
    /// change or, with none, the file on disk says there is a record.
    private func deleteHeld(_ name: String, for sessionIdentifier: String) throws(StateRestorationError) {
        if let held = RecordWriter.shared.heldContent(of: name, in: containerURL) {
            if case .removal = held { return }
        } else {
            guard let directory = try openExistingDirectory(), directory.hasEntry(name) else { return }
        }
        RecordWriter.shared.submit(
            [
                RecordWriter.Change(
                    sessionIdentifier: sessionIdentifier, fileName: name, content: .removal,
                    store: writerTicket)
            ], containerURL: containerURL)
    }

    /// The sessions that have a record file, decoded from the file names and sorted (R15, `expect records`).
    ///
    /// Set-aside (`.corrupt`) and temporary files, and names this store would not have written, are not
    /// records. Whether each record is readable is for ``peekRecord(for:)`` to say.
    ///
    /// - Returns: the persistent identifiers; empty when the directory is missing or unreadable.
    /// - Complexity: O(n log n) in the number of files in the directory.
    public func storedSessionIdentifiers() -> [String] {
        settleWrites()
        return FileStateRecordReader(containerURL: containerURL).storedSessionIdentifiers()
    }

    // MARK: StateRecordPeeking

    /// What the store holds for a session, read without changing anything (R15; `expect stored`, `expect records`, the transcript): an unreadable record is reported, not set aside, so the next ``load(for:)`` still finds and reports it.
    ///
    /// - Parameter sessionIdentifier: the scene session's persistent identifier.
    /// - Returns: ``StoredRecordStatus/noRecord``, the decoded record, or
    ///   ``StoredRecordStatus/unreadable(_:)`` with the reason `load` would throw (naming the file).
    public func peekRecord(for sessionIdentifier: String) -> StoredRecordStatus {
        settleWrites()
        return FileStateRecordReader(containerURL: containerURL).peekRecord(for: sessionIdentifier)
    }

    // MARK: Engine

    /// Sets aside the record of a session that the store read but the engine cannot restore (a type
    /// no longer registered, a state that does not decode), as ``load(for:)`` does with an unreadable one.
    /// - Returns: the set-aside name (`<name>.corrupt`, …), or `nil` when the session has no record.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)`` when the file system refuses.
    func setAsideRecord(for sessionIdentifier: String) throws(StateRestorationError) -> String? {
        // The record may be one held for a replay: set aside what the file holds.
        RecordWriter.shared.writeWaiting()
        settleWrites()
        guard let name = SessionFileName.recordFileName(for: sessionIdentifier),
            let directory = try openExistingDirectory(),
            directory.hasEntry(name)
        else { return nil }
        return try directory.setAside(name)
    }

    // MARK: Directory

    /// Opens the records directory, or `nil` when it does not exist.
    private func openExistingDirectory() throws(StateRestorationError) -> RecordDirectory? {
        guard let directory = try Self.openDirectory(in: containerURL) else {
            needsPreparation = true
            return nil
        }
        return directory
    }

    /// Opens the records directory, creating it first when it is missing.
    private func openOrCreateDirectory() throws(StateRestorationError) -> RecordDirectory {
        if !needsPreparation, let directory = try openExistingDirectory() { return directory }
        try prepareDirectory()
        guard let directory = try Self.openDirectory(in: containerURL) else {
            throw .storageFailure(underlying: "\(RecordDirectory.displayName) vanished right after being created")
        }
        return directory
    }

    /// Opens a container's records directory step by step, or `nil` when it does not exist.
    /// - Parameters:
    ///   - containerURL: the container.
    ///   - creating: whether missing directories are created (mode 0700).
    /// - Returns: the open directory, or `nil` when it does not exist and `creating` is `false`.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)`` when a step is a symbolic link, not a directory, or cannot be opened.
    nonisolated static func openDirectory(in containerURL: URL, creating: Bool = false) throws(StateRestorationError) -> RecordDirectory? {
        try RecordDirectory.open(location(inContainer: containerURL), shownAs: RecordDirectory.displayName, creating: creating)
    }

    /// Creates the directory and its parents (mode 0700), pins its mode to 0700 and removes leftover temporary files.
    ///
    /// No other process writes to the container (the type's notes), so a temporary file no write of this
    /// process is making is a crashed writer's leftover.
    private func prepareDirectory() throws(StateRestorationError) {
        // Temporary files of this process's background writes are not leftovers: let them land first.
        settleWrites()
        guard let directory = try Self.openDirectory(in: containerURL, creating: true) else {
            throw .storageFailure(underlying: "\(RecordDirectory.displayName) vanished right after being created")
        }
        try directory.restrictToOwner()
        directory.removeTemporaryFiles()
        needsPreparation = false
    }

    /// Sets an unreadable record aside and returns the error `load` throws for it.
    private func setAside(
        _ name: String, in directory: RecordDirectory, defect: StateRestorationError, sessionIdentifier: String
    ) -> StateRestorationError {
        let outcome: String
        do {
            if case let .unsupportedVersion(found) = defect, found > StateRecord.currentVersion {
                // A newer build's record: kept, untouched, under a name that says which version reads it.
                keptAsideNames[sessionIdentifier] = try directory.setAside(name, suffix: "v\(found)")
                return defect
            }
            outcome = "set aside as \(try directory.setAside(name))"
        } catch {
            onWarning?(error, sessionIdentifier)
            outcome = "could not be set aside"
        }
        guard case let .corruptRecord(reason) = FileStateRecordReader.located(defect, name: name) else { return defect }
        return .corruptRecord(reason: "\(reason); \(outcome)")
    }
}
