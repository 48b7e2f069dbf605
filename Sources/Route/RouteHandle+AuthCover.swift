import RouteInterface
import UIKit

/// Sign-out takes effect in its own instant (R20): the cover that hides protected content from
/// the sign-out's instant until the window's signed-out stack is live.
extension RouteHandle {
    /// Whether R20 asks for protected content to be hidden now: the session is signed out, or manual
    /// re-authentication is pending and the router still opts into obscuration (the default router opts
    /// out then, R14).
    var isAuthCoverRequired: Bool {
        let session = authSessionHandle
        guard session.sessionStatus.isSignedIn else { return true }
        return session.isManualAuthenticationRequired && router.shouldObscureContentWhenInactive(for: self)
    }

    /// Whether the window shows, or may show before its navigation settles, a screen that requires
    /// sign-in: one on its stack or presented, or any transition or navigation in flight (either side of
    /// a transition counts, and the engine cannot tell the outgoing side of one it did not start).
    var mayShowProtectedContent: Bool {
        if navigationInFlight != nil || !navigationWaiting.isEmpty || isTransitionInFlightOutsideEngine { return true }
        if navigationController.presentedViewController?.isBeingPresented ?? false { return true }
        return stackOrPresentedRequiresSignIn
    }

    /// Whether a controller on any stack of the window (every tab, every column) or presented over it
    /// requires sign-in.
    var stackOrPresentedRequiresSignIn: Bool {
        // Every stack of a container counts, shown or not: a tab the user has not selected is one tap away.
        for stack in allNavigationControllers where stack.viewControllers.contains(where: { $0 is any RequiresSignIn }) { return true }
        var presented = navigationController.presentedViewController
        while let next = presented {
            if next is any RequiresSignIn { return true }
            presented = next.presentedViewController
        }
        return false
    }

    /// After a sign-out's (or a covered re-authentication's) event reached the router: covers the window at once, without fade-in, when what it shows may require sign-in, and holds the cover until ``releaseAuthCoverIfLive()`` finds the new stack live.
    ///
    /// A cover already there (R14, or fading out) becomes opaque again and is held the same way. Taps on
    /// the window then do nothing (the simulated system asks ``isAuthCovered``) and intents wait in its
    /// queue (R7, R8).
    func coverUntilStackIsLive(cause: String) {
        guard isRouteInitialized, splashWindow == nil, !isDisconnected, let scene = windowScene,
            isAuthCoverRequired, mayShowProtectedContent
        else { return }
        if !isAuthCovered {
            environment.log.info(
                "\(sessionIdentifier): content covered at once: \(cause) while it may show a screen that requires sign-in; covered until its new stack is live (R20)",
                session: sessionIdentifier)
            authCoverGeneration += 1
            isAuthCoverStuck = false
            let generation = authCoverGeneration
            environment.scheduler.schedule(after: Self.stuckCoverDelay) { [weak self] in
                self?.warnIfCoverIsStuck(generation: generation, cause: cause)
            }
        }
        isAuthCovered = true
        if let cover = coverWindow {
            coverFadeGeneration += 1
            coverFadeInFlight = false
            cover.alpha = 1
        } else {
            let window = UIWindow(windowScene: scene)
            window.windowLevel = Self.overlayLevel
            window.rootViewController = router.preferredContentObscurationViewController(for: self)
            window.isHidden = false
            coverWindow = window
        }
        releaseAuthCoverIfLive()
    }

    /// Lifts the sign-out cover once no navigation is in flight or waiting and no screen that requires sign-in is left (or the session no longer asks for the cover): removed at once in a foreground-active window; kept as the ordinary obscuration cover (R14) in one that is not, to fade out on its return to active.
    ///
    /// Queued intents are then offered (R7, R8). A router that leaves protected screens in place after a
    /// sign-out keeps the window covered.
    func releaseAuthCoverIfLive() {
        guard isAuthCovered, !isDisconnected else { return }
        if navigationInFlight != nil || !navigationWaiting.isEmpty { return }
        if isTransitionInFlightOutsideEngine || (navigationController.presentedViewController?.isBeingPresented ?? false) {
            // A transition someone else started: look again when it has ended.
            scheduleNavigationRetry()
            return
        }
        // Signed out, the engine takes protected screens out of a split view's detail columns itself (R20).
        if isAuthCoverRequired, stackOrPresentedRequiresSignIn, removeSignedOutDetailScreens(cause: "signed out") {
            storeRestorationSnapshot()
        }
        if isAuthCoverRequired, stackOrPresentedRequiresSignIn { return }
        isAuthCovered = false
        isAuthCoverStuck = false
        if windowScene?.activationState == .foregroundActive {
            removeCoverAtOnce()
        }
        environment.log.info("\(sessionIdentifier): its new stack is live; sign-out cover lifted (R20)", session: sessionIdentifier)
        drainPendingIntents()
    }

    /// Removes the cover without fading.
    private func removeCoverAtOnce() {
        coverFadeGeneration += 1
        coverFadeInFlight = false
        coverWindow?.isHidden = true
        coverWindow?.rootViewController = nil
        coverWindow?.windowScene = nil
        coverWindow = nil
    }

    /// How long a sign-out cover may wait for the window's new stack before it is reported stuck: longer
    /// than a transition (0.35 s, U9) and the cover's fade (0.25 s, R14) together.
    static var stuckCoverDelay: TimeInterval { 1 }

    /// Warns, once per cover, when a window is still covered ``stuckCoverDelay`` after a sign-out with nothing in flight.
    ///
    /// The router's `updateRouteIfNeeded(for:sessionEvent:)` left screens that require
    /// sign-in on the stack (a `.push` of the signed-out screen rather than `.replaceAll`), so the new
    /// stack never becomes live, every tap is refused and every intent waits (R20). A warning, so that
    /// `expect warning none`, `expect always secure` and the monkey fail on it.
    private func warnIfCoverIsStuck(generation: Int, cause: String) {
        guard generation == authCoverGeneration, isAuthCovered, !isDisconnected,
            !authSessionHandle.sessionStatus.isSignedIn, navigationInFlight == nil, navigationWaiting.isEmpty,
            stackOrPresentedRequiresSignIn
        else { return }
        let stacks = allNavigationControllers.map { $0.viewControllers.map(\.screenName).joined(separator: " > ") }.filter { !$0.isEmpty }
        var protected: [String] = []
        for stack in allNavigationControllers {
            for screen in stack.viewControllers where screen is any RequiresSignIn && !protected.contains(screen.screenName) {
                protected.append(screen.screenName)
            }
        }
        isAuthCoverStuck = true
        environment.log.warning(
            "\(sessionIdentifier): still covered \(Int(Self.stuckCoverDelay)) s after \(cause): the router's "
                + "updateRouteIfNeeded(for:sessionEvent:) produced the stack \(stacks.isEmpty ? "-" : stacks.joined(separator: " | ")), "
                + "which keeps \(protected.isEmpty ? "a presented screen" : protected.joined(separator: ", ")) requiring sign-in, "
                + "so its new stack never becomes live and taps and intents wait for good (R20); "
                + "route to the signed-out screen with .replaceAll",
            session: sessionIdentifier)
    }
}
