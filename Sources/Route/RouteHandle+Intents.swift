import RouteInterface
import UIKit

/// The pending-intent queue: matching (R5), FIFO with a bound (R7), permissions (R8), failure-only
/// completions (R9), dismissing a presented screen first (R17), dropping on disconnect (R19).
extension RouteHandle {
    /// Places an intent in this window (R5–R8).
    ///
    /// `completion` is called only if it cannot be honoured.
    ///
    /// - Parameters:
    ///   - intent: the intent.
    ///   - completion: receives the ``SceneRoutingError``, once; never called on success.
    public func route(to intent: SceneIntent, completion: @escaping (any Error) -> Void) {
        receive(intent, arrival: .warm, isPlaced: false, completion: completion)
    }

    /// Offers every queued intent to the router again, denied ones included (R8).
    /// - Parameter completion: unused on success; failures go to each intent's own completion.
    public func executePendingSceneIntents(completion: @escaping (any Error) -> Void) {
        for index in pending.indices { pending[index].isDenied = false }
        drainPendingIntents()
    }

    /// Matches and queues an intent; it is placed and offered when the route is live.
    /// - Returns: the trace id, or `nil` when it was refused at once.
    @discardableResult
    func receive(
        _ intent: SceneIntent, arrival: IntentArrival, isPlaced: Bool, existingTraceID: Int? = nil,
        completion: ((any Error) -> Void)?
    ) -> Int? {
        guard let host else { return nil }
        let traceID: Int
        if let existingTraceID {
            traceID = existingTraceID
            host.traceLog.update(traceID) {
                $0.sessionIdentifier = sessionIdentifier
                $0.outcome = .queued
            }
            host.traceLog.note(traceID, .received, "received in \(sessionIdentifier)")
        } else {
            traceID = host.traceLog.begin(intent, arrival: arrival, session: sessionIdentifier)
        }
        let match: SceneIntentMatch
        switch host.match(for: intent) {
        case let .success(value): match = value
        case let .failure(refusal):
            reportFailure(traceID: traceID, .unregisteredIntent, completion: completion, context: UnmatchedIntentReason.message(for: intent, refusal: refusal))
            return nil
        }
        let registration = match.registration
        host.traceLog.update(traceID) { $0.matchedRegistration = registration }
        if existingTraceID == nil { host.traceLog.note(traceID, .matched, "matched \(registration)") }
        guard pending.count < PendingQueueLimits.capacity else {
            reportFailure(
                traceID: traceID, .pendingQueueFull, completion: completion,
                context: "\(sessionIdentifier) already holds \(PendingQueueLimits.capacity) intents")
            return nil
        }
        pending.append(
            PendingIntent(
                traceID: traceID, intent: intent, match: match, arrival: arrival,
                isPlaced: isPlaced, completion: completion))
        if !isRouteInitialized { host.traceLog.note(traceID, .queued, "queued: the route of \(sessionIdentifier) is not live yet") }
        drainPendingIntents()
        return traceID
    }

    /// Offers queued intents in arrival order, one navigation at a time (R7, R8).
    func drainPendingIntents() {
        // Intents arriving while a sign-out covers the window wait in its queue (R20, R7).
        guard isRouteInitialized, !isDisconnected, !isDraining, !isAuthCovered, let host else { return }
        isDraining = true
        defer { isDraining = false }
        var index = 0
        while index < pending.count {
            if navigationInFlight != nil || !navigationWaiting.isEmpty { return }
            var item = pending[index]
            if item.isDenied {
                index += 1
                continue
            }
            if !item.isPlaced {
                pending.remove(at: index)
                guard host.place(item, from: self) else { continue }
                item.isPlaced = true
                pending.insert(item, at: index)
            }
            let permission = router.shouldExecute(pending: item.match, current: currentViewController, for: self)
            switch permission {
            case let .executeIntent(isAnimated):
                pending.remove(at: index)
                host.traceLog.note(item.traceID, .permission, "shouldExecute: executeIntent(animated: \(isAnimated))")
                host.traceLog.update(item.traceID) { $0.outcome = .executed }
                execute(item, animated: isAnimated)
            case .executionDenied:
                pending[index].isDenied = true
                host.traceLog.note(item.traceID, .permission, "shouldExecute: executionDenied; stays queued until the next auth event")
                host.traceLog.update(item.traceID) { $0.outcome = .denied }
                // Logged once, by the trace note above, as info: a denial that stays queued is an expected
                // outcome (docs/RULES.md R8), not an error, for every reader of the log.
                router.sceneIntentExecutionDidFailed(for: self, error: SceneRoutingError.executionDenied)
                index += 1
            case .intentExecuted:
                pending.remove(at: index)
                host.traceLog.note(item.traceID, .permission, "shouldExecute: intentExecuted; removed without navigating")
                host.traceLog.update(item.traceID) { $0.outcome = .alreadyExecuted }
            case let .executionDropped(reason):
                pending.remove(at: index)
                host.traceLog.note(item.traceID, .permission, "shouldExecute: executionDropped; removed without navigating")
                reportFailure(
                    traceID: item.traceID, .intentDropped, completion: item.completion,
                    context: "\(item.intent) in \(sessionIdentifier): \(reason)")
                router.sceneIntentExecutionDidFailed(for: self, error: SceneRoutingError.intentDropped)
            }
        }
    }

    /// Shows an intent's screen: placed in the stack after dismissing a presented screen (R17), or presented as a sheet as the router prefers (``SceneIntentPresentation``).
    ///
    /// A sheet that is already presented answers the intent `.intentExecuted`.
    private func execute(_ item: PendingIntent, animated: Bool) {
        let controller = router.preferredViewController(item.match, for: self)
        let presentation = router.preferredIntentPresentation(item.match, for: self)
        let completion = item.completion
        let presented = navigationController.presentedViewController
        switch presentation {
        case .navigation:
            if presented != nil {
                host?.traceLog.note(item.traceID, .navigated, "dismissing the presented screen first")
                enqueue(NavigationRequest(kind: .dismissPresented, animated: animated, traceID: item.traceID, failure: nil))
            }
            enqueue(
                NavigationRequest(
                    kind: NavigationRequest.placing(controller), animated: animated, traceID: item.traceID,
                    failure: { error in completion?(error) }, intent: item))
        case .sheet, .sheetReplacingPresented:
            var topMost = presented
            while let next = topMost?.presentedViewController { topMost = next }
            if let topMost, topMost.screenName == controller.screenName {
                host?.traceLog.note(item.traceID, .note, "\(controller.screenName) is already presented: intentExecuted")
                host?.traceLog.update(item.traceID) { $0.outcome = .alreadyExecuted }
                return
            }
            let source: PresentationSource = presentation == .sheet ? .topMostController : .currentController
            if presentation == .sheetReplacingPresented, presented != nil {
                host?.traceLog.note(item.traceID, .navigated, "dismissing the presented screen first")
                enqueue(NavigationRequest(kind: .dismissPresented, animated: animated, traceID: item.traceID, failure: nil))
            }
            host?.traceLog.note(item.traceID, .note, "presenting \(controller.screenName) as a sheet from \(source.caseName)")
            enqueue(
                NavigationRequest(
                    kind: .present(controller, source, completion: nil), animated: animated, traceID: item.traceID,
                    failure: { error in completion?(error) }, intent: item))
        }
    }

    /// Reports a failure once: trace, event log, and the completion (R9).
    func reportFailure(traceID: Int, _ error: SceneRoutingError, completion: ((any Error) -> Void)?, context: String) {
        host?.traceLog.note(traceID, .failed, "failed: \(error)")
        host?.traceLog.update(traceID) { $0.outcome = .failed(error) }
        environment.log.error(error, context, session: sessionIdentifier)
        completion?(error)
    }

    /// Called when the last navigation ends: the next intent may be offered.
    func navigationDidBecomeIdle() {
        drainPendingIntents()
        releaseAuthCoverIfLive()
    }

    /// Drops every queued intent with `sceneDisconnected` (R19).
    func dropPendingIntents() {
        let dropped = pending
        pending = []
        for item in dropped {
            reportFailure(
                traceID: item.traceID, .sceneDisconnected, completion: item.completion,
                context: "\(item.intent) dropped: \(sessionIdentifier) disconnected")
        }
    }

    /// Removes a queued intent so that the host can forward it (R6).
    func removePending(traceID: Int) -> PendingIntent? {
        guard let index = pending.firstIndex(where: { $0.traceID == traceID }) else { return nil }
        return pending.remove(at: index)
    }
}
