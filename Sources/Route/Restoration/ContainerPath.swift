import Foundation
import Glibc
import RouteInterface

/// A directory inside an app container, named by its path components below the container's root, and
/// opened one component at a time without following a symbolic link (no write leaves the
/// container).
///
/// The root is the directory the user named (`--container DIR`); it may itself be a symbolic link. Every
/// directory below it — `Library`, `Library/Application Support`, … — is opened with
/// `openat(parent, component, O_DIRECTORY | O_NOFOLLOW)`, so a `Library -> /elsewhere` link inside the
/// container is refused with an error naming it instead of being followed, and a link swapped in between
/// two steps cannot redirect a later one.
package struct ContainerPath: Sendable, Equatable {
    /// The container's root directory.
    package let containerURL: URL
    /// The directory's components below the root, for example, `["Library", "Saved Application State"]`.
    package let components: [String]

    /// Names a directory inside a container; touches nothing.
    /// - Parameters:
    ///   - containerURL: the container's root (a file URL).
    ///   - components: the path components below it, each one name (no `/`, not `.` or `..`).
    package init(containerURL: URL, components: [String]) {
        self.containerURL = containerURL
        self.components = components
    }

    /// The directory's URL (for showing and for callers that list it).
    package var url: URL {
        components.reduce(containerURL) { $0.appendingPathComponent($1, isDirectory: true) }
    }

    /// The path inside the container as messages show it, for example, `Library/Saved Application State`.
    package var displayPath: String { components.joined(separator: "/") }

    /// Opens the directory, one component at a time, following no symbolic link below the root.
    /// - Parameter creating: whether missing directories are created (mode 0700) on the way, the container's root and its parents included.
    /// - Returns: an open descriptor (`O_RDONLY | O_DIRECTORY | O_CLOEXEC`) the caller closes, or `nil` when
    ///   the root or a component does not exist and `creating` is `false`.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)`` naming the component: a symbolic
    ///   link (with its target), something that is not a directory, or the system's refusal.
    /// - Complexity: O(c) system calls in the number of components.
    package func openDescriptor(creating: Bool) throws(StateRestorationError) -> CInt? {
        var current = Glibc.open(containerURL.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if current < 0, errno == ENOENT, creating {
            // The container the host named (a first start): created with its missing parents, mode 0700.
            try? FileManager.default.createDirectory(at: containerURL, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            current = Glibc.open(containerURL.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard current >= 0 else {
            let code = errno
            if code == ENOENT && !creating { return nil }
            throw .storageFailure(underlying: "cannot open the container: \(String(cString: strerror(code)))")
        }
        for (index, component) in components.enumerated() {
            let shown = components[...index].joined(separator: "/")
            var next = openat(current, component, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
            if next < 0 && errno == ENOENT && creating {
                if mkdirat(current, component, 0o700) != 0 && errno != EEXIST {
                    let code = errno
                    _ = Glibc.close(current)
                    throw .storageFailure(underlying: "cannot create \(shown) in the container: \(String(cString: strerror(code)))")
                }
                next = openat(current, component, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
            }
            guard next >= 0 else {
                let code = errno
                defer { _ = Glibc.close(current) }
                if code == ENOENT && !creating { return nil }
                if let problem = Self.problem(with: component, in: current, shownAs: shown) { throw .storageFailure(underlying: problem) }
                throw .storageFailure(underlying: "cannot open \(shown) in the container: \(String(cString: strerror(code)))")
            }
            _ = Glibc.close(current)
            current = next
        }
        return current
    }

    /// Why `name` inside the directory `parent` is not a directory RouteKit may use: a symbolic link (the
    /// container's files never leave it) or another kind of file; `nil` when it is a directory or missing.
    /// - Parameters:
    ///   - name: one path component.
    ///   - parent: an open directory descriptor.
    ///   - shown: how the message names it, for example, `Library`.
    /// - Returns: the reason, or `nil` when `name` is a directory or missing.
    static func problem(with name: String, in parent: CInt, shownAs shown: String) -> String? {
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            return nil
        case S_IFLNK:
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlinkat(parent, name, &buffer, buffer.count - 1)
            let target = count >= 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
            return "\(shown) is a symbolic link (to \(target)); the app's files stay inside its container, so no link there is followed"
        case S_IFREG:
            return "\(shown) is a regular file, expected a directory"
        default:
            return "\(shown) is not a directory (a FIFO, socket or device), expected a directory"
        }
    }

    /// The first component on the way to any of `paths` that is a symbolic link or not a directory, as ``openDescriptor(creating:)`` would report it; missing components are fine (they are created when first needed).
    ///
    /// For checking a container before anything runs (`routenav run --container`).
    ///
    /// - Parameters:
    ///   - paths: directories inside the container, as component lists.
    ///   - files: files directly inside the container (the lock file) that must not be symbolic links.
    ///   - containerURL: the container's root.
    /// - Returns: the problem, or `nil`.
    package static func firstProblem(along paths: [[String]], files: [String] = [], inContainer containerURL: URL) -> String? {
        let root = Glibc.open(containerURL.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { return nil }
        defer { _ = Glibc.close(root) }
        for name in files {
            var info = stat()
            if fstatat(root, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFLNK {
                return "\(name) is a symbolic link; the app's files stay inside its container, so no link there is followed"
            }
        }
        for components in paths {
            var current = Glibc.dup(root)
            var index = 0
            while current >= 0, index < components.count {
                let shown = components[...index].joined(separator: "/")
                if let problem = Self.problem(with: components[index], in: current, shownAs: shown) {
                    _ = Glibc.close(current)
                    return problem
                }
                let next = openat(current, components[index], O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
                _ = Glibc.close(current)
                current = next
                index += 1
            }
            if current >= 0 { _ = Glibc.close(current) }
        }
        return nil
    }
}
