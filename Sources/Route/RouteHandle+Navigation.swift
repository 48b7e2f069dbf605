import RouteInterface
import UIKit

/// Navigation: actions and chains (R11), veto and transition safety (R12), presentation (R17).
extension RouteHandle {
    /// The deepest preceding chain accepted (R11).
    static let maximumChainDepth = 32

    /// Places a controller on the stack with its preferred navigation action (R11, R12).
    /// - Parameters:
    ///   - viewController: the controller to show.
    ///   - animated: whether the transition animates (0.35 s virtual).
    public func push(to viewController: any RoutingViewControlling, animated: Bool) {
        enqueue(NavigationRequest(kind: NavigationRequest.placing(viewController), animated: animated, traceID: nil, failure: nil))
    }

    /// Pops the top of the stack; nothing at the root.
    /// - Parameter animated: whether the transition animates.
    public func pop(animated: Bool) {
        enqueue(NavigationRequest(kind: .pop, animated: animated, traceID: nil, failure: nil))
    }

    /// Presents a controller modally from `source`, after any transition in flight.
    /// - Parameters:
    ///   - viewController: the controller to present.
    ///   - source: which controller presents it.
    ///   - animated: whether the presentation animates.
    ///   - completion: receives an error if it cannot be presented; never called on success.
    public func present(_ viewController: UIViewController, with source: PresentationSource, animated: Bool, completion: ((any Error) -> Void)?) {
        enqueue(NavigationRequest(kind: .present(viewController, source, completion: completion), animated: animated, traceID: nil, failure: nil))
    }

    /// Dismisses whatever is presented over the stack, after any transition in flight (R12): the way for a presented screen's own "Done", or the user's dismiss, to close it without UIKit's "Attempt to dismiss … while a presentation or dismiss is in progress" warning (U9).
    ///
    /// A second request while one waits is ignored; nothing happens when nothing is presented by the time
    /// it runs.
    ///
    /// - Parameter animated: whether the dismissal animates (0.35 s virtual).
    public func dismissPresented(animated: Bool) {
        enqueue(NavigationRequest(kind: .dismissPresented, animated: animated, traceID: nil, failure: nil))
    }

    /// Calls UIKit's `dismiss(animated:completion:)` on `controller` after any transition in flight (R12).
    ///
    /// A presented screen's own "Done" closes that screen and whatever it presents, not the sheets beneath
    /// it; a controller that presents something dismisses what it presents (U9). ``dismissPresented(animated:)``
    /// is the way to close everything presented over the stack.
    ///
    /// A second request for the same controller while one waits is ignored; nothing happens when, by the
    /// time it runs, the controller neither is presented nor presents anything.
    ///
    /// - Parameters:
    ///   - controller: the controller UIKit's `dismiss` is called on, usually the screen itself.
    ///   - animated: whether the dismissal animates (0.35 s virtual).
    public func dismiss(_ controller: UIViewController, animated: Bool) {
        enqueue(NavigationRequest(kind: .dismissController(controller), animated: animated, traceID: nil, failure: nil))
    }

    /// Adds a navigation request, unless an identical one is in flight or waiting (R12).
    func enqueue(_ request: NavigationRequest) {
        guard !isDisconnected else { return }
        if navigationInFlight?.isIdentical(to: request) == true || navigationWaiting.contains(where: { $0.isIdentical(to: request) }) {
            environment.log.info("\(sessionIdentifier): ignored \(request.key): an identical navigation is in flight", session: sessionIdentifier)
            return
        }
        var request = request
        request.isSignOutReaction = isReactingToSignOut
        navigationWaiting.append(request)
        runNavigation()
    }

    /// Starts waiting navigations, one at a time, whenever no transition is in flight.
    func runNavigation() {
        while navigationInFlight == nil, !navigationWaiting.isEmpty, !isDisconnected {
            if isTransitionInFlightOutsideEngine {
                scheduleNavigationRetry()
                return
            }
            let request = navigationWaiting.removeFirst()
            navigationInFlight = request
            isAwaitingTransitionEnd = false
            if perform(request) {
                isAwaitingTransitionEnd = true
            } else {
                navigationInFlight = nil
            }
            if request.isSignOutReaction { deliverWaitingAuthEventsIfDue() }
        }
        if navigationInFlight == nil, navigationWaiting.isEmpty {
            navigationDidBecomeIdle()
        }
    }

    /// A transition that someone else started (a screen dismissing itself, the user's back).
    var isTransitionInFlightOutsideEngine: Bool {
        isAnyStackInTransition || (navigationController.presentedViewController?.isBeingDismissed ?? false)
    }

    func scheduleNavigationRetry() {
        guard retryTimer == nil else { return }
        retryTimer = environment.scheduler.schedule(after: 0.05) { [weak self] in
            self?.retryTimer = nil
            self?.runNavigation()
        }
    }

    /// Ends the navigation in flight and starts the next.
    func finishNavigation() {
        guard navigationInFlight != nil, isAwaitingTransitionEnd else { return }
        isAwaitingTransitionEnd = false
        navigationInFlight = nil
        runNavigation()
    }

    /// Performs one request; returns `true` when it ends later (an animated transition).
    func perform(_ request: NavigationRequest) -> Bool {
        switch request.kind {
        case let .place(controller, action, reuses):
            if reuses, let reused = goBackIfNeeded(to: controller, request: request) { return reused }
            return place(controller, action: action, request: request)
        case .pop:
            guard navigationController.viewControllers.count > 1 else { return false }
            navigationInFlightStack = navigationController
            navigationController.popViewController(animated: request.animated)
            storeRestorationSnapshot()
            return request.animated && navigationController.isInTransition
        case let .present(controller, source, completion):
            return presentNow(controller, source: source, animated: request.animated, completion: completion, request: request)
        case .dismissPresented:
            guard navigationController.presentedViewController != nil else { return false }
            guard request.animated else {
                navigationController.dismiss(animated: false, completion: nil)
                return false
            }
            navigationController.dismiss(animated: true) { [weak self] in self?.finishNavigation() }
            return true
        case let .dismissController(controller):
            // UIKit's own semantics on the controller the caller named (U9): only what is above it goes.
            guard controller.presentedViewController != nil || controller.presentingViewController != nil else { return false }
            guard request.animated else {
                controller.dismiss(animated: false, completion: nil)
                return false
            }
            controller.dismiss(animated: true) { [weak self] in self?.finishNavigation() }
            return true
        }
    }

    private func place(_ controller: any RoutingViewControlling, action: NavigationAction, request: NavigationRequest) -> Bool {
        let target = stackTarget(for: controller.preferredContainerPlacement())
        let navigationController = target.navigation
        let stack = navigationController.viewControllers
        if stack.contains(where: { $0 === controller }) {
            environment.log.info("\(sessionIdentifier): \(controller.screenName) is already on the stack; not placed again", session: sessionIdentifier)
            return false
        }
        guard router.canPushViewController(on: self, from: navigationController.topViewController, to: controller) else {
            fail(request, .navigationVetoed, "\(sessionIdentifier): canPushViewController vetoed \(controller.screenName)")
            return false
        }
        // On a collapsed split view a replace reaches only the column's screens merged on top of the primary.
        let replaceable = target.mergedColumn.map { mergedCount(of: $0, in: stack) } ?? stack.count
        var base: [UIViewController]
        switch action {
        case .push, .pushWithChain: base = stack
        case .replaceCurrent, .replaceCurrentWithChain: base = Array(stack.dropLast(min(1, replaceable)))
        case .replaceAll, .replaceAllWithChain: base = Array(stack.dropLast(replaceable))
        }
        var added: [UIViewController] = []
        if action.includesChain {
            switch precedingChain(of: controller) {
            case let .success(chain):
                let skip = longestOverlap(of: chain, onTopOf: base)
                added = Array(chain.dropFirst(skip))
            case let .failure(error):
                fail(request, error, "\(sessionIdentifier): preceding chain of \(controller.screenName)")
                return false
            }
        }
        added.append(controller)
        if refuseWhileSignedOut(request, showing: added) { return false }
        for controller in added { controller.routeHandle = self }
        // A link (or an animated placement) shows its tab first; a quiet placement, such as a sign-out
        // replacing a hidden tab's screens, leaves the selection alone.
        if request.intent != nil || request.animated { selectTab(target.tabIndex, traceID: request.traceID) }
        navigationInFlightStack = navigationController
        let newStack = base + added
        if base.count == stack.count, added.count == 1 {
            navigationController.pushViewController(controller, animated: request.animated)
        } else {
            navigationController.setViewControllers(newStack, animated: request.animated)
        }
        if let traceID = request.traceID {
            host?.traceLog.note(
                traceID, .navigated, "placed \(controller.screenName) with \(action.caseName); stack \(newStack.map(\.screenName).joined(separator: " > "))",
                isPlacement: true)
        }
        storeRestorationSnapshot()
        return request.animated && navigationController.isInTransition
    }

    private func presentNow(
        _ controller: UIViewController, source: PresentationSource, animated: Bool, completion: ((any Error) -> Void)?,
        request: NavigationRequest
    ) -> Bool {
        var presenter: UIViewController
        switch source {
        case .rootController: presenter = navigationController
        case .currentController: presenter = navigationController.topViewController ?? navigationController
        case .topMostController: presenter = currentViewController ?? navigationController
        }
        // UIKit warns when presenting on a controller that already presents: present on the top-most instead.
        while let presented = presenter.presentedViewController { presenter = presented }
        if refuseWhileSignedOut(request, showing: [controller]) {
            // An intent's sheet is queued again (R8); a host's own presentation is told it was denied.
            if request.intent == nil { completion?(SceneRoutingError.executionDenied) }
            return false
        }
        controller.routeHandle = self
        observeInteractiveDismissal(of: controller)
        if let traceID = request.traceID {
            host?.traceLog.note(traceID, .navigated, "placed \(controller.screenName) as a sheet over \(presenter.screenName)", isPlacement: true)
        }
        guard animated else {
            presenter.present(controller, animated: false, completion: nil)
            return false
        }
        presenter.present(controller, animated: true) { [weak self] in self?.finishNavigation() }
        return true
    }

    /// The preceding chain of a controller, bottom to top (R11).
    /// - Returns: the chain, or `invalidNavigationChain` for a cycle or a chain deeper than 32.
    func precedingChain(of controller: any RoutingViewControlling) -> Result<[UIViewController], SceneRoutingError> {
        var chain: [UIViewController] = []
        var seen: Set<String> = [controller.screenName]
        var next = controller.preferredPrecedingViewController()
        while let current = next {
            guard chain.count < Self.maximumChainDepth, seen.insert(current.screenName).inserted else {
                return .failure(.invalidNavigationChain)
            }
            chain.append(current)
            next = current.preferredPrecedingViewController()
        }
        return .success(chain.reversed())
    }

    /// The longest prefix of `chain` equal (by screen name) to the top of `base` (R11).
    func longestOverlap(of chain: [UIViewController], onTopOf base: [UIViewController]) -> Int {
        var length = min(chain.count, base.count)
        while length > 0 {
            let top = base.suffix(length).map(\.screenName)
            if top == chain.prefix(length).map(\.screenName) { return length }
            length -= 1
        }
        return 0
    }

    /// Refuses a navigation that would show a screen requiring sign-in while the session is signed out (Sources/Route/SceneManager+Invariants.swift).
    ///
    /// Such a request was made while signed in (a tap mid-transition, an intent executed just before a
    /// sign-out) and waited for a transition; by the time it runs, showing it would put protected content
    /// in a signed-out window. An intent's navigation goes back to the front of the queue, denied, to be
    /// offered again after the next auth event (R8); any other request is dropped and logged.
    ///
    /// - Returns: `true` when refused.
    func refuseWhileSignedOut(_ request: NavigationRequest, showing controllers: [UIViewController]) -> Bool {
        guard !authSessionHandle.sessionStatus.isSignedIn,
            let protected = controllers.first(where: { $0 is any RequiresSignIn })
        else { return false }
        let context = "\(sessionIdentifier): \(protected.screenName) requires sign-in and the session is signed out; not shown"
        guard var item = request.intent else {
            environment.log.error(SceneRoutingError.executionDenied, context, session: sessionIdentifier)
            return true
        }
        guard pending.count < PendingQueueLimits.capacity else {
            reportFailure(
                traceID: item.traceID, .pendingQueueFull, completion: item.completion,
                context: "\(context); \(sessionIdentifier) already holds \(PendingQueueLimits.capacity) intents")
            return true
        }
        item.isPlaced = true
        item.isDenied = true
        pending.insert(item, at: 0)
        // Logged once, by this trace note, as info: the intent stays queued (docs/RULES.md R8).
        host?.traceLog.note(
            item.traceID, .note,
            "navigation refused: \(protected.screenName) requires sign-in and the session is signed out; queued again until the next auth event")
        host?.traceLog.update(item.traceID) { $0.outcome = .denied }
        router.sceneIntentExecutionDidFailed(for: self, error: SceneRoutingError.executionDenied)
        return true
    }

    private func fail(_ request: NavigationRequest, _ error: SceneRoutingError, _ context: String) {
        environment.log.error(error, context, session: sessionIdentifier)
        if let traceID = request.traceID {
            host?.traceLog.note(traceID, .failed, "navigation failed: \(error)")
            host?.traceLog.update(traceID) { $0.outcome = .failed(error) }
        }
        request.failure?(error)
        router.sceneIntentExecutionDidFailed(for: self, error: error)
    }

    /// The navigation controller's `willShow`: a change the engine did not make (the user's back).
    func navigationWillShow() {
        if navigationInFlight == nil { storeRestorationSnapshot() }
    }

    /// The navigation controller's `didShow`: the transition in flight has ended.
    /// - Parameter stack: the navigation controller whose transition ended; another stack's (a split view
    ///   rearranging its columns) does not end the navigation in flight.
    func navigationDidShow(in stack: UINavigationController) {
        if let request = navigationInFlight, isAwaitingTransitionEnd, navigationInFlightStack.map({ $0 === stack }) ?? true {
            switch request.kind {
            case .place, .pop: finishNavigation()
            case .present, .dismissPresented, .dismissController: break
            }
        }
    }
}
