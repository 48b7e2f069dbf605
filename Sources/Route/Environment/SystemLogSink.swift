import Foundation
import UIKit

/// The engine's default ``RouteLogSink``: the system log (`SystemLog`: on iOS the unified log; under
/// the simulated UIKit the running device's console, written as the engine).
@MainActor public final class SystemLogSink: RouteLogSink {
    /// Creates the sink.
    public init() {}

    /// Writes one message to the system log as the engine.
    /// - Parameters:
    ///   - level: its severity.
    ///   - message: the text.
    ///   - errorName: the error's name, for errors.
    public func log(_ level: RouteLogLevel, _ message: String, errorName: String?) {
        log(level, message, errorName: errorName, sessionIdentifier: nil)
    }

    /// Writes one message about a scene session to the system log as the engine, the session in its metadata.
    /// - Parameters:
    ///   - level: its severity.
    ///   - message: the text.
    ///   - errorName: the error's name, for errors.
    ///   - sessionIdentifier: the scene session's persistent identifier, or `nil`.
    public func log(_ level: RouteLogLevel, _ message: String, errorName: String?, sessionIdentifier: String?) {
        let consoleLevel: ConsoleEntry.Level
        switch level {
        case .info: consoleLevel = .info
        case .warning: consoleLevel = .warning
        case .error: consoleLevel = .error
        }
        SystemLog.log(consoleLevel, source: .engine, message, errorName: errorName, sessionIdentifier: sessionIdentifier)
    }
}
