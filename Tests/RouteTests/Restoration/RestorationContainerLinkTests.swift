import Foundation
import Glibc
@testable import Route
import RouteInterface
import Simulator
import Testing

/// No write leaves the container: every directory below the container's root is opened one
/// component at a time without following a symbolic link, so `Library -> /elsewhere` is refused, naming
/// the link, instead of receiving the records.
@Suite @MainActor struct RestorationContainerLinkTests {
    private typealias Support = RestorationTestSupport

    /// A container whose `relative` directory is a symbolic link to a directory outside it.
    private func containerWithLink(at relative: String) throws -> (root: URL, container: URL, elsewhere: URL) {
        let root = try Support.makeTemporaryDirectory()
        let container = root.appendingPathComponent("container", isDirectory: true)
        let elsewhere = root.appendingPathComponent("elsewhere", isDirectory: true)
        let link = container.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: elsewhere.path)
        return (root, container, elsewhere)
    }

    @Test func aLibraryLinkIsRefusedNamingItAndNothingIsWrittenThroughIt() throws {
        let (root, container, elsewhere) = try containerWithLink(at: "Library")
        defer { Support.remove(root) }
        let store = FileStateRestorationStorage(containerURL: container)
        let expected = StateRestorationError.storageFailure(underlying: "Library is a symbolic link (to \(elsewhere.path)); "
            + "the app's files stay inside its container, so no link there is followed")
        #expect(throws: expected) { try store.save(Support.record(), for: "S1") }
        #expect(store.peekRecord(for: "S1") == .unreadable(expected))
        #expect(store.storedSessionIdentifiers().isEmpty)
        #expect(Support.allEntries(under: elsewhere).isEmpty)
    }

    @Test func aLinkedRecordsDirectoryIsNeitherReadNorSaidToBeSetAside() throws {
        let (root, container, elsewhere) = try containerWithLink(at: "Library/Application Support/RouteKit/StateRestoration")
        defer { Support.remove(root) }
        try Support.encoded(Support.record()).write(to: elsewhere.appendingPathComponent("S1.plist"))
        let store = FileStateRestorationStorage(containerURL: container)
        do {
            _ = try store.load(for: "S1")
            Issue.record("a record was read through the link")
        } catch {
            #expect(error.description.hasPrefix("storageFailure: Library/Application Support/RouteKit/StateRestoration is a symbolic link"))
            #expect(!error.description.contains("Not a directory"))
        }
        #expect(Support.names(in: elsewhere) == ["S1.plist"], "the record outside stays where it is")
    }

    @Test func aFileWhereADirectoryGoesIsNamed() throws {
        let root = try Support.makeTemporaryDirectory()
        defer { Support.remove(root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Library"), withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("Library/Application Support"))
        let store = FileStateRestorationStorage(containerURL: root)
        #expect(throws: StateRestorationError.storageFailure(underlying: "Library/Application Support is a regular file, expected a directory")) {
            try store.save(Support.record(), for: "S1")
        }
    }

    @Test func aSystemFileOverItsReadersLimitNamesThatLimit() throws {
        let root = try Support.makeTemporaryDirectory()
        defer { Support.remove(root) }
        var file = ContainerSystemFile(directory: ContainerPath(containerURL: root, components: ["Library", "Saved Application State"]),
                                       name: "SceneSessions.plist")
        let lock = try ContainerLock.acquire(containerURL: root)
        try withExtendedLifetime(lock) { try file.replace(with: Data(count: 2_000)) }
        #expect(try file.read(limit: 1_000) == .unusable("2000 bytes, over the 1000-byte limit; not read"))
        #expect(file.displayPath == "Library/Saved Application State/SceneSessions.plist")
    }
}
