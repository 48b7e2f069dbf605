import RouteInterface
import UIKit

/// Scene activation (R14), auth reactions (R13), restoration snapshots (R15) and disconnection (R19).
extension RouteHandle {
    /// How long the cover takes to fade out on return to active, in seconds (R14).
    static let coverFadeSeconds: Double = 0.25

    // MARK: Activation (forwarded by the SceneManager)

    func sceneWillResignActive() {
        coverIfNeeded()
        host?.restoration.flush()
    }

    func sceneDidEnterBackground() {
        coverIfNeeded()
        host?.restoration.flush()
    }

    func sceneDidBecomeActive() {
        uncover()
    }

    func sceneDidDisconnect() {
        guard !isDisconnected else { return }
        host?.restoration.flush()
        dropPendingIntents()
        isDisconnected = true
        // An intent the router accepted whose navigation still waits (behind a transition or the dismissal
        // of a presented screen, R17) is dropped with the window too, and reported the same way (R19, R9).
        let waiting = navigationWaiting
        navigationWaiting = []
        for item in waiting.compactMap(\.intent) {
            reportFailure(
                traceID: item.traceID, .sceneDisconnected, completion: item.completion,
                context: "\(item.intent) dropped before its navigation ran: \(sessionIdentifier) disconnected")
        }
        navigationInFlight = nil
        if let watchdog { environment.scheduler.cancel(watchdog) }
        if let retryTimer { environment.scheduler.cancel(retryTimer) }
        watchdog = nil
        retryTimer = nil
        authObservation = nil
    }

    // MARK: Obscuration (R14)

    /// Shows the cover when the route is live, the router opts in, and there is none yet.
    func coverIfNeeded() {
        guard isRouteInitialized, splashWindow == nil, let scene = windowScene else { return }
        if let cover = coverWindow {
            // Resigning again during the fade: the same cover stays, fully opaque.
            coverFadeGeneration += 1
            coverFadeInFlight = false
            cover.alpha = 1
            return
        }
        guard router.shouldObscureContentWhenInactive(for: self) else { return }
        let window = UIWindow(windowScene: scene)
        window.windowLevel = Self.overlayLevel
        window.rootViewController = router.preferredContentObscurationViewController(for: self)
        window.isHidden = false
        coverWindow = window
        environment.log.info("\(sessionIdentifier): content obscured", session: sessionIdentifier)
    }

    /// Fades the cover out over 0.25 s; the window counts as obscured until the fade ends.
    func uncover() {
        guard let cover = coverWindow, !coverFadeInFlight, !isAuthCovered else { return }
        coverFadeInFlight = true
        coverFadeGeneration += 1
        let generation = coverFadeGeneration
        UIView.animate(
            withDuration: Self.coverFadeSeconds, animations: { cover.alpha = 0 },
            completion: { [weak self] _ in
                guard let self, self.coverFadeGeneration == generation else { return }
                self.coverFadeInFlight = false
                self.coverWindow?.isHidden = true
                self.coverWindow?.rootViewController = nil
                self.coverWindow?.windowScene = nil
                self.coverWindow = nil
                if !self.isDisconnected { environment.log.info("\(self.sessionIdentifier): content shown, cover removed", session: self.sessionIdentifier) }
            })
    }

    // MARK: Auth (R10, R13)

    func sessionDidEmit(_ event: AuthSessionDelegateEvent) {
        guard !isDisconnected else { return }
        if case .logout = event {
            // R20: no snapshot taken signed in reaches the store after the sign-out, and no record stored
            // signed in outlives its instant, whether or not this window's route is live yet.
            host?.restoration.removeSignedInState()
        } else if case .sessionFetch(isInitial: true) = event, authSessionHandle.sessionStatus.isSignedOut {
            // R20: a session that loads signed out (revoked while the app was not running) is a sign-out:
            // the records saved signed in go in the load's own instant, before any window restores.
            host?.restoration.removeSignedInState()
        }
        if !isRouteInitialized {
            isSessionLoaded = !authSessionHandle.sessionStatus.isLoadingStatus
            installInitialRouteIfReady()
            return
        }
        if case .logout = event {
            // A sign-out takes effect in its own instant (R20): what waited reaches the router first, in order.
            deliverWaitingAuthEvents()
        } else if !authEventsWaiting.isEmpty {
            // Events after a sign-in that waits keep their order.
            authEventsWaiting.append(event)
            return
        } else if case .login = event, navigationWaiting.contains(where: \.isSignOutReaction) {
            // The router decides from the stack it sees: a sign-in must see the signed-out stack the
            // sign-out asked for, not the one that stack waits behind (a push still animating).
            authEventsWaiting.append(event)
            environment.log.info("\(sessionIdentifier): sign-in reaches the router once the sign-out's navigation has run (R13)", session: sessionIdentifier)
            scheduleReoffer()
            return
        }
        react(to: event)
    }

    /// Delivers the auth events that waited for the sign-out's navigation once none of it waits any more (R13).
    func deliverWaitingAuthEventsIfDue() {
        guard !navigationWaiting.contains(where: \.isSignOutReaction) else { return }
        deliverWaitingAuthEvents()
    }

    private func deliverWaitingAuthEvents() {
        while !authEventsWaiting.isEmpty, !isDisconnected {
            react(to: authEventsWaiting.removeFirst())
        }
    }

    /// An auth event reaches the router (R13), then covers, releases and re-offers as it asks (R14, R20, R8).
    private func react(to event: AuthSessionDelegateEvent) {
        if case .logout = event {
            if navigationController.presentedViewController != nil {
                enqueue(NavigationRequest(kind: .dismissPresented, animated: false, traceID: nil, failure: nil))
            }
            host?.sessionDidSignOut()
        }
        let stackBefore = navigationController.viewControllers
        if case .logout = event { isReactingToSignOut = true }
        router.updateRouteIfNeeded(for: self, sessionEvent: event)
        isReactingToSignOut = false
        // The router's answer to an auth event replaces screens the user did not touch: say so, as a tap
        // or a link is logged, so the event log explains why SignIn became NotesList.
        let stackAfter = navigationController.viewControllers
        if stackAfter.count != stackBefore.count || zip(stackAfter, stackBefore).contains(where: { $0 !== $1 }) {
            let describe = { (stack: [UIViewController]) in stack.isEmpty ? "-" : stack.map(\.screenName).joined(separator: " > ") }
            let cause: String
            switch event {
            case .login: cause = "signed in"
            case .logout(error: nil): cause = "signed out"
            case let .logout(error?): cause = "signed out (\(error))"
            default: cause = "\(event)"
            }
            environment.log.info(
                "\(sessionIdentifier): \(cause): updateRouteIfNeeded replaced \(describe(stackBefore)) with \(describe(stackAfter)) (R13)",
                session: sessionIdentifier)
        }
        // A window that is not active must be covered as soon as the router opts in, not only when it
        // resigns (R14): signing in from another window, or clearing a re-authentication, would otherwise
        // leave signed-in content showing in the app switcher until the window is next activated.
        if coverWindow == nil, let scene = windowScene, scene.activationState != .foregroundActive {
            coverIfNeeded()
        }
        switch event {
        case .logout:
            // R20: the snapshot the sign-out dropped is taken again, signed out: a restorable screen the
            // router leaves in place keeps a record; a protected one has none.
            storeRestorationSnapshot()
            coverUntilStackIsLive(cause: "signed out")
        case .failure(error: .manualAuthenticationRequired):
            coverUntilStackIsLive(cause: "manual re-authentication required")
        default:
            releaseAuthCoverIfLive()
        }
        scheduleReoffer()
    }

    /// Offers pending intents again once the session's events of this instant have been delivered (R8, R13).
    func scheduleReoffer() {
        guard !reofferScheduled else { return }
        reofferScheduled = true
        environment.scheduler.schedule(after: 0) { [weak self] in
            guard let self else { return }
            self.reofferScheduled = false
            for index in self.pending.indices { self.pending[index].isDenied = false }
            self.drainPendingIntents()
        }
    }

    // MARK: Restoration (R15)

    /// Snapshots the top of the stack (or removes the record when it is not restorable); in a container, also
    /// the selected tab and the other stacks' tops.
    /// - Parameter onlyIfChanged: schedules no write when none is waiting and the stored record already
    ///   matches (a check after a change UIKit made, such as a split view's collapse or expansion).
    func storeRestorationSnapshot(onlyIfChanged: Bool = false) {
        guard isRouteInitialized, !isDisconnected else { return }
        let isSignedIn = authSessionHandle.sessionStatus.isSignedIn
        let top = navigationController.topViewController
        // A screen that requires sign-in is never stored under the signed-out state (a navigation that
        // started just after a sign-out): such a record would bring it back into a signed-out app (Sources/Route/SceneManager+Invariants.swift).
        // Its record is removed instead, as the sign-out's own navigation is about to do.
        let storable = !isSignedIn && top is any RequiresSignIn ? nil : top
        guard containerRoot != nil else {
            host?.restoration.storeState(
                of: storable, containerTops: [], selectedTab: nil, for: sessionIdentifier, isSignedIn: isSignedIn, onlyIfChanged: onlyIfChanged)
            return
        }
        // A container's other stacks keep their tops too, under the same rule.
        let visible = navigationController
        let others = allNavigationControllers.filter { $0 !== visible }.compactMap(\.topViewController)
            .filter { isSignedIn || !($0 is any RequiresSignIn) }
        host?.restoration.storeState(
            of: storable, containerTops: others, selectedTab: rootTabBarController?.selectedIndex,
            for: sessionIdentifier, isSignedIn: isSignedIn, onlyIfChanged: onlyIfChanged)
    }

    /// Writes the current top screen's record now (R15).
    public func requestStoreState() {
        storeRestorationSnapshot()
        host?.restoration.flush()
    }

    /// Removes this window's record (R15).
    public func requestDiscardState() {
        host?.restoration.discardState(for: [sessionIdentifier])
    }
}
