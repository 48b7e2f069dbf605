import Foundation
import Testing
@testable import NavigatorTUI

/// The `replay with:` hint names a command the user's shell can run: after `make run` there is no
/// `routenav` on `PATH`, so `routenav run FILE` would fail with "command not found".
@MainActor @Suite(.serialized) struct ReplayCommandTests {
    /// A package root with a built `routenav` in `.build/<triple>/debug` (as `make run` leaves it),
    /// and a `bin` directory to put on `PATH`.
    private struct Layout {
        let root: URL
        let executable: URL
        let bin: URL

        init(scratch: String = ".build", configuration: String = "debug") throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-replay-\(UUID().uuidString)")
            let products = root.appendingPathComponent("\(scratch)/x86_64-unknown-linux-gnu/\(configuration)")
            bin = root.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: products, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
            executable = products.appendingPathComponent("routenav")
            try Data("#!/bin/sh\n".utf8).write(to: executable)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func builtBinaryStartedFromThePackageRootIsReachedWithSwiftRun() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let invocation = ReplayCommand.invocation(executablePath: layout.executable.path, searchPath: "/usr/bin:/bin",
                                                  currentDirectory: layout.root.path)
        #expect(invocation == "swift run routenav")
        #expect(ReplayCommand.line(invocation: invocation, file: "bug.scenario") == "swift run routenav run bug.scenario")
    }

    @Test func otherScratchPathsAndReleaseBuildsSaySo() throws {
        let scratch = try Layout(scratch: ".build-nav", configuration: "release")
        defer { scratch.remove() }
        #expect(ReplayCommand.invocation(executablePath: scratch.executable.path, searchPath: nil, currentDirectory: scratch.root.path)
            == "swift run --scratch-path .build-nav -c release routenav")
    }

    @Test func routenavOnPathThatIsThisBinaryIsNamedPlainly() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try FileManager.default.createSymbolicLink(at: layout.bin.appendingPathComponent("routenav"), withDestinationURL: layout.executable)
        #expect(ReplayCommand.invocation(executablePath: layout.executable.path, searchPath: "\(layout.bin.path):/usr/bin",
                                         currentDirectory: "/") == "routenav")
    }

    @Test func elsewhereTheExecutablesPathIsGivenQuoted() throws {
        let layout = try Layout()
        defer { layout.remove() }
        // Another routenav comes first on PATH: naming it would run a different binary.
        let other = layout.bin.appendingPathComponent("routenav")
        try Data("#!/bin/sh\n".utf8).write(to: other)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: other.path)
        #expect(ReplayCommand.invocation(executablePath: layout.executable.path, searchPath: layout.bin.path, currentDirectory: "/")
            == layout.executable.path)
        #expect(ReplayCommand.invocation(executablePath: "/opt/my tools/routenav", searchPath: nil, currentDirectory: "/")
            == "'/opt/my tools/routenav'")
        #expect(ReplayCommand.invocation(executablePath: nil, searchPath: nil, currentDirectory: "/") == "routenav")
        #expect(ReplayCommand.line(invocation: "routenav", file: "it's a bug.scenario") == "routenav run 'it'\\''s a bug.scenario'")
        #expect(ReplayCommand.line(invocation: "routenav", file: "-") == "routenav run ./-")
    }

    @Test func saveMessageAndRecordReportUseTheInvocation() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let session = try NavigatorSession(configuration: .init(recordPath: "at-exit.scenario", workingDirectory: layout.root,
                                                                replayInvocation: "swift run routenav"))
        _ = session.handle(.key(.character(":")))
        for character in "save bug.scenario" { _ = session.handle(.key(.character(character))) }
        _ = session.handle(.key(.enter))
        #expect(session.model.message == CommandFeedback(.success, "Saved 1 step; replay with: swift run routenav run bug.scenario"))
        let report = session.finish(.quit)
        #expect(report.messages == ["routenav: saved 1 step to at-exit.scenario; replay with: swift run routenav run at-exit.scenario"])
    }

    /// The saved file's own header says how to replay it, with the same command as the hint: a reader
    /// who gets only the file (a bug report) can copy that line.
    @Test func savedFileHeaderNamesTheReplayCommand() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let session = try NavigatorSession(configuration: .init(workingDirectory: layout.root, replayInvocation: "swift run routenav"))
        _ = session.handle(.key(.character(":")))
        for character in "save my bug.scenario" { _ = session.handle(.key(.character(character))) }
        _ = session.handle(.key(.enter))
        let text = try String(contentsOf: layout.root.appendingPathComponent("my bug.scenario"), encoding: .utf8)
        #expect(text.hasPrefix("# Recorded by the routenav navigator. Replay headless with: swift run routenav run 'my bug.scenario'\n"))
    }
}
