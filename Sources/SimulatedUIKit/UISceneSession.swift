import Foundation

/// A scene session: the system's record of one window, which outlives its scene (U6, U7).
///
/// Persistent identifiers are deterministic here: `"S1"`, `"S2"`, … per device, in creation order, never
/// reused. Sessions, their identifiers, ``stateRestorationActivity`` and ``userInfo`` survive a kill (U7).
/// Compared by identity.
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
    /// A session role.
    public struct Role: Hashable, Sendable, RawRepresentable {
        /// UIKit's role name, for example, `UIWindowSceneSessionRoleApplication`.
        public let rawValue: String

        /// Creates a role.
        /// - Parameter rawValue: UIKit's role name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Ordinary app windows (`UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role(rawValue: InfoPlist.windowApplicationRole)
        /// A non-interactive window on an external display (`UIWindowSceneSessionRoleExternalDisplayNonInteractive`):
        /// the device never connects one (no external display is attached), so a configuration for it is
        /// declared and never used.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        /// A CarPlay scene (`CPTemplateApplicationSceneSessionRoleApplication`, which the CarPlay framework
        /// adds on iOS): no car is connected, so such a scene never connects.
        public static let carTemplateApplication = Role(rawValue: "CPTemplateApplicationSceneSessionRoleApplication")
    }

    /// The session's persistent identifier: `"S1"`, `"S2"`, … in creation order on its device.
    public let persistentIdentifier: String
    /// The session's role.
    public let role: Role
    /// The configuration the app chose when the session last connected.
    public internal(set) var configuration: UISceneConfiguration {
        didSet {
            archiveByteBoundCache = nil
            owner?.noteArchivedValueChange(of: self)
            owner?.noteSceneSessionChange()
        }
    }
    /// The connected scene, or `nil` while disconnected (after a kill, U7).
    public internal(set) weak var scene: UIScene?
    /// The horizontal size class the session's window last had (kept across a kill, as the system keeps a
    /// window's size); `nil` until it is changed, when a connecting scene takes the device's default.
    var horizontalSizeClass: UIUserInterfaceSizeClass?
    /// The activity to restore the window from; refreshed from the scene delegate's `stateRestorationActivity(for:)` when the scene enters the background or disconnects.
    ///
    /// Survives kill (U7).
    ///
    /// An activity that would take the device's kept scene sessions past what the next launch reads
    /// (``SceneSessionArchive/maximumByteCount``, U10) is refused: the previous one stays and a UIKit
    /// warning names the session and the limit.
    public var stateRestorationActivity: NSUserActivity? {
        get { keptStateRestorationActivity }
        set {
            if let owner, !owner.admitsArchivedChange(of: self, activity: .some(newValue)) { return }
            keptStateRestorationActivity = newValue
            archiveByteBoundCache = nil
            owner?.noteArchivedValueChange(of: self)
            owner?.noteSceneSessionChange()
        }
    }
    /// App data kept with the session; survives kill (U7), and the process itself when the device's
    /// sessions are archived (property-list values only: see ``SceneSessionArchive``).
    ///
    /// A value that would take the device's kept scene sessions past what the next launch reads
    /// (``SceneSessionArchive/maximumByteCount``, U10) is refused: the previous one stays and a UIKit
    /// warning names the session and the limit.
    public var userInfo: [String: Any]? {
        get { keptUserInfo }
        set {
            if let owner, !owner.admitsArchivedChange(of: self, userInfo: .some(newValue)) { return }
            keptUserInfo = newValue
            archiveByteBoundCache = nil
            owner?.noteArchivedValueChange(of: self)
            owner?.noteSceneSessionChange()
        }
    }
    private var keptStateRestorationActivity: NSUserActivity?
    private var keptUserInfo: [String: Any]?
    /// The session's ``SceneSessionArchive/byteBound(of:)`` as last computed; `nil` after a change.
    var archiveByteBoundCache: Int?

    /// Ordinal of the session's first connection (relaunch reconnects in this order, U7).
    var connectionOrdinal: Int? {
        didSet { owner?.noteSceneSessionChange() }
    }
    /// Ordinal of the last time the session's scene became foreground-active (U3, U7).
    var lastActiveStamp: Int = 0 {
        didSet { owner?.noteSceneSessionChange() }
    }
    /// The device that keeps the session, told of every change the scene-session archive holds.
    weak var owner: SimulatedDevice?
    /// Whether ``owner`` keeps the session (open or pending discard, U6): set where a session enters its
    /// `sessions` or `pendingDiscardedSessions` and cleared where it leaves both, so the U10 size check
    /// on every change need not search them (O(n) per change, O(n²) to open n windows).
    var isKept = false

    init(persistentIdentifier: String, role: Role, configuration: UISceneConfiguration) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        self.configuration = configuration
    }

    /// Identity equality.
    /// - Parameters:
    ///   - lhs: a session.
    ///   - rhs: another session.
    /// - Returns: `true` when both are the same object.
    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    /// - Parameter hasher: the hasher to feed.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
