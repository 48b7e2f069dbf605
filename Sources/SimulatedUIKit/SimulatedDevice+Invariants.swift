import Foundation

/// The OS model's own invariants (DESIGN §7.4), for checking when the simulation is idle.
extension SimulatedDevice {
    /// Checks the device's invariants and describes each violation.
    ///
    /// - Every connected scene's session is open and points back at it; scenes are connected only while the
    ///   process runs, and none is `unattached`.
    /// - The key scene (U3) is connected and foreground-active.
    /// - Persistent identifiers are unique among open and pending-discard sessions.
    /// - A session pending discard (U6) is no longer open, and there are pending discards only while the app
    ///   is not running.
    /// - The device keeps at most ``SceneSessionArchive/maximumSessionCount`` sessions, open and pending
    ///   discard together (U10).
    /// - Containers (issue 14): every view controller in one place; a tab bar controller's selection valid;
    ///   a split view controller collapsed exactly in a compact window.
    /// - Returns: one line per violation; empty when every invariant holds.
    /// - Complexity: O(n²) in the number of sessions, which is small.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        if processState != .running && !connectedScenes.isEmpty {
            problems.append("\(connectedScenes.count) scene(s) connected while the app is \(processState.rawValue)")
        }
        if processState == .running && application == nil {
            problems.append("running without an application object")
        }
        for scene in connectedScenes {
            let identifier = scene.session.persistentIdentifier
            if !sessions.contains(where: { $0 === scene.session }) {
                problems.append("connected scene \(identifier) has a session that is not open")
            }
            if scene.session.scene !== scene {
                problems.append("session \(identifier) does not point back at its connected scene")
            }
            if scene.activationState == .unattached {
                problems.append("connected scene \(identifier) is unattached")
            }
        }
        if let key = keyScene, !connectedScenes.contains(where: { $0 === key }) {
            problems.append("key scene \(key.session.persistentIdentifier) is not connected")
        }
        let identifiers = (sessions + pendingDiscardedSessions).map(\.persistentIdentifier)
        for (index, identifier) in identifiers.enumerated() where identifiers[..<index].contains(identifier) {
            problems.append("persistent identifier \(identifier) is used twice")
        }
        for session in pendingDiscardedSessions where sessions.contains(where: { $0 === session }) {
            problems.append("session \(session.persistentIdentifier) is both open and pending discard")
        }
        if processState == .running && !pendingDiscardedSessions.isEmpty {
            problems.append("discards still pending while the app runs")
        }
        if identifiers.count > SceneSessionArchive.maximumSessionCount {
            problems.append("\(identifiers.count) scene sessions kept, more than the \(SceneSessionArchive.maximumSessionCount) the system keeps (U10)")
        }
        problems += containerInvariantViolations()
        return problems
    }
}
