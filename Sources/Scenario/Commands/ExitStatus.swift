/// `routenav`'s exit statuses (docs/SCENARIOS.md).
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Every step ran and every expectation held (or help/version was shown).
    case success = 0
    /// An `expect` failed, or a step named a window that is not connected (`FILE:LINE: ...`).
    case expectationFailed = 1
    /// Unusable input: bad arguments, an unreadable file, a parse error, `launch` while running.
    case unusableInput = 2
}
