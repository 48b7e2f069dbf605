import Foundation

/// One line of the simulated device's console: a UIKit callback, a UIKit runtime warning, an uncaught
/// exception, or a message from the engine, the app or the simulator.
public struct ConsoleEntry: Sendable, Equatable {
    /// How severe the entry is.
    public enum Level: String, Sendable {
        /// A UIKit callback delivered to the app (U1–U7), for example, `S1: sceneDidBecomeActive`.
        case callback
        /// Something a user may want to know, for example, a URL refused for an undeclared scheme (U2) or an
        /// activity dropped for an undeclared type (U4).
        case info
        /// A UIKit runtime warning (U2 shortcut completion, U5 close refused, U9 navigation misuse) or an
        /// engine warning.
        case warning
        /// An error reported by the engine or the app.
        case error
        /// An uncaught exception; the process is now `crashed` (U9).
        case exception
    }

    /// Who wrote the entry.
    public enum Source: String, Sendable {
        /// The simulated UIKit / OS model.
        case uikit
        /// The RouteKit engine.
        case engine
        /// The host app.
        case app
        /// The simulator around the device.
        case simulator
    }

    /// Virtual time of the entry, in seconds (``VirtualClock/now``).
    public let time: TimeInterval
    /// The entry's severity.
    public let level: Level
    /// Who wrote it.
    public let source: Source
    /// The text; callbacks start with the scene session's persistent identifier (`S1: …`) or `app: …`.
    public let message: String
    /// For engine errors, the error's name (for example, `sceneAlreadyActive`), else `nil`.
    public let errorName: String?
    /// Simulation addition: the persistent identifier of the scene session the entry is about, if any, so
    /// that a front end can rename `S1` to its window name.
    public let sessionIdentifier: String?
    /// Simulation addition: for a ``Level/callback`` entry, the callback UIKit made, typed (who received
    /// it and its name), so a reader never reads it back out of ``message``; `nil` otherwise.
    public let callback: Callback?

    /// A UIKit callback a console entry records: who received it and its name (simulation addition).
    public struct Callback: Sendable, Equatable {
        /// Who UIKit called.
        public enum Receiver: Sendable, Equatable {
            /// The app delegate (`didFinishLaunching`, `configurationForConnecting`, `didDiscardSceneSessions`,
            /// and an app-delegate app's activation callbacks, U1, U6); written `app: …`.
            case application
            /// The delegate of the scene of ``ConsoleEntry/sessionIdentifier`` (`willConnectTo`,
            /// `sceneDidBecomeActive`, U1–U3); written `S1: …`.
            case scene
        }

        /// Who received it.
        public var receiver: Receiver
        /// The callback's name without its arguments: `willConnectTo`, `sceneDidBecomeActive`, `openURLContexts`.
        public var name: String

        /// Creates a callback record.
        /// - Parameters:
        ///   - receiver: the app delegate or a scene's delegate.
        ///   - name: the callback's name, without arguments.
        public init(receiver: Receiver, name: String) {
            self.receiver = receiver
            self.name = name
        }
    }

    /// Creates an entry.
    /// - Parameters:
    ///   - time: virtual time in seconds.
    ///   - level: severity.
    ///   - source: who wrote it.
    ///   - message: the text.
    ///   - errorName: an engine error's name, if any.
    ///   - sessionIdentifier: the scene session's persistent identifier, if the entry is about one.
    ///   - callback: for a callback entry, the callback, typed.
    public init(
        time: TimeInterval, level: Level, source: Source, message: String, errorName: String? = nil, sessionIdentifier: String? = nil,
        callback: Callback? = nil
    ) {
        self.time = time
        self.level = level
        self.source = source
        self.message = message
        self.errorName = errorName
        self.sessionIdentifier = sessionIdentifier
        self.callback = callback
    }
}
