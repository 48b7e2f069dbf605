// `routenav run`: reading the scenario file and replaying it in a container (README.md), and the
// output helpers every command shares. `Routenav.main(apps:)` (Routenav.swift) dispatches here.
import Foundation
import Route
import Scenario
import Simulator

/// Writes text to standard error, adding a line feed if it lacks one.
///
/// Control characters (from a scenario, a percent-decoded URL, a file name) are escaped as `\u{1B}`;
/// line feeds are kept, but not those inside a command-line argument quoted in the text (a file named
/// `a⏎b.scenario:9: forged` is shown as `a\u{0A}b.scenario:9: forged`, never as a line of its own).
func printError(_ text: String) {
    var text = text
    for argument in CommandLine.arguments.dropFirst() where argument.contains("\n") {
        text = text.replacingOccurrences(of: argument, with: ControlCharacterEscaping.escaped(argument))
    }
    let escaped = ControlCharacterEscaping.escaped(text, keepingLineFeeds: true)
    let line = escaped.hasSuffix("\n") ? escaped : escaped + "\n"
    FileHandle.standardError.write(Data(line.utf8))
}

/// Writes text to standard output as it is, but for control characters, escaped as `\u{1B}` (line feeds kept): what `routenav` prints comes partly from files and URLs it was given.
///
/// A failed write is reported at exit (``StandardOutput``).
@MainActor func printOutput(_ text: String) {
    StandardOutput.write(ControlCharacterEscaping.escaped(text, keepingLineFeeds: true))
}

/// One scenario of `routenav run`: parse it, then replay it with `command`'s options; its failure (a
/// message naming the file) is printed to standard error and returned for the JUnit report.
/// - Parameters:
///   - path: the scenario's path as given, or `-`.
///   - command: the run's options.
/// - Returns: how the run ended and its failure message, if any.
@MainActor func runScenario(_ path: String, command: RunCommand) -> (status: ExitStatus, failure: String?) {
    let data: Data
    switch ScenarioFileReader.read(path) {
    case .success(let bytes): data = bytes
    case .failure(let error):
        printError("routenav: \(error.message)")
        return (.unusableInput, error.message)
    }
    let script: ScenarioScript
    do {
        script = try ScenarioParser.parse(data, fileName: ScenarioFileReader.displayName(of: path))
    } catch {
        let message = error.description + UnknownAppHint.note(for: error, scenarioPath: path)
        printError(message)
        return (.unusableInput, message)
    }

    // --xcconfig and --define, read as `routenav lint` reads them, relative to the current directory.
    let buildSettings = Result {
        try command.buildSettings(currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }
    if case .failure(let error) = buildSettings {
        printError("routenav: \(error)")
        return (.unusableInput, "\(error)")
    }

    let baseDirectory =
        path == "-"
        ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        : URL(fileURLWithPath: path).deletingLastPathComponent()
    let container: URL
    var cleanup: TemporaryContainerCleanup?
    if let directory = command.container {
        // A path that is not a directory is refused with what it is (exit 2), not run storing nothing.
        do {
            container = try ContainerDirectory.prepare(
                directory, currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        } catch {
            printError("routenav: \(error.message)")
            return (.unusableInput, error.message)
        }
    } else {
        // SIGINT, SIGTERM and SIGHUP remove the temporary container and exit 128 + N.
        TemporaryContainerCleanup.blockSignals()
        guard let temporary = makeTemporaryContainer() else {
            printError("routenav: cannot create a temporary container directory")
            return (.unusableInput, "cannot create a temporary container directory")
        }
        container = temporary
        cleanup = TemporaryContainerCleanup(container: temporary)
    }
    defer {
        cleanup?.cancel()
        if command.container == nil { try? FileManager.default.removeItem(at: container) }
    }
    // One process at a time uses a container (R15): a container the navigator or another run
    // holds is refused before anything runs. The lock is held until the run ends (the kernel drops it
    // if the process is killed).
    let lock: ContainerLock
    do {
        lock = try MainActor.assumeIsolated { try ContainerLock.acquire(containerURL: container) }
    } catch {
        printError("routenav: \(error)")
        return (.unusableInput, "\(error)")
    }
    let outcome = withExtendedLifetime(lock) {
        MainActor.assumeIsolated {
            // A temporary container is removed when the run ends: no later process reads its archive.
            var runner = ScenarioRunner(
                appOverride: command.app, containerURL: container, baseDirectory: baseDirectory,
                printsTranscript: command.transcript, showsPayloads: command.showsPayloads,
                keepsSceneSessions: command.container != nil)
            if case .success(let settings) = buildSettings { runner.buildSettings = settings }
            runner.systemVersionOverride = command.systemVersion
            return runner.run(script)
        }
    }
    // Removed before printing: writing to a closed pipe (`| head`) may end the process. Then the
    // signals act as usual again, so that a write blocked on a full pipe can be interrupted.
    cleanup?.cancel()
    if command.container == nil {
        try? FileManager.default.removeItem(at: container)
        TemporaryContainerCleanup.restoreDefaultSignals()
    }
    if command.transcript { printOutput(outcome.transcript) }
    if let failure = outcome.failure { printError(failure) }
    return (outcome.status, outcome.failure)
}

/// A fresh private directory for the app's container (`mkdtemp`, mode 0700).
func makeTemporaryContainer() -> URL? {
    var template = Array((FileManager.default.temporaryDirectory.path + "/routenav-XXXXXX").utf8CString)
    return template.withUnsafeMutableBufferPointer { buffer -> URL? in
        guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
        return URL(fileURLWithPath: String(cString: base), isDirectory: true)
    }
}
