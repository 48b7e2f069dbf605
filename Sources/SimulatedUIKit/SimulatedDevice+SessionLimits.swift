import Foundation

/// The bounded number of scene sessions the system keeps (U10), and the rule that nothing it keeps for a
/// later launch exceeds what that launch reads: the limits are ``SceneSessionArchive``'s, the same ones
/// ``SceneSessionArchive/decode(_:)`` applies.
///
/// - A new session needs room for one more session (``SceneSessionArchive/maximumSessionCount``) and
///   for its bytes (``SceneSessionArchive/maximumByteCount``, measured as
///   ``SceneSessionArchive/byteBound(of:)``). Without it, the least recently used sessions that have no
///   connected window are discarded (delivered through `application(_:didDiscardSceneSessions:)` at once,
///   U6); when every session has a window, the new window is refused.
/// - A configuration name, `userInfo` or state-restoration activity that would take the sessions past
///   the byte limit is refused where it enters, with a UIKit warning; the previous value stays.
extension SimulatedDevice {
    /// An upper bound on the bytes the kept sessions take in the archive (open and pending discard).
    /// - Complexity: O(n) in the number of sessions (each session's bound is kept until it changes).
    public var sceneSessionArchiveByteBound: Int {
        (sessions + pendingDiscardedSessions).reduce(SceneSessionArchive.fixedByteBound) { $0 + archiveByteBound(of: $1) }
    }

    /// An upper bound of ``sceneSessionArchiveByteBound``, O(1) once known: checking every change of
    /// every session against the exact sum cost O(n) each, O(n²) to open n windows.
    func estimatedArchiveBytes() -> Int {
        archiveByteEstimate ?? exactArchiveBytes()
    }

    /// ``sceneSessionArchiveByteBound``, which becomes the estimate again.
    func exactArchiveBytes() -> Int {
        let exact = sceneSessionArchiveByteBound
        archiveByteEstimate = exact
        return exact
    }

    /// A session was created or took a new configuration, `userInfo` or activity: the estimate grows by its
    /// new bound (its old bound is not subtracted, so the estimate stays an upper bound).
    func noteArchivedValueChange(of session: UISceneSession) {
        guard session.isKept, let estimate = archiveByteEstimate else { return }
        archiveByteEstimate = estimate + archiveByteBound(of: session)
    }

    /// A session's ``SceneSessionArchive/byteBound(of:)``, from its cache when nothing changed since.
    func archiveByteBound(of session: UISceneSession) -> Int {
        if let cached = session.archiveByteBoundCache { return cached }
        let bound = SceneSessionArchive.byteBound(of: candidate(session))
        session.archiveByteBoundCache = bound
        return bound
    }

    /// The session as it would be archived, with some of its values replaced; `userInfo` entries that
    /// are not property-list values are left out, as ``sceneSessionArchive()`` leaves them out.
    private func candidate(
        _ session: UISceneSession, configurationName: String?? = nil, userInfo: [String: Any]?? = nil,
        activity: NSUserActivity?? = nil
    ) -> SceneSessionArchive.Session {
        func kept(_ dictionary: [AnyHashable: Any]) -> [String: SceneSessionArchive.Value] {
            SceneSessionArchive.convert(dictionary).kept
        }
        let info = userInfo ?? session.userInfo
        let restoration = activity ?? session.stateRestorationActivity
        return SceneSessionArchive.Session(
            persistentIdentifier: session.persistentIdentifier, role: session.role.rawValue,
            configurationName: configurationName ?? session.configuration.name,
            userInfo: info.map { dictionary in kept(dictionary.reduce(into: [AnyHashable: Any]()) { $0[$1.key] = $1.value }) },
            stateRestorationActivity: restoration.map { activity in
                SceneSessionArchive.Activity(
                    activityType: activity.activityType, title: activity.title,
                    targetContentIdentifier: activity.targetContentIdentifier,
                    userInfo: activity.userInfo.map(kept))
            })
    }

    /// Whether a session may take a new `userInfo`, activity or configuration name without taking the kept sessions past ``SceneSessionArchive/maximumByteCount`` (U10); when not, a UIKit warning says so.
    ///
    /// A session the device no longer keeps may take anything.
    ///
    /// - Complexity: O(1) plus the size of the new value, except that the sum of every session's bound
    ///   (O(n)) is recomputed when its running upper bound comes near the limit.
    func admitsArchivedChange(
        of session: UISceneSession, configurationName: String?? = nil, userInfo: [String: Any]?? = nil,
        activity: NSUserActivity?? = nil
    ) -> Bool {
        guard session.isKept, session.owner === self else { return true }
        let what = configurationName != nil ? "configuration name" : userInfo != nil ? "userInfo" : "stateRestorationActivity"
        let consequence = configurationName != nil ? "the scene connects with its configuration unnamed" : "the previous value stays"
        if let name = configurationName ?? nil, name.utf8.count > SceneSessionArchive.maximumConfigurationNameByteCount {
            refuse(
                what, of: session,
                because: "it is \(name.utf8.count) UTF-8 bytes, longer than the "
                    + "\(SceneSessionArchive.maximumConfigurationNameByteCount) the system keeps", consequence)
            return false
        }
        let proposed = SceneSessionArchive.byteBound(
            of: candidate(session, configurationName: configurationName, userInfo: userInfo, activity: activity))
        let current = archiveByteBound(of: session)
        var total = estimatedArchiveBytes() - current + proposed
        if total > SceneSessionArchive.maximumByteCount { total = exactArchiveBytes() - current + proposed }
        guard total <= SceneSessionArchive.maximumByteCount else {
            refuse(
                what, of: session,
                because: "with it the kept scene sessions could take \(total) bytes, over the "
                    + "\(SceneSessionArchive.maximumByteCount)-byte limit of what the next launch reads", consequence)
            return false
        }
        return true
    }

    private func refuse(_ what: String, of session: UISceneSession, because reason: String, _ consequence: String) {
        let identifier = session.persistentIdentifier
        console.log(
            .warning, source: .uikit, "\(identifier): \(what) refused: \(reason) (U10); \(consequence)",
            sessionIdentifier: identifier)
    }

    /// The configuration a connecting session keeps: the app's, or an unnamed copy when its name is
    /// refused (``admitsArchivedChange(of:configurationName:userInfo:activity:)``).
    func admittedConfiguration(_ configuration: UISceneConfiguration, for session: UISceneSession) -> UISceneConfiguration {
        guard configuration.name != session.configuration.name,
            !admitsArchivedChange(of: session, configurationName: .some(configuration.name))
        else { return configuration }
        let unnamed = UISceneConfiguration(name: nil, sessionRole: configuration.role)
        unnamed.delegateClass = configuration.delegateClass
        return unnamed
    }

    /// Makes room for one new session (U10): when the kept sessions are at ``SceneSessionArchive/maximumSessionCount``, or a new session (with a configuration name of the longest kept length) could take them past ``SceneSessionArchive/maximumByteCount``, the least recently used sessions without a connected window are discarded, delivered at once while running (U6).
    ///
    /// When that is not enough, nothing is discarded and a UIKit warning says why.
    ///
    /// - Parameter request: what asked for the session, for the warning (`new window`).
    /// - Returns: whether a session may be created.
    /// - Complexity: O(n log n) in the number of sessions when some must go, else O(n); O(1) when it
    ///   refused last time and no session, connection or process changed since (`newwindow` repeated past
    ///   the cap: each refusal once cost O(n), the `newwindow-past-cap` case of `make bench`).
    func makeRoomForNewSession(for request: String) -> Bool {
        let state = RoomRefusalState(
            sessions: sceneSessionStateVersion, connections: connectedScenesVersion, generation: generation, running: processState == .running)
        if refusedRoomState == state {
            logNoRoom(for: request)
            return false
        }
        let reserve = SceneSessionArchive.byteBound(
            of: SceneSessionArchive.Session(
                persistentIdentifier: "S\(nextSessionNumber)", role: UISceneSession.Role.windowApplication.rawValue,
                configurationName: String(repeating: "x", count: SceneSessionArchive.maximumConfigurationNameByteCount)))
        var count = sessions.count + pendingDiscardedSessions.count
        var bytes = estimatedArchiveBytes()
        func fits() -> Bool {
            count < SceneSessionArchive.maximumSessionCount && bytes + reserve <= SceneSessionArchive.maximumByteCount
        }
        if fits() { return true }
        bytes = exactArchiveBytes()
        if fits() { return true }
        let windowless = sessions.enumerated()
            .filter { entry in !((entry.element.scene as? UIWindowScene).map(isAlive) ?? false) }
            .sorted { lhs, rhs in
                lhs.element.lastActiveStamp != rhs.element.lastActiveStamp
                    ? lhs.element.lastActiveStamp < rhs.element.lastActiveStamp : lhs.offset < rhs.offset
            }
            .map(\.element)
        var victims: [UISceneSession] = []
        for session in windowless where !fits() {
            victims.append(session)
            count -= 1
            bytes -= archiveByteBound(of: session)
        }
        guard fits() else {
            refusedRoomState = state
            logNoRoom(for: request)
            return false
        }
        console.log(
            .info, source: .uikit,
            "\(request): the system keeps at most \(SceneSessionArchive.maximumSessionCount) scene sessions "
                + "in \(SceneSessionArchive.maximumByteCount) bytes; discarding \(identifiers(victims)), "
                + "the least recently used without a window (U10)")
        discard(victims)
        return true
    }

    /// The warning of a new session refused because every kept session has a window (U10).
    private func logNoRoom(for request: String) {
        console.log(
            .warning, source: .uikit,
            "\(request) refused: the system keeps at most \(SceneSessionArchive.maximumSessionCount) scene sessions "
                + "in \(SceneSessionArchive.maximumByteCount) bytes, and all \(sessions.count) it keeps have a window (U10)")
    }
}

/// What ``SimulatedDevice/makeRoomForNewSession(for:)`` decided from when it last refused: while none of
/// these moved, no session was created, changed, discarded or lost its window, so it refuses again.
struct RoomRefusalState: Equatable {
    /// ``SimulatedDevice/sceneSessionStateVersion``.
    var sessions: UInt64
    /// ``SimulatedDevice/connectedScenesVersion``.
    var connections: UInt64
    /// The process's generation.
    var generation: UInt64
    /// Whether the process runs.
    var running: Bool
}
