/// Why a stored ``SceneSessionArchive`` cannot be read: the reason names the key and what was expected.
public struct SceneSessionArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, for example, `key "sessions[1].persistentIdentifier": a Boolean, expected a string`.
    public var reason: String

    /// Creates an error.
    /// - Parameter reason: what is wrong, naming the key and what was expected.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
