// `routenav new NAME`: writes ``StarterPackage`` into an empty (or new) folder. Kept apart from
// Routenav.swift, which only hands `.new(command)` over to `newPackage(_:)`.
import Foundation
import Scenario

/// The RouteKit checkout this routenav was built from: three folders above this source file.
private let builtFromCheckout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

/// Writes a starter package and says how to run it.
/// - Parameter command: the parsed `new` options; relative paths start at the current directory.
/// - Returns: 0 written; 2 when the folder exists and is not empty, the RouteKit checkout has no
///   `Package.swift`, or a file cannot be written (the message names the path).
@MainActor func newPackage(_ command: NewCommand) -> ExitStatus {
    let fileManager = FileManager.default
    let current = URL(fileURLWithPath: fileManager.currentDirectoryPath, isDirectory: true)
    let folder = URL(fileURLWithPath: command.directory ?? command.name, isDirectory: true, relativeTo: current).standardizedFileURL
    let routeKit = URL(fileURLWithPath: command.routeKitPath ?? builtFromCheckout, isDirectory: true, relativeTo: current).standardizedFileURL
    guard fileManager.fileExists(atPath: routeKit.appendingPathComponent("Package.swift").path) else {
        printError("routenav: new: no RouteKit checkout at \(routeKit.path) (no Package.swift); pass --routekit PATH")
        return .unusableInput
    }
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue, (try? fileManager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true else {
            printError("routenav: new: \(folder.path) exists and is not an empty folder; choose another NAME or --directory")
            return .unusableInput
        }
    }
    let package = StarterPackage(name: command.name, routeKitPath: routeKit.path)
    for file in package.files {
        let url = folder.appendingPathComponent(file.path)
        do {
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
        } catch {
            printError("routenav: new: cannot write \(url.path): \(error.localizedDescription)")
            return .unusableInput
        }
    }
    let shown = command.directory ?? command.name
    printOutput(
        """
        Wrote the \(command.name) package in \(shown) (depends on RouteKit at \(routeKit.path)).
          cd \(shown)
          swift run \(command.name) run scenarios   replay its scenarios headless
          swift run \(command.name)                 open it in the navigator (q quits)

        """)
    return .success
}
