import Foundation
import Glibc
import Scenario
import Testing
@testable import RoutenavCommandLine

/// `routenav run --junit FILE` writes through the one safe-write path `--record` uses: a report never
/// replaces an input of the same run, a missing folder is named as `--record` names it, and the folder
/// is opened when the run starts, so swapping it for a symbolic link meanwhile cannot redirect the report.
@Suite("routenav run --junit output path", .serialized)
struct JUnitOutputPathTests {
    @Test("--junit naming the run's own scenario is refused before anything runs; the scenario is kept",
          .enabled(if: RoutenavProcessTests.binary != nil, "routenav is not built next to the tests (swift build)"))
    func reportNeverReplacesAnInput() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = "app notes\nlaunch\nexpect main top NotesList\n"
        try Data(scenario.utf8).write(to: directory.appendingPathComponent("a.scenario"))
        let (status, errors) = try runRoutenav(["a.scenario", "--junit", "a.scenario"], in: directory)
        #expect(status == 2)
        #expect(errors == "routenav: --junit a.scenario is a.scenario, an input of this run: the report would replace it; name another file for the report\n")
        #expect(try String(contentsOf: directory.appendingPathComponent("a.scenario"), encoding: .utf8) == scenario)
        // Another name for the same file (a hard link) is the same input.
        #expect(link(directory.appendingPathComponent("a.scenario").path, directory.appendingPathComponent("b.xml").path) == 0)
        let (linkStatus, _) = try runRoutenav(["a.scenario", "--junit", "b.xml"], in: directory)
        #expect(linkStatus == 2)
        #expect(try String(contentsOf: directory.appendingPathComponent("a.scenario"), encoding: .utf8) == scenario)
    }

    @Test("--junit into a missing folder says there is no directory, as --record does, before running",
          .enabled(if: RoutenavProcessTests.binary != nil, "routenav is not built next to the tests (swift build)"))
    func missingFolderIsNamed() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("app notes\nlaunch\n".utf8).write(to: directory.appendingPathComponent("a.scenario"))
        let (status, errors) = try runRoutenav(["a.scenario", "--junit", "missing/out.xml"], in: directory)
        #expect(status == 2)
        #expect(errors.hasPrefix("routenav: cannot write --junit missing/out.xml: there is no directory /"))
        #expect(errors.hasSuffix("/missing\n"))
    }

    @Test("the report goes into the folder opened at start, even when it is swapped for a link meanwhile")
    func swappedFolderCannotRedirectTheReport() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reports = directory.appendingPathComponent("reports")
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let path = reports.appendingPathComponent("out.xml").path
        let held = try ReportPath.open(path).get()
        let moved = directory.appendingPathComponent("reports.moved")
        try FileManager.default.moveItem(at: reports, to: moved)
        try FileManager.default.createSymbolicLink(atPath: reports.path, withDestinationPath: elsewhere.path)
        #expect(ReportPath.write("<testsuites/>\n", to: path, in: held) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(try String(contentsOf: moved.appendingPathComponent("out.xml"), encoding: .utf8) == "<testsuites/>\n")
        let mode = (try FileManager.default.attributesOfItem(atPath: moved.appendingPathComponent("out.xml").path)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o600)
    }

    /// Runs `routenav run ARGUMENTS` in `directory`; returns the exit status and standard error.
    private func runRoutenav(_ arguments: [String], in directory: URL) throws -> (Int32, String) {
        let output = open("/dev/null", O_WRONLY)
        defer { close(output) }
        let child = try #require(
            RoutenavProcessTests.start(["run"] + arguments, in: directory, output: output, shellSetup: "cd '\(directory.path)'"))
        return child.wait()
    }

    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-junit-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
