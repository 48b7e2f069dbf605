// `routenav run PATH...`: one scenario, or several files and folders for CI (issue 17); RunEntry.swift runs each.
import Foundation
import Glibc
import Scenario

/// `routenav run`: each scenario the paths stand for (a folder: its `*.scenario` files, sorted), each
/// in a container of its own with its own `app` line and paths relative to its own file; then the
/// `N passed, N failed` line (`, N errors` when some could not run) on standard output, for one
/// scenario as for many; with `--junit FILE`, the JUnit XML report, which counts the same.
/// - Parameter command: the run's options.
/// - Returns: unusable input (2) when any scenario was unusable or the report could not be written,
///   else a failed expectation (1) when any failed, else success.
@MainActor func run(_ command: RunCommand) -> ExitStatus {
    let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let files: [String]
    do throws(UsageError) {
        files = try ScenarioFileList.expand(command.files, currentDirectory: currentDirectory)
        if files.count > 1, command.container != nil {
            throw UsageError("--container takes one scenario FILE: scenarios sharing a container would depend on each other")
        }
    } catch {
        printError("routenav: \(error.message)")
        return .unusableInput
    }
    var report = JUnitReport()
    for file in files {
        let (status, failure) = runScenario(file, command: command)
        report.cases.append(JUnitReport.TestCase(file: ScenarioFileReader.displayName(of: file), status: status, failure: failure))
    }
    var status = report.cases.map(\.status).max { $0.rawValue < $1.rawValue } ?? .success
    if let junit = command.junit {
        if let problem = writeReport(report.xml, to: junit) {
            printError("routenav: cannot write --junit \(ScenarioFileReader.displayName(of: junit)): \(problem)")
            status = .unusableInput
        }
    }
    // On success too, for one file as for many: a run that prints nothing leaves the reader guessing.
    printOutput(report.summary + "\n")
    return status
}

/// Writes the JUnit report atomically (a reader never sees half a file), mode 0600 like every file
/// routenav writes.
/// - Parameters:
///   - text: the XML.
///   - path: the path as given, relative to the current directory.
/// - Returns: `nil` on success, else why it failed (`it is a directory`, `Permission denied`).
func writeReport(_ text: String, to path: String) -> String? {
    if let kind = FileKind.of(path, followingLinks: true), kind != .regularFile {
        return "it is \(kind)"
    }
    let url = URL(fileURLWithPath: path)
    do {
        try Data(text.utf8).write(to: url, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    } catch {
        return ContainerDirectory.reason(of: error)
    }
    return nil
}
