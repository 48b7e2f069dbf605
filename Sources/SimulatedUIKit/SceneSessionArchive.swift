import Foundation

/// The system's record of an app's scene sessions, kept across process lifetimes (U6, U7): what iOS keeps
/// for an app between a process's death and the next launch, so that `launch` reconnects the surviving
/// sessions in their connection order, with their persistent identifiers, configurations, `userInfo` and
/// state-restoration activities, and delivers the discards made while the app was not running.
///
/// ``SimulatedDevice/sceneSessionArchive()`` exports it; ``SimulatedDevice/restoreSceneSessions(from:)``
/// starts a device that has never launched in exactly the state a `kill` leaves (U7). It is stored as a
/// binary property list (``encoded()``, ``decode(_:)``); values that are not property-list values are left
/// out when it is made (with a console warning), never stored half.
public struct SceneSessionArchive: Sendable, Equatable {
    /// The format version written and read (`version` key).
    public static let currentVersion = 1
    /// The largest archive read, in bytes (1 MiB); a larger file is refused before it is parsed, and the
    /// device never lets its sessions grow past it (U10).
    public static let maximumByteCount = 1_048_576
    /// The most sessions (open and pending discard together) an archive may hold: the bounded number of
    /// scene sessions the system keeps (U10).
    public static let maximumSessionCount = 1_000
    /// The largest counter (next session number, ordinals, stamps) accepted: far from where `+= 1` traps.
    public static let maximumCounter = 1 << 40
    /// The longest persistent identifier accepted, in UTF-8 bytes.
    public static let maximumIdentifierLength = 200
    /// The longest scene configuration name kept (`UISceneConfigurationName`), in UTF-8 bytes: longer
    /// names are refused where they enter (the Info.plist reader, a connecting scene's configuration).
    public static let maximumConfigurationNameByteCount = 128
    /// The longest window name the simulator keeps with a session (``Session/windowName``), in UTF-8
    /// bytes: a configuration name's worth plus a `#n` suffix.
    public static let maximumWindowNameByteCount = 136

    /// A state-restoration activity (`UISceneSession.stateRestorationActivity`) as kept.
    public struct Activity: Sendable, Equatable {
        /// The activity type.
        public var activityType: String
        /// The user-visible title, if any.
        public var title: String?
        /// The target content identifier, if any.
        public var targetContentIdentifier: String?
        /// The payload's property-list entries, if it had a payload.
        public var userInfo: [String: Value]?

        /// Creates a kept activity.
        /// - Parameters:
        ///   - activityType: the activity type.
        ///   - title: the title.
        ///   - targetContentIdentifier: the target content identifier.
        ///   - userInfo: the payload.
        public init(activityType: String, title: String? = nil, targetContentIdentifier: String? = nil, userInfo: [String: Value]? = nil) {
            self.activityType = activityType
            self.title = title
            self.targetContentIdentifier = targetContentIdentifier
            self.userInfo = userInfo
        }
    }

    /// One scene session as kept.
    public struct Session: Sendable, Equatable {
        /// The persistent identifier, for example, `S2`.
        public var persistentIdentifier: String
        /// The session role's raw value (`UIWindowSceneSessionRoleApplication`).
        public var role: String
        /// The name of the configuration the app chose when it last connected, if any.
        public var configurationName: String?
        /// The ordinal of its first connection (`launch` reconnects in this order, U7); `nil` if it never
        /// connected.
        public var connectionOrdinal: Int?
        /// When its scene last became foreground-active, as an activation ordinal (a launch payload rides
        /// on the most recent, U7).
        public var lastActiveStamp: Int
        /// The session's `userInfo` (property-list entries only), or `nil`.
        public var userInfo: [String: Value]?
        /// The session's state-restoration activity, or `nil`.
        public var stateRestorationActivity: Activity?
        /// Simulation addition: the name the simulator last gave the session's window (`compose`, `main#2`), so its app-switcher card keeps it in the next process.
        ///
        /// The device ignores it.
        public var windowName: String?

        /// Creates a kept session.
        /// - Parameters:
        ///   - persistentIdentifier: the persistent identifier.
        ///   - role: the role's raw value.
        ///   - configurationName: the configuration's name.
        ///   - connectionOrdinal: the first connection's ordinal.
        ///   - lastActiveStamp: the last activation's ordinal.
        ///   - userInfo: the `userInfo`.
        ///   - stateRestorationActivity: the state-restoration activity.
        ///   - windowName: the simulator's window name.
        public init(
            persistentIdentifier: String, role: String, configurationName: String? = nil, connectionOrdinal: Int? = nil,
            lastActiveStamp: Int = 0, userInfo: [String: Value]? = nil, stateRestorationActivity: Activity? = nil,
            windowName: String? = nil
        ) {
            self.persistentIdentifier = persistentIdentifier
            self.role = role
            self.configurationName = configurationName
            self.connectionOrdinal = connectionOrdinal
            self.lastActiveStamp = lastActiveStamp
            self.userInfo = userInfo
            self.stateRestorationActivity = stateRestorationActivity
            self.windowName = windowName
        }
    }

    /// The number the next new session takes (`S<n>`); identifiers are never reused.
    public var nextSessionNumber: Int
    /// The ordinal the next first connection takes.
    public var nextConnectionOrdinal: Int
    /// The ordinal the next activation takes.
    public var nextActivationStamp: Int
    /// The open sessions, in creation order.
    public var sessions: [Session]
    /// Sessions discarded while the app was not running, delivered to `didDiscardSceneSessions` at the next
    /// launch before any scene connects (U6).
    public var pendingDiscards: [Session]

    /// Creates an archive.
    /// - Parameters:
    ///   - nextSessionNumber: the next session number (≥ 1).
    ///   - nextConnectionOrdinal: the next connection ordinal (≥ 1).
    ///   - nextActivationStamp: the next activation ordinal (≥ 1).
    ///   - sessions: the open sessions, in creation order.
    ///   - pendingDiscards: the discards waiting for the next launch.
    public init(
        nextSessionNumber: Int = 1, nextConnectionOrdinal: Int = 1, nextActivationStamp: Int = 1,
        sessions: [Session] = [], pendingDiscards: [Session] = []
    ) {
        self.nextSessionNumber = nextSessionNumber
        self.nextConnectionOrdinal = nextConnectionOrdinal
        self.nextActivationStamp = nextActivationStamp
        self.sessions = sessions
        self.pendingDiscards = pendingDiscards
    }
}
