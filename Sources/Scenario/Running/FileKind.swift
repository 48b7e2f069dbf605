import Foundation
import Glibc

/// What a path names on disk, as `lstat` (or `stat`) reports it, in words for messages: `routenav`
/// refuses to write a scenario through a symbolic link or into a FIFO, device or directory, and to use
/// a file as an app container.
///
/// Models no UIKit behaviour: it backs the front end's checks of paths the user names (`:save`,
/// `--record`, `--container`; docs/SCENARIOS.md: bad input is a clear error naming the file).
public enum FileKind: Equatable, Sendable, CustomStringConvertible {
    /// A regular file.
    case regularFile
    /// A directory.
    case directory
    /// A symbolic link, with the path it points to (as stored in the link).
    case symbolicLink(target: String)
    /// A named pipe: opening it for writing blocks until a reader comes.
    case fifo
    /// A character device such as `/dev/null` or a terminal.
    case characterDevice
    /// A block device.
    case blockDevice
    /// A Unix domain socket.
    case socket
    /// Something else `stat` reports.
    case other

    /// What is at a path, or `nil` when nothing is (or it cannot be examined).
    /// - Parameters:
    ///   - path: the path.
    ///   - followingLinks: `false` examines a symbolic link itself (`lstat`); `true` what it points to (`stat`).
    /// - Returns: the kind, or `nil` when `lstat`/`stat` fails (no such file, a missing directory on the way).
    public static func of(_ path: String, followingLinks: Bool = false) -> FileKind? {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .directory
        case S_IFLNK:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            return .symbolicLink(target: target)
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFSOCK: return .socket
        default: return .other
        }
    }

    /// The kind with an article, for `it is …`: `a symbolic link (to /etc/passwd)`, `a named pipe (FIFO)`.
    public var description: String {
        switch self {
        case .regularFile: "a regular file"
        case .directory: "a directory"
        case let .symbolicLink(target): "a symbolic link (to \(target))"
        case .fifo: "a named pipe (FIFO)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .other: "not a regular file"
        }
    }
}
