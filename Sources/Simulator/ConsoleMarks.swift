import Route
import SimulatedUIKit

/// Where the expectations that read "what happened since the last time I asked" last read the console: `expect error` / `expect errors` share one mark; `expect callbacks` keeps one per target (a scene session, or the app delegate).
///
/// Kept in the ``Simulator`` so that a headless run, the navigator's `:` line and the monkey's replay
/// read the same way.
///
/// Models no UIKit behaviour; the console it indexes is ``SimulatedConsole``.
public struct ConsoleMarks: Sendable, Equatable {
    /// The number of console entries when `expect error`/`expect errors` last read them.
    public var errors = 0
    /// The number of console entries when `expect callbacks` last read a target's callbacks, by the
    /// target's key (``appCallbacksKey`` or a session's persistent identifier).
    public var callbacks: [String: Int] = [:]

    /// The key of the app delegate's callbacks in ``callbacks``.
    public static let appCallbacksKey = "app"

    /// Creates marks at the start of the console.
    public init() {}
}

extension Simulator {
    /// A scene session's restoration record as a kill now would leave it, by persistent identifier,
    /// also for a session no window shows, read without changing anything (`expect stored session`, R15).
    /// - Parameter sessionIdentifier: the persistent identifier (`S2`).
    /// - Returns: no record, the record, or why it is unreadable.
    /// - Throws: ``SimulationError/notAvailable(what:app:)`` for an app without the engine.
    public func storedRecord(ofSession sessionIdentifier: String) throws(SimulationError) -> StoredRecordStatus {
        try recordView().peekRecord(for: sessionIdentifier)
    }
}
