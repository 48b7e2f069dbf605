import Foundation

/// What the app asks permission for, as UserNotifications declares it.
@available(iOS 10.0, *)
public struct UNAuthorizationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    /// - Parameter rawValue: the bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Badge the app's icon.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Play sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Show alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Show in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Critical alerts.
    @available(iOS 12.0, *)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// The app has its own notification settings screen.
    @available(iOS 12.0, *)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Deliver quietly without asking first.
    @available(iOS 12.0, *)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may show notifications, as UserNotifications declares it.
@available(iOS 10.0, *)
public enum UNAuthorizationStatus: Int, Sendable {
    /// The app has not asked yet.
    case notDetermined = 0
    /// The user refused.
    case denied = 1
    /// The user allowed.
    case authorized = 2
    /// Allowed quietly, until the user decides.
    @available(iOS 12.0, *)
    case provisional = 3
    /// Allowed for a limited time (App Clips).
    @available(iOS 14.0, *)
    case ephemeral = 4
}

/// The app's notification settings, as UserNotifications declares them (the authorization status only).
@available(iOS 10.0, *)
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    // @unchecked Sendable, as UserNotifications declares it: its one field is a `let` Sendable value.

    /// Whether the app may show notifications.
    public let authorizationStatus: UNAuthorizationStatus

    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
        super.init()
    }
}

/// The app's notification center, as UserNotifications declares it: permission, categories, requests and
/// the ``delegate`` that hears notifications (docs/RULES.md U11).
///
/// On the simulated device each device has its own center (``current()`` inside a device entry point
/// returns it); its delegate belongs to the running process and is cleared when the process ends, while
/// permission, categories and pending requests outlive it, as iOS keeps them. Completion handlers are
/// called before the method returns (iOS calls them later on a background queue; the simulation keeps
/// every step in one deterministic instant).
@available(iOS 10.0, *)
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    // @unchecked Sendable, as UserNotifications declares it: all mutable state is in `state`, behind a
    // lock; the delegate is kept weakly there and only handed out, never mutated, by this class.

    /// The mutable state of a center.
    package struct State {
        package weak var delegate: (any UNUserNotificationCenterDelegate)?
        package var categories: Set<UNNotificationCategory> = []
        package var pending: [UNNotificationRequest] = []
        package var delivered: [UNNotification] = []
        package var authorizationStatus = UNAuthorizationStatus.notDetermined
        /// What the user answers at the permission prompt (the scenario or navigator says; default: allow).
        package var answersAuthorizationPrompt = true
        package var badgeCount = 0
        /// Requests added since the device last looked: it schedules their delivery on its clock.
        package var awaitingSchedule: [UNNotificationRequest] = []
    }

    package let state = Locked(State())

    /// The center of the simulated device whose entry point is running (the device binds it).
    @TaskLocal package static var ambient: UNUserNotificationCenter?
    /// The center used outside any device entry point.
    private static let fallback = UNUserNotificationCenter()

    /// Creates a center (simulation: each device owns one; apps call ``current()``).
    package override init() {
        super.init()
    }

    /// The app's notification center.
    /// - Returns: the running simulated device's center; outside a device entry point, one shared center.
    open class func current() -> UNUserNotificationCenter {
        ambient ?? fallback
    }

    /// The object that hears notifications (U11); weak, as in UserNotifications.
    ///
    /// Set it before the app finishes launching to hear the response that launched it.
    open var delegate: (any UNUserNotificationCenterDelegate)? {
        get { state.withLock { $0.delegate } }
        set { state.withLock { $0.delegate = newValue } }
    }

    /// Asks the user for permission (once: later calls report the first answer without asking).
    /// - Parameters:
    ///   - options: what to ask for.
    ///   - completionHandler: called with whether it is granted, and `nil` (no error is simulated).
    @preconcurrency
    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        completionHandler(answerAuthorization(options), nil)
    }

    /// Asks the user for permission, `async` form.
    /// - Parameter options: what to ask for.
    /// - Returns: whether it is granted.
    /// - Throws: never here (UserNotifications throws when the request cannot be made).
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        answerAuthorization(options)
    }

    private func answerAuthorization(_ options: UNAuthorizationOptions) -> Bool {
        state.withLock { state in
            if state.authorizationStatus == .notDetermined {
                state.authorizationStatus =
                    options.contains(.provisional) ? .provisional : state.answersAuthorizationPrompt ? .authorized : .denied
            }
            return state.authorizationStatus != .denied
        }
    }

    /// Reads the app's notification settings.
    /// - Parameter completionHandler: called with the settings.
    @preconcurrency
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(authorizationStatus: state.withLock { $0.authorizationStatus }))
    }

    /// Reads the app's notification settings, `async` form.
    /// - Returns: the settings.
    open func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(authorizationStatus: state.withLock { $0.authorizationStatus })
    }

    /// Replaces the app's categories (what actions its notifications offer; the engine's notification
    /// registrations name these identifiers, R21).
    /// - Parameter categories: the categories.
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        state.withLock { $0.categories = categories }
    }

    /// Reads the app's categories.
    /// - Parameter completionHandler: called with them.
    @preconcurrency
    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(state.withLock { $0.categories })
    }

    /// Reads the app's categories, `async` form.
    /// - Returns: the categories.
    open func notificationCategories() async -> Set<UNNotificationCategory> {
        state.withLock { $0.categories }
    }

    /// Schedules a request; one with the identifier of a pending request replaces it.
    /// - Parameters:
    ///   - request: the request.
    ///   - completionHandler: called with `nil` once it is scheduled.
    @preconcurrency
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        schedule(request)
        completionHandler?(nil)
    }

    /// Schedules a request, `async` form.
    /// - Parameter request: the request.
    /// - Throws: never here.
    open func add(_ request: UNNotificationRequest) async throws {
        schedule(request)
    }

    private func schedule(_ request: UNNotificationRequest) {
        state.withLock { state in
            state.pending.removeAll { $0.identifier == request.identifier }
            state.pending.append(request)
            state.awaitingSchedule.append(request)
        }
    }

    /// Reads the pending requests.
    /// - Parameter completionHandler: called with them, in the order they were added.
    @preconcurrency
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(state.withLock { $0.pending })
    }

    /// Reads the pending requests, `async` form.
    /// - Returns: the requests, in the order they were added.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        state.withLock { $0.pending }
    }

    /// Cancels pending requests.
    /// - Parameter identifiers: their identifiers.
    /// - Complexity: O(*n* · *m*) for *n* pending requests and *m* identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        state.withLock { $0.pending.removeAll { identifiers.contains($0.identifier) } }
    }

    /// Cancels every pending request.
    open func removeAllPendingNotificationRequests() {
        state.withLock { $0.pending.removeAll() }
    }

    /// Reads the notifications shown in Notification Center.
    /// - Parameter completionHandler: called with them, oldest first.
    @preconcurrency
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler(state.withLock { $0.delivered })
    }

    /// Reads the notifications shown in Notification Center, `async` form.
    /// - Returns: them, oldest first.
    open func deliveredNotifications() async -> [UNNotification] {
        state.withLock { $0.delivered }
    }

    /// Removes notifications from Notification Center.
    /// - Parameter identifiers: their requests' identifiers.
    /// - Complexity: O(*n* · *m*) for *n* delivered notifications and *m* identifiers.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        state.withLock { $0.delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }

    /// Removes every notification from Notification Center.
    open func removeAllDeliveredNotifications() {
        state.withLock { $0.delivered.removeAll() }
    }

    /// Sets the app icon's badge.
    /// - Parameters:
    ///   - newBadgeCount: the number (0 hides the badge).
    ///   - completionHandler: called with `nil` once it is set.
    @available(iOS 16.0, *)
    @preconcurrency
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        state.withLock { $0.badgeCount = newBadgeCount }
        completionHandler?(nil)
    }

    /// Sets the app icon's badge, `async` form.
    /// - Parameter newBadgeCount: the number (0 hides the badge).
    /// - Throws: never here.
    @available(iOS 16.0, *)
    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        state.withLock { $0.badgeCount = newBadgeCount }
    }
}
