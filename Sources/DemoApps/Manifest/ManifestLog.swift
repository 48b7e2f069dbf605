import SimulatedUIKit

/// The manifest app's lines in the event log, each starting with the manifest's `name` as the Swift
/// demos' start with theirs (`Notes: sceneAlreadyActive`).
@MainActor struct ManifestLog {
    /// The app's name.
    let appName: String

    /// Logs an error a handler or completion received.
    func report(_ error: any Error) {
        note("\(error)")
    }

    /// Logs a line of the app's own.
    func note(_ text: String) {
        SimulatedDevice.current?.console.log(.info, source: .app, "\(appName): \(text)")
    }

    /// Logs a restoration failure or warning.
    func restoration(_ error: any Error) {
        SimulatedDevice.current?.console.log(.info, source: .app, "\(appName) restoration: \(error)")
    }
}
