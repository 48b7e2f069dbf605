// `routenav run`: reading the scenario file and replaying it in a container (DESIGN §1, §3), and the
// output helpers every command shares. `Routenav.main(apps:)` (Routenav.swift) dispatches here.
import Foundation
import Route
import Scenario

/// Writes text to standard error, adding a line feed if it lacks one. Control characters (from a
/// scenario, a percent-decoded URL, a file name) are escaped as `\u{1B}`; line feeds are kept, but
/// not those inside a command-line argument quoted in the text (a file named `a⏎b.scenario:9: forged`
/// is shown as `a\u{0A}b.scenario:9: forged`, never as a line of its own).
func printError(_ text: String) {
    var text = text
    for argument in CommandLine.arguments.dropFirst() where argument.contains("\n") {
        text = text.replacingOccurrences(of: argument, with: ControlCharacterEscaping.escaped(argument))
    }
    let escaped = ControlCharacterEscaping.escaped(text, keepingLineFeeds: true)
    let line = escaped.hasSuffix("\n") ? escaped : escaped + "\n"
    FileHandle.standardError.write(Data(line.utf8))
}

/// Writes text to standard output as it is, but for control characters, escaped as `\u{1B}` (line
/// feeds kept): what `routenav` prints comes partly from files and URLs it was given. A failed write is
/// reported at exit (``StandardOutput``).
@MainActor func printOutput(_ text: String) {
    StandardOutput.write(ControlCharacterEscaping.escaped(text, keepingLineFeeds: true))
}

/// The largest scenario read, in bytes: ``ScenarioParser/maximumFileSize`` (64 MiB).
let maximumScenarioBytes = ScenarioParser.maximumFileSize

/// Reads a descriptor to its end, refusing more than `limit` bytes.
/// - Parameters:
///   - descriptor: an open descriptor (blocking).
///   - limit: the most bytes accepted.
///   - name: how messages name the source (`standard input`, a path).
/// - Returns: the bytes, or a message saying the input is too large or unreadable.
func readAll(_ descriptor: Int32, limit: Int, name: String) -> Result<Data, UsageError> {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return .success(data) }
        if count < 0 {
            if errno == EINTR { continue }
            return .failure(UsageError("cannot read \(name): \(String(cString: strerror(errno)))"))
        }
        data.append(contentsOf: buffer[0..<count])
        if data.count > limit {
            return .failure(UsageError("\(name) is over the \(limit)-byte limit for a scenario"))
        }
    }
}

/// Reads a scenario's bytes: the file, or standard input for `-`.
///
/// The file is opened without blocking and examined through its descriptor before a byte is read, so
/// a FIFO, device (`/dev/zero`) or directory is refused as not a regular file — also one swapped in
/// after a check by name.
/// - Parameter path: the scenario's path as given, or `-`.
/// - Returns: the bytes, or a message naming the file and what went wrong.
func readScenario(_ path: String) -> Result<Data, UsageError> {
    if path == "-" {
        return readAll(0, limit: maximumScenarioBytes, name: "standard input")
    }
    let name = RunCommand.displayName(of: path)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
        let code = errno
        if code == ENOENT { return .failure(UsageError("cannot read \(name): no such file")) }
        if code == ENXIO, let kind = FileKind.of(path, followingLinks: true) {
            return .failure(UsageError("cannot read \(name): it is \(kind), not a regular file"))
        }
        return .failure(UsageError("cannot read \(name): \(String(cString: strerror(code)))"))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
        return .failure(UsageError("cannot read \(name): \(String(cString: strerror(errno)))"))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
        let kind = FileKind.of(path, followingLinks: true) ?? .other
        if kind == .directory { return .failure(UsageError("cannot read \(name): it is a directory")) }
        switch kind {
        case .regularFile, .other: return .failure(UsageError("cannot read \(name): it is not a regular file"))
        default: return .failure(UsageError("cannot read \(name): it is \(kind), not a regular file"))
        }
    }
    if Int64(info.st_size) > Int64(maximumScenarioBytes) {
        return .failure(UsageError("cannot read \(name): \(info.st_size) bytes is over the \(maximumScenarioBytes)-byte limit for a scenario"))
    }
    // A regular file never blocks; reading it in blocking mode avoids spurious EAGAIN.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return readAll(descriptor, limit: maximumScenarioBytes, name: name)
}

/// One scenario of `routenav run`: parse it, then replay it with `command`'s options; its failure (a
/// message naming the file) is printed to standard error and returned for the JUnit report.
/// - Parameters:
///   - path: the scenario's path as given, or `-`.
///   - command: the run's options.
/// - Returns: how the run ended and its failure message, if any.
@MainActor func runScenario(_ path: String, command: RunCommand) -> (status: ExitStatus, failure: String?) {
    let data: Data
    switch readScenario(path) {
    case .success(let bytes): data = bytes
    case .failure(let error):
        printError("routenav: \(error.message)")
        return (.unusableInput, error.message)
    }
    let script: ScenarioScript
    do {
        script = try ScenarioParser.parse(data, fileName: RunCommand.displayName(of: path))
    } catch {
        printError(error.description)
        return (.unusableInput, error.description)
    }

    let baseDirectory = path == "-"
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
    // One process at a time uses a container (DESIGN R15): a container the navigator or another run
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
            ScenarioRunner(appOverride: command.app, containerURL: container, baseDirectory: baseDirectory,
                           printsTranscript: command.transcript, showsPayloads: command.showsPayloads,
                           keepsSceneSessions: command.container != nil).run(script)
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
