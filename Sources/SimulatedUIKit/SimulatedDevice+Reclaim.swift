/// The system reclaiming a scene's resources (UIKit may disconnect a background scene at any time).
extension SimulatedDevice {
    /// Disconnects a connected scene the way the system does to reclaim memory: background first,
    /// its restoration activity refreshed, `sceneDidDisconnect`; the session stays open and can be
    /// reconnected later (by `requestSceneSessionActivation` with that session, or at relaunch).
    /// - Parameter scene: a connected scene of the running app; nothing otherwise.
    public func reclaim(_ scene: UIWindowScene) {
        perform {
            guard processState == .running, connectedScenes.contains(where: { $0 === scene }) else { return }
            disconnect(scene)
        }
    }
}
