import Route
import SimulatedUIKit

/// Where the expectations that read "what happened since the last time I asked" last read the console (issue 17): `expect error` / `expect errors` share one mark; `expect callbacks` keeps one per target (a scene session, or the app delegate).
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
    /// The routing errors reported after the first `mark` console entries, in order, by name.
    /// - Parameter mark: a count of console entries (``ConsoleMarks/errors``).
    /// - Returns: each error's name (`sceneAlreadyActive`).
    /// - Complexity: O(n) in the entries after the mark.
    public func errorNames(after mark: Int) -> [String] {
        let entries = device.console.entries
        return entries[min(mark, entries.count)...].compactMap(\.errorName)
    }

    /// The UIKit callbacks delivered after the first `mark` console entries, in order, by name: a
    /// scene session's scene-delegate callbacks (`willConnectTo`, `sceneDidBecomeActive`, U1–U3), or with
    /// `nil` the app delegate's (`didFinishLaunching`, `configurationForConnecting`, U1, U6).
    /// - Parameters:
    ///   - sessionIdentifier: the scene session's persistent identifier, or `nil` for the app delegate.
    ///   - mark: a count of console entries.
    /// - Returns: the callbacks' names, without their arguments.
    /// - Complexity: O(n) in the entries after the mark.
    public func callbackNames(of sessionIdentifier: String?, after mark: Int) -> [String] {
        let prefix = (sessionIdentifier ?? ConsoleMarks.appCallbacksKey) + ": "
        let entries = device.console.entries
        return entries[min(mark, entries.count)...].compactMap { entry in
            guard entry.level == .callback, entry.source == .uikit, entry.message.hasPrefix(prefix) else { return nil }
            let rest = entry.message.dropFirst(prefix.count)
            return String(rest.prefix { $0 != " " })
        }
    }

    /// Every warning one source reported so far, in order: the simulated UIKit's runtime warnings and
    /// uncaught exceptions (`.uikit`), or the engine's warnings (`.engine`).
    /// - Parameter source: who reported them.
    /// - Returns: the warnings' texts.
    public func warnings(from source: ConsoleEntry.Source) -> [String] {
        device.console.entries.filter { entry in
            entry.source == source && (entry.level == .warning || entry.level == .exception)
        }.map(\.message)
    }

    /// A scene session's restoration record as a kill now would leave it, by persistent identifier,
    /// also for a session no window shows, read without changing anything (`expect stored session`, R15).
    /// - Parameter sessionIdentifier: the persistent identifier (`S2`).
    /// - Returns: no record, the record, or why it is unreadable.
    /// - Throws: ``SimulationError/notAvailable(what:app:)`` for an app without the engine.
    public func storedRecord(ofSession sessionIdentifier: String) throws(SimulationError) -> StoredRecordStatus {
        try recordView().peekRecord(for: sessionIdentifier)
    }
}
