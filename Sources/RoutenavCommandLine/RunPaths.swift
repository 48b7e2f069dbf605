// `routenav run PATH...`: one scenario, or several files and folders for CI (issue 17); RunEntry.swift runs each.
import Foundation
import Glibc
import Scenario

/// `routenav run`: each scenario the paths stand for (a folder: its `*.scenario` files, sorted), each
/// in a container of its own with its own `app` line and paths relative to its own file; then, for
/// more than one scenario, the `N passed, N failed` line on standard output; with `--junit FILE`, the
/// JUnit XML report.
/// - Parameter command: the run's options.
/// - Returns: unusable input (2) when any scenario was unusable or the report could not be written,
///   else a failed expectation (1) when any failed, else success.
@MainActor func run(_ command: RunCommand) -> ExitStatus {
    if command.merges { return mergeReports(command) }
    let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    var files: [String]
    do throws(UsageError) {
        files = try ScenarioFileList.expand(command.files, currentDirectory: currentDirectory)
        if files.count > 1, command.container != nil {
            throw UsageError("--container takes one scenario FILE: scenarios sharing a container would depend on each other")
        }
    } catch {
        printError("routenav: \(error.message)")
        return .unusableInput
    }
    // A shard runs its contiguous share of the expanded list (``Shard``), so shard reports joined in
    // order are the unsharded report.
    if let shard = command.shard { files = Array(files[shard.range(of: files.count)]) }
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
    if files.count > 1 || command.junit != nil || command.shard != nil {
        printOutput(report.summary + "\n")
    }
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

/// `routenav run --merge --junit OUT SHARD...`: the shard reports' test cases joined in the order given,
/// written to the `--junit` file, with the `N passed, N failed` line of the whole.
/// - Parameter command: the run's options; its paths are the shard reports.
/// - Returns: unusable input (2) when a report cannot be read or is not one `run --junit` writes, or the
///   joined report cannot be written; else the worst status of the cases, as the unsharded run's.
@MainActor func mergeReports(_ command: RunCommand) -> ExitStatus {
    var merged = JUnitReport()
    for path in command.files {
        let shown = ScenarioFileReader.displayName(of: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("routenav: cannot read --merge report \(shown): \(FileKind.of(path, followingLinks: true).map { "it is \($0)" } ?? "no such file")")
            return .unusableInput
        }
        do {
            merged.cases += try JUnitReport(reading: String(decoding: data, as: UTF8.self), fileName: shown).cases
        } catch {
            printError("routenav: \(error)")
            return .unusableInput
        }
    }
    var status = merged.cases.map(\.status).max { $0.rawValue < $1.rawValue } ?? .success
    if let junit = command.junit {
        if command.files.contains(junit) {
            printError("routenav: --junit \(ScenarioFileReader.displayName(of: junit)) is also a report to merge; name another file")
            return .unusableInput
        }
        if let problem = writeReport(merged.xml, to: junit) {
            printError("routenav: cannot write --junit \(ScenarioFileReader.displayName(of: junit)): \(problem)")
            status = .unusableInput
        }
    }
    printOutput(merged.summary + "\n")
    return status
}
