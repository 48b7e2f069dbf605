import Foundation
@testable import Route
import RouteInterface
import Testing

/// Issue 16 Build 4: the file store's background writer (R15).
@MainActor
@Suite("The file store writes records in the background, in batches")
struct RecordWriterTests {
    private func container() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("record-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func record(_ name: String, state: Data = Data("{}".utf8)) -> StateRecord {
        StateRecord(restorationIdentifier: "NoteDetail", screenName: name, isSignedIn: true, state: state)
    }

    @Test("a batch of records lands whole, 0600, with no temporary file left; what the store reads waits for it")
    func aBatchLandsWhole() throws {
        let url = try container()
        defer { try? FileManager.default.removeItem(at: url) }
        let store = FileStateRestorationStorage(containerURL: url)
        for index in 1...50 { try store.enqueue(record("NoteDetail(\(index))"), for: "S\(index)") }
        store.submitEnqueued()
        #expect(store.storedSessionIdentifiers().count == 50)
        #expect(try store.load(for: "S50")?.screenName == "NoteDetail(50)")
        #expect(store.committedWriteCount == 50)
        let names = try FileManager.default.contentsOfDirectory(atPath: store.directoryURL.path)
        #expect(!names.contains { $0.hasPrefix(RecordDirectory.temporaryPrefix) })
        let mode = try #require(try FileManager.default.attributesOfItem(
            atPath: store.directoryURL.appendingPathComponent("S1.plist").path)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
    }

    @Test("a later change of a session waiting to be written replaces it; a removal removes the file")
    func changesCoalescePerSession() throws {
        let url = try container()
        defer { try? FileManager.default.removeItem(at: url) }
        let store = FileStateRestorationStorage(containerURL: url)
        try store.enqueue(record("NoteDetail(1)"), for: "S1")
        try store.enqueue(record("NoteDetail(2)"), for: "S2")
        store.submitEnqueued()
        try store.enqueue(record("NoteDetail(3)"), for: "S1")
        try store.enqueue(nil, for: "S2")
        store.submitEnqueued()
        #expect(try store.load(for: "S1")?.screenName == "NoteDetail(3)")
        #expect(try store.load(for: "S2") == nil)
        #expect(store.takeWriteFailures().isEmpty)
    }

    @Test("a record over 4 MiB is refused before anything is handed over; over 100 KiB it is written with a warning")
    func limitsAreDecidedOnTheMainActor() throws {
        let url = try container()
        defer { try? FileManager.default.removeItem(at: url) }
        let store = FileStateRestorationStorage(containerURL: url)
        var warnings: [StateRestorationError] = []
        store.onWarning = { warning, _ in warnings.append(warning) }
        #expect(throws: StateRestorationError.self) {
            try store.enqueue(record("Big", state: Data(count: StateRestorationLimits.refusalThreshold + 1)), for: "S1")
        }
        try store.enqueue(record("Large", state: Data(count: StateRestorationLimits.warningThreshold + 1)), for: "S2")
        #expect(warnings.count == 1)
        store.submitEnqueued()
        #expect(try store.load(for: "S2")?.screenName == "Large")
        #expect(try store.load(for: "S1") == nil)
    }

    @Test("the size bound used to skip encoding on the main actor is never below the encoded size",
          arguments: [0, 1, 100, 10_000, 102_000])
    func theBoundHolds(stateBytes: Int) throws {
        for name in ["N", "NoteDetail(42)", "Écran(é)", String(repeating: "😀", count: 300), String(repeating: "x", count: 5_000)] {
            let record = record(name, state: Data(repeating: 0x41, count: stateBytes))
            let encoded = try StateRecordCodec.encode(record)
            #expect(encoded.count <= StateRecordCodec.encodedSizeBound(of: record), "\(name), \(stateBytes) bytes")
        }
    }

    @Test("during a replay the records stay in memory, read back as written; the end writes the last state once")
    func aReplayHoldsItsWritesInMemory() throws {
        let url = try container()
        defer { try? FileManager.default.removeItem(at: url) }
        let store = FileStateRestorationStorage(containerURL: url)
        try store.enqueue(record("NoteDetail(1)"), for: "S1")
        try store.enqueue(record("NoteDetail(9)"), for: "S9")
        store.submitEnqueued()
        #expect(store.committedWriteCount == 2)
        let onDisk = { try FileManager.default.contentsOfDirectory(atPath: store.directoryURL.path).sorted() }
        let stored = FileStateRecordReader(containerURL: url)
        RecordDurability.replaying(in: url) {
            for index in 2...40 {
                try? store.enqueue(record("NoteDetail(\(index))"), for: "S1")
                store.submitEnqueued()
                store.settleWrites()  // a durability point: nothing is written while the replay holds
            }
            try? store.enqueue(record("Compose"), for: "S2")
            store.submitEnqueued()
            try? store.delete(for: "S9")
            // What the process reads is what it handed over; the disk still has the state before the replay.
            #expect((try? store.load(for: "S1"))??.screenName == "NoteDetail(40)")
            #expect(stored.peekRecord(for: "S2").record?.screenName == "Compose")
            #expect(stored.peekRecord(for: "S9") == .noRecord)
            #expect(store.storedSessionIdentifiers() == ["S1", "S2"])
            #expect((try? onDisk()) == ["S1.plist", "S9.plist"])
        }
        // The end of the replay is written and synced on the writer's queue: a reader of the disk waits for it.
        FileStateRestorationStorage.waitForBackgroundWrites()
        #expect(try onDisk() == ["S1.plist", "S2.plist"])
        #expect(store.committedWriteCount == 4, "the 39 records of S1 during the replay were written once")
        let reread = FileStateRestorationStorage(containerURL: url)
        #expect(try reread.load(for: "S1")?.screenName == "NoteDetail(40)")
        #expect(try reread.load(for: "S2")?.screenName == "Compose")
    }
}
