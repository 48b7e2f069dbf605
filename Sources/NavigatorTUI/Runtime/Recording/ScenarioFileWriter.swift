import Foundation
import Glibc
import Scenario

/// Writes a scenario to a path the user named (`:save FILE`, `:save! FILE`, `--record FILE`) without
/// harming what is there, like an editor's `:w` / `:w!`.
///
/// How:
///
/// - An existing path that is not a regular file is refused, naming what it is (`lstat`, so a symbolic
///   link is refused rather than written through, and a FIFO, device or directory is never opened).
/// - An existing regular file is refused unless `overwriting` (`:save!`, `--record … --force`).
/// - The text goes to a temporary file in the same directory, is synced, and then takes the path's place
///   in one step: `link` for a new file (which also refuses a file that appeared meanwhile), `rename`
///   when replacing. A reader sees the old file or the new one, never half of one. A new file is
///   0600 (owner read and write only: a session may hold payloads); a replaced file keeps its mode and, where the process may
///   (`fchown` as root, or to a group it belongs to), its owner and group.
/// - A write returns the new file's ``FileIdentity``, so that a caller can later replace the file only
///   if it is still the one it wrote (`--record` at quit after a `:save` of the same name).
/// - The file's directory is resolved once, as the user named it (a symbolic link the user put in the
///   path, like a shell's, is followed there), and opened; every later step (the checks, the temporary
///   file, `linkat`/`renameat`, the sync) names files relative to that open directory. The directory
///   opened when the path is checked at startup (``check(_:shownAs:overwriting:)``) is held
///   (``HeldDirectory``) and passed to the write at the end, so a directory swapped for a link after
///   startup cannot send the file anywhere else (the README: `:save`, `--record` and `--junit` cannot be redirected).
/// - ``writeScenario(_:to:shownAs:overwriting:replacingOnly:in:)`` first checks what `routenav run` will
///   check when it reads the file back (``ScenarioParser/maximumFileSize``, every line parses), and
///   writes nothing that it would refuse.
///
/// Models no UIKit behaviour: it is the navigator's side of docs/SCENARIOS.md (a session saved as a scenario is
/// the bug report) and of its rule that bad input is a clear error naming the path.
public enum ScenarioFileWriter {
    /// Why a file was not written.
    ///
    /// Messages name the path as the user gave it.
    public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// The path names something other than a regular file (a symbolic link, directory, FIFO, device).
        case notARegularFile(path: String, kind: FileKind)
        /// The path names an existing regular file and overwriting was not asked for.
        case exists(path: String)
        /// The file's directory is missing, not a directory, or no file can be created in it.
        case unwritableDirectory(path: String, problem: String)
        /// Writing failed (a full disk, an I/O error), with the system's reason.
        case failed(path: String, reason: String)
        /// The scenario would not read back (over ``ScenarioParser/maximumFileSize``, or a line the parser
        /// refuses); nothing was written.
        case unreadable(path: String, problem: String)

        /// One line: `cannot save bug.scenario: it is a symbolic link (to /etc/passwd); refusing to write through it`.
        public var description: String {
            switch self {
            case let .exists(path): return "\(path) already exists"
            case let .notARegularFile(path, _), let .unwritableDirectory(path, _), let .failed(path, _):
                return "cannot save \(path): \(reason)"
            case let .unreadable(path, _):
                return "cannot save \(path): \(reason); nothing written"
            }
        }

        /// Why, without the path: `it is a symbolic link (to /etc/passwd); refusing to write through it …`,
        /// `there is no directory /a/b`, `bug.scenario already exists`; what `routenav run --junit` says
        /// after `cannot write --junit FILE:`.
        public var reason: String {
            switch self {
            case let .notARegularFile(_, kind):
                let consequence: String
                switch kind {
                case .symbolicLink: consequence = "; refusing to write through it (name the file it points to instead)"
                case .directory: consequence = "; name a file inside it"
                default: consequence = "; only a regular file is written"
                }
                return "it is \(kind)\(consequence)"
            case let .exists(path): return "\(path) already exists"
            case let .unwritableDirectory(_, problem), let .failed(_, problem), let .unreadable(_, problem): return problem
            }
        }
    }

    /// Which file a path named when it was written: device, inode, size and modification time, as `stat` reports them.
    ///
    /// Two identities are equal only for the same file left unchanged since.
    public struct FileIdentity: Equatable, Sendable {
        /// `st_dev`.
        public var device: UInt64
        /// `st_ino`.
        public var inode: UInt64
        /// `st_size`, in bytes.
        public var size: Int64
        /// `st_mtim`, in whole seconds and nanoseconds since 1970.
        public var modificationSeconds: Int64
        /// The nanoseconds part of the modification time.
        public var modificationNanoseconds: Int64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modificationSeconds = Int64(info.st_mtim.tv_sec)
            modificationNanoseconds = Int64(info.st_mtim.tv_nsec)
        }

        /// The identity of what a path names now, not following a symbolic link.
        /// - Parameter path: the path.
        /// - Returns: the identity, or `nil` when nothing is there or it is not a regular file.
        public static func of(_ path: String) -> FileIdentity? {
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return FileIdentity(info)
        }
    }

    /// Checks that ``write(_:to:shownAs:overwriting:replacingOnly:in:)`` could write the path now, writing nothing but a
    /// probe file in its directory (removed at once): used at startup for `--record`, so that a bad path
    /// fails before the session it would keep.
    /// - Parameters:
    ///   - url: the file's URL.
    ///   - path: the path as the user gave it, for messages.
    ///   - overwriting: whether an existing regular file may be replaced.
    /// - Returns: the file's directory, opened and held: pass it to every later write of this path, so
    ///   that the directory swapped for a symbolic link after startup cannot redirect the file.
    /// - Throws: ``Refusal`` for a path that is not a regular file, an existing file without
    ///   `overwriting`, or a directory where no file can be created.
    @discardableResult
    public static func check(_ url: URL, shownAs path: String, overwriting: Bool) throws(Refusal) -> HeldDirectory {
        let folder = try HeldDirectory.open(containing: url, shownAs: path)
        defer { withExtendedLifetime(folder) {} }
        try checkTarget(url.lastPathComponent, in: folder.descriptor, url: url, shownAs: path, overwriting: overwriting)
        if let problem = DirectoryWriteProbe.problem(in: url.deletingLastPathComponent()) {
            throw .unwritableDirectory(path: path, problem: problem)
        }
        return folder
    }

    /// Writes a scenario atomically, after checking that `routenav run` will read it back: at most ``ScenarioParser/maximumFileSize`` bytes, and every line accepted by ``ScenarioParser`` (which also holds each line to ``ScenarioParser/maximumLineLength``).
    ///
    /// Never writes what the next start refuses.
    ///
    /// - Parameters:
    ///   - text: the scenario file's text.
    ///   - url: the file's URL.
    ///   - path: the path as the user gave it, for messages.
    ///   - overwriting: as for ``write(_:to:shownAs:overwriting:replacingOnly:in:)``.
    ///   - expected: as for ``write(_:to:shownAs:overwriting:replacingOnly:in:)``.
    ///   - held: as for ``write(_:to:shownAs:overwriting:replacingOnly:in:)``.
    /// - Returns: the identity of the file written.
    /// - Throws: ``Refusal/unreadable(path:problem:)`` naming the limit or the line the reader would
    ///   refuse, or what ``write(_:to:shownAs:overwriting:replacingOnly:in:)`` throws.
    /// - Complexity: O(n) in the size of `text`.
    @discardableResult
    public static func writeScenario(
        _ text: String, to url: URL, shownAs path: String, overwriting: Bool,
        replacingOnly expected: FileIdentity? = nil, in held: HeldDirectory? = nil
    ) throws(Refusal) -> FileIdentity {
        let data = Data(text.utf8)
        guard data.count <= ScenarioParser.maximumFileSize else {
            throw .unreadable(
                path: path,
                problem: "the session is \(data.count) bytes, over the "
                    + "\(ScenarioParser.maximumFileSize)-byte limit routenav reads for a scenario")
        }
        do {
            _ = try ScenarioParser.parse(data, fileName: path)
        } catch {
            throw .unreadable(path: path, problem: "it would not read back (\(error.description))")
        }
        return try write(data, to: url, shownAs: path, overwriting: overwriting, replacingOnly: expected, in: held)
    }

    /// Writes the data atomically (see the type's discussion).
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - url: the file's URL.
    ///   - path: the path as the user gave it, for messages.
    ///   - overwriting: whether an existing regular file may be replaced (its mode, and where allowed its
    ///     owner and group, are kept).
    ///   - expected: with `overwriting`, replace only the file with this identity (one this process
    ///     wrote); any other file there is refused as ``Refusal/exists(path:)``. `nil` replaces any
    ///     regular file.
    ///   - held: the file's directory as opened when the path was checked (``check(_:shownAs:overwriting:)``);
    ///     `nil` opens it now, by its path.
    /// - Returns: the identity of the file written.
    /// - Throws: ``Refusal``; nothing at the path has changed when it throws.
    /// - Complexity: O(n) in the size of `data`.
    @discardableResult
    public static func write(
        _ data: Data, to url: URL, shownAs path: String, overwriting: Bool,
        replacingOnly expected: FileIdentity? = nil, in held: HeldDirectory? = nil
    ) throws(Refusal) -> FileIdentity {
        let directory = held?.url ?? url.deletingLastPathComponent()
        let name = url.lastPathComponent
        let holder: HeldDirectory
        if let held { holder = held } else { holder = try HeldDirectory.open(containing: url, shownAs: path) }
        // Held to the end of the write: the descriptor is closed when the holder goes away.
        defer { withExtendedLifetime(holder) {} }
        let folder = holder.descriptor
        let existing = try checkTarget(name, in: folder, url: url, shownAs: path, overwriting: overwriting, expected: expected)
        let existingMode = existing?.mode
        let (descriptor, temporary) = try createTemporaryFile(in: folder, directory: directory, for: url, shownAs: path)
        var cleanup = true
        defer { if cleanup { unlinkat(folder, temporary, 0) } }
        let failure = writeAll(data, to: descriptor, keeping: existing)
        var written = stat()
        let identity: FileIdentity? = fstat(descriptor, &written) == 0 ? FileIdentity(written) : nil
        close(descriptor)
        if let failure { throw .failed(path: path, reason: failure) }
        guard let identity else { throw .failed(path: path, reason: String(cString: strerror(errno))) }

        if existingMode == nil {
            // A new file: linkat(2) fails if anything took the name since the check, so nothing is replaced.
            if linkat(folder, temporary, folder, name, 0) == 0 {
                syncDirectory(folder)
                return identity
            }
            let code = errno
            if code == EEXIST {
                if case let kind? = FileKind.of(url.path), kind != .regularFile { throw .notARegularFile(path: path, kind: kind) }
                throw .exists(path: path)
            }
            guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP || code == EMLINK else {
                throw .failed(path: path, reason: String(cString: strerror(code)))
            }
            // A file system without hard links: check once more, then rename.
            var info = stat()
            if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 { throw .exists(path: path) }
        } else if case let kind? = FileKind.of(url.path), kind != .regularFile {
            throw .notARegularFile(path: path, kind: kind)
        }
        // renameat(2) replaces a directory entry: even a symbolic link swapped in meanwhile is replaced, not followed.
        guard renameat(folder, temporary, folder, name) == 0 else {
            throw .failed(path: path, reason: String(cString: strerror(errno)))
        }
        cleanup = false
        syncDirectory(folder)
        return identity
    }

    /// Linux's `O_PATH` (010000000), which Glibc's module leaves out (it is behind `_GNU_SOURCE`).
    private static let openPath: Int32 = 0o10_000_000

    /// Opens the file's directory once (`O_PATH`: no read permission needed), following the links of the
    /// path the user gave as a shell would; later steps name files relative to it.
    static func openDirectory(_ directory: URL, shownAs path: String) throws(Refusal) -> Int32 {
        let descriptor = open(directory.path, openPath | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 { return descriptor }
        let code = errno
        switch FileKind.of(directory.path, followingLinks: true) {
        case nil: throw .unwritableDirectory(path: path, problem: "there is no directory \(directory.path)")
        case .directory?:
            throw .unwritableDirectory(path: path, problem: "cannot open \(directory.path): \(String(cString: strerror(code)))")
        case let kind?: throw .unwritableDirectory(path: path, problem: "\(directory.path) is \(kind), not a directory")
        }
    }

    /// What is kept of a file being replaced.
    private struct Existing {
        var mode: mode_t
        var owner: uid_t
        var group: gid_t
    }

    /// Refuses what must not be written to; returns the mode and owner of a regular file to replace,
    /// `nil` when nothing is there.
    @discardableResult
    private static func checkTarget(
        _ name: String, in folder: Int32, url: URL, shownAs path: String, overwriting: Bool,
        expected: FileIdentity? = nil
    ) throws(Refusal) -> Existing? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw .failed(path: path, reason: String(cString: strerror(code)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .notARegularFile(path: path, kind: FileKind.of(url.path) ?? .other)
        }
        guard overwriting else { throw .exists(path: path) }
        if let expected, FileIdentity(info) != expected { throw .exists(path: path) }
        return Existing(mode: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid)
    }

    /// A new file beside the target, created exclusively with mode 0600 (only the owner reads a saved
    /// session, which may hold payloads), not following links.
    private static func createTemporaryFile(in folder: Int32, directory: URL, for url: URL, shownAs path: String) throws(Refusal) -> (Int32, String) {
        let base = "." + url.lastPathComponent.prefix(100) + ".routenav-\(getpid())"
        for attempt in 0..<100 {
            let temporary = "\(base)-\(attempt).tmp"
            let descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 { return (descriptor, temporary) }
            let code = errno
            if code == EEXIST { continue }
            if code == ENOENT || code == ENOTDIR {
                throw .unwritableDirectory(path: path, problem: "there is no directory \(directory.path)")
            }
            throw .unwritableDirectory(path: path, problem: "cannot create files in \(directory.path): \(String(cString: strerror(code)))")
        }
        throw .unwritableDirectory(path: path, problem: "cannot create a temporary file in \(directory.path)")
    }

    /// Writes every byte, gives the file the replaced file's owner, group (where the process may:
    /// `EPERM` is ignored) and mode, and syncs; returns the system's reason on failure.
    private static func writeAll(_ data: Data, to descriptor: Int32, keeping existing: Existing?) -> String? {
        let failure: String? = data.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
        if let failure { return failure }
        if let existing {
            // Owner before mode: chown clears set-user-ID bits, which fchmod then restores.
            if fchown(descriptor, existing.owner, existing.group) != 0, errno != EPERM {
                return String(cString: strerror(errno))
            }
            if fchmod(descriptor, existing.mode) != 0 { return String(cString: strerror(errno)) }
        }
        if fsync(descriptor) != 0 { return String(cString: strerror(errno)) }
        return nil
    }

    /// Makes the new directory entry durable (best effort), through the directory opened for the write.
    private static func syncDirectory(_ folder: Int32) {
        let descriptor = openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
