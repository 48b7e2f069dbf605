import Foundation
import Scenario

/// The whole of routenav for your own apps, in one call from your package's `main.swift`.
///
/// As swift-argument-parser's `ParsableCommand.main()` is:
///
/// ```swift
/// import RoutenavCommandLine
///
/// Routenav.main(apps: [MyApp.definition])
/// ```
///
/// Every command then accepts `--app myapp` and every scenario the line `app myapp`: the navigator
/// (`swift run myapp --app myapp`), `run`, `monkey`, `lint --app myapp`; `new NAME` writes a starter
/// package. The built-in demos (`notes`, `single`, `bare`, `manifest:PATH`, `skeleton:PATH`) stay
/// available beside your apps; a scenario without an `app` line still runs `notes`, so give yours one.
public enum Routenav {
    /// Parses `CommandLine.arguments`, runs the command, and exits the process with its status (0 ok,
    /// 1 a failed expectation, error finding or violation, 2 unusable input; see `routenav --help`).
    /// - Parameter apps: your app definitions; names must be unique, made of letters, digits, `-`, `_`
    ///   and `.`, and differ from the built-in ones (a bad name prints why and exits 2).
    ///
    /// Callable from top-level code in Swift 5 and Swift 6 language mode: it must run on the main thread,
    /// as `main.swift`'s top-level code does.
    /// - Returns: never: the process exits.
    nonisolated public static func main(apps: [AppDefinition] = []) -> Never {
        MainActor.assumeIsolated {
            launch(apps: apps, arguments: Array(CommandLine.arguments.dropFirst()))
        }
    }

    /// Registers the apps and runs one command line, then exits the process with its status.
    /// - Parameters:
    ///   - apps: the host apps.
    ///   - arguments: the arguments without the program name.
    /// - Returns: never: the process exits.
    @MainActor static func launch(apps: [AppDefinition], arguments: [String]) -> Never {
        do {
            try HostAppRegistry.register(apps)
        } catch {
            printError("routenav: \(error.description)")
            exit(ExitStatus.unusableInput.rawValue)
        }
        let status = execute(arguments)
        // A write that failed (a full disk, `> /dev/full`) must not pass for success.
        if let reason = StandardOutput.failure {
            printError("routenav: cannot write standard output: \(reason)")
            exit(status == .success ? ExitStatus.unusableInput.rawValue : status.rawValue)
        }
        exit(status.rawValue)
    }

    /// Runs one command line (all but the navigator, which takes the terminal and exits itself).
    /// - Parameter arguments: the arguments without the program name.
    /// - Returns: the exit status.
    @MainActor static func execute(_ arguments: [String]) -> ExitStatus {
        do {
            switch try RoutenavCommand.parse(arguments) {
            case .help(let subcommand):
                printOutput(RoutenavCommand.helpText(for: subcommand))
                return .success
            case .version:
                printOutput(RoutenavCommand.versionText + "\n")
                return .success
            case .run(let command):
                return run(command)  // RunEntry.swift
            case .lint(let command):
                return lint(command)  // LintEntry.swift
            case .monkey(let command):
                return command.execute(output: printOutput, errors: printError)
            case .new(let command):
                return newPackage(command)  // NewEntry.swift
            case .aasa(let command):
                return aasa(command)  // AasaEntry.swift
            case .navigator(let arguments):
                runNavigator(arguments: arguments)  // NavigatorEntry.swift; never returns
            }
        } catch {
            printError(error.description)
            return .unusableInput
        }
    }
}
