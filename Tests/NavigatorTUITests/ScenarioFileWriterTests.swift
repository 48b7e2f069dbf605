import Foundation
import Glibc
import Scenario
import Testing
@testable import NavigatorTUI

/// `:save`, `:save!` and `--record` never harm what is at the path: no writing through a symbolic link,
/// into a FIFO, device or directory; an existing file only when forced, keeping its mode; whole or not at all.
@Suite(.serialized) struct ScenarioFileWriterTests {
    private let text = Data("app notes\nlaunch\n".utf8)

    private func refusal(_ body: () throws(ScenarioFileWriter.Refusal) -> Void) -> ScenarioFileWriter.Refusal? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    private func mode(of url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue
    }

    @Test func symbolicLinkIsRefusedAndItsTargetUntouched() throws {
        let directory = try scratchDirectory("routenav-writer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("victim.txt")
        try Data("precious\n".utf8).write(to: target)
        let link = directory.appendingPathComponent("bug.scenario")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        for force in [false, true] {
            let error = refusal { () throws(ScenarioFileWriter.Refusal) in
                try ScenarioFileWriter.write(text, to: link, shownAs: "bug.scenario", overwriting: force)
            }
            #expect(error?.description == "cannot save bug.scenario: it is a symbolic link (to \(target.path)); refusing to write through it (name the file it points to instead)")
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
        #expect(FileKind.of(link.path) == .symbolicLink(target: target.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["bug.scenario", "victim.txt"])
    }

    @Test func fifoDeviceAndDirectoryAreRefusedWithoutBlocking() throws {
        let directory = try scratchDirectory("routenav-writer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let error = refusal { () throws(ScenarioFileWriter.Refusal) in try ScenarioFileWriter.write(text, to: fifo, shownAs: "pipe", overwriting: true) }
        #expect(error?.description == "cannot save pipe: it is a named pipe (FIFO); only a regular file is written")
        let device = refusal { () throws(ScenarioFileWriter.Refusal) in
            try ScenarioFileWriter.write(text, to: URL(fileURLWithPath: "/dev/null"), shownAs: "/dev/null", overwriting: true)
        }
        #expect(device?.description == "cannot save /dev/null: it is a character device; only a regular file is written")
        let folder = refusal { () throws(ScenarioFileWriter.Refusal) in
            try ScenarioFileWriter.write(text, to: directory, shownAs: "out/", overwriting: true)
        }
        #expect(folder?.description == "cannot save out/: it is a directory; name a file inside it")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["pipe"])
    }

    @Test func existingFileIsRefusedUnlessForcedAndKeepsItsMode() throws {
        let directory = try scratchDirectory("routenav-writer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bug.scenario")
        try Data("old\n".utf8).write(to: file)
        #expect(chmod(file.path, 0o640) == 0)
        let error = refusal { () throws(ScenarioFileWriter.Refusal) in try ScenarioFileWriter.write(text, to: file, shownAs: "bug.scenario", overwriting: false) }
        #expect(error == .exists(path: "bug.scenario"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "old\n")
        try ScenarioFileWriter.write(text, to: file, shownAs: "bug.scenario", overwriting: true)
        #expect(try Data(contentsOf: file) == text)
        #expect(mode(of: file) == 0o640)
        // Written beside it and renamed over it: no temporary file is left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["bug.scenario"])
    }

    /// A new file is 0600 (a saved session may hold payloads); before, it was 0666 less the umask.
    @Test func newFileIsOwnerOnlyAndMissingDirectoriesAreNamed() throws {
        let directory = try scratchDirectory("routenav-writer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("new.scenario")
        try ScenarioFileWriter.write(text, to: file, shownAs: "new.scenario", overwriting: false)
        // The process's umask, read without changing it (umask(2) would, for every thread).
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let mask = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
            .flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) } ?? 0o022
        #expect(mode(of: file) == 0o600 & ~mask)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["new.scenario"])
        let missing = directory.appendingPathComponent("no/such/dir/x.scenario")
        let error = refusal { () throws(ScenarioFileWriter.Refusal) in try ScenarioFileWriter.write(text, to: missing, shownAs: "no/such/dir/x.scenario", overwriting: false) }
        #expect(error?.description == "cannot save no/such/dir/x.scenario: there is no directory \(directory.path)/no/such/dir")
        let underFile = file.appendingPathComponent("x.scenario")
        let notDirectory = refusal { () throws(ScenarioFileWriter.Refusal) in try ScenarioFileWriter.check(underFile, shownAs: "new.scenario/x.scenario", overwriting: false) }
        #expect(notDirectory?.description == "cannot save new.scenario/x.scenario: \(file.path) is a regular file, not a directory")
    }

    @Test(.enabled(if: FileKind.of("/proc") == .directory, "needs /proc"))
    func checkRefusesADirectoryWhereNothingCanBeCreated() {
        let error = refusal { () throws(ScenarioFileWriter.Refusal) in
            try ScenarioFileWriter.check(URL(fileURLWithPath: "/proc/bug.scenario"), shownAs: "/proc/bug.scenario", overwriting: false)
        }
        #expect(error?.description.hasPrefix("cannot save /proc/bug.scenario: cannot create files in /proc: ") == true, "\(String(describing: error))")
    }

    @Test func aScenarioTheReaderWouldRefuseIsNotWritten() throws {
        let directory = try scratchDirectory("routenav-writer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bug.scenario")
        let longLine = "app notes\nopen notes://note/" + String(repeating: "7", count: ScenarioParser.maximumLineLength) + "\n"
        let error = refusal { () throws(ScenarioFileWriter.Refusal) in
            try ScenarioFileWriter.writeScenario(longLine, to: file, shownAs: "bug.scenario", overwriting: false)
        }
        #expect(error?.description.hasPrefix("cannot save bug.scenario: it would not read back (bug.scenario:2:") == true, "\(String(describing: error))")
        #expect(error?.description.hasSuffix("a line of at most 1048576 bytes); nothing written") == true, "\(String(describing: error))")

        let huge = String(repeating: "# a comment line\n", count: ScenarioParser.maximumFileSize / 17 + 1)
        let tooBig = refusal { () throws(ScenarioFileWriter.Refusal) in
            try ScenarioFileWriter.writeScenario(huge, to: file, shownAs: "bug.scenario", overwriting: false)
        }
        #expect(tooBig?.description == "cannot save bug.scenario: the session is \(huge.utf8.count) bytes, over the 67108864-byte limit "
            + "routenav reads for a scenario; nothing written")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)

        try ScenarioFileWriter.writeScenario("app notes\nlaunch\n", to: file, shownAs: "bug.scenario", overwriting: false)
        #expect(try String(contentsOf: file, encoding: .utf8) == "app notes\nlaunch\n")
    }

    @Test func aDirectoryLinkTheUserNamedIsFollowedOnce() throws {
        let directory = try scratchDirectory("routenav-writer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let real = directory.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link").path, withDestinationPath: real.path)
        try ScenarioFileWriter.write(text, to: directory.appendingPathComponent("link/x.scenario"), shownAs: "link/x.scenario", overwriting: false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.path) == ["x.scenario"])
    }
}
