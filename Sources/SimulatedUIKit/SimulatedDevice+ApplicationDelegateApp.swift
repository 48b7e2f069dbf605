import Foundation

/// An app without a scene manifest (an app-delegate app: the Signal, DuckDuckGo and Simplenote plists).
///
/// UIKit runs such an app in one window scene of its own, which has no scene delegate: no scene callback
/// is ever sent. Instead the app delegate receives the launch's payload in the launch options of
/// `application(_:didFinishLaunchingWithOptions:)`, warm payloads through `application(_:open:options:)`,
/// `application(_:continue:restorationHandler:)` and `application(_:performActionFor:completionHandler:)`,
/// and the activation changes of its one window as `applicationWillEnterForeground`,
/// `applicationDidBecomeActive`, `applicationWillResignActive` and `applicationDidEnterBackground`. The
/// scene's notifications (`UIScene.didActivateNotification`, …) are still posted. The order is UIKit's:
/// launch — `didFinishLaunching`, then (when it returned `true`) the payload once more through the warm
/// method, then `applicationDidBecomeActive`; warm from the background — `applicationWillEnterForeground`,
/// the warm method, `applicationDidBecomeActive`.
///
/// Traps kept: a launch payload handled both from the launch options and from the warm method is handled
/// twice (return `false` from `didFinishLaunching` to stop the second delivery); a window still without a
/// root view controller when the launch ends is UIKit's runtime warning; the quick action's completion
/// handler must be called exactly once (U2). No new windows (the app cannot declare multiple scenes, U5), and
/// no `didDiscardSceneSessions`.
extension SimulatedDevice {
    /// The launch of an app-delegate app (U1, U7): the one session (the surviving one, else a new one) connects its window scene, foreground-inactive; `didFinishLaunching` with the launch options; the app delegate's `window` joins the scene; the payload again through the warm methods unless `didFinishLaunching` returned `false`; then `applicationDidBecomeActive`.
    ///
    /// URLs of undeclared schemes are refused and activities of undeclared types dropped (U2, U4), both logged;
    /// UIKit's launch options hold one URL and one activity, so further ones are dropped and logged.
    func launchApplicationDelegateApp(urls: [URL], activities: [NSUserActivity], shortcutItem: UIApplicationShortcutItem?) {
        let accepted = urls.filter(acceptsURL)
        let kept = declaredActivities(activities)
        kept.forEach(stampArrival)
        for url in accepted.dropFirst() {
            console.log(.info, source: .uikit, "URL \(url.absoluteString) dropped: an app-delegate app's launch options carry one URL")
        }
        for activity in kept.dropFirst() {
            console.log(.info, source: .uikit, "user activity \(activity.activityType) dropped: an app-delegate app's launch options carry one activity")
        }
        beginProcess()
        // Sessions swiped while not running: an app-delegate app is told of no discard.
        for session in pendingDiscardedSessions { session.isKept = false }
        pendingDiscardedSessions = []
        guard let app = application, let delegate = applicationDelegate else { return }
        guard let session = sessions.first ?? (makeRoomForNewSession(for: "launch") ? makeSession() : nil) else { return }
        let scene = connectApplicationScene(session)

        var options: [UIApplication.LaunchOptionsKey: Any] = [:]
        var summary: [String] = []
        if let url = accepted.first {
            options[.url] = url
            summary.append("url:\(url.absoluteString)")
        }
        if let activity = kept.first {
            options[.userActivityDictionary] =
                [
                    UIApplication.LaunchOptionsKey.userActivityType.rawValue: activity.activityType,
                    "UIApplicationLaunchOptionsUserActivityKey": activity,
                ] as [String: Any]
            summary.append("activity:\(activity.activityType)")
        }
        if let shortcutItem {
            options[.shortcutItem] = shortcutItem
            summary.append("shortcut:\(shortcutItem.type)")
        }
        let willDeliverAgain = delegate.application(app, willFinishLaunchingWithOptions: options.isEmpty ? nil : options)
        guard isCurrent(app), isAlive(scene) else { return }
        logApp("didFinishLaunching", detail: summary.isEmpty ? nil : summary.joined(separator: " "), session: session)
        // Either method returning `false` keeps UIKit from delivering the payload again.
        let deliverAgain = delegate.application(app, didFinishLaunchingWithOptions: options.isEmpty ? nil : options) && willDeliverAgain
        guard isCurrent(app), isAlive(scene) else { return }
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: app)
        guard isCurrent(app), isAlive(scene) else { return }
        if let window = delegate.window, window.windowScene == nil {
            window.windowScene = scene
            // `makeKeyAndVisible()` before the window had a scene: it becomes the key window now.
            if !window.isHidden, scene.keyWindow == nil { window.makeKey() }
        }
        if deliverAgain {
            if let url = accepted.first { deliverOpen(url, to: scene) }
            if let activity = kept.first { deliverContinue(activity, to: scene) }
            if let shortcutItem { deliverPerform(shortcutItem, to: scene) }
        } else if !options.isEmpty {
            console.log(
                .info, source: .uikit,
                "didFinishLaunching returned false: UIKit does not deliver the launch's \(summary.joined(separator: " ")) again through the app delegate's warm methods",
                sessionIdentifier: session.persistentIdentifier)
        }
        guard isCurrent(app), isAlive(scene) else { return }
        if scene.windows.contains(where: { !$0.isHidden && $0.rootViewController == nil }) {
            console.log(
                .warning, source: .uikit,
                "\(session.persistentIdentifier): Application windows are expected to have a root view controller at the end of application launch",
                sessionIdentifier: session.persistentIdentifier)
        }
        bringForward(scene)
    }

    /// Connects the window scene UIKit runs an app-delegate app in: no configuration asked for, no delegate,
    /// no `willConnectTo`; foreground-inactive and the most recently active, as the app is while it launches.
    func connectApplicationScene(_ session: UISceneSession) -> UIWindowScene {
        if session.connectionOrdinal == nil {
            session.connectionOrdinal = nextConnectionOrdinal
            nextConnectionOrdinal += 1
        }
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        scene.device = self
        scene.generation = generation
        scene.isApplicationScene = true
        scene.traitCollection = .scene(session.horizontalSizeClass ?? defaultHorizontalSizeClass, on: self)
        session.scene = scene
        connectedScenes.append(scene)
        scene.isInConnectedScenes = true
        scene.activationState = .foregroundInactive
        markActive(scene)
        return scene
    }

    /// A warm URL in an app-delegate app (U2): `applicationWillEnterForeground` from the background, then
    /// `application(_:open:options:)`, then `applicationDidBecomeActive` unless already active.
    func openInApplicationDelegateApp(_ url: URL, in requested: UIWindowScene?) {
        deliverWarm(in: requested) { deliverOpen(url, to: $0) }
    }

    /// A warm activity in an app-delegate app (U2), in the order of ``openInApplicationDelegateApp(_:in:)``.
    func continueInApplicationDelegateApp(_ activity: NSUserActivity, in requested: UIWindowScene?) {
        stampArrival(activity)
        deliverWarm(in: requested) { deliverContinue(activity, to: $0) }
    }

    /// A warm quick action in an app-delegate app (U2), in the order of ``openInApplicationDelegateApp(_:in:)``.
    func performInApplicationDelegateApp(_ item: UIApplicationShortcutItem, in requested: UIWindowScene?) {
        deliverWarm(in: requested) { deliverPerform(item, to: $0) }
    }

    /// UIKit's order for a warm payload of an app-delegate app: to the foreground, the payload, active.
    private func deliverWarm(in requested: UIWindowScene?, _ deliver: (UIWindowScene) -> Void) {
        guard let scene = applicationDelegateTarget(requested) else { return }
        enterForegroundInactive(scene)
        deliver(scene)
        bringForward(scene)
    }

    /// The app-delegate app's window scene: `requested` if connected (a warning otherwise), else its one scene.
    private func applicationDelegateTarget(_ requested: UIWindowScene?) -> UIWindowScene? {
        if let requested, !isAlive(requested) {
            console.log(.warning, source: .uikit, "no connected window \(requested.session.persistentIdentifier): event ignored")
            return nil
        }
        return requested ?? connectedScenes.first
    }

    private func deliverOpen(_ url: URL, to scene: UIWindowScene) {
        guard isAlive(scene), let app = application, let delegate = applicationDelegate else { return }
        logApp("open", detail: url.absoluteString, session: scene.session)
        _ = delegate.application(app, open: url, options: [:])
    }

    private func deliverContinue(_ activity: NSUserActivity, to scene: UIWindowScene) {
        guard isAlive(scene), let app = application, let delegate = applicationDelegate else { return }
        _ = delegate.application(app, willContinueUserActivityWithType: activity.activityType)
        guard isAlive(scene) else { return }
        logApp("continue", detail: activity.activityType + (activity.webpageURL.map { " \($0.absoluteString)" } ?? ""), session: scene.session)
        _ = delegate.application(app, continue: activity) { objects in
            for object in objects ?? [] { object.restoreUserActivityState(activity) }
        }
    }

    private func deliverPerform(_ item: UIApplicationShortcutItem, to scene: UIWindowScene) {
        guard isAlive(scene), let app = application, let delegate = applicationDelegate else { return }
        let check = ShortcutCompletionCheck(
            sessionIdentifier: scene.session.persistentIdentifier, shortcutType: item.type,
            method: "application(_:performActionFor:completionHandler:)")
        shortcutCompletionChecks.append(check)
        logApp("performActionFor", detail: item.type, session: scene.session)
        delegate.application(app, performActionFor: item, completionHandler: shortcutCompletion(check))
    }

    /// The app-level name and call of a scene activation callback of an app-delegate app's window scene;
    /// the other scene callbacks (`willConnectTo`, `sceneDidDisconnect`, trait changes) have none.
    func deliverToApplication(_ sceneCallback: String, of scene: UIWindowScene) {
        guard let app = application, let delegate = applicationDelegate else { return }
        let names = [
            "sceneWillEnterForeground": "applicationWillEnterForeground", "sceneDidBecomeActive": "applicationDidBecomeActive",
            "sceneWillResignActive": "applicationWillResignActive", "sceneDidEnterBackground": "applicationDidEnterBackground",
        ]
        guard let name = names[sceneCallback] else { return }
        logApp(name, session: scene.session)
        switch sceneCallback {
        case "sceneWillEnterForeground": delegate.applicationWillEnterForeground(app)
        case "sceneDidBecomeActive": delegate.applicationDidBecomeActive(app)
        case "sceneWillResignActive": delegate.applicationWillResignActive(app)
        default: delegate.applicationDidEnterBackground(app)
        }
    }
}
