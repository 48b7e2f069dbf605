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

/// Where the engine reports (docs/RULES.md, last rule: once per error or warning).
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

    /// Records one engine message about one window's scene session.
    ///
    /// The default drops the session and calls ``log(_:_:errorName:)``; a sink that files messages by
    /// window (the system log's metadata, a front end's event log) implements it.
    /// - Parameters:
    ///   - level: its severity.
    ///   - message: the text (payloads already redacted).
    ///   - errorName: for ``RouteLogLevel/error``, the error's name; else `nil`.
    ///   - sessionIdentifier: the persistent identifier of the scene session it is about, or `nil`.
    func log(_ level: RouteLogLevel, _ message: String, errorName: String?, sessionIdentifier: String?)
}

extension RouteLogSink {
    /// Records the message without its session, through ``log(_:_:errorName:)``.
    /// - Parameters:
    ///   - level: its severity.
    ///   - message: the text.
    ///   - errorName: the error's name, for errors.
    ///   - sessionIdentifier: ignored.
    public func log(_ level: RouteLogLevel, _ message: String, errorName: String?, sessionIdentifier: String?) {
        log(level, message, errorName: errorName)
    }
}
