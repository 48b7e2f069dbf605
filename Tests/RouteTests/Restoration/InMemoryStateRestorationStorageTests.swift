import Foundation
import Route
import RouteInterface
import Testing

/// The in-memory store: the file store's semantics without a disk (R15, swappable storage).
@Suite @MainActor struct InMemoryStateRestorationStorageTests {
    typealias Support = RestorationTestSupport

    @Test func writesReplacesDeletesAndLists() throws {
        let store = InMemoryStateRestorationStorage()

        try store.save(Support.record("1"), for: "b")
        try store.save(Support.record("2"), for: "a")
        try store.save(Support.record("3"), for: "b")
        #expect(try store.load(for: "b") == Support.record("3"))
        #expect(store.storedSessionIdentifiers() == ["a", "b"])
        #expect(store.committedWriteCount == 3)

        store.delete(for: "b")
        store.delete(for: "b")
        #expect(try store.load(for: "b") == nil)
        #expect(store.storedSessionIdentifiers() == ["a"])
    }

    @Test func keepsTheSameBytesTheFileStoreWrites() throws {
        let container = try Support.makeTemporaryDirectory()
        defer { Support.remove(container) }
        let fileStore = FileStateRestorationStorage(containerURL: container)
        let memoryStore = InMemoryStateRestorationStorage()
        let record = Support.record("42")

        try fileStore.save(record, for: "s")
        try memoryStore.save(record, for: "s")

        let file = try #require(fileStore.recordURL(for: "s"))
        #expect(try Data(contentsOf: file) == memoryStore.encodedRecord(for: "s"))
    }

    @Test func storesAreIndependent() throws {
        let first = InMemoryStateRestorationStorage()
        let second = InMemoryStateRestorationStorage()

        try first.save(Support.record("1"), for: "s")

        #expect(try second.load(for: "s") == nil)
    }
}
