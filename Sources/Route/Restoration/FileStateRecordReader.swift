import Foundation
import RouteInterface

/// A read-only view of the records ``FileStateRestorationStorage`` keeps in a container (R15;
/// docs/SCENARIOS.md `expect stored` / `expect records`).
///
/// For questions asked from outside the app's process, or while it is not running: the simulator after a
/// `kill`, `routekit-bench --check-records`. It takes no lock, creates no directory, removes
/// no temporary file and sets nothing aside, so it can look at a container another process is using
/// (it then sees each record as it was before or after that process's last atomic write, never a mix).
/// It reads exactly as the store's ``FileStateRestorationStorage/load(for:)`` does (same file names, same
/// size limit checked before reading, same decoder), so an unreadable record is reported with the reason
/// the next launch will give.
public struct FileStateRecordReader: StateRecordPeeking, Sendable {
    /// The app container whose records are read.
    public let containerURL: URL

    /// The records directory: `<container>/Library/Application Support/RouteKit/StateRestoration`.
    public var directoryURL: URL { FileStateRestorationStorage.directoryURL(forContainer: containerURL) }

    /// Creates a view of a container's records; touches nothing.
    ///
    /// Reads follow no symbolic link below the container's root (`ContainerPath`).
    ///
    /// - Parameter containerURL: the app's container directory (a file URL); it need not exist.
    public init(containerURL: URL) {
        self.containerURL = containerURL
    }

    /// The sessions that have a record file, decoded from the file names and sorted (R15, `expect records`).
    ///
    /// Set-aside (`.corrupt`) and temporary files, and names the store would not have written, are not
    /// records; an unreadable record file is.
    ///
    /// - Returns: the persistent identifiers; empty when the directory is missing or unreadable.
    /// - Complexity: O(n log n) in the number of files in the directory.
    public func storedSessionIdentifiers() -> [String] {
        RecordWriter.shared.waitUntilIdle()
        let held = RecordWriter.shared.heldFiles(in: containerURL)
        let directory = try? FileStateRestorationStorage.openDirectory(in: containerURL)
        guard !held.isEmpty else { return directory.map(Self.sessionIdentifiers(in:)) ?? [] }
        // Changes held for a replay (``RecordDurability``) are what the files hold as far as this process sees.
        var names = Set(directory.map { directory in directory.entries().filter { directory.isRegularFile($0) } } ?? [])
        for (name, isRecord) in held {
            if isRecord { names.insert(name) } else { names.remove(name) }
        }
        return names.compactMap(SessionFileName.identifier(fromRecordFileName:)).sorted()
    }

    /// What the container holds for a session, read without changing anything (R15).
    /// - Parameter sessionIdentifier: the scene session's persistent identifier.
    /// - Returns: ``StoredRecordStatus/noRecord`` when there is no record file (or the identifier is too long
    ///   to have one); the decoded record; or ``StoredRecordStatus/unreadable(_:)`` with the reason `load`
    ///   would throw, naming the file (for example, `StateRestoration/S1.plist: not a property list`).
    public func peekRecord(for sessionIdentifier: String) -> StoredRecordStatus {
        RecordWriter.shared.waitUntilIdle()
        guard let name = SessionFileName.recordFileName(for: sessionIdentifier) else { return .noRecord }
        do {
            if let held = RecordWriter.shared.heldContent(of: name, in: containerURL) {
                return try held.record().map(StoredRecordStatus.record) ?? .noRecord
            }
            guard let directory = try FileStateRestorationStorage.openDirectory(in: containerURL) else { return .noRecord }
            switch try Self.find(name, in: directory) {
            case .missing: return .noRecord
            case let .record(record): return .record(record)
            case let .defect(defect): return .unreadable(Self.located(defect, name: name))
            }
        } catch {
            return .unreadable(error)
        }
    }

    // MARK: Shared with the store

    /// What reading one record file found.
    enum Finding {
        /// There is no such file.
        case missing
        /// The decoded record.
        case record(StateRecord)
        /// The file cannot be a record (its content, kind or size): the store sets such a file aside.
        case defect(StateRestorationError)
    }

    /// Reads and decodes the record file `name`, changing nothing.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)`` when the system refuses to open or
    ///   read a file that exists (it may be fine, so it is never set aside).
    static func find(_ name: String, in directory: RecordDirectory) throws(StateRestorationError) -> Finding {
        switch try directory.read(name, limit: StateRestorationLimits.refusalThreshold) {
        case .missing:
            return .missing
        case let .unusable(reason):
            return .defect(.corruptRecord(reason: reason))
        case let .contents(data):
            do {
                return .record(try StateRecordCodec.decode(data))
            } catch {
                return .defect(error)
            }
        }
    }

    /// A defect with the file it was found in: a ``StateRestorationError/corruptRecord(reason:)`` reason
    /// gains the `StateRestoration/<name>: ` prefix; other errors already say what they are.
    static func located(_ defect: StateRestorationError, name: String) -> StateRestorationError {
        guard case let .corruptRecord(reason) = defect else { return defect }
        return .corruptRecord(reason: "\(RecordDirectory.display(name)): \(reason)")
    }

    /// The persistent identifiers of the regular record files in `directory`, sorted.
    static func sessionIdentifiers(in directory: RecordDirectory) -> [String] {
        directory.entries()
            .filter { directory.isRegularFile($0) }
            .compactMap(SessionFileName.identifier(fromRecordFileName:))
            .sorted()
    }
}
