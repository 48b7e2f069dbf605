import Foundation
import Glibc
import Scenario
import Testing
@testable import NavigatorTUI

/// `--record` at quit never replaces a file it did not write (unless `--force`) and never loses the
/// session: what appeared at the path is kept and the recording goes to `PATH.1`, `PATH.2`, …; a
/// replaced file keeps its owner.
@MainActor @Suite(.serialized) struct RecordFallbackTests {
    private func text(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    @Test func aFileThatAppearedAfterStartupIsKeptAndTheRecordingGoesBesideIt() throws {
        let directory = try scratchDirectory("routenav-fallback")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try NavigatorSession(configuration: .init(recordPath: "out.scenario", workingDirectory: directory))
        let path = directory.appendingPathComponent("out.scenario")
        try Data("someone else's work\n".utf8).write(to: path)
        try Data("taken too\n".utf8).write(to: directory.appendingPathComponent("out.scenario.1"))
        let report = session.finish(.quit)
        #expect(report.status == 0)
        #expect(report.messages == ["routenav: out.scenario appeared after routenav started and is not replaced without --force; saved 1 step to out.scenario.2 instead; replay with: routenav run out.scenario.2"])
        #expect(text(path) == "someone else's work\n")
        #expect(text(directory.appendingPathComponent("out.scenario.1")) == "taken too\n")
        #expect(text(directory.appendingPathComponent("out.scenario.2"))?.contains("app notes\nlaunch\n") == true)
    }

    @Test func aFileReplacingTheSessionsOwnSaveIsKeptToo() throws {
        let directory = try scratchDirectory("routenav-fallback")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try NavigatorSession(configuration: .init(recordPath: "out.scenario", workingDirectory: directory))
        command(session, "save out.scenario")
        #expect(session.model.message?.kind == .success)
        let path = directory.appendingPathComponent("out.scenario")
        // Another program replaces the saved file (a new inode) after the save.
        try Data("edited by hand\n".utf8).write(to: path, options: .atomic)
        let report = session.finish(.quit)
        #expect(report.status == 0)
        #expect(report.messages.first?.contains("saved 1 step to out.scenario.1 instead") == true)
        #expect(text(path) == "edited by hand\n")
    }

    @Test func aDirectoryOrFifoThatAppearedDoesNotLoseTheSession() throws {
        let directory = try scratchDirectory("routenav-fallback")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try NavigatorSession(configuration: .init(recordPath: "d.scenario", overwritesRecord: true, workingDirectory: directory))
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("d.scenario"), withIntermediateDirectories: false)
        #expect(mkfifo(directory.appendingPathComponent("d.scenario.1").path, 0o600) == 0)
        let report = session.finish(.quit)
        #expect(report.status == 0)
        #expect(report.messages.first?.hasPrefix("routenav: d.scenario is now a directory, which is never written to; saved 1 step to d.scenario.2 instead") == true)
        #expect(text(directory.appendingPathComponent("d.scenario.2"))?.contains("launch\n") == true)
    }

    @Test func aFolderSwappedForALinkAfterStartupCannotRedirectTheRecording() throws {
        let directory = try scratchDirectory("routenav-fallback")
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("d")
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let session = try NavigatorSession(configuration: .init(recordPath: "d/out.scenario", workingDirectory: directory))
        let moved = directory.appendingPathComponent("d.moved")
        try FileManager.default.moveItem(at: folder, to: moved)
        try FileManager.default.createSymbolicLink(atPath: folder.path, withDestinationPath: elsewhere.path)
        let report = session.finish(.quit)
        #expect(report.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(text(moved.appendingPathComponent("out.scenario"))?.contains("launch\n") == true)
    }

    @Test func aSaveFolderSwappedForALinkLaterCannotRedirectTheNextSave() throws {
        let directory = try scratchDirectory("routenav-fallback")
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("d")
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let session = try NavigatorSession(configuration: .init(workingDirectory: directory))
        command(session, "save d/x.scenario")
        #expect(session.model.message?.kind == .success)
        let moved = directory.appendingPathComponent("d.moved")
        try FileManager.default.moveItem(at: folder, to: moved)
        try FileManager.default.createSymbolicLink(atPath: folder.path, withDestinationPath: elsewhere.path)
        command(session, "save! d/x.scenario")
        #expect(session.model.message?.kind == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func forceStillReplacesAFileThatAppeared() throws {
        let directory = try scratchDirectory("routenav-fallback")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try NavigatorSession(configuration: .init(recordPath: "out.scenario", overwritesRecord: true, workingDirectory: directory))
        try Data("old\n".utf8).write(to: directory.appendingPathComponent("out.scenario"))
        #expect(session.finish(.quit).messages.first?.hasPrefix("routenav: saved 1 step to out.scenario;") == true)
        #expect(text(directory.appendingPathComponent("out.scenario"))?.contains("launch\n") == true)
    }

    @Test(.enabled(if: getuid() == 0, "changing a file's owner needs root"))
    func replacingKeepsTheOwnerAndGroup() throws {
        let directory = try scratchDirectory("routenav-fallback")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("owned.scenario")
        try Data("theirs\n".utf8).write(to: file)
        #expect(chown(file.path, 65534, 65534) == 0)
        #expect(chmod(file.path, 0o640) == 0)
        try ScenarioFileWriter.write(Data("ours\n".utf8), to: file, shownAs: "owned.scenario", overwriting: true)
        var info = stat()
        #expect(lstat(file.path, &info) == 0)
        #expect(info.st_uid == 65534)
        #expect(info.st_gid == 65534)
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(text(file) == "ours\n")
    }
}

/// A `--record` path's line feed cannot forge a line of the exit message.
@MainActor @Suite struct RecordMessageEscapingTests {
    @Test func aLineFeedInTheRecordPathIsEscapedInTheExitMessage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-lf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try NavigatorSession(configuration: .init(recordPath: "a\nb.scenario", workingDirectory: directory))
        let report = session.finish(.quit)
        #expect(report.status == 0)
        #expect(report.messages.count == 1)
        #expect(report.messages.first?.hasPrefix("routenav: saved 1 step to a\\u{0A}b.scenario;") == true, "\(report.messages)")
        #expect(report.messages.allSatisfy { !$0.contains("\n") })
        #expect(report.messages.first?.hasSuffix("run $'a\\nb.scenario'") == true, "\(report.messages)")
        #expect(ReplayCommand.shellQuoted("x\u{202E}'y") == "$'x\\u202E\\'y'")
    }
}
