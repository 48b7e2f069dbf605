import RouteInterface
import UIKit

/// The launch sequence (DESIGN R10).
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
            // Whatever the record says, a screen that requires sign-in never opens a signed-out window (§7.4).
            // The record is removed, as every record ignored for auth is (R15).
            host?.restoration.removeIgnoredRecord(
                for: sessionIdentifier, screenName: (screen as? UIViewController)?.screenName ?? "of a screen",
                reason: "it requires sign-in")
            restored = nil
        }
        let initial = router.preferredInitialViewController(for: self, with: restored)
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
}
