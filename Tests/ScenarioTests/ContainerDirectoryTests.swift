import Foundation
import Glibc
import Scenario
import Testing

/// `--container DIR` is checked before anything runs (docs/SCENARIOS.md: unusable input exits 2 naming the path).
@Suite("--container is a usable directory")
struct ContainerDirectoryTests {
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-container-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func message(_ path: String, in directory: URL) -> String? {
        do {
            _ = try ContainerDirectory.prepare(path, currentDirectory: directory)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("a regular file, a FIFO or a dangling link is refused, naming the path and what it is")
    func nonDirectoriesAreRefused() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("x".utf8).write(to: directory.appendingPathComponent("file"))
        #expect(mkfifo(directory.appendingPathComponent("pipe").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("dangling").path, withDestinationPath: "/nonexistent/x")
        #expect(message("file", in: directory) == "--container file: it is a regular file, not a directory")
        #expect(message("pipe", in: directory) == "--container pipe: it is a named pipe (FIFO), not a directory")
        #expect(message("dangling", in: directory) == "--container dangling: it is a symbolic link to /nonexistent/x, which does not exist")
        #expect(message("/dev/null", in: directory) == "--container /dev/null: it is a character device, not a directory")
        // Nothing was created beside the file.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["dangling", "file", "pipe"])
    }

    @Test("a missing directory is created (mode 0700); a link to a directory is used")
    func missingDirectoryIsCreated() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try ContainerDirectory.prepare("a/b/container", currentDirectory: directory)
        #expect(url.path == directory.appendingPathComponent("a/b/container").path)
        #expect(FileKind.of(url.path) == .directory)
        let mode = (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o700)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link").path, withDestinationPath: url.path)
        #expect(message("link", in: directory) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty, "the write probe was left behind")
    }

    @Test("a directory where nothing can be created is refused", .enabled(if: FileKind.of("/proc") == .directory, "needs /proc"))
    func unwritableIsRefused() throws {
        let text = message("/proc/routenav-container", in: URL(fileURLWithPath: "/"))
        #expect(text?.hasPrefix("--container /proc/routenav-container: cannot create the directory: ") == true, "\(text ?? "accepted")")
    }

    @Test("a symbolic link where the app's files go inside the container is refused, naming it")
    func linksInsideTheContainerAreRefused() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let container = directory.appendingPathComponent("c")
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: container.appendingPathComponent("Library").path, withDestinationPath: elsewhere.path)
        #expect(message("c", in: directory) == "--container c: Library is a symbolic link (to \(elsewhere.path)); "
            + "the app's files stay inside its container, so no link there is followed")

        try FileManager.default.removeItem(at: container.appendingPathComponent("Library"))
        let routeKit = container.appendingPathComponent("Library/Application Support/RouteKit")
        try FileManager.default.createDirectory(at: routeKit, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: routeKit.appendingPathComponent("StateRestoration").path, withDestinationPath: elsewhere.path)
        #expect(message("c", in: directory)?.hasPrefix("--container c: Library/Application Support/RouteKit/StateRestoration is a symbolic link") == true)

        try FileManager.default.removeItem(at: routeKit.appendingPathComponent("StateRestoration"))
        try Data().write(to: container.appendingPathComponent("Library/Saved Application State"))
        #expect(message("c", in: directory) == "--container c: Library/Saved Application State is a regular file, expected a directory")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty, "nothing was written through a link")
    }
}
