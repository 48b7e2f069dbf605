import Foundation

/// The scenarios `routenav run PATH...` runs: each PATH as given, a folder standing for its
/// `*.scenario` files sorted by name (not its subfolders, nor hidden files), as mobile test runners take a flows folder
/// (`maestro test flows/`).
///
/// Models no UIKit behaviour; it is docs/SCENARIOS.md's `routenav run`, taken to several files for CI.
public enum ScenarioFileList {
    /// The scenario files the paths stand for, in order.
    /// - Parameters:
    ///   - paths: the paths as given (`-` for standard input stays as it is).
    ///   - currentDirectory: where a relative path starts, to look at it on disk; the returned paths
    ///     keep the form they were given in (`Resources/Scenarios/a.scenario`).
    /// - Returns: the files: a file path as given, a folder's `.scenario` files joined to the folder
    ///   path as given, sorted by name.
    /// - Throws: ``UsageError`` naming a folder that holds no `.scenario` file or cannot be listed.
    ///   A missing or unreadable file is left for the run to report, as for a single file.
    /// - Complexity: O(n log n) in the number of entries of the folders.
    public static func expand(_ paths: [String], currentDirectory: URL) throws(UsageError) -> [String] {
        var files: [String] = []
        for path in paths {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
            guard path != "-", FileKind.of(url.path, followingLinks: true) == .directory else {
                files.append(path)
                continue
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            } catch {
                throw UsageError("cannot list \(ScenarioFileReader.displayName(of: path)): \(ContainerDirectory.reason(of: error))")
            }
            let scenarios = names.filter { name in
                name.hasSuffix(".scenario") && !name.hasPrefix(".")
                    && FileKind.of(url.appendingPathComponent(name).path, followingLinks: true) != .directory
            }.sorted()
            guard !scenarios.isEmpty else {
                throw UsageError("\(ScenarioFileReader.displayName(of: path)) is a folder without .scenario files")
            }
            let folder = path.hasSuffix("/") ? path : path + "/"
            files += scenarios.map { folder + $0 }
        }
        return files
    }
}
