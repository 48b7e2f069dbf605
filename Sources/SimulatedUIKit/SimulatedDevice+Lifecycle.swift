import Foundation

/// The process and scene lifecycle primitives the device events are made of (U1, U3, U5–U7).
extension SimulatedDevice {
    // MARK: Process

    /// Starts the app's process (U1): a new `UIApplication` and app delegate, `didFinishLaunching`, then the discards of sessions swiped while not running (U6).
    ///
    /// Scenes are connected by the caller.
    func startProcess() {
        beginProcess()
        guard let app = application, let delegate = applicationDelegate else { return }
        _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
        guard isCurrent(app) else { return }
        logApp("didFinishLaunching")
        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        if isCurrent(app) { NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: app) }
        if !pendingDiscardedSessions.isEmpty, isCurrent(app) {
            let discarded = pendingDiscardedSessions
            pendingDiscardedSessions = []
            for session in discarded { session.isKept = false }
            logApp("didDiscardSceneSessions", detail: identifiers(discarded))
            delegate.application(app, didDiscardSceneSessions: Set(discarded))
        }
    }

    /// A new process: a new generation, `UIApplication` and app delegate; no callback yet.
    func beginProcess() {
        generation += 1
        processState = .running
        postedApplicationState = .background
        clock.ambientOwner = generation
        let app = UIApplication(device: self, generation: generation, infoPlist: bundle.infoPlist)
        application = app
        lastApplication = app
        notificationCenter.delegate = nil  // the old process's objects are gone (U11)
        let delegate = bundle.makeApplicationDelegate()
        applicationDelegate = delegate
        app.delegate = delegate
    }

    /// Ends the process without callbacks (U7 kill, U6 last window gone, U9 crash): every scene is gone,
    /// sessions and their restoration data stay, the process's timers are cancelled.
    /// - Parameter state: `.notRunning` or `.crashed`.
    func endProcess(as state: ProcessState) {
        clock.retire(owner: generation)
        for scene in connectedScenes {
            scene.isInConnectedScenes = false
            scene.activationState = .unattached
            if scene.session.scene === scene { scene.session.scene = nil }
        }
        connectedScenes = []
        application = nil
        applicationDelegate = nil
        processState = state
        uikitWork = []
        shortcutCompletionChecks = []
    }

    // MARK: Sessions

    /// Creates a new open session `"S<n>"` (creation order).
    ///
    /// The caller made room for it first (``makeRoomForNewSession(for:)``, U10).
    func makeSession() -> UISceneSession {
        let identifier = "S\(nextSessionNumber)"
        nextSessionNumber += 1
        // An empty configuration, built directly: inlining `fromInfoPlist(nil, role:bundle:)` here crashes
        // Swift 6.3.1's optimizer (CopyPropagation: "leaked owned value") in release builds.
        let session = UISceneSession(
            persistentIdentifier: identifier, role: .windowApplication,
            configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        session.owner = self
        sessions.append(session)
        session.isKept = true
        noteArchivedValueChange(of: session)
        return session
    }

    /// Connects a scene for `session` (U1): `configurationForConnecting`, a new delegate of its class,
    /// `willConnectTo`, `sceneWillEnterForeground`, `sceneDidBecomeActive`; the scene becomes key (U3).
    /// - Returns: the scene, or `nil` when the process ended meanwhile.
    @discardableResult
    func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions) -> UIWindowScene? {
        guard processState == .running, let app = application, let appDelegate = applicationDelegate else { return nil }
        logApp("configurationForConnecting", detail: session.persistentIdentifier, session: session)
        configuredByDefaultImplementation = false
        let configuration = appDelegate.application(app, configurationForConnecting: session, options: options)
        guard isCurrent(app) else { return nil }
        guard admitConnectionConfiguredByDefault(), isCurrent(app) else { return nil }
        session.configuration = admittedConfiguration(configuration, for: session)
        if session.connectionOrdinal == nil {
            session.connectionOrdinal = nextConnectionOrdinal
            nextConnectionOrdinal += 1
        }
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.device = self
        scene.generation = generation
        scene.traitCollection = .scene(session.horizontalSizeClass ?? defaultHorizontalSizeClass, on: self)
        session.scene = scene
        connectedScenes.append(scene)
        scene.isInConnectedScenes = true
        scene.delegate = makeSceneDelegate(for: configuration)
        deliver(to: scene, "willConnectTo", detail: payloadSummary(options), posting: UIScene.willConnectNotification) { delegate in
            delegate.scene(scene, willConnectTo: session, options: options)
        }
        bringForward(scene)
        return isAlive(scene) ? scene : nil
    }

    /// Brings a scene to foreground-active and makes it key (U3): `sceneWillEnterForeground` from the
    /// background, then `sceneDidBecomeActive`; an active scene only becomes key.
    func bringForward(_ scene: UIWindowScene) {
        guard isAlive(scene) else { return }
        if scene.activationState == .background || scene.activationState == .unattached {
            scene.activationState = .foregroundInactive
            deliver(to: scene, "sceneWillEnterForeground", posting: UIScene.willEnterForegroundNotification) { $0.sceneWillEnterForeground(scene) }
        }
        deliverNotificationResponseAwaitingActivation(of: scene)
        guard isAlive(scene) else { return }
        markActive(scene)
        if scene.activationState == .foregroundInactive {
            scene.activationState = .foregroundActive
            deliver(to: scene, "sceneDidBecomeActive", posting: UIScene.didActivateNotification) { $0.sceneDidBecomeActive(scene) }
        }
    }

    /// Stamps `scene` as the most recently activated (U3 key scene and default target; U7 payload target).
    func markActive(_ scene: UIWindowScene) {
        scene.session.lastActiveStamp = nextActivationStamp
        nextActivationStamp += 1
    }

    /// Background to foreground-inactive only (`sceneWillEnterForeground`).
    func enterForegroundInactive(_ scene: UIWindowScene) {
        guard isAlive(scene), scene.activationState == .background else { return }
        scene.activationState = .foregroundInactive
        deliver(to: scene, "sceneWillEnterForeground", posting: UIScene.willEnterForegroundNotification) { $0.sceneWillEnterForeground(scene) }
    }

    /// Foreground-active to foreground-inactive (`sceneWillResignActive`, U3).
    func resignActive(_ scene: UIWindowScene) {
        guard isAlive(scene), scene.activationState == .foregroundActive else { return }
        scene.activationState = .foregroundInactive
        deliver(to: scene, "sceneWillResignActive", posting: UIScene.willDeactivateNotification) { $0.sceneWillResignActive(scene) }
    }

    /// To the background (U3): resigns first when active, then `sceneDidEnterBackground`, then refreshes
    /// the session's state-restoration activity.
    func sendToBackground(_ scene: UIWindowScene) {
        resignActive(scene)
        guard isAlive(scene), scene.activationState == .foregroundInactive else { return }
        scene.activationState = .background
        deliver(to: scene, "sceneDidEnterBackground", posting: UIScene.didEnterBackgroundNotification) { $0.sceneDidEnterBackground(scene) }
        refreshStateRestoration(scene)
    }

    /// Sets the session's `stateRestorationActivity` from the delegate's `stateRestorationActivity(for:)`.
    func refreshStateRestoration(_ scene: UIWindowScene) {
        guard isAlive(scene), let delegate = scene.delegate else { return }
        scene.session.stateRestorationActivity = delegate.stateRestorationActivity(for: scene)
    }

    /// Disconnects a scene with callbacks (U5, U6): to the background first, restoration refreshed,
    /// `sceneDidDisconnect`; the session stays open.
    func disconnect(_ scene: UIWindowScene) {
        if scene.activationState == .background {
            refreshStateRestoration(scene)
        } else {
            sendToBackground(scene)  // refreshes the state-restoration activity on the way
        }
        deliver(to: scene, "sceneDidDisconnect", posting: UIScene.didDisconnectNotification) { $0.sceneDidDisconnect(scene) }
        guard isAlive(scene) else { return }
        scene.activationState = .unattached
        connectedScenes.removeAll { $0 === scene }
        scene.isInConnectedScenes = false
        if scene.session.scene === scene { scene.session.scene = nil }
    }

    /// Discards sessions (U6): removed from ``sessions``; `didDiscardSceneSessions` at once while running,
    /// else queued for the next launch.
    /// - Complexity: O(n) in the number of sessions.
    func discard(_ discarded: [UISceneSession]) {
        let pending = Set(pendingDiscardedSessions.map(ObjectIdentifier.init))
        let open = discarded.filter { $0.isKept && !pending.contains(ObjectIdentifier($0)) }
        guard !open.isEmpty else { return }
        let leaving = Set(open.map(ObjectIdentifier.init))
        sessions.removeAll { leaving.contains(ObjectIdentifier($0)) }
        if !activeInfoPlist.hasSceneManifest {
            // An app-delegate app knows nothing of scene sessions: UIKit tells it of no discard.
            for session in open { session.isKept = false }
            return
        }
        if processState == .running, let app = application, let delegate = applicationDelegate {
            for session in open { session.isKept = false }
            logApp("didDiscardSceneSessions", detail: identifiers(open))
            delegate.application(app, didDiscardSceneSessions: Set(open))
        } else {
            pendingDiscardedSessions.append(contentsOf: open)
        }
    }

    /// Disconnects (if connected) and discards a session in one instant (U5, U6); when that leaves no
    /// connected window, the process ends after the discard is delivered.
    /// - Parameters:
    ///   - session: the session to destroy.
    ///   - reason: why, for the console (`swiped away`, `closed`, `destroyed`).
    func destroy(_ session: UISceneSession, reason: String) {
        guard processState == .running else { return }
        let wasConnected: Bool
        if let scene = session.scene as? UIWindowScene, isAlive(scene) {
            wasConnected = true
            disconnect(scene)
        } else {
            wasConnected = false
        }
        guard processState == .running else { return }
        discard([session])
        if processState == .running && wasConnected && connectedScenes.isEmpty {
            // The process ends while running, not suspended or killed: UIKit tells the app delegate first.
            if let app = application, let delegate = applicationDelegate {
                delegate.applicationWillTerminate(app)
                if isCurrent(app) { NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: app) }
            }
            guard processState == .running else { return }
            console.log(.info, source: .uikit, "process ended: its last window was \(reason)")
            endProcess(as: .notRunning)
        }
    }

    // MARK: Delivery

    /// Logs and delivers a scene callback, only while the scene is alive, then posts its notification, if it has one, through `NotificationCenter.default` (with the scene as `object`) if the scene is still alive.
    ///
    /// The window scene of an app-delegate app has no delegate: its activation callbacks go to the app delegate
    /// under their app-level names instead (``deliverToApplication(_:of:)``), the others nowhere.
    /// - Parameters:
    ///   - scene: the scene.
    ///   - name: the callback's name, without arguments (`openURLContexts`).
    ///   - detail: its arguments as the log shows them, or `nil`.
    ///   - notification: the notification it posts, if any.
    ///   - call: calls the delegate.
    func deliver(
        to scene: UIWindowScene, _ name: String, detail: String? = nil, posting notification: Notification.Name? = nil,
        _ call: (any UISceneDelegate) -> Void
    ) {
        guard isAlive(scene) else { return }
        if scene.isApplicationScene {
            deliverToApplication(name, of: scene)
        } else {
            let identifier = scene.session.persistentIdentifier
            console.log(ConsoleEntry.Callback(receiver: .scene, name: name), detail: detail, sessionIdentifier: identifier)
            if let delegate = scene.delegate {
                call(delegate)
            }
        }
        guard let notification, isAlive(scene) else { return }
        NotificationCenter.default.post(name: notification, object: scene)
        postApplicationStateNotifications()
    }

    /// Posts `UIApplication`'s activation notifications when the app's state has changed since the last post.
    ///
    /// The state is ``UIApplication/applicationState`` (from the scenes); the object is the application; the
    /// order is UIKit's: `willEnterForeground`, `didBecomeActive` on the way up, `willResignActive`,
    /// `didEnterBackground` on the way down. Called after each scene activation callback.
    func postApplicationStateNotifications() {
        guard let app = application else { return }
        let now = app.applicationState
        let before = postedApplicationState
        guard now != before else { return }
        postedApplicationState = now
        let rank: [UIApplication.State: Int] = [.background: 0, .inactive: 1, .active: 2]
        var names: [Notification.Name] = []
        if rank[before]! < rank[now]! {
            if before == .background { names.append(UIApplication.willEnterForegroundNotification) }
            if now == .active { names.append(UIApplication.didBecomeActiveNotification) }
        } else {
            if before == .active { names.append(UIApplication.willResignActiveNotification) }
            if now == .background { names.append(UIApplication.didEnterBackgroundNotification) }
        }
        for name in names where isCurrent(app) {
            NotificationCenter.default.post(name: name, object: app)
        }
    }

    /// Logs an app delegate callback.
    /// - Parameters:
    ///   - name: the callback's name, without arguments (`configurationForConnecting`).
    ///   - detail: its arguments as the log shows them, or `nil`.
    ///   - session: the scene session it is about, if any.
    func logApp(_ name: String, detail: String? = nil, session: UISceneSession? = nil) {
        console.log(ConsoleEntry.Callback(receiver: .application, name: name), detail: detail, sessionIdentifier: session?.persistentIdentifier)
    }

    /// `S1 S2` for the console.
    func identifiers(_ sessions: [UISceneSession]) -> String {
        sessions.map(\.persistentIdentifier).joined(separator: " ")
    }

    /// ` url:… activity:… shortcut:…` for the console, in arrival order.
    func payloadSummary(_ options: UIScene.ConnectionOptions) -> String? {
        var parts: [String] = []
        parts += options.orderedURLContexts.map { "url:\($0.url.absoluteString)" }
        parts += options.orderedUserActivities.map { "activity:\($0.activityType)" }
        if let item = options.shortcutItem { parts.append("shortcut:\(item.type)") }
        if let response = options.notificationResponse { parts.append("notification:\(notificationSummary(response))") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
