import Foundation

/// How severe an engine message is.
public enum RouteLogLevel: String, Sendable {
    /// What the engine did and why (an intent's trace steps, a window connecting).
    case info
    /// A likely mistake in the host app or its Info.plist (R2, R3, R16), reported once.
    case warning
    /// A failure reported to the host (a ``RouteInterface/SceneRoutingError``), also given to its completion.
    case error
}

/// Where the engine reports (DESIGN §5, last rule: once per error or warning).
///
/// Injected through ``SceneManager/init(sceneConfigurator:scheduler:logSink:)``; the default,
/// ``SystemLogSink``, writes to the system log as the engine.
@MainActor public protocol RouteLogSink: AnyObject {
    /// Records one engine message.
    /// - Parameters:
    ///   - level: its severity.
    ///   - message: the text (payloads already redacted).
    ///   - errorName: for ``RouteLogLevel/error``, the error's name (for example, `sceneAlreadyActive`); else `nil`.
    func log(_ level: RouteLogLevel, _ message: String, errorName: String?)
}
