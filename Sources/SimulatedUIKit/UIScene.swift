import Foundation
import UserNotifications

/// A scene: one instance of the app's UI, connected to a ``UISceneSession`` (U1–U7).
///
/// The device (``SimulatedDevice``) creates scenes, drives their ``activationState`` and calls their
/// delegate.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// A scene's activation state (U3).
    public enum ActivationState: Int, Sendable {
        /// Not connected (before `willConnectTo`, after disconnection or a kill).
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive
        /// On screen, not receiving events (app switcher, transitions).
        case foregroundInactive
        /// Off screen.
        case background
    }

    /// The payloads a connecting scene receives (U1, U4): the only place a cold-launch payload arrives.
    public struct ConnectionOptions {
        /// URLs to open.
        public let urlContexts: Set<UIOpenURLContext>
        /// User activities (only types declared in `NSUserActivityTypes`, U4).
        public let userActivities: Set<NSUserActivity>
        /// The Home Screen quick action that launched the scene.
        public let shortcutItem: UIApplicationShortcutItem?
        /// The notification response that launched the scene (U11); its `targetScene` is this scene.
        ///
        /// The user tapped a notification, or chose one of its foreground actions, while the app was not running.
        public let notificationResponse: UNNotificationResponse?
        /// The type of a Handoff activity still being fetched (not modelled: always `nil`).
        public let handoffUserActivityType: String?

        /// Creates connection options (simulation addition; the device builds them).
        /// - Parameters:
        ///   - urlContexts: URLs to open.
        ///   - userActivities: user activities.
        ///   - shortcutItem: the quick action.
        ///   - handoffUserActivityType: a pending Handoff type.
        ///   - notificationResponse: the notification response that launched the scene.
        public init(
            urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = [],
            shortcutItem: UIApplicationShortcutItem? = nil, handoffUserActivityType: String? = nil,
            notificationResponse: UNNotificationResponse? = nil
        ) {
            self.notificationResponse = notificationResponse
            self.urlContexts = urlContexts
            self.userActivities = userActivities
            self.shortcutItem = shortcutItem
            self.handoffUserActivityType = handoffUserActivityType
        }

        /// Simulation addition: ``urlContexts`` in arrival order (R18).
        public var orderedURLContexts: [UIOpenURLContext] {
            urlContexts.sorted { $0.order < $1.order }
        }

        /// Simulation addition: ``userActivities`` in arrival order (R18).
        @MainActor
        public var orderedUserActivities: [NSUserActivity] {
            userActivities.sorted { $0.order < $1.order }
        }

        /// Whether there is no payload at all.
        public var isEmpty: Bool {
            urlContexts.isEmpty && userActivities.isEmpty && shortcutItem == nil && notificationResponse == nil
        }
    }

    /// Options of an opened URL.
    public struct OpenURLOptions: Sendable, Hashable {
        /// The bundle identifier of the app that opened the URL, if known.
        public let sourceApplication: String?

        /// Creates options.
        /// - Parameter sourceApplication: the opening app's bundle identifier.
        public init(sourceApplication: String? = nil) {
            self.sourceApplication = sourceApplication
        }
    }

    /// Options for `requestSceneSessionActivation`.
    @MainActor
    public final class ActivationRequestOptions {
        /// The scene making the request.
        public var requestingScene: UIScene?

        /// Creates default options.
        public init() {}
    }

    /// The scene's session.
    public let session: UISceneSession
    /// The scene delegate (held strongly, as in UIKit); set by the device from the configuration's
    /// delegate class before `willConnectTo` (U1).
    public var delegate: (any UISceneDelegate)?
    /// The activation state (U3); set before the corresponding delegate callback runs.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title (shown in the app switcher).
    public var title: String?
    /// The options the scene connected with.
    public let connectionOptions: ConnectionOptions

    /// The device the scene runs on.
    weak var device: SimulatedDevice?
    /// The process generation the scene belongs to (a scene of a killed process is dead).
    var generation: UInt64 = 0
    /// Whether the scene is in its device's ``SimulatedDevice/connectedScenes``; the device sets it
    /// wherever it changes that list, so that asking whether a scene is alive does not scan every window.
    var isInConnectedScenes = false
    /// Whether this is the window scene UIKit runs an app without a scene manifest in: it has no delegate,
    /// and its lifecycle reaches the app delegate (`applicationDidBecomeActive`, …) instead.
    var isApplicationScene = false

    /// Creates a scene for a session (the device does this when a session connects).
    /// - Parameters:
    ///   - session: the scene's session.
    ///   - connectionOptions: the connection's payloads.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        self.connectionOptions = connectionOptions
        super.init()
        connectionOptions.notificationResponse?.targetSceneObject = self
    }
}
