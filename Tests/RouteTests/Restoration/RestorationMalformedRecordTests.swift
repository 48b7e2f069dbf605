import Foundation
import Glibc
import Route
import RouteInterface
import Testing

/// Robust load: every malformed record is reported exactly once, set aside (never deleted), and the
/// window starts fresh; other sessions are unaffected (R15).
@Suite @MainActor struct RestorationMalformedRecordTests {
    typealias Support = RestorationTestSupport

    @Test(arguments: MalformedRecordFixture.allCases)
    func theFileStoreReportsAndSetsAside(fixture: MalformedRecordFixture) throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let (store, warnings, bytes, _) = try Support.fileStoreWithMalformedRecord(fixture, in: container)
        #expect(store.storedSessionIdentifiers() == ["other", "s1"])

        let error = #expect(throws: StateRestorationError.self) { try store.load(for: "s1") }

        // A newer build's record is kept aside as `.vN`, not as corrupt (R15).
        let setAsideName = if case .unsupportedVersion(99) = fixture.expected { "s1.plist.v99" } else { "s1.plist.corrupt" }
        Self.check(error, against: fixture.expected, file: "StateRestoration/s1.plist", setAsideAs: setAsideName)
        #expect(warnings.warnings.isEmpty)
        let setAside = store.directoryURL.appendingPathComponent(setAsideName)
        #expect(try Data(contentsOf: setAside) == bytes)
        #expect(Support.names(in: store.directoryURL) == ["other.plist", setAsideName])
        // Reported once: the window now starts fresh.
        #expect(try store.load(for: "s1") == nil)
        #expect(store.storedSessionIdentifiers() == ["other"])
        #expect(try store.load(for: "other") == Support.record("7"))
        // The next real navigation writes a new record beside the set-aside file.
        try store.save(Support.record("8"), for: "s1")
        #expect(try store.load(for: "s1") == Support.record("8"))
        #expect(try Data(contentsOf: setAside) == bytes)
    }

    @Test(arguments: MalformedRecordFixture.allCases)
    func theMemoryStoreReportsAndSetsAside(fixture: MalformedRecordFixture) throws {
        let store = InMemoryStateRestorationStorage()
        let warnings = WarningRecorder()
        warnings.attach(to: store)
        try store.save(Support.record("7"), for: "other")
        let bytes = try fixture.bytes()
        store.replaceEncodedRecord(bytes, for: "s1")

        let error = #expect(throws: StateRestorationError.self) { try store.load(for: "s1") }

        Self.check(error, against: fixture.expected, file: "s1", setAsideAs: "set aside")
        #expect(warnings.warnings.isEmpty)
        #expect(store.setAsideRecords == [.init(sessionIdentifier: "s1", bytes: bytes)])
        #expect(try store.load(for: "s1") == nil)
        #expect(store.storedSessionIdentifiers() == ["other"])
    }

    @Test func aSecondAndThirdSetAsideNeverReplaceTheFirst() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = FileStateRestorationStorage(containerURL: container)
        let file = try #require(store.recordURL(for: "s"))

        for attempt in 1...3 {
            try Data("broken \(attempt)".utf8).write(to: file)
            #expect(throws: StateRestorationError.self) { try store.load(for: "s") }
        }

        #expect(Support.names(in: store.directoryURL) == ["s.plist.corrupt", "s.plist.corrupt.2", "s.plist.corrupt.3"])
        for (name, attempt) in [("s.plist.corrupt", 1), ("s.plist.corrupt.2", 2), ("s.plist.corrupt.3", 3)] {
            #expect(try Data(contentsOf: store.directoryURL.appendingPathComponent(name)) == Data("broken \(attempt)".utf8))
        }
    }

    /// Things that are not regular files where a record should be: never followed, never blocking.
    enum SpecialFile: String, CaseIterable, Sendable {
        case symbolicLinkToAValidRecord
        case fifo
        case directory
    }

    @Test(arguments: SpecialFile.allCases)
    func aRecordThatIsNotARegularFileIsSetAside(special: SpecialFile) throws {
        let outside = try Support.makeTemporaryDirectory()
        defer { Support.remove(outside) }
        let container = outside.appendingPathComponent("container", isDirectory: true)
        let store = FileStateRestorationStorage(containerURL: container)
        let file = try #require(store.recordURL(for: "s"))
        let target = outside.appendingPathComponent("elsewhere.plist")
        let targetBytes = try Support.encoded(Support.record("1"))
        try targetBytes.write(to: target)
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

        let error = #expect(throws: StateRestorationError.self) { try store.load(for: "s") }

        Self.check(error, against: .corrupt(mentioning: "\(expectedKind), expected a regular file"),
                   file: "StateRestoration/s.plist", setAsideAs: "s.plist.corrupt")
        #expect(Support.names(in: store.directoryURL) == ["s.plist.corrupt"])
        #expect(try Data(contentsOf: target) == targetBytes)
        #expect(try store.load(for: "s") == nil)
    }

    private static func check(
        _ error: StateRestorationError?, against expected: MalformedRecordFixture.Expected, file: String, setAsideAs: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        switch (expected, error) {
        case let (.unsupportedVersion(version), error?):
            #expect(error == .unsupportedVersion(found: version), sourceLocation: sourceLocation)
        case let (.corrupt(mentioning), .corruptRecord(reason)?):
            #expect(reason.contains(mentioning), "reason: \(reason)", sourceLocation: sourceLocation)
            #expect(reason.contains(file), "reason: \(reason)", sourceLocation: sourceLocation)
            #expect(reason.contains(setAsideAs), "reason: \(reason)", sourceLocation: sourceLocation)
        default:
            Issue.record("expected \(expected), got \(String(describing: error))", sourceLocation: sourceLocation)
        }
    }
}
