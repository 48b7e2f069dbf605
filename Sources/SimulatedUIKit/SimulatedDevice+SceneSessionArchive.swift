import Foundation

/// The device's scene sessions as system state that outlives the app's process (U6, U7): exported as a
/// ``SceneSessionArchive`` and restored into a device that has never launched, which is then exactly in the
/// state a `kill` leaves.
extension SimulatedDevice {
    /// The scene sessions as iOS keeps them across process lifetimes (U7): open sessions in creation order,
    /// discards waiting for the next launch (U6), and the counters that keep identifiers from being reused.
    ///
    /// `userInfo` entries (of the session and of its state-restoration activity) that are not property-list
    /// values are left out, each reported once on the console as a UIKit warning naming the session and key.
    /// - Returns: the archive; ``SceneSessionArchive/Session/windowName`` is left `nil` for the caller.
    /// - Complexity: O(n) in the number of sessions and their `userInfo` values.
    public func sceneSessionArchive() -> SceneSessionArchive {
        SceneSessionArchive(
            nextSessionNumber: nextSessionNumber, nextConnectionOrdinal: nextConnectionOrdinal,
            nextActivationStamp: nextActivationStamp,
            sessions: sessions.map(archived), pendingDiscards: pendingDiscardedSessions.map(archived))
    }

    /// Starts the device with the scene sessions of an earlier process: not running, the sessions open (and the discards pending) with their identifiers, roles, configuration names, connection order, last activation, `userInfo` and state-restoration activities — the state after `kill` (U7).
    ///
    /// The next `launch` delivers the pending discards, then reconnects the sessions in their connection
    /// order.
    ///
    /// - Parameter archive: what the earlier process left.
    /// - Returns: `false` (and nothing changes) when the device has launched or has sessions already.
    @discardableResult
    public func restoreSceneSessions(from archive: SceneSessionArchive) -> Bool {
        guard generation == 0, processState == .notRunning, sessions.isEmpty, pendingDiscardedSessions.isEmpty else { return false }
        // The decoder raised the counters past what the sessions use; a hand-made archive may not have.
        var nextNumber = max(archive.nextSessionNumber, 1)
        var nextOrdinal = max(archive.nextConnectionOrdinal, 1)
        var nextStamp = max(archive.nextActivationStamp, 1)
        for kept in archive.sessions + archive.pendingDiscards {
            if kept.persistentIdentifier.hasPrefix("S"), let number = Int(kept.persistentIdentifier.dropFirst()), number < Int.max {
                nextNumber = max(nextNumber, number + 1)
            }
            if let ordinal = kept.connectionOrdinal, ordinal < Int.max { nextOrdinal = max(nextOrdinal, ordinal + 1) }
            if kept.lastActiveStamp < Int.max { nextStamp = max(nextStamp, kept.lastActiveStamp + 1) }
        }
        nextSessionNumber = nextNumber
        nextConnectionOrdinal = nextOrdinal
        nextActivationStamp = nextStamp
        sessions = archive.sessions.map(revived)
        pendingDiscardedSessions = archive.pendingDiscards.map(revived)
        archiveByteEstimate = nil
        return true
    }

    /// A session as archived.
    private func archived(_ session: UISceneSession) -> SceneSessionArchive.Session {
        let identifier = session.persistentIdentifier
        var activity: SceneSessionArchive.Activity?
        if let kept = session.stateRestorationActivity {
            activity = SceneSessionArchive.Activity(
                activityType: kept.activityType, title: kept.title, targetContentIdentifier: kept.targetContentIdentifier,
                userInfo: kept.userInfo.map { keepable($0, of: identifier, in: "stateRestorationActivity.userInfo") })
        }
        return SceneSessionArchive.Session(
            persistentIdentifier: identifier, role: session.role.rawValue, configurationName: session.configuration.name,
            connectionOrdinal: session.connectionOrdinal, lastActiveStamp: session.lastActiveStamp,
            userInfo: session.userInfo.map { keepable($0, of: identifier, in: "userInfo") },
            stateRestorationActivity: activity)
    }

    /// The property-list entries of a `userInfo`; each entry left out is warned about once.
    private func keepable(_ dictionary: [String: Any], of identifier: String, in place: String) -> [String: SceneSessionArchive.Value] {
        var bridged: [AnyHashable: Any] = [:]
        for (key, value) in dictionary { bridged[key] = value }
        return keepable(bridged, of: identifier, in: place)
    }

    private func keepable(_ dictionary: [AnyHashable: Any], of identifier: String, in place: String) -> [String: SceneSessionArchive.Value] {
        let (kept, skipped) = SceneSessionArchive.convert(dictionary)
        for problem in skipped {
            let message =
                "\(identifier): \(place).\(problem.keyPath) holds \(problem.kind), not a property-list value; "
                + "it is not kept when the app's process ends (U7)"
            if reportedUnarchivableValues.insert(message).inserted {
                console.log(.warning, source: .uikit, message, sessionIdentifier: identifier)
            }
        }
        return kept
    }

    /// A session rebuilt from the archive, disconnected, owned by this device.
    private func revived(_ kept: SceneSessionArchive.Session) -> UISceneSession {
        let role = UISceneSession.Role(rawValue: kept.role)
        // The app's `configurationForConnecting` chooses the configuration again when the session reconnects;
        // until then it carries the kept name (no delegate class is resolved before a launch).
        let configuration = UISceneConfiguration(name: nil, sessionRole: role)
        configuration.name = kept.configurationName
        let session = UISceneSession(persistentIdentifier: kept.persistentIdentifier, role: role, configuration: configuration)
        session.connectionOrdinal = kept.connectionOrdinal
        session.lastActiveStamp = kept.lastActiveStamp
        session.userInfo = kept.userInfo?.mapValues(\.propertyListObject)
        if let stored = kept.stateRestorationActivity {
            let activity = NSUserActivity(activityType: stored.activityType)
            activity.title = stored.title
            activity.targetContentIdentifier = stored.targetContentIdentifier
            if let info = stored.userInfo {
                var userInfo: [AnyHashable: Any] = [:]
                for (key, value) in info { userInfo[key] = value.propertyListObject }
                activity.userInfo = userInfo
            }
            session.stateRestorationActivity = activity
        }
        session.owner = self
        session.isKept = true
        return session
    }
}
