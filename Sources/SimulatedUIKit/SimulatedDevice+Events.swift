import Foundation

/// Device events: what the user and the system do to the app (Sources/Simulator/SimulationEvent.swift). `Simulator.apply` maps
/// `SimulationEvent` onto these. Each is an entry point (``SimulatedDevice/perform(_:)``).
extension SimulatedDevice {
    // MARK: Launch (U1, U6, U7)

    /// Cold-launches the app (U1, U7): `didFinishLaunching`, pending discards (U6), then every surviving session reconnects in its original connection order — the payload riding in the connection options of the most recently active one — or, with none, one new session connects with it.
    ///
    /// The payload never reaches `openURLContexts`, `continue` or `performActionFor`. URLs of undeclared
    /// schemes are refused and activities of undeclared types dropped (U2, U4), both logged.
    ///
    /// - Parameters:
    ///   - urlContexts: URLs, in order.
    ///   - userActivities: user activities, in order.
    ///   - shortcutItem: a Home Screen quick action.
    /// - Throws: ``DeviceError/alreadyRunning`` while the app runs.
    public func launch(urlContexts: [URL], userActivities: [NSUserActivity], shortcutItem: UIApplicationShortcutItem?) throws(DeviceError) {
        guard processState != .running else { throw .alreadyRunning }
        enter {
            coldLaunch(urls: urlContexts, activities: userActivities, shortcutItem: shortcutItem)
        }
    }

    /// The user starts the app again: a launch without payload (U7).
    /// - Throws: ``DeviceError/alreadyRunning`` while the app runs.
    public func relaunch() throws(DeviceError) {
        try launch(urlContexts: [], userActivities: [], shortcutItem: nil)
    }

    /// The launch sequence, inside an entry point.
    func coldLaunch(urls: [URL], activities: [NSUserActivity], shortcutItem: UIApplicationShortcutItem?) {
        console.log(.info, source: .uikit, "launch" + (processState == .crashed ? " after crash" : ""))
        guard activeInfoPlist.hasSceneManifest else {
            guard admitUnadoptedLaunch(.noSceneManifest) else { return }
            return launchApplicationDelegateApp(urls: urls, activities: activities, shortcutItem: shortcutItem)
        }
        let options = connectionOptions(urls: urls, activities: activities, shortcutItem: shortcutItem)
        startProcess()
        guard processState == .running else { return }
        if !reconnectSurvivingSessions(payload: options), makeRoomForNewSession(for: "launch") {
            connect(makeSession(), options: options)
        }
    }

    /// Reconnects every open session in its original connection order, `payload` riding on the most
    /// recently active one (U7).
    /// - Returns: `false` when there was no session to reconnect.
    func reconnectSurvivingSessions(payload: UIScene.ConnectionOptions) -> Bool {
        let survivors = sessions.enumerated().sorted { lhs, rhs in
            switch (lhs.element.connectionOrdinal, rhs.element.connectionOrdinal) {
            case let (left?, right?): return left < right
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return lhs.offset < rhs.offset
            }
        }.map(\.element)
        guard !survivors.isEmpty else { return false }
        let payloadTarget = survivors.enumerated().max { lhs, rhs in
            lhs.element.lastActiveStamp != rhs.element.lastActiveStamp
                ? lhs.element.lastActiveStamp < rhs.element.lastActiveStamp
                : lhs.offset > rhs.offset
        }?.element
        for session in survivors {
            guard processState == .running else { break }
            guard sessions.contains(where: { $0 === session }) else { continue }
            connect(session, options: session === payloadTarget ? payload : UIScene.ConnectionOptions())
        }
        return true
    }

    // MARK: Warm payloads (U2, U3)

    /// Opens a URL (U2): refused (logged) when its scheme is undeclared; while running it goes to
    /// `scene(_:openURLContexts:)` of `scene` or the default target (U3), brought to foreground-active
    /// first; while not running it launches the app with the URL in the connection options (U1).
    /// - Parameters:
    ///   - url: the URL.
    ///   - scene: the target window, or `nil` for the default target (the key window, else the most
    ///     recently active one).
    public func open(_ url: URL, in scene: UIWindowScene?) {
        guard notCrashed("open \(url.absoluteString)") else { return }
        enter {
            guard acceptsURL(url) else { return }
            guard processState == .running else {
                coldLaunch(urls: [url], activities: [], shortcutItem: nil)
                return
            }
            guard activeInfoPlist.hasSceneManifest else { return openInApplicationDelegateApp(url, in: scene) }
            guard let target = warmTarget(scene) else { return }
            let context = makeURLContext(url)
            deliver(to: target, "openURLContexts", detail: url.absoluteString) { $0.scene(target, openURLContexts: [context]) }
        }
    }

    /// Continues a user activity (U2): while running, `scene(_:continue:)` of `scene` or the default target, brought to foreground-active first; while not running, a launch with the activity in the connection options (U1, U4).
    ///
    /// A universal link (``NSUserActivityTypeBrowsingWeb``) off the app's associated domains is refused and
    /// logged.
    ///
    /// - Parameters:
    ///   - activity: the activity.
    ///   - scene: the target window, or `nil` for the default target.
    public func continueActivity(_ activity: NSUserActivity, in scene: UIWindowScene?) {
        guard notCrashed("continue \(activity.activityType)") else { return }
        enter {
            guard processState == .running else {
                coldLaunch(urls: [], activities: [activity], shortcutItem: nil)
                return
            }
            guard acceptsUniversalLink(activity) else { return }
            guard activeInfoPlist.hasSceneManifest else { return continueInApplicationDelegateApp(activity, in: scene) }
            guard let target = warmTarget(scene) else { return }
            stampArrival(activity)
            let detail = activity.activityType + (activity.webpageURL.map { " \($0.absoluteString)" } ?? "")
            deliver(to: target, "continue", detail: detail) { delegate in
                delegate.scene(target, willContinueUserActivityWithType: activity.activityType)
                delegate.scene(target, continue: activity)
            }
        }
    }

    /// Performs a Home Screen quick action (U2): while running, `windowScene(_:performActionFor:completionHandler:)` of `scene` or the default target, brought to foreground-active first; the completion handler must be called exactly once before this instant ends (a warning otherwise, and on a second call).
    ///
    /// While not running, a launch with the item in the connection options (U1).
    ///
    /// - Parameters:
    ///   - item: the quick action.
    ///   - scene: the target window, or `nil` for the default target.
    public func performShortcut(_ item: UIApplicationShortcutItem, in scene: UIWindowScene?) {
        guard notCrashed("shortcut \(item.type)") else { return }
        enter {
            guard processState == .running else {
                coldLaunch(urls: [], activities: [], shortcutItem: item)
                return
            }
            guard activeInfoPlist.hasSceneManifest else { return performInApplicationDelegateApp(item, in: scene) }
            guard let target = warmTarget(scene) else { return }
            let identifier = target.session.persistentIdentifier
            let check = ShortcutCompletionCheck(sessionIdentifier: identifier, shortcutType: item.type)
            shortcutCompletionChecks.append(check)
            let completion = shortcutCompletion(check)
            deliver(to: target, "performActionFor", detail: item.type) { delegate in
                (delegate as? any UIWindowSceneDelegate)?.windowScene(target, performActionFor: item, completionHandler: completion)
            }
        }
    }

    /// The scene a warm payload goes to (U3), brought to foreground-active and key first.
    func warmTarget(_ requested: UIWindowScene?) -> UIWindowScene? {
        let target: UIWindowScene?
        if let requested {
            guard isAlive(requested) else {
                console.log(.warning, source: .uikit, "no connected window \(requested.session.persistentIdentifier): event ignored")
                return nil
            }
            target = requested
        } else {
            target = keyScene ?? mostRecentlyActiveScene()
        }
        guard let target else { return nil }
        bringForward(target)
        return isAlive(target) ? target : nil
    }

    // MARK: Windows (U5, U6)

    /// A system-initiated new window (App Exposé, a drag, ⌘N; U5): a new session connects in this instant with `userActivity` in its connection options (dropped unless declared, U4).
    ///
    /// Does nothing without `UIApplicationSupportsMultipleScenes` (logged at `.info`). While not running, the
    /// app launches first (surviving sessions reconnect, U7) and the new window connects after them. At the
    /// bounded number of sessions the least recently used without a window are discarded first; when all have
    /// a window the new window is refused with a warning (U10).
    ///
    /// - Parameter userActivity: the activity the new window carries (its identity), or `nil`.
    public func newWindow(userActivity: NSUserActivity?) {
        guard notCrashed("newwindow") else { return }
        enter {
            guard activeInfoPlist.supportsMultipleScenes else {
                console.log(.info, source: .uikit, "new window refused: the app does not support multiple scenes (UIApplicationSupportsMultipleScenes)")
                return
            }
            let options = connectionOptions(urls: [], activities: userActivity.map { [$0] } ?? [], shortcutItem: nil)
            if processState != .running {
                console.log(.info, source: .uikit, "launch for a new window")
                startProcess()
                guard processState == .running else { return }
                _ = reconnectSurvivingSessions(payload: UIScene.ConnectionOptions())
            }
            guard processState == .running, makeRoomForNewSession(for: "new window") else { return }
            connect(makeSession(), options: options)
        }
    }

    /// The user closes a window (U5): refused with a warning when ``UIWindowScene/isClosable`` is `false`;
    /// else it disconnects and its session is discarded in this instant; the last window ends the process (U6).
    /// - Parameter scene: the window's scene.
    public func close(_ scene: UIWindowScene) {
        guard notCrashed("close") else { return }
        enter {
            guard isAlive(scene) else {
                console.log(.warning, source: .uikit, "no connected window \(scene.session.persistentIdentifier): close ignored")
                return
            }
            guard scene.isClosable else {
                console.log(
                    .warning, source: .uikit,
                    "close refused: window \(scene.session.persistentIdentifier) is not closable",
                    sessionIdentifier: scene.session.persistentIdentifier)
                return
            }
            destroy(scene.session, reason: "closed")
        }
    }

    /// Swipes a window's card away in the app switcher (U6): a connected scene disconnects and its session
    /// is discarded at once (the last one ends the process after the discard); a card swiped while the app is
    /// not running is discarded at the next launch, before any scene connects.
    /// - Parameter session: the card's session.
    public func swipe(_ session: UISceneSession) {
        enter {
            guard sessions.contains(where: { $0 === session }) else {
                console.log(.warning, source: .uikit, "no session \(session.persistentIdentifier): swipe ignored")
                return
            }
            if processState == .running {
                destroy(session, reason: "swiped away")
            } else {
                discard([session])
                console.log(
                    .info, source: .uikit,
                    "\(session.persistentIdentifier) swiped away while the app is not running: discarded at the next launch",
                    sessionIdentifier: session.persistentIdentifier)
            }
        }
    }

    // MARK: Activation (U3)

    /// Moves a window to an activation state (U3), through the intermediate callbacks: `.foregroundActive` from the background is `sceneWillEnterForeground` then `sceneDidBecomeActive` (and the window becomes key); `.foregroundInactive` is `sceneWillResignActive` from active or `sceneWillEnterForeground` from the background; `.background` resigns first if active, then `sceneDidEnterBackground`.
    ///
    /// Asking for the current state does nothing.
    ///
    /// - Parameters:
    ///   - scene: the window's scene.
    ///   - state: the target state (`.unattached` is refused: use ``close(_:)`` or ``swipe(_:)``).
    public func setActivation(_ scene: UIWindowScene, to state: UIScene.ActivationState) {
        guard notCrashed("activation change") else { return }
        enter {
            guard isAlive(scene) else {
                console.log(.warning, source: .uikit, "no connected window \(scene.session.persistentIdentifier): activation change ignored")
                return
            }
            guard scene.activationState != state else { return }
            switch state {
            case .foregroundActive:
                bringForward(scene)
            case .foregroundInactive:
                if scene.activationState == .foregroundActive {
                    resignActive(scene)
                } else {
                    enterForegroundInactive(scene)
                }
            case .background:
                sendToBackground(scene)
            case .unattached:
                console.log(.warning, source: .uikit, "a window cannot be moved to unattached: close or swipe it instead")
            }
        }
    }

    /// Shows the app switcher (U3): every foreground-active window resigns active, in connection order.
    public func showAppSwitcher() {
        guard notCrashed("switcher") else { return }
        enter {
            for scene in connectedScenes where scene.activationState == .foregroundActive {
                resignActive(scene)
            }
        }
    }

    // MARK: Kill (U7)

    /// Kills the process (U7): every scene ends without callbacks; sessions, persistent identifiers, state-restoration activities and user info survive.
    ///
    /// Does nothing when the app is not running.
    public func kill() {
        guard processState == .running else { return }
        enter {
            console.log(.info, source: .uikit, "process killed")
            endProcess(as: .notRunning)
        }
    }

    /// `true` unless crashed; a crashed app ignores every event but a launch (logged at `.info`).
    func notCrashed(_ event: String) -> Bool {
        guard processState == .crashed else { return true }
        console.log(.info, source: .uikit, "\(event) ignored: the app crashed; launch it again")
        return false
    }
}
