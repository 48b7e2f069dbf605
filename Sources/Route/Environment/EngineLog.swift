import RouteInterface

/// How the engine reports: through its injected ``RouteLogSink``, once per error or warning (docs/RULES.md,
/// last rule).
@MainActor struct EngineLog {
    let sink: any RouteLogSink

    /// `session`: the persistent identifier of the window's scene session the message is about, so a
    /// reader files it by window without reading it out of the text.
    func info(_ message: String, session: String? = nil) {
        sink.log(.info, message, errorName: nil, sessionIdentifier: session)
    }

    func warning(_ message: String, session: String? = nil) {
        sink.log(.warning, message, errorName: nil, sessionIdentifier: session)
    }

    func error(_ error: any Error, _ context: String, session: String? = nil) {
        let name = (error as? SceneRoutingError)?.description ?? String(describing: error)
        sink.log(.error, "\(name): \(context)", errorName: name, sessionIdentifier: session)
    }
}

/// What the engine runs on: its scheduler and its log, injected into the ``SceneManager`` and handed to
/// every part it builds (as a SwiftNIO channel hands its handlers the event loop).
@MainActor struct EngineEnvironment {
    let scheduler: any RouteScheduler
    let log: EngineLog

    init(scheduler: any RouteScheduler, logSink: any RouteLogSink) {
        self.scheduler = scheduler
        self.log = EngineLog(sink: logSink)
    }

    /// The defaults: the main run loop and the system log.
    static func standard() -> EngineEnvironment {
        EngineEnvironment(scheduler: MainRunLoopScheduler(), logSink: SystemLogSink())
    }
}
