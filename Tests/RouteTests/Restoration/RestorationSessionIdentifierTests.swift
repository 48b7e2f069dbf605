import Foundation
import Route
import RouteInterface
import Testing

/// Session identifiers are never paths: hostile ones are encoded into one file name inside the records
/// directory, reversibly; overlong ones are refused (R15).
@Suite @MainActor struct RestorationSessionIdentifierTests {
    typealias Support = RestorationTestSupport

    static let hostile = [
        "../../etc/passwd", "a/b", "", "\u{0}", "a\u{0}b", ".", "..", "%", "%2E", "/", "x/../../../../y",
        "..\\..\\windows", "line\nbreak", " spaced ", "-leading-dash", "ümlaut", "🙂", "main#2",
        String(repeating: "/", count: 66),
    ]

    @Test func hostileIdentifiersStayInsideTheRecordsDirectoryAndRoundTrip() throws {
        let outside = try Support.makeTemporaryDirectory()
        defer { Support.remove(outside) }
        let container = outside.appendingPathComponent("container", isDirectory: true)
        let store = FileStateRestorationStorage(containerURL: container)

        for (index, session) in Self.hostile.enumerated() {
            try store.save(Support.record("\(index)"), for: session)
        }

        for (index, session) in Self.hostile.enumerated() {
            #expect(try store.load(for: session) == Support.record("\(index)"), "session \(session.debugDescription)")
            let url = try #require(store.recordURL(for: session))
            #expect(url.deletingLastPathComponent().standardizedFileURL.path == store.directoryURL.standardizedFileURL.path)
        }
        #expect(store.storedSessionIdentifiers() == Self.hostile.sorted())
        // Nothing anywhere but the records directory and its parents (the store takes no lock), even
        // above the container.
        let recordsPrefix = "container/Library/Application Support/RouteKit/StateRestoration/"
        let entries = Support.allEntries(under: outside)
        let records = entries.filter { $0.hasPrefix(recordsPrefix) }
        #expect(records.count == Self.hostile.count)
        #expect(records.allSatisfy { !$0.dropFirst(recordsPrefix.count).contains("/") })
        #expect(entries.filter { !$0.hasPrefix(recordsPrefix) } == [
            "container", "container/Library", "container/Library/Application Support",
            "container/Library/Application Support/RouteKit",
            "container/Library/Application Support/RouteKit/StateRestoration",
        ])
        // Each survives a relaunch and can be deleted.
        let relaunched = FileStateRestorationStorage(containerURL: container)
        for session in Self.hostile { try relaunched.delete(for: session) }
        #expect(relaunched.storedSessionIdentifiers().isEmpty)
    }

    @Test func theEmptyIdentifierIsAnOrdinaryKeyStoredAsPercent() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = FileStateRestorationStorage(containerURL: container)

        try store.save(Support.record("1"), for: "")

        #expect(Support.names(in: store.directoryURL) == ["%.plist"])
        #expect(store.storedSessionIdentifiers() == [""])
        #expect(try store.load(for: "") == Support.record("1"))
        try store.delete(for: "")
        #expect(Support.names(in: store.directoryURL).isEmpty)
    }

    @Test(arguments: RestorationStoreKind.allCases)
    func identifiersTooLongToNameAFileAreRefused(kind: RestorationStoreKind) throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = kind.makeStore(container: container)
        let overlong = [
            String(repeating: "x", count: 10_000), String(repeating: "/", count: 10_000),
            String(repeating: "\u{0}", count: 10_000), String(repeating: "a", count: 201), String(repeating: "/", count: 67),
        ]

        for session in overlong {
            let error = #expect(throws: StateRestorationError.self) { try store.save(Support.record("1"), for: session) }
            guard case let .storageFailure(underlying)? = error else {
                Issue.record("expected storageFailure, got \(String(describing: error))")
                continue
            }
            #expect(underlying.contains("over 200 bytes"))
            #expect(underlying.count < 300, "the message must not repeat the identifier")
            #expect(!underlying.contains("\u{0}"))
            #expect(try store.load(for: session) == nil)
            try store.delete(for: session)
        }

        #expect(store.storedSessionIdentifiers().isEmpty)
        if let fileStore = store as? FileStateRestorationStorage {
            #expect(Support.names(in: fileStore.directoryURL).isEmpty)
        }
    }

    @Test(arguments: RestorationStoreKind.allCases)
    func theLongestStorableIdentifiersAreStored(kind: RestorationStoreKind) throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = kind.makeStore(container: container)
        let longest = [String(repeating: "a", count: 200), String(repeating: "/", count: 66) + "ab"]

        for session in longest { try store.save(Support.record(session), for: session) }

        #expect(store.storedSessionIdentifiers() == longest.sorted())
        for session in longest { #expect(try store.load(for: session) == Support.record(session)) }
    }

    @Test(arguments: RestorationStoreKind.allCases)
    func canonicallyEquivalentIdentifiersShareOneRecord(kind: RestorationStoreKind) throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let store = kind.makeStore(container: container)
        let decomposed = "Cafe\u{301}"
        let precomposed = "Caf\u{E9}"

        try store.save(Support.record("1"), for: decomposed)
        try store.save(Support.record("2"), for: precomposed)

        #expect(store.storedSessionIdentifiers().count == 1)
        #expect(store.storedSessionIdentifiers().first?.unicodeScalars.elementsEqual(precomposed.unicodeScalars) == true)
        #expect(try store.load(for: decomposed) == Support.record("2"))
    }
}
