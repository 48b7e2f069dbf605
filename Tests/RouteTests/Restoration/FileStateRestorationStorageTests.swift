import Foundation
import Glibc
import Route
import RouteInterface
import Testing

/// The default file store: where records go, round trips, replacement, deletion, listing, file modes
/// and atomic-write hygiene (R15).
@Suite @MainActor struct FileStateRestorationStorageTests {
    typealias Support = RestorationTestSupport

    @Test func writesARecordAndReadsItBack() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = FileStateRestorationStorage(containerURL: container)
        let record = Support.record("42")

        try store.save(record, for: "session-1")

        #expect(try store.load(for: "session-1") == record)
        #expect(store.storedSessionIdentifiers() == ["session-1"])
        let file = container.appendingPathComponent("Library/Application Support/RouteKit/StateRestoration/session-1.plist")
        #expect(store.recordURL(for: "session-1")?.path == file.path)
        // The documented format: a binary property list.
        let bytes = try Data(contentsOf: file)
        #expect(bytes.starts(with: Data("bplist00".utf8)))
        #expect(store.committedWriteCount == 1)
    }

    @Test func aRecordSurvivesTheProcess() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let record = Support.record("7", isSignedIn: false)
        try FileStateRestorationStorage(containerURL: container).save(record, for: "main-session")

        // A new store over the same container, as after `kill` and `relaunch`.
        let relaunched = FileStateRestorationStorage(containerURL: container)

        #expect(try relaunched.load(for: "main-session") == record)
        #expect(relaunched.storedSessionIdentifiers() == ["main-session"])
    }

    @Test func savingAgainReplacesTheRecord() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = FileStateRestorationStorage(containerURL: container)

        try store.save(Support.record("1"), for: "s")
        try store.save(Support.record("2"), for: "s")

        #expect(try store.load(for: "s") == Support.record("2"))
        #expect(Support.names(in: store.directoryURL) == ["s.plist"])
    }

    @Test func deleteRemovesTheRecordAndIgnoresAMissingOne() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = FileStateRestorationStorage(containerURL: container)
        try store.save(Support.record("1"), for: "kept")
        try store.save(Support.record("2"), for: "discarded")

        try store.delete(for: "discarded")
        try store.delete(for: "discarded")
        try store.delete(for: "never-stored")

        #expect(try store.load(for: "discarded") == nil)
        #expect(try store.load(for: "kept") == Support.record("1"))
        #expect(store.storedSessionIdentifiers() == ["kept"])
        #expect(Support.names(in: store.directoryURL) == ["kept.plist"])
    }

    @Test func loadingASessionWithoutARecordGivesNil() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = FileStateRestorationStorage(containerURL: container)

        #expect(try store.load(for: "nobody") == nil)
        #expect(store.storedSessionIdentifiers().isEmpty)
    }

    @Test func listsSessionsSortedAndOnlyRecordFiles() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = FileStateRestorationStorage(containerURL: container)
        for session in ["b", "a", "C", "a/b"] { try store.save(Support.record(session), for: session) }
        let directory = store.directoryURL
        let junk = Data("junk".utf8)
        for name in ["x.plist.corrupt", "x.plist.corrupt.2", ".tmp-99", "notes.txt", "%zz.plist", "%61.plist",
                     "%2e.plist", "a.b.plist", ".plist"] {
            try junk.write(to: directory.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder.plist"), withIntermediateDirectories: false)

        #expect(store.storedSessionIdentifiers() == ["C", "a", "a/b", "b"])
    }

    @Test func recordFilesAreMode0600AndTheDirectory0700() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = FileStateRestorationStorage(containerURL: container)

        try store.save(Support.record("1"), for: "s")
        try store.save(Support.record("2"), for: "s")
        try store.save(Support.record("3", payloadBytes: 150_000), for: "large")

        for session in ["s", "large"] {
            let url = try #require(store.recordURL(for: session))
            #expect(Support.permissions(of: url) == 0o600)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
        }
        #expect(Support.permissions(of: store.directoryURL) == 0o700)
    }

    @Test func anExistingDirectoryIsNarrowedTo0700() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let directory = FileStateRestorationStorage.directoryURL(forContainer: container)
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])

        let store = FileStateRestorationStorage(containerURL: container)

        #expect(Support.permissions(of: store.directoryURL) == 0o700)
    }

    @Test func successfulWritesLeaveNoTemporaryFiles() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = FileStateRestorationStorage(containerURL: container)

        for step in 0..<30 {
            try store.save(Support.record("\(step)"), for: ["main", "compose", "main#2"][step % 3])
        }

        #expect(Support.names(in: store.directoryURL) == ["compose.plist", "main%232.plist", "main.plist"])
        #expect(store.committedWriteCount == 30)
    }

    @Test func leftoverTemporaryFilesAreIgnoredThenRemovedAtInit() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = FileStateRestorationStorage(containerURL: container)
        // What a SIGKILL between creating and renaming a temporary file leaves, under names this store
        // is about to pick: the write must step past them.
        let partial = try Support.encoded(Support.record("9")).prefix(20)
        for name in [".tmp-1", ".tmp-2"] { try partial.write(to: store.directoryURL.appendingPathComponent(name)) }

        try store.save(Support.record("1"), for: "s")

        #expect(store.storedSessionIdentifiers() == ["s"])
        #expect(Support.names(in: store.directoryURL) == [".tmp-1", ".tmp-2", "s.plist"])

        let relaunched = FileStateRestorationStorage(containerURL: container)

        #expect(Support.names(in: relaunched.directoryURL) == ["s.plist"])
        #expect(try relaunched.load(for: "s") == Support.record("1"))
    }

    @Test func aFailedWriteLeavesNoTemporaryFileAndThrowsStorageFailure() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = FileStateRestorationStorage(containerURL: container)
        // A non-empty directory where the record would go: the final rename must fail.
        let blocker = try #require(store.recordURL(for: "s"))
        try FileManager.default.createDirectory(at: blocker.appendingPathComponent("inner"), withIntermediateDirectories: true)

        let error = #expect(throws: StateRestorationError.self) { try store.save(Support.record("1"), for: "s") }

        guard case let .storageFailure(underlying)? = error else {
            Issue.record("expected storageFailure, got \(String(describing: error))")
            return
        }
        #expect(underlying.hasPrefix("cannot write StateRestoration/s.plist (renaming .tmp-"), "the message names the record, not only the temporary file")
        #expect(Support.names(in: store.directoryURL) == ["s.plist"])
        #expect(store.committedWriteCount == 0)
    }

    @Test func theDirectoryIsRecreatedWhenItDisappears() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = FileStateRestorationStorage(containerURL: container)
        try FileManager.default.removeItem(at: container.appendingPathComponent("Library"))

        #expect(try store.load(for: "s") == nil)
        #expect(store.storedSessionIdentifiers().isEmpty)
        try store.delete(for: "s")
        try store.save(Support.record("1"), for: "s")

        #expect(try store.load(for: "s") == Support.record("1"))
        #expect(Support.permissions(of: store.directoryURL) == 0o700)
    }

    @Test func aMissingContainerIsCreated() throws {
        let parent = try Support.makeTemporaryDirectory()
        defer { Support.remove(parent) }
        let container = parent.appendingPathComponent("routenav/notes", isDirectory: true)

        let store = FileStateRestorationStorage(containerURL: container)
        try store.save(Support.record("1"), for: "s")

        #expect(Support.allEntries(under: container) == [
            "Library", "Library/Application Support", "Library/Application Support/RouteKit",
            "Library/Application Support/RouteKit/StateRestoration",
            "Library/Application Support/RouteKit/StateRestoration/s.plist",
        ])
        #expect(Support.permissions(of: store.directoryURL) == 0o700)
    }
}
