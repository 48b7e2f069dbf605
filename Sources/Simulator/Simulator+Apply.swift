import AppLinks
import AuthSession
import Foundation
import Route
import SimulatedUIKit

/// The single path into the simulation (Sources/Simulator/SimulationEvent.swift).
extension Simulator {
    /// The longest single `wait`, in seconds (one year): longer waits are unusable input, and the
    /// virtual clock stays far from where its seconds lose precision.
    public nonisolated static let maximumWaitSeconds: Double = 31_536_000

    /// Applies one event, then runs the timers due at the current instant.
    /// - Parameter event: the event.
    /// - Throws: ``SimulationError`` when the event names a missing window or button, or is unusable.
    public func apply(_ event: SimulationEvent) throws(SimulationError) {
        deviceMayHaveChanged()
        defer {
            rememberNames()
            sceneSessionsMayHaveChanged()
            deviceMayHaveChanged()
            instantObserver?(self)
        }
        switch event {
        case let .launch(payload):
            guard device.processState != .running else { throw .alreadyRunning }
            let urls = try payload.urls.map(parseURL)
            let activities = try payload.activities.map(makeActivity)
            let shortcut = payload.shortcut.map(makeShortcut)
            try? device.launch(urlContexts: urls, userActivities: activities, shortcutItem: shortcut)
        case .relaunch:
            if device.processState != .running { try? device.relaunch() }
        case let .auth(outcome):
            applyAuth { session in
                if session.sessionStatus.isLoadingStatus {
                    session.finishLoading(outcome == .signedIn ? .signedIn : .signedOut)
                } else if outcome == .signedIn {
                    session.signIn()
                } else {
                    session.signOut()
                }
            }
        case .signIn: applyAuth { $0.signIn() }
        case .signOut: applyAuth { $0.signOut() }
        case .reauth: applyAuth { $0.reauth() }
        case let .open(text, name):
            let url = try parseURL(text)
            if device.processState != .running {
                try? device.launch(urlContexts: [url], userActivities: [], shortcutItem: nil)
            } else {
                device.open(url, in: try optionalScene(name))
            }
        case let .continueActivity(payload, name):
            let activity = try makeActivity(payload)
            if device.processState != .running {
                try? device.launch(urlContexts: [], userActivities: [activity], shortcutItem: nil)
            } else {
                device.continueActivity(activity, in: try optionalScene(name))
            }
        case let .shortcut(type, name):
            let item = makeShortcut(type)
            if device.processState != .running {
                try? device.launch(urlContexts: [], userActivities: [], shortcutItem: item)
            } else {
                device.performShortcut(item, in: try optionalScene(name))
            }
        case let .newWindow(scene):
            let activity = scene.map { identity -> NSUserActivity in
                let activity = NSUserActivity(activityType: RouteActivityType.multiWindow)
                activity.userInfo = ["scene": identity]
                return activity
            }
            device.newWindow(userActivity: activity)
        case let .close(name): device.close(try scene(name))
        case let .foreground(name), let .active(name): device.setActivation(try scene(name), to: .foregroundActive)
        case let .background(name): device.setActivation(try scene(name), to: .background)
        case let .inactive(name): device.setActivation(try scene(name), to: .foregroundInactive)
        case .switcher: device.showAppSwitcher()
        case let .swipe(name): device.swipe(try session(named: name))
        case .kill:
            // Nothing to kill, as the app switcher offers nothing: a no-op in UIKit terms, said so.
            guard device.processState == .running else {
                device.console.log(.info, source: .simulator, "kill ignored: the app is not running")
                return
            }
            // What the app handed to its record writer before the kill lands or fails first, and a
            // failure is said now: nobody is left to say it later (R15).
            collectLostRecordWrites()
            device.kill()
        case let .tap(name, title, count): try tap(try scene(name), title: title, count: count)
        case let .back(name): back(try scene(name))
        case let .dismiss(name): dismiss(try scene(name))
        case let .select(name, title): try selectTab(try scene(name), title: title)
        case let .size(name, sizeClass):
            let scene = try scene(name)
            device.console.log(.info, source: .simulator, "size \(sizeClass.rawValue)", sessionIdentifier: scene.session.persistentIdentifier)
            device.setHorizontalSizeClass(sizeClass == .regular ? .regular : .compact, of: scene)
        case let .wait(seconds):
            guard seconds.isFinite, seconds >= 0, seconds <= Self.maximumWaitSeconds else { throw .invalidDuration(seconds) }
            guard device.clock.nowNanoseconds <= VirtualClock.maximumNanoseconds - VirtualClock.nanoseconds(seconds) else {
                throw .clockExhausted(now: device.clock.now)
            }
            advanceObservingInstants(by: seconds)
        }
    }

    private func applyAuth(_ change: (SimulatedAuthSession) -> Void) {
        guard let session, device.processState == .running else {
            device.console.log(.info, source: .simulator, "auth event ignored: the app is not running")
            return
        }
        let before = (session.sessionStatus, session.isManualAuthenticationRequired)
        onDevice { change(session) }
        let after = (session.sessionStatus, session.isManualAuthenticationRequired)
        if before.0 != after.0 {
            device.console.log(.info, source: .simulator, "session \(before.0) -> \(after.0)")
        } else if before.1 != after.1 {
            device.console.log(.info, source: .simulator, after.1 ? "session: manual re-authentication required" : "session: re-authenticated")
        }
    }

    private func parseURL(_ text: String) throws(SimulationError) -> URL {
        // Valid %XX escapes are kept, so a path segment decodes the same with or without a `[` beside it.
        guard let url = ScenarioURL.url(text) else { throw .invalidURL(text) }
        return url
    }

    /// A tapped web link as the browser reads it (``WebAddress``).
    ///
    /// `https://evil.example\@www.example.com/x` is a link to `evil.example` whose path is `/@www.example.com/x`, not Foundation's user name
    /// `evil.example\` on `www.example.com` (docs/RULES.md U13). Text that is not a web address a browser
    /// opens is read as Foundation reads it, and the system then refuses it.
    private func parseWebURL(_ text: String) throws(SimulationError) -> URL {
        if let address = WebAddress(text), let url = address.url { return url }
        return try parseURL(text)
    }

    private func makeActivity(_ payload: ActivityPayload) throws(SimulationError) -> NSUserActivity {
        let activity = NSUserActivity(activityType: payload.type)
        activity.webpageURL = try payload.webpageURL.map(parseWebURL)
        if !payload.userInfo.isEmpty {
            var info: [AnyHashable: Any] = [:]
            for entry in payload.userInfo { info[entry.key] = entry.value }
            activity.userInfo = info
        }
        return activity
    }

    private func makeShortcut(_ type: String) -> UIApplicationShortcutItem {
        let title = device.bundle.infoPlist.shortcutItems.first { $0.type == type }?.title ?? type
        return UIApplicationShortcutItem(type: type, localizedTitle: title)
    }

    private func optionalScene(_ name: WindowName?) throws(SimulationError) -> UIWindowScene? {
        guard let name else { return nil }
        return try scene(name)
    }

    /// The connected scene with this name.
    /// - Parameter name: the window name.
    /// - Returns: the scene.
    /// - Throws: ``SimulationError/noWindow(_:)``.
    public func scene(_ name: WindowName) throws(SimulationError) -> UIWindowScene {
        guard let scene = connectedScene(named: name) else { throw .noWindow(name.description, known: windowNames.map(\.description)) }
        return scene
    }

    /// The session of a connected window or of an app-switcher card with this name.
    private func session(named name: WindowName) throws(SimulationError) -> UISceneSession {
        if let scene = connectedScene(named: name) { return scene.session }
        if let card = sessionCards().first(where: { $0.name == name }),
            let session = device.session(withPersistentIdentifier: card.sessionIdentifier)
        {
            return session
        }
        throw .noWindow(name.description, known: knownWindowNames)
    }

    private func tap(_ scene: UIWindowScene, title: String, count: Int) throws(SimulationError) {
        guard !isSplashCovered(scene), let shown = shownController(in: scene) else {
            throw .noButton(
                title: title,
                screen: "no screen yet (a splash covers the window until the session loads: "
                    + "`auth signedIn` or `auth signedOut`, then `wait 1`)")
        }
        // What W shows first, then (on a split view, nothing presented) the other shown columns' tops.
        let candidates = [shown] + (shown.presentingViewController == nil ? otherShownColumnTops(in: scene) : [])
        guard let owner = candidates.first(where: { $0.tappableActions.contains { $0.title == title } }),
            let action = owner.tappableActions.first(where: { $0.title == title })
        else {
            throw .noButton(title: title, screen: shown.screenName, buttons: candidates.flatMap { $0.tappableActions.map(\.title) })
        }
        if engine?.engineHandle(of: scene)?.isAuthCovered == true {
            // The cover window above the content takes the touch, as a higher window does in UIKit (U8).
            device.console.log(
                .info, source: .simulator,
                "tap \"\(title)\"\(count > 1 ? " x\(count)" : "") on \(owner.screenName) ignored: a sign-out covers the window until its new stack is live (R20)",
                sessionIdentifier: scene.session.persistentIdentifier)
            return
        }
        device.console.log(
            .info, source: .simulator, "tap \"\(title)\"\(count > 1 ? " x\(count)" : "") on \(owner.screenName)",
            sessionIdentifier: scene.session.persistentIdentifier)
        onDevice {
            for _ in 0..<max(count, 1) { action.perform() }
        }
    }

    private func back(_ scene: UIWindowScene) {
        guard let navigation = navigationController(in: scene), navigation.presentedViewController == nil,
            navigation.viewControllers.count > 1, let top = navigation.topViewController
        else { return }
        // Logged as a tap is: the user's own gesture, so the event log says why the stack changed.
        device.console.log(.info, source: .simulator, "back from \(top.screenName)", sessionIdentifier: scene.session.persistentIdentifier)
        // The back button, as UIKit handles it: the top controller's back action (the engine's, which pops
        // through its navigation queue, R12), else the navigation controller's own pop.
        onDevice { navigation.tapBackButton() }
    }

    private func dismiss(_ scene: UIWindowScene) {
        guard let navigation = navigationController(in: scene), let presented = navigation.presentedViewController else { return }
        var top = presented
        while let next = top.presentedViewController { top = next }
        device.console.log(.info, source: .simulator, "dismiss \(top.screenName)", sessionIdentifier: scene.session.persistentIdentifier)
        // The sheet swiped down, as UIKit handles it: its presentation controller's delegate decides (the
        // engine's dismisses through its navigation queue, R12), else the presenter dismisses it.
        onDevice { top.presentationController?.dismissInteractively() }
    }
}
