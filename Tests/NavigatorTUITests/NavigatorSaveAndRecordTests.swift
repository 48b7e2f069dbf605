import Foundation
import Glibc
import Scenario
import Simulator
import Testing
@testable import NavigatorTUI

/// `:save`, `:save!` and `--record` in the live navigator: an existing path is never overwritten by
/// accident, and `--record` is checked when the session starts, not after it.
@MainActor @Suite(.serialized) struct NavigatorSaveAndRecordTests {
    private func startError(_ configuration: NavigatorSession.Configuration) -> String? {
        do {
            _ = try NavigatorSession(configuration: configuration)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func saveRefusesAnExistingFileAndSaveBangReplacesIt() throws {
        let directory = try scratchDirectory("routenav-save")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bug.scenario")
        try Data("my notes\n".utf8).write(to: file)
        #expect(chmod(file.path, 0o600) == 0)
        let session = try NavigatorSession(configuration: .init(workingDirectory: directory))
        command(session, "save bug.scenario")
        #expect(session.model.message == CommandFeedback(.failure, "bug.scenario already exists; :save! bug.scenario replaces it"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "my notes\n")
        command(session, "save! bug.scenario")
        #expect(session.model.message?.kind == .success)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("app notes\nlaunch\n"))
        let mode = (try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o600)
    }

    @Test func saveNeverWritesThroughASymbolicLinkNorIntoAFifo() throws {
        let directory = try scratchDirectory("routenav-save")
        defer { try? FileManager.default.removeItem(at: directory) }
        let victim = directory.appendingPathComponent("victim")
        try Data("precious\n".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.scenario").path, withDestinationPath: victim.path)
        #expect(mkfifo(directory.appendingPathComponent("pipe.scenario").path, 0o600) == 0)
        let session = try NavigatorSession(configuration: .init(workingDirectory: directory))
        command(session, "save! link.scenario")
        #expect(session.model.message?.kind == .failure)
        #expect(session.model.message?.text.hasPrefix("cannot save link.scenario: it is a symbolic link (to \(victim.path))") == true)
        command(session, "w pipe.scenario")   // would block forever if opened for writing
        #expect(session.model.message?.text == "cannot save pipe.scenario: it is a named pipe (FIFO); only a regular file is written")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
    }

    @Test func recordIsCheckedWhenTheSessionStarts() throws {
        let directory = try scratchDirectory("routenav-save")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("yesterday's session\n".utf8).write(to: directory.appendingPathComponent("old.scenario"))
        #expect(startError(.init(recordPath: "old.scenario", workingDirectory: directory))
            == "--record old.scenario: the file already exists; add --force to replace it, or name another file")
        #expect(startError(.init(recordPath: "missing/out.scenario", workingDirectory: directory))
            == "--record: cannot save missing/out.scenario: there is no directory \(directory.path)/missing")
        #expect(startError(.init(recordPath: "/dev/null", workingDirectory: directory))
            == "--record: cannot save /dev/null: it is a character device; only a regular file is written")
        if FileKind.of("/proc") == .directory {
            #expect(startError(.init(recordPath: "/proc/out.scenario", workingDirectory: directory))?
                .hasPrefix("--record: cannot save /proc/out.scenario: cannot create files in /proc: ") == true)
        }
        // Nothing was written by the refused starts; --force replaces the file when the session ends.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["old.scenario"])
        let session = try NavigatorSession(configuration: .init(recordPath: "old.scenario", overwritesRecord: true, workingDirectory: directory))
        #expect(session.finish(.quit).status == 0)
        #expect(try String(contentsOf: directory.appendingPathComponent("old.scenario"), encoding: .utf8).contains("app notes\nlaunch\n"))
    }

    @Test func recordReplacesAnEarlierSaveOfTheSameNameButNotALinkPlantedSince() throws {
        let directory = try scratchDirectory("routenav-save")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try NavigatorSession(configuration: .init(recordPath: "out.scenario", workingDirectory: directory))
        command(session, "save out.scenario")
        #expect(session.model.message?.kind == .success)
        #expect(session.finish(.quit).status == 0)

        let planted = try NavigatorSession(configuration: .init(recordPath: "new.scenario", workingDirectory: directory))
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("new.scenario").path, withDestinationPath: "/etc/passwd")
        let report = planted.finish(.quit)
        #expect(report.status == 0)
        #expect(report.messages.first?.hasPrefix("routenav: new.scenario is now a symbolic link (to /etc/passwd), which is never written to; saved 1 step to new.scenario.1 instead") == true)
        #expect(try String(contentsOf: directory.appendingPathComponent("new.scenario.1"), encoding: .utf8).contains("app notes\nlaunch\n"))
    }
}
