import RouteInterface

/// How the engine reports: through its injected ``RouteLogSink``, once per error or warning (DESIGN §5,
/// last rule).
@MainActor struct EngineLog {
    let sink: any RouteLogSink

    func info(_ message: String) {
        sink.log(.info, message, errorName: nil)
    }

    func warning(_ message: String) {
        sink.log(.warning, message, errorName: nil)
    }

    func error(_ error: any Error, _ context: String) {
        let name = (error as? SceneRoutingError)?.description ?? String(describing: error)
        sink.log(.error, "\(name): \(context)", errorName: name)
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
