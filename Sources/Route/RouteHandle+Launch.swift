import RouteInterface
import UIKit

/// The launch sequence (R10).
extension RouteHandle {
    /// The window level of the engine's overlays: above `alert` (R14), splash and cover alike.
    static let overlayLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
    /// How long the splash animation may run before the watchdog warns, in seconds.
    static let splashWatchdogSeconds: Double = 5

    /// Builds the window and its splash, starts the animation, and starts observing the session.
    ///
    /// Called by the manager once, right after the configurator built the handle.
    func start() {
        guard let scene = windowScene else { return }
        let window = UIWindow(windowScene: scene)
        containerRoot = router.preferredRootViewController(for: self)
        adoptContainerStacks()
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        contentWindow = window

        let splash = router.preferredSplashViewController(for: self)
        let overlay = UIWindow(windowScene: scene)
        overlay.windowLevel = Self.overlayLevel
        overlay.rootViewController = splash
        overlay.isHidden = false
        splashWindow = overlay
        splashController = splash
        splashTiming = splash.preferredAnimationTiming()

        authObservation = authSessionHandle.addObserver { [weak self] event in
            self?.sessionDidEmit(event)
        }
        isSessionLoaded = !authSessionHandle.sessionStatus.isLoadingStatus
        if authSessionHandle.sessionStatus.isSignedOut {
            // R20: a launch that finds the session signed out is a sign-out; no record saved signed in
            // outlives this instant.
            host?.restoration.removeSignedInState()
        }

        if splashTiming == .waitUntilAnimationComplete {
            watchdog = environment.scheduler.schedule(after: Self.splashWatchdogSeconds) { [weak self] in
                guard let self, !self.isSplashAnimationComplete, !self.isDisconnected else { return }
                environment.log.warning(
                    "\(self.sessionIdentifier): splash animation has not completed after 5 s; the initial route waits for it (RoutingSplashControlling.startAnimating must call its completion)",
                    session: self.sessionIdentifier)
            }
        }
        splash.startAnimating(over: overlay) { [weak self] in
            self?.splashAnimationDidComplete()
        }
        installInitialRouteIfReady()
    }

    func splashAnimationDidComplete() {
        guard !isSplashAnimationComplete else { return }
        isSplashAnimationComplete = true
        if let watchdog { environment.scheduler.cancel(watchdog) }
        watchdog = nil
        installInitialRouteIfReady()
    }

    /// Installs the initial stack once the session has loaded and, for `.waitUntilAnimationComplete`,
    /// the animation has completed; then removes the splash and replays the queue (R10).
    func installInitialRouteIfReady() {
        guard !isRouteInitialized, !isDisconnected, isSessionLoaded else { return }
        if splashTiming == .waitUntilAnimationComplete, !isSplashAnimationComplete { return }
        if splashTiming == .immediate { splashController?.stopAnimating() }
        if let watchdog { environment.scheduler.cancel(watchdog) }
        watchdog = nil

        let isSignedIn = authSessionHandle.sessionStatus.isSignedIn
        var restored = host?.restoration.restoredScreen(for: sessionIdentifier, isSignedIn: isSignedIn)
        if !isSignedIn, let screen = restored as? any RequiresSignIn {
            // Whatever the record says, a screen that requires sign-in never opens a signed-out window (Sources/Route/SceneManager+Invariants.swift).
            // The record is removed, as every record ignored for auth is (R15).
            host?.restoration.removeIgnoredRecord(
                for: sessionIdentifier, screenName: (screen as? UIViewController)?.screenName ?? "of a screen",
                reason: "it requires sign-in")
            restored = nil
        }
        let initial = router.preferredInitialViewController(for: self, with: restored)
        if let restored { logRestoration(of: restored, as: initial) }
        var stack: [UIViewController] = [initial]
        if router.allowsPrecedingStackOnInitialRoute {
            switch precedingChain(of: initial) {
            case let .success(chain): stack = chain + [initial]
            case let .failure(error):
                environment.log.error(error, "\(sessionIdentifier): preceding chain of \(initial.screenName) on the initial route", session: sessionIdentifier)
            }
        }
        for controller in stack { controller.routeHandle = self }
        let target = stackTarget(for: initial.preferredContainerPlacement())
        if let index = target.tabIndex, let tabs = rootTabBarController, tabs.selectedIndex != index { tabs.selectedIndex = index }
        if target.mergedColumn != nil {
            // A collapsed split view: the initial screen of a column goes on top of the primary stack.
            let base = target.navigation.viewControllers
            target.navigation.setViewControllers(base + stack.dropFirst(longestOverlap(of: stack, onTopOf: base)), animated: false)
        } else {
            target.navigation.setViewControllers(stack, animated: false)
        }
        if containerRoot != nil { restoreContainerState(besides: target.navigation, isSignedIn: isSignedIn) }
        adoptContainerStacks()
        isRouteInitialized = true
        // The record follows what was restored (R15): a router that opened another screen, or a screen
        // named otherwise than the record said, leaves no stale record for `expect stored` or the next launch.
        if restored != nil { storeRestorationSnapshot(onlyIfChanged: true) }

        removeSplash()
        router.initialRouteDidInitialize(for: self)
        environment.log.info("\(sessionIdentifier): initial route \(stack.map(\.screenName).joined(separator: " > "))", session: sessionIdentifier)
        drainPendingIntents()
    }

    /// Removes the splash, or hands over to the cover when the window is not active (R10, R14).
    func removeSplash() {
        splashWindow?.isHidden = true
        splashWindow?.rootViewController = nil
        splashWindow?.windowScene = nil
        splashWindow = nil
        splashController = nil
        if let scene = windowScene, scene.activationState != .foregroundActive {
            coverIfNeeded()
        }
    }

    /// Logs what restoration opened (R15): `restored X` naming the screen the window shows, whatever name
    /// the record held, or that the router opened another screen than the restored one.
    /// - Parameters:
    ///   - restored: the screen made from the window's record.
    ///   - initial: the screen the router chose with it.
    private func logRestoration(of restored: any StateRestoring, as initial: UIViewController) {
        // A restored view controller is used when the router opens it (or one named the same); a stand-in
        // that is no view controller (a manifest's) when the router opens a restorable screen from it.
        let used = (restored as? UIViewController).map { $0 === initial || $0.screenName == initial.screenName } ?? (initial is any StateRestoring)
        if used {
            environment.log.info("\(sessionIdentifier): restored \(initial.screenName)", session: sessionIdentifier)
        } else {
            let name = (restored as? UIViewController)?.screenName ?? host?.restoration.restoredRecordName ?? "a screen"
            environment.log.info(
                "\(sessionIdentifier): restored \(name) not used: the router opened \(initial.screenName) instead",
                session: sessionIdentifier)
        }
    }
}
