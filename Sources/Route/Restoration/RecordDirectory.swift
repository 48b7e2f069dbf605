import Foundation
import Glibc
import RouteInterface

/// An open file descriptor on the records directory, and the system calls the file store makes
/// relative to it (R15).
///
/// Every operation names files relative to this descriptor (`openat`, `renameat`, …), so a record file
/// name is always one path component inside the directory, whatever the directory's own path is.
/// Messages name files as `StateRestoration/<name>`, never by absolute path, so reports are the same
/// in every container.
package final class RecordDirectory {
    /// How an attempt to read a record file ended.
    package enum ReadOutcome {
        /// There is no file of that name.
        case missing
        /// The file's bytes (at most ``StateRestorationLimits/refusalThreshold``).
        case contents(Data)
        /// The file cannot be a record (not a regular file, or too large); the reason says why.
        case unusable(String)
    }

    /// The prefix of temporary files; such a file never held a committed record.
    static let temporaryPrefix = ".tmp-"
    /// The name the directory's files are reported under: `StateRestoration/<name>`.
    static let displayName = "StateRestoration"

    /// The open directory (`O_RDONLY | O_DIRECTORY`), closed when this object goes.
    let descriptor: CInt
    /// How messages name this directory, for example, `StateRestoration`.
    let shownAs: String

    /// Opens a directory of the container one component at a time, following no symbolic link below the
    /// container's root (``ContainerPath``).
    /// - Parameters:
    ///   - location: the directory.
    ///   - shownAs: how messages name it (`StateRestoration` for the records).
    ///   - creating: whether missing directories are created (mode 0700) on the way.
    /// - Returns: the directory, or `nil` when it does not exist (and `creating` is `false`).
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)`` for any other failure, naming a
    ///   symbolic link or non-directory on the way.
    package static func open(_ location: ContainerPath, shownAs: String, creating: Bool = false) throws(StateRestorationError) -> RecordDirectory? {
        guard let descriptor = try location.openDescriptor(creating: creating) else { return nil }
        return RecordDirectory(descriptor: descriptor, shownAs: shownAs)
    }

    private init(descriptor: CInt, shownAs: String) {
        self.descriptor = descriptor
        self.shownAs = shownAs
    }

    deinit {
        _ = Glibc.close(descriptor)
    }

    /// Where a record file is reported, for example, `StateRestoration/abc.plist`.
    static func display(_ name: String) -> String { "\(displayName)/\(name)" }

    /// Where a file of this directory is reported, for example, `StateRestoration/abc.plist`.
    func shown(_ name: String) -> String { "\(shownAs)/\(name)" }

    /// The reason a file over a reader's size limit is not read (the same words for every file kept in
    /// a container, each with its own limit).
    /// - Parameters:
    ///   - byteCount: the file's size.
    ///   - limit: the reader's limit, in bytes.
    /// - Returns: the reason, for a message that names the file.
    static func oversizedDescription(byteCount: Int, limit: Int) -> String {
        "\(byteCount) bytes, over the \(limit)-byte limit; not read"
    }

    /// A ``StateRestorationError/storageFailure(underlying:)`` naming what failed and the system's reason.
    static func failure(_ what: String, code: CInt) -> StateRestorationError {
        .storageFailure(underlying: "\(what): \(String(cString: strerror(code)))")
    }

    // MARK: Writing

    /// Replaces `name` with `data` atomically: a new temporary file in this directory (created 0600 with `O_EXCL`), written and `fsync`ed, then `renameat` over `name`.
    ///
    /// The caller syncs the directory. On failure the temporary file is removed and `name` is
    /// untouched.
    ///
    /// - Parameters:
    ///   - name: the record file name.
    ///   - data: the encoded record.
    ///   - counter: the store's temporary-name counter (advanced past every name tried).
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)`` naming the step that failed.
    package func replace(_ name: String, with data: Data, counter: inout Int) throws(StateRestorationError) {
        let (file, temporaryName) = try createTemporaryFile(for: name, counter: &counter)
        var renamed = false
        defer {
            if !renamed { _ = unlinkat(descriptor, temporaryName, 0) }
        }
        let writeError = writeAndSync(data, to: file, name: name)
        let closeResult = Glibc.close(file)
        let closeCode = errno
        if let writeError { throw writeError }
        // On Linux the descriptor is released even when close reports EINTR.
        if closeResult != 0, closeCode != EINTR {
            throw Self.failure("cannot write \(shown(name)) (close)", code: closeCode)
        }
        guard renameat(descriptor, temporaryName, descriptor, name) == 0 else {
            throw Self.failure("cannot write \(shown(name)) (renaming \(temporaryName) over it)", code: errno)
        }
        renamed = true
    }

    /// Creates a fresh temporary file, mode 0600 from the start (`O_CREAT | O_EXCL`).
    func createTemporaryFile(for target: String, counter: inout Int) throws(StateRestorationError) -> (CInt, String) {
        for _ in 0..<1_000 {
            counter += 1
            let name = "\(Self.temporaryPrefix)\(counter)"
            let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
            if file >= 0 {
                // The creation mode is already 0600; a restrictive umask may have narrowed it. fchmod can
                // only give the owner back read/write here, never open the file to group or others. It
                // changes the inode (a journal entry per file), so it runs only when the mode differs.
                var info = stat()
                if fstat(file, &info) != 0 || info.st_mode & 0o777 != 0o600, fchmod(file, 0o600) != 0 {
                    let code = errno
                    _ = Glibc.close(file)
                    _ = unlinkat(descriptor, name, 0)
                    throw Self.failure("cannot write \(shown(target)) (mode 0600 on \(name))", code: code)
                }
                return (file, name)
            }
            let code = errno
            if code == EEXIST || code == EINTR { continue }
            throw Self.failure("cannot write \(shown(target)) (creating \(name))", code: code)
        }
        throw .storageFailure(underlying: "cannot write \(shown(target)): no free temporary file name in \(shownAs) after 1000 tries")
    }

    private func writeAndSync(_ data: Data, to file: CInt, name: String) -> StateRestorationError? {
        if let error = write(data, to: file, name: name) { return error }
        if !RecordDurability.isDeferred, fsync(file) != 0 { return Self.failure("cannot write \(shown(name)) (fsync)", code: errno) }
        return nil
    }

    /// Writes all of `data` to the open file `file` (retrying on `EINTR`), without syncing it.
    /// - Returns: the failure naming `name`, or `nil`.
    func write(_ data: Data, to file: CInt, name: String) -> StateRestorationError? {
        let code: CInt? = data.withUnsafeBytes { buffer -> CInt? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(file, base + offset, buffer.count - offset)
                if written < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    return code
                }
                offset += written
            }
            return nil
        }
        if let code { return Self.failure("cannot write \(shown(name))", code: code) }
        return nil
    }

    /// Sets the directory's own mode to 0700 (owner only), through the open descriptor.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)``.
    package func restrictToOwner() throws(StateRestorationError) {
        guard fchmod(descriptor, 0o700) == 0 else {
            throw Self.failure("cannot set mode 0700 on \(shownAs)", code: errno)
        }
    }

    /// Flushes the directory itself, so a rename, unlink or creation in it survives a power cut (unless
    /// ``RecordDurability`` defers syncs, whose end syncs the directory).
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)``.
    package func sync() throws(StateRestorationError) {
        guard RecordDurability.isDeferred || fsync(descriptor) == 0 else { throw Self.failure("cannot fsync \(shownAs)", code: errno) }
    }

    /// Removes `name`.
    /// - Returns: `false` when there was no such file.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)``.
    package func remove(_ name: String) throws(StateRestorationError) -> Bool {
        guard unlinkat(descriptor, name, 0) == 0 else {
            let code = errno
            if code == ENOENT { return false }
            throw Self.failure("cannot remove \(shown(name))", code: code)
        }
        return true
    }

    // MARK: Reading

    /// Reads `name` if it is a regular file of at most `limit` bytes.
    ///
    /// The size is taken with `fstat` on the open file before anything is read; symbolic links are
    /// not followed; a FIFO cannot block (`O_NONBLOCK`).
    ///
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)`` when the file exists but the
    ///   system refuses to open or read it, or it grows while being read (it may be fine; it is not set
    ///   aside).
    package func read(_ name: String, limit: Int) throws(StateRestorationError) -> ReadOutcome {
        let file = openat(descriptor, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard file >= 0 else {
            let code = errno
            switch code {
            case ENOENT: return .missing
            case ELOOP: return .unusable("a symbolic link, expected a regular file")
            case ENXIO: return .unusable("a socket or device, expected a regular file")
            default: throw Self.failure("cannot open \(shown(name))", code: code)
            }
        }
        defer { _ = Glibc.close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else { throw Self.failure("cannot stat \(shown(name))", code: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .unusable("\(Self.kind(of: info.st_mode)), expected a regular file")
        }
        let size = Int(info.st_size)
        guard size <= limit else { return .unusable(Self.oversizedDescription(byteCount: size, limit: limit)) }
        // One byte more than fstat reported, to notice a file that grew since.
        var data = Data(count: size + 1)
        let capacity = data.count
        let result: (count: Int, code: CInt?) = data.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return (0, nil) }
            var total = 0
            while total < capacity {
                let count = Glibc.read(file, base + total, capacity - total)
                if count == 0 { break }
                if count < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    return (total, code)
                }
                total += count
            }
            return (total, nil)
        }
        if let code = result.code { throw Self.failure("cannot read \(shown(name))", code: code) }
        if result.count > size {
            // Records are never written in place, so someone else is writing this file: leave it alone.
            throw .storageFailure(underlying: "\(shown(name)) grew while being read; not read")
        }
        data.count = result.count
        return .contents(data)
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFLNK: "a symbolic link"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a regular file"
        }
    }

    // MARK: Listing and setting aside

    /// The names in the directory, sorted (`.` and `..` excluded), listed through the open descriptor.
    /// - Complexity: O(n log n) in the number of entries.
    func entries() -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0 else { return [] }
        guard let stream = fdopendir(copy) else {
            _ = Glibc.close(copy)
            return []
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Whether anything named `name` exists, of any kind (symbolic links are not followed).
    package func hasEntry(_ name: String) -> Bool {
        var info = stat()
        return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0
    }

    /// Whether `name` is a regular file (symbolic links are not followed).
    func isRegularFile(_ name: String) -> Bool {
        var info = stat()
        return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Renames `name` to `name.corrupt`, or `name.corrupt.2`, `.3`, … when those exist; never replaces an
    /// existing file (``setAside(_:suffix:)`` with `corrupt`).
    /// - Parameter name: the file to set aside.
    /// - Returns: the new name.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)``.
    package func setAside(_ name: String) throws(StateRestorationError) -> String {
        try setAside(name, suffix: "corrupt")
    }

    /// Renames `name` to `name.SUFFIX`, or `name.SUFFIX.2`, `.3`, … when those exist; never replaces an existing file.
    ///
    /// Uses `linkat` (which fails rather than replace) and then removes `name`; where hard links are
    /// impossible (a directory, some file systems) it checks the name is free and renames. Syncs the
    /// directory. The file's contents are never touched.
    ///
    /// - Parameters:
    ///   - name: the file to set aside.
    ///   - suffix: what the new name ends in: `corrupt` for a file no build reads, `v<N>` for a record
    ///     of a newer format version N kept for a build that reads it (R15).
    /// - Returns: the new name.
    /// - Throws: ``StateRestorationError/storageFailure(underlying:)``.
    package func setAside(_ name: String, suffix: String) throws(StateRestorationError) -> String {
        let linkUnsupported: [CInt] = [EPERM, EXDEV, EOPNOTSUPP, EMLINK, ENOSYS]
        var attempt = 1
        while attempt <= 10_000 {
            let candidate = attempt == 1 ? "\(name).\(suffix)" : "\(name).\(suffix).\(attempt)"
            attempt += 1
            if linkat(descriptor, name, descriptor, candidate, 0) == 0 {
                guard unlinkat(descriptor, name, 0) == 0 else {
                    throw Self.failure("set aside as \(candidate) but cannot remove \(shown(name))", code: errno)
                }
                try sync()
                return candidate
            }
            let code = errno
            if code == EEXIST { continue }
            guard linkUnsupported.contains(code) else {
                throw Self.failure("cannot set aside \(shown(name)) as \(candidate)", code: code)
            }
            var info = stat()
            if fstatat(descriptor, candidate, &info, AT_SYMLINK_NOFOLLOW) == 0 { continue }
            let statCode = errno
            guard statCode == ENOENT else {
                throw Self.failure("cannot check \(shown(candidate))", code: statCode)
            }
            guard renameat(descriptor, name, descriptor, candidate) == 0 else {
                throw Self.failure("cannot set aside \(shown(name)) as \(candidate)", code: errno)
            }
            try sync()
            return candidate
        }
        throw .storageFailure(underlying: "cannot set aside \(shown(name)): 10000 .\(suffix) names taken")
    }

    /// Removes temporary files left by a write that never reached its rename (a crash mid-write).
    ///
    /// Only the container's one writing process may call this (another's files may be in flight), and only
    /// when no write of its own is under way. Best effort: a file that cannot be removed stays, and is ignored by listings.
    package func removeTemporaryFiles() {
        var removed = false
        for name in entries() where name.hasPrefix(Self.temporaryPrefix) && isRegularFile(name) {
            if unlinkat(descriptor, name, 0) == 0 { removed = true }
        }
        if removed { try? sync() }
    }
}
