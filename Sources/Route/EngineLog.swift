import SimulatedUIKit

/// Where the engine reports: the simulated device's console, once per error or warning (DESIGN §5, last rule).
@MainActor enum EngineLog {
    static func info(_ message: String) {
        SimulatedDevice.current?.console.log(.info, source: .engine, message)
    }

    static func warning(_ message: String) {
        SimulatedDevice.current?.console.log(.warning, source: .engine, message)
    }

    static func error(_ error: any Error, _ context: String) {
        let name = (error as? SceneRoutingError)?.description ?? String(describing: error)
        SimulatedDevice.current?.console.log(.error, source: .engine, "\(name): \(context)", errorName: name)
    }
}

import RouteInterface
