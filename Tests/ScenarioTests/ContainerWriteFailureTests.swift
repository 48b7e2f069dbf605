import Foundation
import Glibc
import Scenario
import Testing

/// What a user sees when the container cannot be written (a full-disk failure named the wrong
/// file, a `Library` link inside the container was followed).
@Suite("container write failures name the file and the link", .serialized)
struct ContainerWriteFailureTests {
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-write-failure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The record of note 7 is written by the store's background writer; its failure is reported at the
    /// next point the engine waits for that writer, here the window's move to the background (R15).
    private static let scenario = "app notes\nlaunch\nauth signedIn\nopen notes://note/7\nwait 1\nbackground main\nkill\n"

    @Test("a write the file system refuses names the record and the archive, not a temporary file",
          .enabled(if: RoutenavProcessTests.binary != nil && FileManager.default.isExecutableFile(atPath: "/bin/sh"), "routenav is not built next to the tests"))
    func failedWritesNameTheirFiles() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("s.scenario")
        try Data(Self.scenario.utf8).write(to: file)
        // The transcript comes through a pipe (a file would be refused too); it is a few kilobytes, well
        // under what a pipe holds, so it can be read after the exit.
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        // Every write to a file fails (EFBIG), as on a full disk; SIGXFSZ is ignored so the write returns.
        let child = try #require(RoutenavProcessTests.start(
            ["run", "--transcript", "--container", directory.appendingPathComponent("c").path, file.path],
            in: directory, output: ends[1], shellSetup: "exec 2>&1; trap '' XFSZ; ulimit -f 0"))
        close(ends[1])
        let (status, errors) = child.wait()
        let text = String(decoding: FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self)
        // R15: a run that lost a write does not exit 0, and says which (on standard error, here the pipe:
        // the error file is a file, which the limit refuses too).
        #expect(status == 1, "\(errors)")
        #expect(text.contains("s.scenario: the run lost 2 writes"), "\(text)")
        #expect(text.contains("cannot write StateRestoration/S1.plist: File too large"))
        #expect(text.contains("Library/Saved Application State/SceneSessions.plist not written (storageFailure: cannot write "
            + "Library/Saved Application State/SceneSessions.plist: File too large)"))
        #expect(!text.contains(".tmp-"), "a temporary file is no file the user knows")
    }

    /// No resign, background or session end before the kill: the record write the disk refused is still
    /// reported before the run ends, and the run fails (R15).
    @Test("a refused record write with no flush point before the kill fails the run, naming the record",
          .enabled(if: RoutenavProcessTests.binary != nil && FileManager.default.isExecutableFile(atPath: "/bin/sh"), "routenav is not built next to the tests"))
    func refusedWriteBeforeAKillFailsTheRun() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("s.scenario")
        try Data("app notes\nlaunch\nauth signedIn\nopen notes://note/7\nwait 1\nkill\n".utf8).write(to: file)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let child = try #require(RoutenavProcessTests.start(
            ["run", "--container", directory.appendingPathComponent("c").path, file.path],
            in: directory, output: ends[1], shellSetup: "exec 2>&1; trap '' XFSZ; ulimit -f 0"))
        close(ends[1])
        let (status, errors) = child.wait()
        let text = String(decoding: FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self)
        #expect(status == 1, "\(errors)")
        #expect(text.contains("S1: restoration record of NoteDetail(7) not written (storageFailure: cannot write StateRestoration/S1.plist: File too large)"), "\(text)")
    }

    @Test("routenav run refuses a container whose Library is a symbolic link (exit 2) and writes nothing through it",
          .enabled(if: RoutenavProcessTests.binary != nil, "routenav is not built next to the tests"))
    func libraryLinkIsRefused() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("s.scenario")
        try Data(Self.scenario.utf8).write(to: file)
        let elsewhere = directory.appendingPathComponent("elsewhere")
        let container = directory.appendingPathComponent("c")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: container.appendingPathComponent("Library").path, withDestinationPath: elsewhere.path)
        let child = try #require(RoutenavProcessTests.start(["run", "--container", container.path, file.path], in: directory))
        let (status, errors) = child.wait()
        #expect(status == 2)
        #expect(errors == "routenav: --container \(container.path): Library is a symbolic link (to \(elsewhere.path)); "
            + "the app's files stay inside its container, so no link there is followed\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }
}
