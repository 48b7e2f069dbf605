/// Why a process could not take an app container's ``ContainerLock`` (R15: one process at a
/// time owns a container, as one iOS app owns its container).
public enum ContainerLockError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another process holds the container's lock (the navigator, `routenav run --container`, …).
    /// - `containerPath`: the container directory, as given.
    /// - `holderProcessIdentifier`: the process id the holder wrote into the lock file, or `nil` when it
    ///   has not written one yet or the file holds none.
    case inUse(containerPath: String, holderProcessIdentifier: Int32?)
    /// The container directory or its lock file cannot be created, opened or locked.
    /// - `containerPath`: the container directory, as given.
    /// - `reason`: what failed and the system's reason.
    case unavailable(containerPath: String, reason: String)

    /// One line naming the container and what stands in the way, e.g.
    ///
    /// `container /tmp/c is in use by another process (pid 4242); only one process may use a container at a time`.
    public var description: String {
        switch self {
        case let .inUse(path, holder):
            "container \(path) is in use by another process\(holder.map { " (pid \($0))" } ?? ""); "
                + "only one process may use a container at a time"
        case let .unavailable(path, reason):
            "cannot lock container \(path): \(reason)"
        }
    }
}
