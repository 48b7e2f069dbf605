// `routenav lint PLIST [--manifest M] [--json]`: kept apart from main.swift, which only hands
// `.lint(command)` over to `lint(_:)`. The checks live in the Lint module's `InfoPlistLinter`.
import Foundation
import Lint
import Scenario

/// Lints an Info.plist: prints the report on standard output, or a status-2 failure on standard error.
/// - Parameter command: the parsed `lint` options; paths are relative to the current directory.
/// - Returns: 0 clean (warnings and info allowed), 1 with error findings, 2 for a file that cannot be read
///   or is not a property-list dictionary.
@MainActor func lint(_ command: LintCommand) -> ExitStatus {
    let outcome = command.run(currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    printOutput(outcome.output)
    if !outcome.errorOutput.isEmpty { printError(outcome.errorOutput) }
    return outcome.status
}
