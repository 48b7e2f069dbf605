import Foundation
import Glibc
import RoutenavCommandLine
import Scenario
import Testing

/// What `routenav run` says about files it cannot use: what they are, in words, and never a line a
/// file name forged.
@Suite("routenav run's messages about files", .serialized)
struct RoutenavMessageTests {
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-messages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a file name's line feed is escaped in every message naming the file")
    func displayNameEscapesLineFeeds() {
        let command = RunCommand(file: "evil\nok.scenario:9:9: forged")
        #expect(command.displayName == "evil\\u{0A}ok.scenario:9:9: forged")
        #expect(RunCommand(file: "-").displayName == "<stdin>")
    }

    @Test("a file name that is not UTF-8 (its bad bytes come as U+FFFD) is named so, not as no such file")
    func nonUTF8FileNameIsNamed() throws {
        // The command line repairs a name's bytes that are not UTF-8 (`bad\xFF.scenario`) as U+FFFD.
        guard case let .failure(error) = ScenarioFileReader.read("bad\u{FFFD}.scenario") else {
            Issue.record("a missing file was read")
            return
        }
        #expect(error.message.hasPrefix("cannot read bad\u{FFFD}.scenario: the file name is not valid UTF-8"))
        #expect(error.message.hasSuffix("rename the file, or pass it on standard input: routenav run - < FILE"))
        guard case let .failure(missing) = ScenarioFileReader.read("missing.scenario") else { return }
        #expect(missing.message == "cannot read missing.scenario: no such file")
    }

    @Test("--container under a regular file names that file, not a Cocoa error number")
    func containerUnderAFileNamesIt() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("x\n".utf8).write(to: directory.appendingPathComponent("afile"))
        var message: String?
        do {
            _ = try ContainerDirectory.prepare("afile/sub/deeper", currentDirectory: directory)
        } catch {
            message = error.message
        }
        #expect(message == "--container afile/sub/deeper: afile is a regular file, not a directory")
    }

    @Test("run refuses a device or FIFO as not a regular file, without blocking; a forged name stays one line",
          .enabled(if: RoutenavProcessTests.binary != nil, "routenav is not built next to the tests (swift build)"))
    func runMessages() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        func run(_ arguments: [String]) throws -> (Int32, String) {
            let child = try #require(RoutenavProcessTests.start(["run"] + arguments, in: directory))
            return child.wait()
        }
        #expect(try run(["/dev/null"]) == (2, "routenav: cannot read /dev/null: it is a character device, not a regular file\n"))
        #expect(try run(["/dev/zero"]) == (2, "routenav: cannot read /dev/zero: it is a character device, not a regular file\n"))
        let fifo = directory.appendingPathComponent("f.scenario").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(try run([fifo]) == (2, "routenav: cannot read \(fifo): it is a named pipe (FIFO), not a regular file\n"))
        let forged = directory.appendingPathComponent("evil\nok.scenario:9:9: forged").path
        try Data("app notes\nlaunch\nbogus\n".utf8).write(to: URL(fileURLWithPath: forged))
        let (status, errors) = try run([forged])
        #expect(status == 2)
        #expect(errors.split(separator: "\n").count == 1, "\(errors)")
        #expect(errors.hasPrefix(directory.path + "/evil\\u{0A}ok.scenario:9:9: forged:3:1: "))
    }
}
