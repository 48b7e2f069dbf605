// `routenav run PATH...`: one scenario, or several files and folders for CI; RunEntry.swift runs each.
import Foundation
import Glibc
import NavigatorTUI
import Scenario

/// `routenav run`: each scenario the paths stand for (a folder: its `*.scenario` files, sorted), each
/// in a container of its own with its own `app` line and paths relative to its own file; then the
/// `N passed, N failed` line (`, N errors` when some could not run) on standard output, for one
/// scenario as for many; with `--junit FILE`, the JUnit XML report, which counts the same.
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

    // The report's directory is opened now and held until the report is written (a folder swapped for
    // a symbolic link meanwhile cannot redirect it), and a report that would replace one of the run's
    // own inputs is refused before anything runs.
    var reportDirectory: ScenarioFileWriter.HeldDirectory?
    if let junit = command.junit {
        let inputs = files.filter { $0 != "-" } + command.xcconfigs
        if let input = inputs.first(where: { ReportPath.isSameFile(junit, as: $0) }) {
            printError(
                "routenav: --junit \(ScenarioFileReader.displayName(of: junit)) is \(ScenarioFileReader.displayName(of: input)), "
                    + "an input of this run: the report would replace it; name another file for the report")
            return .unusableInput
        }
        switch ReportPath.open(junit) {
        case .success(let directory): reportDirectory = directory
        case .failure(let problem):
            printError("routenav: cannot write --junit \(ScenarioFileReader.displayName(of: junit)): \(problem)")
            return .unusableInput
        }
    }
    var report = JUnitReport()
    for file in files {
        let (status, failure) = runScenario(file, command: command)
        report.cases.append(JUnitReport.TestCase(file: ScenarioFileReader.displayName(of: file), status: status, failure: failure))
    }
    var status = report.cases.map(\.status).max { $0.rawValue < $1.rawValue } ?? .success
    if let junit = command.junit, let reportDirectory {
        if let problem = ReportPath.write(report.xml, to: junit, in: reportDirectory) {
            printError("routenav: cannot write --junit \(ScenarioFileReader.displayName(of: junit)): \(problem)")
            status = .unusableInput
        }
    }
    // On success too, for one file as for many: a run that prints nothing leaves the reader guessing.
    printOutput(report.summary + "\n")
    return status
}

/// Where `routenav run --junit FILE` writes: through ``ScenarioFileWriter``, the one safe-write path
/// `--record` and `:save` use (a temporary file synced and renamed into place, never written through a
/// symbolic link, FIFO or device, new files 0600, a replaced file keeping its mode), into the directory
/// opened when the run started.
enum ReportPath {
    /// Opens and holds the report's directory, and refuses a path the report can never be written to.
    /// - Parameter path: the path as given, relative to the current directory.
    /// - Returns: the held directory, or why not: `there is no directory /a/b`, `it is a directory; name
    ///   a file inside it`, `it is a symbolic link (to …); refusing to write through it …`.
    static func open(_ path: String) -> Result<ScenarioFileWriter.HeldDirectory, ReportProblem> {
        do throws(ScenarioFileWriter.Refusal) {
            return .success(try ScenarioFileWriter.check(URL(fileURLWithPath: path), shownAs: path, overwriting: true))
        } catch {
            return .failure(ReportProblem(error))
        }
    }

    /// Writes the report atomically into the held directory.
    /// - Parameters:
    ///   - text: the XML.
    ///   - path: the path as given.
    ///   - directory: the directory ``open(_:)`` returned.
    /// - Returns: `nil` on success, else why it failed.
    /// - Complexity: O(n) in the size of `text`.
    static func write(_ text: String, to path: String, in directory: ScenarioFileWriter.HeldDirectory) -> ReportProblem? {
        do throws(ScenarioFileWriter.Refusal) {
            try ScenarioFileWriter.write(Data(text.utf8), to: URL(fileURLWithPath: path), shownAs: path, overwriting: true, in: directory)
            return nil
        } catch {
            return ReportProblem(error)
        }
    }

    /// Whether two paths name the same existing file (same device and inode, links followed): a report
    /// at `output` would replace the input `input`.
    /// - Parameters:
    ///   - output: the report's path.
    ///   - input: a file the run reads.
    /// - Returns: `true` when both name one file.
    static func isSameFile(_ output: String, as input: String) -> Bool {
        var outputInfo = stat()
        var inputInfo = stat()
        guard stat(output, &outputInfo) == 0, stat(input, &inputInfo) == 0 else { return false }
        return outputInfo.st_dev == inputInfo.st_dev && outputInfo.st_ino == inputInfo.st_ino
    }
}

/// Why the JUnit report cannot be written, in the words `--record` uses (``ScenarioFileWriter/Refusal/reason``).
struct ReportProblem: Error, CustomStringConvertible {
    /// The reason: `there is no directory /a/b`, `it is a directory; name a file inside it`.
    let description: String

    /// The reason a refusal gives.
    /// - Parameter refusal: why the writer wrote nothing.
    init(_ refusal: ScenarioFileWriter.Refusal) { description = refusal.reason }
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
        // The joined report goes through the same safe-write path as a run's report, and never replaces a shard report it reads.
        if command.files.contains(junit) || command.files.contains(where: { ReportPath.isSameFile(junit, as: $0) }) {
            printError("routenav: --junit \(ScenarioFileReader.displayName(of: junit)) is also a report to merge; name another file")
            return .unusableInput
        }
        let problem: ReportProblem?
        switch ReportPath.open(junit) {
        case .success(let directory): problem = ReportPath.write(merged.xml, to: junit, in: directory)
        case .failure(let refusal): problem = refusal
        }
        if let problem {
            printError("routenav: cannot write --junit \(ScenarioFileReader.displayName(of: junit)): \(problem)")
            status = .unusableInput
        }
    }
    printOutput(merged.summary + "\n")
    return status
}
