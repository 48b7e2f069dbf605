import Foundation
import Glibc

/// Finds out whether files can be created in a directory by creating one and removing it again, so
/// that a path the user names (`--record FILE`, `--container DIR`) is refused when `routenav` starts,
/// not after the session it was meant to keep.
///
/// A real attempt, not `access(2)`: `access` answers yes to root everywhere, and says nothing about a
/// read-only or full file system or a directory such as `/proc` where nothing can be created.
/// Models no UIKit behaviour (docs/SCENARIOS.md: unusable input fails at once, naming the path).
public enum DirectoryWriteProbe {
    /// Why files cannot be created in a directory, or `nil` when they can.
    /// - Parameter directory: the directory (a file URL).
    /// - Returns: `nil` when a probe file could be created (it is removed at once); else the reason in
    ///   words: `there is no directory /a/b`, `/a/b is a regular file, not a directory`, or the system's
    ///   reason (`Permission denied`, `Read-only file system`).
    public static func problem(in directory: URL) -> String? {
        let path = directory.path
        switch FileKind.of(path, followingLinks: true) {
        case nil: return "there is no directory \(path)"
        case .directory?: break
        case let kind?: return "\(path) is \(kind), not a directory"
        }
        for attempt in 0..<100 {
            let probe = directory.appendingPathComponent(".routenav-probe-\(getpid())-\(attempt)").path
            let file = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if file >= 0 {
                close(file)
                unlink(probe)
                return nil
            }
            if errno != EEXIST { return "cannot create files in \(path): \(String(cString: strerror(errno)))" }
        }
        return "cannot create files in \(path): every probe name is taken"
    }
}
