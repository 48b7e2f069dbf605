import Foundation

/// The simulated device's log (like the Xcode console): UIKit callbacks, UIKit runtime warnings,
/// uncaught exceptions, and engine, app and simulator messages, in the order they happened.
///
/// Entries are stamped with the device clock's virtual time. Observers (the navigator's event log)
/// set ``onEntry``.
@MainActor
public final class SimulatedConsole {
    /// Every entry so far, oldest first.
    public private(set) var entries: [ConsoleEntry] = []
    /// Called with each new entry, after it is appended to ``entries``.
    public var onEntry: ((ConsoleEntry) -> Void)?
    private let clock: VirtualClock

    /// Creates an empty console whose entries are stamped with `clock`'s time.
    /// - Parameter clock: the device clock.
    public init(clock: VirtualClock) {
        self.clock = clock
    }

    /// Appends an entry at the clock's current time.
    /// - Parameters:
    ///   - level: severity (`.callback` for UIKit callbacks, `.warning` for runtime warnings, …).
    ///   - source: who writes it.
    ///   - message: the text.
    ///   - errorName: an engine error's name (for example, `sceneAlreadyActive`), if any.
    public func log(_ level: ConsoleEntry.Level, source: ConsoleEntry.Source, _ message: String, errorName: String? = nil) {
        log(level, source: source, message, errorName: errorName, sessionIdentifier: nil)
    }

    /// Appends an entry about one scene session (simulation addition; see ``ConsoleEntry/sessionIdentifier``).
    /// - Parameters:
    ///   - level: severity.
    ///   - source: who writes it.
    ///   - message: the text.
    ///   - errorName: an engine error's name, if any.
    ///   - sessionIdentifier: the scene session's persistent identifier.
    public func log(_ level: ConsoleEntry.Level, source: ConsoleEntry.Source, _ message: String, errorName: String? = nil, sessionIdentifier: String?) {
        let entry = ConsoleEntry(
            time: clock.now, level: level, source: source, message: message,
            errorName: errorName, sessionIdentifier: sessionIdentifier)
        entries.append(entry)
        onEntry?(entry)
    }

    /// Appends a UIKit callback at the clock's current time (simulation addition): a ``ConsoleEntry/Level/callback``
    /// entry from `.uikit` carrying the callback typed, its text written `S1: name detail` (a scene's delegate)
    /// or `app: name detail` (the app delegate).
    /// - Parameters:
    ///   - callback: who received it and its name.
    ///   - detail: its arguments as the log shows them (`notes://note/7`, `S1 S2`), or `nil`.
    ///   - sessionIdentifier: the scene session it is about (for a scene's delegate, its own), or `nil`.
    public func log(_ callback: ConsoleEntry.Callback, detail: String? = nil, sessionIdentifier: String?) {
        let receiver: String
        switch callback.receiver {
        case .application: receiver = "app"
        case .scene: receiver = sessionIdentifier ?? "scene"
        }
        let entry = ConsoleEntry(
            time: clock.now, level: .callback, source: .uikit, message: "\(receiver): \(callback.name)" + (detail.map { " " + $0 } ?? ""),
            sessionIdentifier: sessionIdentifier, callback: callback)
        entries.append(entry)
        onEntry?(entry)
    }

    /// The entries of one level, oldest first (simulation addition).
    /// - Parameter level: the level to keep.
    /// - Returns: the matching entries.
    /// - Complexity: O(n) in the number of entries.
    public func entries(at level: ConsoleEntry.Level) -> [ConsoleEntry] {
        entries.filter { $0.level == level }
    }
}
