import Foundation

/// Paths written into a saved scenario: relative to the scenario file's directory, as the scenario
/// language reads them (docs/SCENARIOS.md: "Paths are relative to the scenario file"), so that a bug report
/// moved together with its manifest or Info.plist still replays.
enum ScenarioRelativePath {
    /// `path` as a scenario saved in `directory` should write it: relative to `directory` when they share a directory below the root (`Manifests/app.json`, `../Manifests/app.json`), else `path` unchanged.
    ///
    /// Symbolic links in both directories are resolved first, so `..` in the result leads where the file
    /// system takes it.
    ///
    /// - Parameters:
    ///   - path: an absolute file path (a relative one is returned as it is).
    ///   - directory: the absolute path of the directory the scenario file is saved in.
    /// - Returns: the path to write.
    /// - Complexity: O(n) in the number of path components.
    static func path(_ path: String, savedIn directory: URL) -> String {
        guard path.hasPrefix("/") else { return path }
        // The file's own name is kept (a manifest that is a link stays the link); its directory is resolved.
        let file = URL(fileURLWithPath: path).standardizedFileURL
        let target = file.deletingLastPathComponent().resolvingSymlinksInPath().pathComponents + [file.lastPathComponent]
        let base = directory.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var shared = 0
        while shared < target.count - 1, shared < base.count, target[shared] == base[shared] { shared += 1 }
        // Only the root `/` in common: a relative path would climb to the root and back down, which
        // says less than the absolute path does.
        guard shared > 1 else { return path }
        let ups = Array(repeating: "..", count: base.count - shared)
        return (ups + target[shared...]).joined(separator: "/")
    }
}
