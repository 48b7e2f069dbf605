import Foundation

/// The OS model's own invariants (Sources/Route/SceneManager+Invariants.swift), for checking when the simulation is idle.
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
    ///   discard together (U10); each kept session is marked kept, and the running upper bound of the
    ///   archive's size is at least the sum of the sessions' bounds.
    /// - Containers: every view controller in one place; a tab bar controller's selection valid;
    ///   a split view controller collapsed exactly in a compact window.
    /// - Returns: one line per violation; empty when every invariant holds.
    /// - Complexity: O(n) in the number of sessions and scenes, plus the containers' view controllers.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        if processState != .running && !connectedScenes.isEmpty {
            problems.append("\(connectedScenes.count) scene(s) connected while the app is \(processState.rawValue)")
        }
        if processState == .running && application == nil {
            problems.append("running without an application object")
        }
        let open = Set(sessions.map(ObjectIdentifier.init))
        for scene in connectedScenes {
            let identifier = scene.session.persistentIdentifier
            if !open.contains(ObjectIdentifier(scene.session)) {
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
        var seen = Set<String>()
        for identifier in identifiers where !seen.insert(identifier).inserted {
            problems.append("persistent identifier \(identifier) is used twice")
        }
        for session in pendingDiscardedSessions where open.contains(ObjectIdentifier(session)) {
            problems.append("session \(session.persistentIdentifier) is both open and pending discard")
        }
        if processState == .running && !pendingDiscardedSessions.isEmpty {
            problems.append("discards still pending while the app runs")
        }
        let kept = Set((sessions + pendingDiscardedSessions).map(ObjectIdentifier.init))
        for session in sessions + pendingDiscardedSessions where !session.isKept {
            problems.append("session \(session.persistentIdentifier) is kept but not marked kept")
        }
        for scene in connectedScenes where scene.session.isKept && !kept.contains(ObjectIdentifier(scene.session)) {
            problems.append("session \(scene.session.persistentIdentifier) is marked kept but the device does not keep it")
        }
        if let estimate = archiveByteEstimate, estimate < sceneSessionArchiveByteBound {
            problems.append(
                "the running bound of the scene-session archive (\(estimate) bytes) is under its size bound "
                    + "(\(sceneSessionArchiveByteBound) bytes), so U10's check could admit what the next launch refuses")
        }
        if identifiers.count > SceneSessionArchive.maximumSessionCount {
            problems.append("\(identifiers.count) scene sessions kept, more than the \(SceneSessionArchive.maximumSessionCount) the system keeps (U10)")
        }
        problems += containerInvariantViolations()
        return problems
    }
}
