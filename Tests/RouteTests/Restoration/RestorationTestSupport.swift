import Foundation
import Glibc
import Route
import RouteInterface
import Testing

/// Shared helpers of the restoration store tests.
enum RestorationTestSupport {
    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    /// A fresh, empty directory under the system's temporary directory (`mkdtemp`), to serve as an app
    /// container. The caller removes it.
    static func makeTemporaryDirectory() throws -> URL {
        let template = FileManager.default.temporaryDirectory.path + "/routekit-store-XXXXXX"
        var bytes = Array(template.utf8CString)
        let path: String? = bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, let made = mkdtemp(base) else { return nil }
            return String(cString: made)
        }
        guard let path else { throw SetupError(description: "mkdtemp failed: \(String(cString: strerror(errno)))") }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Removes a temporary directory made by ``makeTemporaryDirectory()``.
    static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }

    /// A record of the Notes demo's restorable screen with a state of `payloadBytes` bytes
    /// (default: the JSON of the note id).
    static func record(_ note: String = "42", payloadBytes: Int? = nil, isSignedIn: Bool = true) -> StateRecord {
        let state: Data
        if let payloadBytes {
            // The content does not matter (property lists are not compressed); filling is fast in debug builds.
            state = Data(repeating: UInt8(truncatingIfNeeded: payloadBytes), count: payloadBytes)
        } else {
            state = Data("{\"noteID\":\"\(note)\"}".utf8)
        }
        return StateRecord(
            restorationIdentifier: "NoteDetail", screenName: "NoteDetail(\(note))", isSignedIn: isSignedIn, state: state)
    }

    /// The record encoded exactly as the stores write it (binary property list).
    static func encoded(_ record: StateRecord) throws -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        return try encoder.encode(record)
    }

    /// Every entry under `root` (files, directories, links), as sorted paths relative to `root`.
    static func allEntries(under root: URL) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []).sorted()
    }

    /// The names directly inside a directory, sorted.
    static func names(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// The permission bits of a path (symbolic links not followed), or `nil` when it does not exist.
    static func permissions(of url: URL) -> mode_t? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// The size in bytes of a file, or `nil` when it does not exist.
    static func size(of url: URL) -> Int? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// A file store in `container`, with a warning recorder attached, holding a good record for `other`
    /// and the fixture's bytes as the record of `s1`: the setting of the malformed-record tests.
    @MainActor static func fileStoreWithMalformedRecord(_ fixture: MalformedRecordFixture, in container: URL) throws
        -> (store: FileStateRestorationStorage, warnings: WarningRecorder, bytes: Data, file: URL) {
        let store = FileStateRestorationStorage(containerURL: container)
        let warnings = WarningRecorder()
        warnings.attach(to: store)
        try store.save(record("7"), for: "other")
        let bytes = try fixture.bytes()
        let file = try #require(store.recordURL(for: "s1"))
        try bytes.write(to: file)
        return (store, warnings, bytes, file)
    }
}

/// Collects the warnings a store sends through `onWarning`.
@MainActor final class WarningRecorder {
    private(set) var warnings: [StateRestorationError] = []
    private(set) var sessions: [String] = []

    /// Attaches to a store's warning channel.
    func attach(to store: some StateRestorationWarningReporting) {
        store.onWarning = { [weak self] warning, session in
            self?.warnings.append(warning)
            self?.sessions.append(session)
        }
    }
}

/// The two stores, for tests that hold both to the same rules.
enum RestorationStoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case file
    case memory

    var testDescription: String { rawValue }

    /// A new store of this kind; the file store lives in `container`.
    @MainActor func makeStore(container: URL) -> any StateRestorableStorage & StateRestorationWarningReporting {
        switch self {
        case .file: FileStateRestorationStorage(containerURL: container)
        case .memory: InMemoryStateRestorationStorage()
        }
    }
}
