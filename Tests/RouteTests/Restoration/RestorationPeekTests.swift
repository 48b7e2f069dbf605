import Foundation
import Glibc
import Route
import RouteInterface
import Testing

/// Asking what is stored never changes the store: `peekRecord(for:)` reports an unreadable record and
/// leaves it exactly where it is, so the engine's restoration (`load`) still finds, reports and sets it
/// aside once (R15; docs/SCENARIOS.md `expect stored`, `expect records`).
@Suite @MainActor struct RestorationPeekTests {
    typealias Support = RestorationTestSupport

    @Test(arguments: MalformedRecordFixture.allCases)
    func theFileStoreReportsAnUnreadableRecordAndLeavesItInPlace(fixture: MalformedRecordFixture) throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let (store, warnings, bytes, file) = try Support.fileStoreWithMalformedRecord(fixture, in: container)

        for _ in 1...3 {
            Self.check(store.peekRecord(for: "s1"), against: fixture.expected, file: "StateRestoration/s1.plist")
            #expect(FileStateRecordReader(containerURL: container).peekRecord(for: "s1") == store.peekRecord(for: "s1"))
        }

        #expect(try Data(contentsOf: file) == bytes)
        #expect(Support.names(in: store.directoryURL) == ["other.plist", "s1.plist"])
        #expect(store.storedSessionIdentifiers() == ["other", "s1"])
        #expect(store.peekRecord(for: "other") == .record(Support.record("7")))
        #expect(warnings.warnings.isEmpty)
        // The engine's restoration still finds it, and it alone sets it aside.
        #expect(throws: StateRestorationError.self) { try store.load(for: "s1") }
        // A newer build's record is kept aside as `.vN`, not as corrupt (R15).
        let setAsideName = if case .unsupportedVersion(99) = fixture.expected { "s1.plist.v99" } else { "s1.plist.corrupt" }
        #expect(Support.names(in: store.directoryURL) == ["other.plist", setAsideName])
        #expect(store.peekRecord(for: "s1") == .noRecord)
    }

    @Test(arguments: MalformedRecordFixture.allCases)
    func theMemoryStoreReportsAnUnreadableRecordAndLeavesItInPlace(fixture: MalformedRecordFixture) throws {
        let store = InMemoryStateRestorationStorage()
        let bytes = try fixture.bytes()
        store.replaceEncodedRecord(bytes, for: "s1")

        Self.check(store.peekRecord(for: "s1"), against: fixture.expected, file: "in-memory record of s1")
        Self.check(store.peekRecord(for: "s1"), against: fixture.expected, file: "in-memory record of s1")

        #expect(store.encodedRecord(for: "s1") == bytes)
        #expect(store.setAsideRecords.isEmpty)
        #expect(store.storedSessionIdentifiers() == ["s1"])
        #expect(throws: StateRestorationError.self) { try store.load(for: "s1") }
        #expect(store.setAsideRecords == [.init(sessionIdentifier: "s1", bytes: bytes)])
    }

    @Test(arguments: RestorationStoreKind.allCases)
    func aReadableRecordAndAMissingOneArePeekedAsTheyAre(kind: RestorationStoreKind) throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = kind.makeStore(container: container)
        try store.save(Support.record("3"), for: "s")
        let peeking = try #require(store as? any StateRecordPeeking)

        #expect(peeking.peekRecord(for: "s") == .record(Support.record("3")))
        #expect(peeking.peekRecord(for: "s").description == "NoteDetail(3)")
        #expect(peeking.peekRecord(for: "nobody") == .noRecord)
        #expect(peeking.peekRecord(for: "nobody").description == "none")
        #expect(peeking.peekRecord(for: String(repeating: "/", count: 100)) == .noRecord)
    }

    @Test(arguments: RestorationMalformedRecordTests.SpecialFile.allCases)
    func aRecordThatIsNotARegularFileIsReportedNotFollowedAndLeftInPlace(
        special: RestorationMalformedRecordTests.SpecialFile
    ) throws {
        let outside = try Support.makeTemporaryDirectory()
        defer { Support.remove(outside) }
        let container = outside.appendingPathComponent("container", isDirectory: true)
        let store = FileStateRestorationStorage(containerURL: container)
        let file = try #require(store.recordURL(for: "s"))
        let target = outside.appendingPathComponent("elsewhere.plist")
        try Support.encoded(Support.record("1")).write(to: target)
        let expectedKind: String
        switch special {
        case .symbolicLinkToAValidRecord:
            try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)
            expectedKind = "a symbolic link"
        case .fifo:
            #expect(mkfifo(file.path, 0o600) == 0)
            expectedKind = "a FIFO"
        case .directory:
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            expectedKind = "a directory"
        }
        let before = Support.allEntries(under: outside)

        Self.check(store.peekRecord(for: "s"), against: .corrupt(mentioning: "\(expectedKind), expected a regular file"),
                   file: "StateRestoration/s.plist")

        #expect(Support.allEntries(under: outside) == before)
    }

    @Test func theReaderCreatesNothingAndRemovesNothing() throws {
        let outside = try Support.makeTemporaryDirectory()
        defer { Support.remove(outside) }
        let missing = outside.appendingPathComponent("never-created", isDirectory: true)

        let empty = FileStateRecordReader(containerURL: missing)
        #expect(empty.storedSessionIdentifiers().isEmpty)
        #expect(empty.peekRecord(for: "S1") == .noRecord)
        #expect(Support.allEntries(under: outside).isEmpty)

        // A container a killed writer left: a record, a temporary file, no lock holder.
        let container = outside.appendingPathComponent("container", isDirectory: true)
        let directory = FileStateRestorationStorage.directoryURL(forContainer: container)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Support.encoded(Support.record("5")).write(to: directory.appendingPathComponent("S1.plist"))
        try Data("half".utf8).write(to: directory.appendingPathComponent(".tmp-3"))
        let before = Support.allEntries(under: outside)

        let reader = FileStateRecordReader(containerURL: container)
        #expect(reader.storedSessionIdentifiers() == ["S1"])
        #expect(reader.peekRecord(for: "S1") == .record(Support.record("5")))

        #expect(Support.allEntries(under: outside) == before)
    }

    @Test func anUnreadableRecordDescribesItselfWithItsReason() throws {
        let store = InMemoryStateRestorationStorage()
        store.replaceEncodedRecord(Data("junk".utf8), for: "S1")

        let status = store.peekRecord(for: "S1")

        #expect(status.exists)
        #expect(status.record == nil)
        #expect(status.description.hasPrefix("unreadable (corruptRecord: in-memory record of S1: "))
        #expect(!status.description.contains("set aside"))
    }

    private static func check(
        _ status: StoredRecordStatus, against expected: MalformedRecordFixture.Expected, file: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        switch (expected, status) {
        case let (.unsupportedVersion(version), .unreadable(error)):
            #expect(error == .unsupportedVersion(found: version), sourceLocation: sourceLocation)
        case let (.corrupt(mentioning), .unreadable(.corruptRecord(reason))):
            #expect(reason.contains(mentioning), "reason: \(reason)", sourceLocation: sourceLocation)
            #expect(reason.hasPrefix(file), "reason: \(reason)", sourceLocation: sourceLocation)
            #expect(!reason.contains("set aside"), "reason: \(reason)", sourceLocation: sourceLocation)
        default:
            Issue.record("expected unreadable \(expected), got \(status)", sourceLocation: sourceLocation)
        }
    }
}
