// The interactive navigator: plain `routenav [options]`. Kept apart from main.swift, which
// only hands `.navigator(arguments:)` over to `runNavigator(arguments:)`.
import Foundation
import NavigatorCurses
import NavigatorTUI
import Route
import Scenario
import Simulator

/// The navigator's hold on its container (R15: one process at a time uses a container), kept until
/// the process exits; the kernel drops it if the process is killed.
@MainActor private var navigatorContainerLock: ContainerLock?

/// Parses the navigator's options and runs it on the terminal until the user quits; never returns.
///
/// Bad options exit 2; so does a terminal the navigator cannot use (pointing at `routenav run`).
///
/// - Parameter arguments: the arguments after the program name.
/// - Returns: never: the process exits with the session's status.
@MainActor
func runNavigator(arguments: [String]) -> Never {
    let options: NavigatorArguments
    do {
        options = try NavigatorArguments.parse(arguments)
    } catch {
        printError(error.description)
        exit(ExitStatus.unusableInput.rawValue)
    }
    let environment = ProcessInfo.processInfo.environment
    // A --container that is not a directory is refused before the terminal is taken (exit 2).
    var containerDirectory: URL?
    if let directory = options.container {
        do {
            containerDirectory = try ContainerDirectory.prepare(
                directory, currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        } catch {
            printError("routenav: \(error.message)")
            exit(ExitStatus.unusableInput.rawValue)
        }
    }
    let configuration = NavigatorTerminal.Configuration(mouse: options.mouse, noColor: options.noColor, environment: environment)
    NavigatorTerminal.run(configuration) { terminalOptions, size in
        // A replay reproduces a bug from a clean slate, so it gets a fresh temporary container; otherwise
        // the app's files live under the user's data directory and restoration survives quitting.
        // `--fresh` asks for the same clean slate without a replay.
        let isTemporary = options.container == nil && (options.replay != nil || options.fresh)
        let container: URL
        if let directory = containerDirectory {
            container = directory
        } else if !isTemporary {
            container = NavigatorDataDirectory.container(for: options.app?.description ?? "notes", environment: environment)
            if let problem = ContainerDirectory.layoutProblem(in: container) {
                throw NavigatorSession.StartError(description: "\(container.path): \(problem)")
            }
        } else {
            guard let temporary = makeTemporaryContainer() else {
                throw NavigatorSession.StartError(description: "cannot create a temporary container directory")
            }
            container = temporary
        }
        do {
            navigatorContainerLock = try ContainerLock.acquire(containerURL: container)
        } catch {
            // Another process (a navigator, `routenav run --container`) uses it: refused, exit 2.
            if isTemporary { try? FileManager.default.removeItem(at: container) }
            throw error
        }
        // `make run` starts the built binary by its path: the `replay with:` hints name what the user's
        // shell can run (`routenav`, `swift run routenav`, or this executable's path).
        let invocation = ReplayCommand.invocation(
            executablePath: runningExecutablePath(), searchPath: environment["PATH"],
            currentDirectory: FileManager.default.currentDirectoryPath)
        var session = NavigatorSession.Configuration(
            app: options.app, plistPath: options.plist, autoAuth: options.auth, replayPath: options.replay, replaysStepByStep: options.step,
            recordPath: options.record, overwritesRecord: options.force, containerURL: container,
            removesContainerAtEnd: isTemporary, replayInvocation: invocation, showsPayloads: options.showsPayloads)
        session.systemVersion = options.systemVersion
        do {
            return try NavigatorSession(configuration: session, options: terminalOptions, size: size)
        } catch {
            if isTemporary { try? FileManager.default.removeItem(at: container) }
            throw error
        }
    }
}

/// The running executable's absolute path: `/proc/self/exe`, else the program name when it is a path.
/// - Returns: the path, or `nil` when neither says.
func runningExecutablePath() -> String? {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), path.hasPrefix("/") {
        return path
    }
    let name = CommandLine.arguments.first ?? ""
    guard name.contains("/") else { return nil }
    return URL(fileURLWithPath: name, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        .standardizedFileURL.path
}
