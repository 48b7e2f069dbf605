import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Glibc
import RoutenavCommandLine
import Scenario
import Testing

/// `routenav run` over several files and folders for CI: one summary line, and `--junit FILE`
/// writes a JUnit XML report with one test case per scenario, the failing line as the failure message.
@Suite("routenav run over several scenarios", .serialized)
struct MultiScenarioRunTests {
    @Test("run takes several files and folders, and --junit FILE", arguments: [
        (["run", "a.scenario", "flows"], RunCommand(files: ["a.scenario", "flows"])),
        (["run", "flows", "--junit", "out.xml", "b.scenario"], RunCommand(files: ["flows", "b.scenario"], junit: "out.xml")),
        (["run", "--junit=r.xml", "--transcript", "flows"], RunCommand(files: ["flows"], transcript: true, junit: "r.xml")),
    ])
    func parsesPaths(arguments: [String], command: RunCommand) throws {
        #expect(try RoutenavCommand.parse(arguments) == .run(command))
    }

    @Test("command lines a multi-scenario run refuses", arguments: [
        (["run", "a", "-"], "run reads standard input (-) only as its one scenario"),
        (["run", "--container", "c", "a", "b"], "--container takes one scenario FILE: scenarios sharing a container would depend on each other"),
        (["run", "a", "--junit"], "--junit needs a file for the JUnit XML report"),
        (["run", "--junit", "x", "--junit", "y", "a"], "--junit given twice"),
    ])
    func refuses(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try RoutenavCommand.parse(arguments) }
    }

    @Test("a folder stands for its .scenario files sorted by name, files as given")
    func expandsFolders() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let flows = directory.appendingPathComponent("flows")
        try FileManager.default.createDirectory(at: flows.appendingPathComponent("sub.scenario"), withIntermediateDirectories: true)
        for name in ["b.scenario", "a.scenario", "notes.txt", ".hidden.scenario"] {
            try Data("launch\n".utf8).write(to: flows.appendingPathComponent(name))
        }
        let files = try ScenarioFileList.expand(["x.scenario", "flows", "flows/"], currentDirectory: directory)
        #expect(files == ["x.scenario", "flows/a.scenario", "flows/b.scenario", "flows/a.scenario", "flows/b.scenario"])
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("empty"), withIntermediateDirectories: true)
        #expect(throws: UsageError("empty is a folder without .scenario files")) {
            try ScenarioFileList.expand(["empty"], currentDirectory: directory)
        }
    }

    @Test("the report counts passes and failures in the line CI scanners read, and escapes markup")
    func reportText() throws {
        let report = JUnitReport(cases: [
            .init(file: "flows/a.scenario", status: .success, failure: nil),
            .init(file: "flows/b&<c>.scenario", status: .expectationFailed, failure: "flows/b&<c>.scenario:3: expected main top \"x\", got NotesList"),
            .init(file: "bad.scenario", status: .unusableInput, failure: "bad.scenario:1:1: found 'lunch', expected a step\u{1B}"),
        ])
        // The summary counts failures and errors as the XML does: a parse error is an error in both.
        #expect(report.summary == "1 passed, 1 failed, 1 error")
        #expect(report.xml.contains("tests=\"3\" failures=\"1\" errors=\"1\""))
        let cases = try parse(report.xml)
        #expect(cases.map(\.name) == ["a.scenario", "b&<c>.scenario", "bad.scenario"])
        #expect(cases.map(\.classname) == ["flows", "flows", "."])
        #expect(cases[1].failure == "flows/b&<c>.scenario:3: expected main top \"x\", got NotesList")
        #expect(cases[2].error == "bad.scenario:1:1: found 'lunch', expected a step\\u{1B}")
        #expect(cases[0].failure == nil && cases[0].error == nil)
    }

    @Test("routenav run Resources/Scenarios ../shared/cases --junit out.xml writes one test case per file",
          .enabled(if: RoutenavProcessTests.binary != nil, "routenav is not built next to the tests (swift build)"))
    func junitAcceptance() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folders = [packageRoot.appendingPathComponent("Resources/Scenarios")]
            + (sharedCasesAvailable ? [sharedDirectory.appendingPathComponent("cases")] : [])
        let report = directory.appendingPathComponent("out.xml")
        let (status, output, errors) = try runRoutenav(folders.map(\.path) + ["--junit", report.path], in: directory)
        let expected = folders.flatMap { scenarioFiles(in: $0) }
        #expect(status == 0, "\(errors)")
        #expect(output == "\(expected.count) passed, 0 failed\n")
        let cases = try parse(String(contentsOf: report, encoding: .utf8))
        #expect(cases.map(\.name) == expected.map(\.lastPathComponent))
        #expect(cases.allSatisfy { $0.failure == nil && $0.error == nil })
    }

    @Test("a failing scenario's line is its test case's failure message; the run goes on and exits 1",
          .enabled(if: RoutenavProcessTests.binary != nil, "routenav is not built next to the tests (swift build)"))
    func failureMessage() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let flows = directory.appendingPathComponent("flows")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        try Data("app notes\nlaunch\nauth signedIn\nwait 1\nexpect main top NoteDetail(1)\n".utf8).write(to: flows.appendingPathComponent("a.scenario"))
        try Data("app single\nlaunch\nexpect windows main\n".utf8).write(to: flows.appendingPathComponent("b.scenario"))
        try Data("lunch\n".utf8).write(to: flows.appendingPathComponent("c.scenario"))
        let report = directory.appendingPathComponent("out.xml")
        let (status, output, errors) = try runRoutenav([flows.path, "--junit", report.path], in: directory)
        #expect(status == 2, "unusable input anywhere is exit 2")
        #expect(output == "1 passed, 1 failed, 1 error\n")
        let cases = try parse(String(contentsOf: report, encoding: .utf8))
        #expect(cases.map(\.name) == ["a.scenario", "b.scenario", "c.scenario"])
        let failing = "\(flows.path)/a.scenario:5: expected main top NoteDetail(1), got NotesList"
        #expect(cases[0].failure == failing)
        #expect(cases[1].failure == nil)
        #expect(cases[2].error?.hasPrefix("\(flows.path)/c.scenario:1:1:") == true)
        #expect(errors.hasPrefix(failing + "\n"))
        let (againStatus, _, _) = try runRoutenav([flows.appendingPathComponent("a.scenario").path, flows.appendingPathComponent("b.scenario").path], in: directory)
        #expect(againStatus == 1)
    }

    @Test("one scenario that passes prints its summary too; one with a parse error counts as an error",
          .enabled(if: RoutenavProcessTests.binary != nil, "routenav is not built next to the tests (swift build)"))
    func singleFileSummary() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("app notes\nlaunch\nauth signedIn\nwait 1\nexpect main top NotesList\n".utf8).write(to: directory.appendingPathComponent("ok.scenario"))
        try Data("app notes\nlaunch\ntapp main \"Open note 1\"\n".utf8).write(to: directory.appendingPathComponent("typo.scenario"))
        let (status, output, errors) = try runRoutenav([directory.appendingPathComponent("ok.scenario").path], in: directory)
        #expect(status == 0, "\(errors)")
        #expect(output == "1 passed, 0 failed\n")
        let (typoStatus, typoOutput, typoErrors) = try runRoutenav([directory.appendingPathComponent("typo.scenario").path], in: directory)
        #expect(typoStatus == 2)
        #expect(typoOutput == "0 passed, 0 failed, 1 error\n")
        #expect(typoErrors.contains("typo.scenario:3:1: found tapp, expected a step: app, "), "\(typoErrors)")
        #expect(typoErrors.hasSuffix(" or expect; did you mean tap?\n"), "\(typoErrors)")
    }

    // MARK: - Support

    struct ParsedCase {
        var classname = ""
        var name = ""
        var failure: String?
        var error: String?
    }

    /// The report's test cases as Foundation's XML parser reads them; throws on XML that is not well formed.
    private func parse(_ xml: String) throws -> [ParsedCase] {
        let delegate = CaseCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw CocoaError(.propertyListReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: "\(parser.parserError.map { "\($0)" } ?? "?"): \(xml)"])
        }
        #expect(delegate.rootName == "testsuites")
        #expect(delegate.declaredTests == delegate.cases.count)
        return delegate.cases
    }

    private final class CaseCollector: NSObject, XMLParserDelegate {
        var cases: [ParsedCase] = []
        var rootName: String?
        var declaredTests: Int?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            if rootName == nil {
                rootName = elementName
                declaredTests = attributeDict["tests"].flatMap { Int($0) }
            }
            switch elementName {
            case "testcase": cases.append(ParsedCase(classname: attributeDict["classname"] ?? "", name: attributeDict["name"] ?? ""))
            case "failure": cases[cases.count - 1].failure = attributeDict["message"]
            case "error": cases[cases.count - 1].error = attributeDict["message"]
            default: break
            }
        }
    }

    /// Runs `routenav run ARGUMENTS`; returns the exit status, standard output and standard error.
    private func runRoutenav(_ arguments: [String], in directory: URL) throws -> (Int32, String, String) {
        let outputFile = directory.appendingPathComponent("stdout-\(UUID().uuidString).txt")
        let output = open(outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(output >= 0)
        defer { close(output) }
        let child = try #require(RoutenavProcessTests.start(["run"] + arguments, in: directory, output: output))
        let (status, errors) = child.wait()
        return (status, try String(contentsOf: outputFile, encoding: .utf8), errors)
    }

    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-multi-run-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
