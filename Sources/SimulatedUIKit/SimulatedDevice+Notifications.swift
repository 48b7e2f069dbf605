import Foundation
import UserNotifications

/// How the simulated device answers the app's notification requests (U11).
public struct NotificationDeviceSettings: Sendable, Equatable {
    /// Why remote registration fails, or `nil` for success (a device token).
    public var remoteRegistrationFailure: String?
    /// Whether the app is registered with Apple Push Notification service (set when registration succeeds).
    public internal(set) var isRegisteredForRemoteNotifications = false

    /// Creates settings: registration succeeds.
    public init() {}
}

/// Why remote registration failed on the simulated device (``NotificationDeviceSettings/remoteRegistrationFailure``).
public struct RemoteNotificationRegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason the device gives.
    public let reason: String
    /// The reason, for logs.
    public var description: String { reason }
}

/// Notification delivery (U11): taps on a notification or one of its actions, arrivals while the app is in
/// the foreground, silent pushes and remote registration. Each public method is a device entry point.
extension SimulatedDevice {
    /// What the user answers at the permission prompt (`requestAuthorization`): `true` allows.
    public var answersNotificationPermissionPrompt: Bool {
        get { notificationCenter.state.withLock { $0.answersAuthorizationPrompt } }
        set { notificationCenter.state.withLock { $0.answersAuthorizationPrompt = newValue } }
    }

    /// The user taps a notification, or one of its actions (U11).
    ///
    /// A tap on the notification or on a ``UNNotificationActionOptions/foreground`` action opens the app:
    /// while running, `scene` (or the default target, U3) comes forward and the center's delegate hears
    /// `didReceive` with it as `targetScene`; while not running, the app launches with the response in the
    /// connecting scene's ``UIScene/ConnectionOptions/notificationResponse`` and, once that scene is active,
    /// the delegate set during `didFinishLaunching` hears `didReceive`. Any other action, and a dismissal
    /// (delivered only with ``UNNotificationCategoryOptions/customDismissAction``), is handled in the
    /// background: nothing comes forward, a launch connects no scene, `targetScene` is `nil`.
    ///
    /// An action the notification's registered category does not offer is refused with a warning.
    ///
    /// - Parameters:
    ///   - request: the notification's request.
    ///   - actionIdentifier: ``UNNotificationDefaultActionIdentifier`` for a tap on the notification, an
    ///     action's identifier, or ``UNNotificationDismissActionIdentifier``.
    ///   - scene: the window to open it in, or `nil` for the default target.
    public func tapNotification(
        _ request: UNNotificationRequest, actionIdentifier: String = UNNotificationDefaultActionIdentifier, in scene: UIWindowScene? = nil
    ) {
        guard notCrashed("notification \(request.content.categoryIdentifier)") else { return }
        enter {
            guard let opensApp = opensApp(request, actionIdentifier: actionIdentifier) else { return }
            let notification = UNNotification(request: request, date: Date(timeIntervalSinceReferenceDate: clock.now))
            let response = UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier, targetScene: nil)
            guard processState == .running else {
                return opensApp ? launch(from: response) : launchInBackground(for: "notification action") { deliverResponse(response) }
            }
            guard opensApp else { return deliverResponse(response) }
            let target = scene ?? (activeInfoPlist.hasSceneManifest ? keyScene ?? mostRecentlyActiveScene() : connectedScenes.first)
            response.targetSceneObject = target
            deliverWhenActive(response) {
                if activeInfoPlist.hasSceneManifest { _ = warmTarget(target) } else if let target { bringForward(target) }
            }
        }
    }

    /// A notification arrives (U11): while a window of the app is in the foreground, the center's delegate
    /// is asked `willPresent`; shown (its answer includes a banner, a list or an alert) or not, it is then in
    /// Notification Center; in the background it goes to Notification Center without a callback.
    /// - Parameter request: the notification's request.
    public func deliverNotification(_ request: UNNotificationRequest) {
        guard notCrashed("notification arrival \(request.content.categoryIdentifier)") else { return }
        enter { arrive(request) }
    }

    /// A notification arrives: Notification Center keeps it; a foreground app's delegate is asked `willPresent`.
    private func arrive(_ request: UNNotificationRequest) {
        let notification = UNNotification(request: request, date: Date(timeIntervalSinceReferenceDate: clock.now))
        notificationCenter.state.withLock { $0.delivered.append(notification) }
        let inForeground =
            processState == .running && connectedScenes.contains { $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive }
        guard inForeground else {
            console.log(
                .info, source: .uikit, "notification \(notificationSummary(notification)) shown on the Lock Screen (the app is not in the foreground)")
            return
        }
        guard let delegate = notificationCenter.delegate else {
            console.log(.info, source: .uikit, "notification \(notificationSummary(notification)) not shown: no UNUserNotificationCenter delegate to ask")
            return
        }
        logApp("willPresent", detail: notificationSummary(notification))
        // The answer is logged when it comes within the call (a completion-handler delegate); an `async`
        // delegate answers after the instant, and a log line at that moment would make transcripts differ.
        let answer = Locked<UNNotificationPresentationOptions?>(nil)
        delegate.userNotificationCenter(notificationCenter, willPresent: notification) { options in
            answer.withLock { $0 = options }
        }
        if let options = answer.withLock({ $0 }) {
            console.log(.info, source: .uikit, "willPresent answered: \(Self.describe(options))")
        }
    }

    /// A silent push arrives (U11) and the app delegate hears `didReceiveRemoteNotification`.
    ///
    /// The push carries `content-available`; the app delegate hears
    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`; while not running the app is
    /// launched in the background first (no scene connects). Nothing comes forward. Dropped (logged) when the
    /// app never registered for remote notifications.
    /// - Parameter userInfo: the push's payload.
    public func receiveSilentPush(userInfo: [AnyHashable: Any]) {
        guard notCrashed("silent push") else { return }
        enter {
            guard notificationSettings.isRegisteredForRemoteNotifications else {
                console.log(.info, source: .uikit, "silent push dropped: the app is not registered for remote notifications")
                return
            }
            guard processState == .running else {
                return launchInBackground(for: "silent push") { deliverSilentPush(userInfo) }
            }
            deliverSilentPush(userInfo)
        }
    }

    // MARK: Internals

    /// Schedules the delivery of the requests the app added since the last entry point (U11), on the
    /// device's clock and outside any process (a kill does not cancel them): a request without a trigger
    /// arrives in this instant, a time-interval trigger after its interval (again every interval when it
    /// repeats), a calendar trigger at the next matching date of the virtual clock (UTC, Gregorian).
    func scheduleAddedNotificationRequests() {
        let added = notificationCenter.state.withLock { state in
            defer { state.awaitingSchedule = [] }
            return state.awaitingSchedule
        }
        for request in added {
            guard let delay = nextNotificationDelay(of: request) else { continue }
            let savedOwner = clock.ambientOwner
            clock.ambientOwner = 0
            clock.schedule(after: delay) { [weak self] in self?.fire(request) }
            clock.ambientOwner = savedOwner
        }
    }

    /// Seconds from now until `request` fires, or `nil` when it never does (a push trigger, no matching date).
    private func nextNotificationDelay(of request: UNNotificationRequest) -> TimeInterval? {
        switch request.trigger {
        case nil: return 0
        case let trigger as UNTimeIntervalNotificationTrigger: return trigger.timeInterval
        case let trigger as UNCalendarNotificationTrigger:
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let now = Date(timeIntervalSinceReferenceDate: clock.now)
            guard let next = calendar.nextDate(after: now, matching: trigger.dateComponents, matchingPolicy: .nextTime) else { return nil }
            return next.timeIntervalSince(now)
        default: return nil
        }
    }

    /// A scheduled request fires: unless it was removed meanwhile, it arrives, and a repeating one is scheduled again.
    private func fire(_ request: UNNotificationRequest) {
        let stillPending = notificationCenter.state.withLock { state in
            guard state.pending.contains(where: { $0 === request }) else { return false }
            if request.trigger?.repeats != true { state.pending.removeAll { $0 === request } }
            return true
        }
        guard stillPending else { return }
        arrive(request)
        if request.trigger?.repeats == true { notificationCenter.state.withLock { $0.awaitingSchedule.append(request) } }
    }

    /// Remote registration (``UIApplication/registerForRemoteNotifications()``): the outcome reaches the app
    /// delegate in the instant after the call.
    func registerForRemoteNotifications(from app: UIApplication) {
        guard isCurrent(app) else { return }
        _ = scheduleUIKitWork(after: 0) { [weak self] in
            guard let self, self.isCurrent(app), let delegate = self.applicationDelegate else { return }
            if let reason = self.notificationSettings.remoteRegistrationFailure {
                self.notificationSettings.isRegisteredForRemoteNotifications = false
                self.logApp("didFailToRegisterForRemoteNotifications", detail: reason)
                delegate.application(app, didFailToRegisterForRemoteNotificationsWithError: RemoteNotificationRegistrationError(reason: reason))
            } else {
                self.notificationSettings.isRegisteredForRemoteNotifications = true
                self.logApp("didRegisterForRemoteNotifications")
                delegate.application(app, didRegisterForRemoteNotificationsWithDeviceToken: self.remoteNotificationDeviceToken)
            }
        }
    }

    /// The device token: 32 bytes derived from the app's bundle identifier (deterministic).
    var remoteNotificationDeviceToken: Data {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var bytes: [UInt8] = []
        for byte in Array((bundle.infoPlist.bundleIdentifier ?? "app").utf8) + Array(0..<32) {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            bytes.append(UInt8(truncatingIfNeeded: hash >> 29))
        }
        return Data(bytes.suffix(32))
    }

    /// Whether a response to `request` with `actionIdentifier` opens the app; `nil` (logged) when it is not
    /// delivered at all.
    private func opensApp(_ request: UNNotificationRequest, actionIdentifier: String) -> Bool? {
        let category = notificationCenter.state.withLock { state in
            state.categories.first { $0.identifier == request.content.categoryIdentifier }
        }
        switch actionIdentifier {
        case UNNotificationDefaultActionIdentifier:
            return true
        case UNNotificationDismissActionIdentifier:
            guard category?.options.contains(.customDismissAction) == true else {
                console.log(.info, source: .uikit, "dismissal of \(request.content.categoryIdentifier) not delivered: its category has no customDismissAction")
                return nil
            }
            return false
        default:
            guard let action = category?.actions.first(where: { $0.identifier == actionIdentifier }) else {
                let offered = category?.actions.map(\.identifier).joined(separator: ", ") ?? ""
                console.log(
                    .warning, source: .uikit,
                    "notification action \(actionIdentifier) refused: category \"\(request.content.categoryIdentifier)\" "
                        + (category == nil ? "is not registered (setNotificationCategories)" : "offers \(offered.isEmpty ? "no actions" : offered)"))
                return nil
            }
            return action.options.contains(.foreground)
        }
    }

    /// A launch from a notification response (U1, U11): the response rides in the connection options of the
    /// connecting scene (the most recently active surviving session's, U7); the delegate hears it after.
    private func launch(from response: UNNotificationResponse) {
        console.log(.info, source: .uikit, "launch" + (processState == .crashed ? " after crash" : ""))
        guard activeInfoPlist.hasSceneManifest else {
            launchApplicationDelegateApp(urls: [], activities: [], shortcutItem: nil)
            response.targetSceneObject = connectedScenes.first
            return deliverResponse(response)
        }
        let options = UIScene.ConnectionOptions(notificationResponse: response)
        startProcess()
        guard processState == .running else { return }
        deliverWhenActive(response) {
            if !reconnectSurvivingSessions(payload: options), makeRoomForNewSession(for: "launch") {
                connect(makeSession(), options: options)
            }
        }
    }

    /// A background launch (U11): the process starts, `didFinishLaunching` runs, no scene connects; then `work`.
    private func launchInBackground(for reason: String, _ work: () -> Void) {
        console.log(.info, source: .uikit, "launch in the background for a \(reason)")
        if activeInfoPlist.hasSceneManifest {
            startProcess()
        } else {
            beginProcess()
            if let app = application, let delegate = applicationDelegate {
                logApp("didFinishLaunching")
                _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
            }
        }
        guard processState == .running else { return }
        work()
    }

    /// Runs `bringingForward`, handing `response` to the center's delegate as its target scene comes forward
    /// (after `sceneWillEnterForeground`, before `sceneDidBecomeActive`), or after `bringingForward` when the
    /// target was not brought forward (an app-delegate app, a window already active).
    private func deliverWhenActive(_ response: UNNotificationResponse, _ bringingForward: () -> Void) {
        notificationResponseAwaitingActivation = response
        bringingForward()
        guard notificationResponseAwaitingActivation === response else { return }
        notificationResponseAwaitingActivation = nil
        guard let target = response.targetSceneObject as? UIWindowScene, isAlive(target) else { return }
        deliverResponse(response)
    }

    /// The lifecycle's hook (``bringForward(_:)``): delivers the response waiting for `scene`, if any.
    func deliverNotificationResponseAwaitingActivation(of scene: UIWindowScene) {
        guard let response = notificationResponseAwaitingActivation, response.targetSceneObject === scene else { return }
        notificationResponseAwaitingActivation = nil
        deliverResponse(response)
    }

    /// Hands a response to the center's delegate, or logs that nobody hears it.
    private func deliverResponse(_ response: UNNotificationResponse) {
        guard processState == .running else { return }
        let detail = notificationSummary(response)
        guard let delegate = notificationCenter.delegate else {
            console.log(
                .warning, source: .uikit, "notification response \(detail) unheard: no UNUserNotificationCenter delegate was set before launch finished")
            return
        }
        logApp("didReceive", detail: detail, session: (response.targetSceneObject as? UIWindowScene)?.session)
        delegate.userNotificationCenter(notificationCenter, didReceive: response) {}
    }

    /// Calls the app delegate's silent-push method and logs its result.
    private func deliverSilentPush(_ userInfo: [AnyHashable: Any]) {
        guard let app = application, let delegate = applicationDelegate else { return }
        logApp("didReceiveRemoteNotification", detail: userInfo.keys.map { "\($0)" }.sorted().joined(separator: ","))
        // Logged only when answered within the call (see `arrive`): transcripts stay the same at every run.
        var answered: UIBackgroundFetchResult?
        var inCall = true
        delegate.application(app, didReceiveRemoteNotification: userInfo) { result in
            if inCall { answered = result }
        }
        inCall = false
        if let answered { console.log(.info, source: .uikit, "fetchCompletionHandler: \(answered)") }
    }

    /// `category action key,key` for the console (user-info values are not logged: they may be secret).
    func notificationSummary(_ response: UNNotificationResponse) -> String {
        let action = response.actionIdentifier == UNNotificationDefaultActionIdentifier ? "" : " action:\(response.actionIdentifier)"
        return notificationSummary(response.notification) + action
    }

    /// `category key,key` for the console.
    func notificationSummary(_ notification: UNNotification) -> String {
        let content = notification.request.content
        let keys = content.userInfo.keys.map { "\($0)" }.sorted().joined(separator: ",")
        return content.categoryIdentifier + (keys.isEmpty ? "" : " \(keys)")
    }

    /// `banner,list,sound` for the console.
    static func describe(_ options: UNNotificationPresentationOptions) -> String {
        let names: [(UNNotificationPresentationOptions, String)] = [
            (.badge, "badge"), (.sound, "sound"), (.list, "list"), (.banner, "banner"), (UNNotificationPresentationOptions(rawValue: 1 << 2), "alert"),
        ]
        let present = names.filter { options.contains($0.0) }.map(\.1)
        return present.isEmpty ? "not shown" : present.joined(separator: ",")
    }
}
