// routenav: the command-line entry point (DESIGN §1, §3).
//
//   routenav run [--transcript] [--app A] [--container DIR] FILE|-   replay a scenario headless
//   routenav lint [--manifest M] [--json] PLIST                      RouteKit's integration checklist
//   routenav --help | --version
//
// Exit status: 0 ok, 1 failed expectation, 2 unusable input (see `ExitStatus`).
import Foundation
import Route
import Scenario

/// Writes text to standard error, adding a line feed if it lacks one. Control characters (from a
/// scenario, a percent-decoded URL, a file name) are escaped as `\u{1B}`; line feeds are kept.
func printError(_ text: String) {
    let escaped = ControlCharacterEscaping.escaped(text, keepingLineFeeds: true)
    let line = escaped.hasSuffix("\n") ? escaped : escaped + "\n"
    FileHandle.standardError.write(Data(line.utf8))
}

/// Writes text to standard output as it is, but for control characters, escaped as `\u{1B}` (line
/// feeds kept): what `routenav` prints comes partly from files and URLs it was given.
func printOutput(_ text: String) {
    print(ControlCharacterEscaping.escaped(text, keepingLineFeeds: true), terminator: "")
}

/// The largest scenario read, in bytes (64 MiB): far beyond any real scenario, small enough that an
/// endless stream (`routenav run - < /dev/zero`) is refused instead of exhausting memory.
let maximumScenarioBytes = 64 << 20

/// Reads standard input to its end, refusing more than `limit` bytes.
/// - Parameter limit: the most bytes accepted.
/// - Returns: the bytes, or a message saying the input is too large or unreadable.
func readStandardInput(limit: Int) -> Result<Data, UsageError> {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count == 0 { return .success(data) }
        if count < 0 {
            if errno == EINTR { continue }
            return .failure(UsageError("cannot read standard input: \(String(cString: strerror(errno)))"))
        }
        data.append(contentsOf: buffer[0..<count])
        if data.count > limit {
            return .failure(UsageError("standard input is over the \(limit)-byte limit for a scenario"))
        }
    }
}

/// Reads the scenario's bytes: the file, or standard input for `-`.
/// - Returns: the bytes, or a message naming the file and what went wrong.
func readScenario(_ command: RunCommand) -> Result<Data, UsageError> {
    if command.readsStandardInput {
        return readStandardInput(limit: maximumScenarioBytes)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: command.file, isDirectory: &isDirectory) else {
        return .failure(UsageError("cannot read \(command.file): no such file"))
    }
    guard !isDirectory.boolValue else {
        return .failure(UsageError("cannot read \(command.file): it is a directory"))
    }
    if let size = (try? FileManager.default.attributesOfItem(atPath: command.file))?[.size] as? NSNumber,
       size.int64Value > Int64(maximumScenarioBytes) {
        return .failure(UsageError("cannot read \(command.file): \(size.int64Value) bytes is over the \(maximumScenarioBytes)-byte limit for a scenario"))
    }
    do {
        return .success(try Data(contentsOf: URL(fileURLWithPath: command.file)))
    } catch {
        return .failure(UsageError("cannot read \(command.file): \(error.localizedDescription)"))
    }
}

/// `routenav run`: parse the scenario, then replay it.
func run(_ command: RunCommand) -> ExitStatus {
    let data: Data
    switch readScenario(command) {
    case .success(let bytes): data = bytes
    case .failure(let error):
        printError("routenav: \(error.message)")
        return .unusableInput
    }
    let script: ScenarioScript
    do {
        script = try ScenarioParser.parse(data, fileName: command.displayName)
    } catch {
        printError(error.description)
        return .unusableInput
    }

    let baseDirectory = command.readsStandardInput
        ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        : URL(fileURLWithPath: command.file).deletingLastPathComponent()
    let container: URL
    var cleanup: TemporaryContainerCleanup?
    if let directory = command.container {
        // A path that is not a directory is refused with what it is (exit 2), not run storing nothing.
        do {
            container = try ContainerDirectory.prepare(
                directory, currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        } catch {
            printError("routenav: \(error.message)")
            return .unusableInput
        }
    } else {
        // SIGINT, SIGTERM and SIGHUP remove the temporary container and exit 128 + N.
        TemporaryContainerCleanup.blockSignals()
        guard let temporary = makeTemporaryContainer() else {
            printError("routenav: cannot create a temporary container directory")
            return .unusableInput
        }
        container = temporary
        cleanup = TemporaryContainerCleanup(container: temporary)
    }
    defer {
        cleanup?.cancel()
        if command.container == nil { try? FileManager.default.removeItem(at: container) }
    }
    // One process at a time uses a container (DESIGN R15): a container the navigator or another run
    // holds is refused before anything runs. The lock is held until the run ends (the kernel drops it
    // if the process is killed).
    let lock: ContainerLock
    do {
        lock = try MainActor.assumeIsolated { try ContainerLock.acquire(containerURL: container) }
    } catch {
        printError("routenav: \(error)")
        return .unusableInput
    }
    let outcome = withExtendedLifetime(lock) {
        MainActor.assumeIsolated {
            ScenarioRunner(appOverride: command.app, containerURL: container, baseDirectory: baseDirectory,
                           printsTranscript: command.transcript).run(script)
        }
    }
    // Removed before printing: writing to a closed pipe (`| head`) may end the process.
    cleanup?.cancel()
    if command.container == nil { try? FileManager.default.removeItem(at: container) }
    if command.transcript { printOutput(outcome.transcript) }
    if let failure = outcome.failure { printError(failure) }
    return outcome.status
}

/// A fresh private directory for the app's container (`mkdtemp`, mode 0700).
func makeTemporaryContainer() -> URL? {
    var template = Array((FileManager.default.temporaryDirectory.path + "/routenav-XXXXXX").utf8CString)
    return template.withUnsafeMutableBufferPointer { buffer -> URL? in
        guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
        return URL(fileURLWithPath: String(cString: base), isDirectory: true)
    }
}

let status: ExitStatus
do {
    switch try RoutenavCommand.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        printOutput(RoutenavCommand.helpText)
        status = .success
    case .version:
        print(RoutenavCommand.versionText)
        status = .success
    case .run(let command):
        status = run(command)
    case .lint(let command):
        status = lint(command)  // LintEntry.swift
    case .monkey(let command):
        status = MainActor.assumeIsolated {
            command.execute(output: printOutput, errors: printError)
        }
    case .navigator(let arguments):
        runNavigator(arguments: arguments)  // NavigatorEntry.swift; never returns
    }
} catch {
    printError(error.description)
    status = .unusableInput
}
exit(status.rawValue)
