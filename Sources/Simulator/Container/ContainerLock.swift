import Foundation
import Glibc

/// The advisory lock with which the simulated OS makes one process at a time the owner of an app container
/// (R15: one process owns a container, as one iOS app owns its container).
///
/// **Whose.** On a device the container is the app's own and the system runs one process of the app, so
/// the engine's record store never asks. Here any number of `routenav` processes could be pointed at one
/// directory; keeping a second one away is the simulated OS's business, so the lock lives here: the
/// ``Simulator`` takes (or joins) it for as long as it uses the container, `routenav` takes it before it
/// starts one, and the engine's `FileStateRestorationStorage` takes none.
///
/// **What.** `flock(LOCK_EX | LOCK_NB)` on ``fileName`` (`.routekit.lock`, mode 0600) directly inside the
/// container, held on an open descriptor for as long as the lock object lives. The file is created when
/// missing and never removed; only the `flock` on it counts. The holder writes its process id and a line
/// feed into it, so a refusal can name the holder.
///
/// **Death.** The kernel drops the lock when its descriptor closes: when the last reference to the lock
/// object goes, or when the process ends in any way, `SIGKILL` included. A lock file a killed process left
/// behind therefore never blocks the next process (which overwrites the stale process id). The
/// descriptor is opened `O_CLOEXEC`, so a child process (`routenav` started by `routekit-bench`) never
/// inherits it.
///
/// **Within one process** the lock is shared: ``acquire(containerURL:)`` for a container this process
/// already holds — by any path, as the lock file is identified by device and inode — returns the same live
/// object. So the navigator's lock, its simulator's and the simulator a time-travel replay creates all
/// hold one lock, and their changes to the container never interleave because they run on the main actor.
///
/// **Children.** A process this one starts (`Process`, `posix_spawn`, on any thread) holds a copy of every
/// descriptor from its fork until its `exec` closes the `O_CLOEXEC` ones. A lock this process released
/// in that window is still held by the child for that moment; ``acquire(containerURL:)`` recognises it
/// (the lock file names this process) and waits for it, up to ``ownHolderWaitLimit``, instead of
/// refusing a container this process itself was using.
///
/// Advisory: a program that ignores the lock is not stopped by it. Removing the container (or its lock
/// file) while a process holds the lock lets the next process lock a new file.
@MainActor public final class ContainerLock {
    /// The lock file's name inside the container.
    public nonisolated static let fileName = ".routekit.lock"

    /// How many 1 ms waits ``acquire(containerURL:)`` allows a lock held under this process's own id
    /// (a released lock still held by a starting child process, until its `exec`): 5,000, that is, 5 s.
    public nonisolated static let ownHolderWaitLimit = 5_000

    /// The locked container directory, as given to ``acquire(containerURL:)``.
    public let containerURL: URL

    /// The open, locked lock file; closing it releases the lock.
    private let descriptor: CInt

    /// The lock file's device and inode: what makes two paths the same container within a process.
    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// A registry entry that does not keep its lock alive.
    private struct WeakEntry {
        weak var lock: ContainerLock?
    }

    /// The locks this process holds, by lock file.
    ///
    /// Entries whose lock has gone are dropped lazily.
    private static var held: [FileIdentity: WeakEntry] = [:]

    private init(containerURL: URL, descriptor: CInt) {
        self.containerURL = containerURL
        self.descriptor = descriptor
    }

    deinit {
        // Closing the descriptor releases the flock (the only descriptor on this open file description).
        _ = Glibc.close(descriptor)
    }

    /// The lock file of a container, without touching the disk.
    /// - Parameter containerURL: the app's container directory (a file URL).
    /// - Returns: `<container>/.routekit.lock`.
    public nonisolated static func lockFileURL(forContainer containerURL: URL) -> URL {
        containerURL.appendingPathComponent(fileName, isDirectory: false)
    }

    /// Takes the container's lock for this process, or joins the lock this process already holds.
    ///
    /// Creates the container directory (and missing parents, mode 0700) and the lock file (mode 0600)
    /// when they are missing. Does not block on another process: when one holds the lock it throws at
    /// once. Only a lock held under this process's own id (see the type's notes on children) is waited
    /// for, in 1 ms steps, up to ``ownHolderWaitLimit`` (5 s).
    /// - Parameter containerURL: the app's container directory (a file URL).
    /// - Returns: the lock; it is held until the last reference to it goes or the process ends.
    /// - Throws: ``ContainerLockError/inUse(containerPath:holderProcessIdentifier:)`` when another process
    ///   holds it; ``ContainerLockError/unavailable(containerPath:reason:)`` when the directory or the lock
    ///   file cannot be created or opened, or the file system cannot lock.
    public static func acquire(containerURL: URL) throws(ContainerLockError) -> ContainerLock {
        try acquire(containerURL: containerURL, ownHolderWaits: ownHolderWaitLimit)
    }

    /// ``acquire(containerURL:)`` with the number of 1 ms waits allowed for a lock held under this
    /// process's own id (tests use a small number).
    static func acquire(containerURL: URL, ownHolderWaits: Int) throws(ContainerLockError) -> ContainerLock {
        let containerPath = containerURL.path
        do {
            try FileManager.default.createDirectory(
                at: containerURL, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .unavailable(
                containerPath: containerPath,
                reason: "cannot create the directory: \(error.localizedDescription)")
        }
        let path = lockFileURL(forContainer: containerURL).path
        let file = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        guard file >= 0 else {
            throw .unavailable(containerPath: containerPath, reason: "cannot open \(fileName): \(Self.systemReason(errno))")
        }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            let reason = "\(fileName) is not a regular file"
            _ = Glibc.close(file)
            throw .unavailable(containerPath: containerPath, reason: reason)
        }
        let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        held = held.filter { $0.value.lock != nil }
        if let existing = held[identity]?.lock {
            // flock belongs to the open file description: closing this second one leaves the held lock alone.
            _ = Glibc.close(file)
            return existing
        }
        var waits = 0
        while flock(file, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            if code == EWOULDBLOCK || code == EAGAIN {
                let holder = holderProcessIdentifier(in: file)
                if holder == getpid(), waits < ownHolderWaits {
                    // Not in the registry, yet held under this process's id: a lock this process released
                    // lives on in a child between its fork and its exec. That ends within moments.
                    waits += 1
                    usleep(1_000)
                    continue
                }
                _ = Glibc.close(file)
                throw .inUse(containerPath: containerPath, holderProcessIdentifier: holder)
            }
            _ = Glibc.close(file)
            throw .unavailable(containerPath: containerPath, reason: "cannot lock \(fileName): \(systemReason(code))")
        }
        recordHolder(in: file)
        let lock = ContainerLock(containerURL: containerURL, descriptor: file)
        held[identity] = WeakEntry(lock: lock)
        return lock
    }

    /// Writes this process's id into the locked file, replacing a stale one.
    ///
    /// Best effort: the lock is what counts, the id only makes a refusal clearer.
    private static func recordHolder(in file: CInt) {
        let text = Array("\(getpid())\n".utf8)
        guard ftruncate(file, 0) == 0 else { return }
        _ = text.withUnsafeBytes { pwrite(file, $0.baseAddress, $0.count, 0) }
    }

    /// The process id the holder wrote into the lock file, or `nil` when there is none yet.
    private static func holderProcessIdentifier(in file: CInt) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(file, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let identifier = Int32(text), identifier > 0 else { return nil }
        return identifier
    }

    private static func systemReason(_ code: CInt) -> String {
        String(cString: strerror(code))
    }
}
