import SimulatedUIKit

/// What the console says, read from the snapshot's entries (`expect error`, `expect errors`, `expect warning`, `expect callbacks`).
extension DeviceSnapshot {
    /// The name of the last routing error reported, if any.
    /// - Complexity: O(n) in the entries after it.
    public var lastError: String? { console.last { $0.errorName != nil }?.errorName }

    /// Every UIKit runtime warning, exception and engine warning so far, in order.
    /// - Complexity: O(n) in the console entries.
    public var warnings: [String] {
        console.filter { $0.level == .warning || $0.level == .exception }.map(\.message)
    }

    /// Every warning one source reported so far, in order: the simulated UIKit's runtime warnings and
    /// uncaught exceptions (`.uikit`), or the engine's warnings (`.engine`).
    /// - Parameter source: who reported them.
    /// - Returns: the warnings' texts.
    /// - Complexity: O(n) in the console entries.
    public func warnings(from source: ConsoleEntry.Source) -> [String] {
        console.filter { entry in
            entry.source == source && (entry.level == .warning || entry.level == .exception)
        }.map(\.message)
    }

    /// The routing errors reported after the first `mark` console entries, in order, by name.
    /// - Parameter mark: a count of console entries (``ConsoleMarks/errors``).
    /// - Returns: each error's name (`sceneAlreadyActive`).
    /// - Complexity: O(n) in the entries after the mark.
    public func errorNames(after mark: Int) -> [String] {
        console[min(mark, console.count)...].compactMap(\.errorName)
    }

    /// The UIKit callbacks delivered after the first `mark` console entries, in order, by name: a
    /// scene session's scene-delegate callbacks (`willConnectTo`, `sceneDidBecomeActive`, U1–U3), or with
    /// `nil` the app delegate's (`didFinishLaunching`, `configurationForConnecting`, U1, U6).
    /// - Parameters:
    ///   - sessionIdentifier: the scene session's persistent identifier, or `nil` for the app delegate.
    ///   - mark: a count of console entries.
    /// - Returns: the callbacks' names, without their arguments, read from each entry's typed
    ///   ``ConsoleEntry/callback`` (never from its text).
    /// - Complexity: O(n) in the entries after the mark.
    public func callbackNames(of sessionIdentifier: String?, after mark: Int) -> [String] {
        console[min(mark, console.count)...].compactMap { entry in
            guard entry.level == .callback, entry.source == .uikit, let callback = entry.callback else { return nil }
            switch callback.receiver {
            // The app delegate's callbacks may be tagged with the session they are about; they are the app's.
            case .application: return sessionIdentifier == nil ? callback.name : nil
            case .scene: return sessionIdentifier != nil && entry.sessionIdentifier == sessionIdentifier ? callback.name : nil
            }
        }
    }
}
