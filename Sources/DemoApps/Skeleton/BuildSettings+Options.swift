import Foundation

extension BuildSettings {
    /// The settings of command-line options: each `.xcconfig` file in order (a later file's value wins),
    /// then each `NAME=VALUE` (winning over the files), as `routenav lint` and `routenav run` take them
    /// (`--xcconfig FILE`, `--define NAME=VALUE`).
    /// - Parameters:
    ///   - xcconfigs: `.xcconfig` paths, in order.
    ///   - defines: `NAME=VALUE` assignments, in order.
    ///   - directory: where relative paths start (the current directory).
    /// - Throws: ``BuildSettingsError`` naming the file and line of an unreadable or malformed `.xcconfig`,
    ///   or the malformed assignment.
    /// - Complexity: O(n) in the files' sizes and the assignments.
    public init(xcconfigs: [String], defines: [String], relativeTo directory: URL) throws(BuildSettingsError) {
        self.init()
        // A base URL without a trailing slash would resolve relative paths against its parent.
        let base = URL(fileURLWithPath: directory.path, isDirectory: true)
        for file in xcconfigs {
            merge(try BuildSettings.read(xcconfig: URL(fileURLWithPath: file, relativeTo: base)))
        }
        for assignment in defines { try define(assignment) }
    }
}
