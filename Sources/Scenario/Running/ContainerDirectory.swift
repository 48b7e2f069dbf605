import Foundation
import Glibc
import Route
import Simulator

/// The app container a user names with `--container DIR` (`routenav run` and the navigator), checked
/// before anything runs: a path that names a file, a FIFO or a device is refused (exit 2) instead of
/// running with a store that silently keeps nothing; a missing directory is created; one where no file
/// can be created is refused, and so is a container with a symbolic link (or a file) where the app's own
/// directories go (`Library -> /elsewhere`): no write leaves the container.
///
/// Models no UIKit behaviour; it is docs/SCENARIOS.md's rule that unusable input exits 2 with a message naming
/// the path (the container holds the R15 restoration records).
public enum ContainerDirectory {
    /// Checks and, when missing, creates the container directory.
    /// - Parameters:
    ///   - path: the path as given after `--container` (shown in messages as given).
    ///   - currentDirectory: where a relative path starts.
    /// - Returns: the directory's file URL.
    /// - Throws: ``UsageError`` naming the path: it exists and is not a directory (a symbolic link to a
    ///   directory is fine), it cannot be created, or no file can be created in it; or a directory the app
    ///   keeps files in (`Library`, `Library/Application Support`, …, `Library/Saved Application State`) or
    ///   the lock file is a symbolic link or not a directory, naming it and the link's target.
    public static func prepare(_ path: String, currentDirectory: URL) throws(UsageError) -> URL {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path, isDirectory: true)
            : currentDirectory.appendingPathComponent(path, isDirectory: true)
        switch FileKind.of(url.path, followingLinks: true) {
        case .directory?:
            break
        case let kind?:
            throw UsageError("--container \(path): it is \(kind), not a directory")
        case nil:
            if case .symbolicLink(let target)? = FileKind.of(url.path) {
                throw UsageError("--container \(path): it is a symbolic link to \(target), which does not exist")
            }
            if let (shown, kind) = Self.nonDirectoryAncestor(of: url, shownAs: path) {
                throw UsageError("--container \(path): \(shown) is \(kind), not a directory")
            }
            do {
                try FileManager.default.createDirectory(
                    at: url, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                throw UsageError("--container \(path): cannot create the directory: \(Self.reason(of: error))")
            }
        }
        if let problem = DirectoryWriteProbe.problem(in: url) {
            throw UsageError("--container \(path): \(problem)")
        }
        if let problem = layoutProblem(in: url) {
            throw UsageError("--container \(path): \(problem)")
        }
        return url
    }

    /// A symbolic link (or a file) inside a container where the app's own directories or the lock file
    /// go, which no write follows: `Library is a symbolic link (to /elsewhere); …`.
    /// - Parameter url: the container's directory.
    /// - Returns: the problem, or `nil` when there is none (missing directories are fine).
    public static func layoutProblem(in url: URL) -> String? {
        ContainerPath.firstProblem(
            along: [FileStateRestorationStorage.directoryComponents, Simulator.sceneSessionDirectoryComponents],
            files: [ContainerLock.fileName], inContainer: url)
    }

    /// The nearest existing ancestor of a missing directory when it is not a directory (`afile` in
    /// `afile/sub`), named as in the path the user gave, with what it is; `nil` when it is a directory.
    static func nonDirectoryAncestor(of url: URL, shownAs path: String) -> (String, FileKind)? {
        let given = path.split(separator: "/").map(String.init)
        let plain = !given.contains(".") && !given.contains("..")
        var ancestor = url.standardizedFileURL.deletingLastPathComponent()
        var dropped = 1
        while ancestor.path != "/" && !ancestor.path.isEmpty {
            if let kind = FileKind.of(ancestor.path, followingLinks: true) {
                guard kind != .directory else { return nil }
                let shown =
                    plain && given.count > dropped
                    ? (path.hasPrefix("/") ? "/" : "") + given.dropLast(dropped).joined(separator: "/") : ancestor.path
                return (shown, kind)
            }
            ancestor = ancestor.deletingLastPathComponent()
            dropped += 1
        }
        return nil
    }

    /// The system's reason behind a Foundation file error (`Permission denied`), else its description.
    /// - Parameter error: an error a `FileManager` or `Data` file operation threw.
    /// - Returns: the `strerror` text of its POSIX cause, else the error's localized description.
    public static func reason(of error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}
