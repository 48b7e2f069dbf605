import Foundation
import RouteInterface
import UIKit

/// Warm intents (U2) and routing across windows (R6, R3, R4).
extension SceneManager {
    /// Forward of `scene(_:openURLContexts:)`: each URL is matched, placed and queued (R5–R8).
    /// - Parameters:
    ///   - scene: the scene UIKit delivered to.
    ///   - URLContexts: the URLs.
    ///   - errorHandler: receives each failing intent's error, once (default none: failures reach only the engine's log).
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>, errorHandler: ((any Error) -> Void)? = nil) {
        for context in URLContexts.sorted(by: { $0.order < $1.order }) {
            routeWarm(.url(context.url), in: scene, errorHandler: errorHandler)
        }
    }

    /// Forward of `scene(_:continue:)`.
    ///
    /// RouteKit's own activity types are not intents and are ignored; a universal link routes as its
    /// `webpageURL`.
    ///
    /// - Parameters:
    ///   - scene: the scene UIKit delivered to.
    ///   - userActivity: the activity.
    ///   - errorHandler: receives the error if the intent fails, once (default none).
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity, errorHandler: ((any Error) -> Void)? = nil) {
        guard !RouteActivityType.all.contains(userActivity.activityType) else { return }
        routeWarm(SceneIntent(delivered: userActivity), in: scene, errorHandler: errorHandler)
    }

    /// Forward of `windowScene(_:performActionFor:completionHandler:)`.
    ///
    /// UIKit's `completionHandler` is always called exactly once: `true` when the shortcut matched and
    /// was routed or queued (R9).
    ///
    /// - Parameters:
    ///   - windowScene: the scene UIKit delivered to.
    ///   - shortcutItem: the quick action.
    ///   - completionHandler: UIKit's completion.
    ///   - errorHandler: receives the error if the intent fails, once (default none).
    public func scene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void, errorHandler: ((any Error) -> Void)? = nil
    ) {
        let accepted = routeWarm(.shortcutItem(type: shortcutItem.type), in: windowScene, errorHandler: errorHandler)
        completionHandler(accepted)
    }

    /// Matches a warm intent and hands it to its window; returns whether it was accepted.
    @discardableResult
    func routeWarm(_ intent: SceneIntent, in scene: UIScene, errorHandler: ((any Error) -> Void)?) -> Bool {
        guard let window = window(for: scene) else { return false }
        if let engine = window.engine {
            return engine.receive(intent, arrival: .warm, isPlaced: false, completion: errorHandler) != nil
        }
        guard registration(matching: intent) != nil else {
            report(
                .unregisteredIntent,
                UnmatchedIntentReason.message(for: intent, refusal: SceneIntentRefusal(reason: nil, closest: registrations.closest(to: intent))), errorHandler)
            return false
        }
        window.handle?.route(to: intent) { errorHandler?($0) }
        return true
    }

    /// Places an intent by `routingBehavior(for:within:)` (R6).
    ///
    /// `true` keeps it in `handle`'s window.
    func place(_ pending: PendingIntent, from handle: RouteHandle) -> Bool {
        let behavior = sceneConfigurator.routingBehavior(for: pending.intent, within: self)
        let traceID = pending.traceID
        let here = handle.sceneIdentity
        let target: Configurator.Scene
        let preferExisting: Bool
        var value: String?
        switch behavior {
        case .currentScene:
            traceLog.note(traceID, .routed, "routingBehavior: currentScene -> stays in \(handle.sessionIdentifier)")
            return true
        case let .newScene(scene):
            target = scene
            preferExisting = false
        case let .preferExisting(scene):
            target = scene
            preferExisting = true
        case let .preferExistingHolding(scene, held):
            target = scene
            preferExisting = true
            value = held
        }
        let key = WindowKey(identity: target.rawValue, value: value)
        let label = value == nil ? (preferExisting ? "preferExisting(\(key))" : "newScene(\(key))") : "preferExistingHolding(\(key))"
        guard allowsMultipleScenes else {
            traceLog.note(traceID, .routed, "routingBehavior: \(label); no multiple scenes -> current window (R4)")
            return true
        }
        let isWindowPerScene = windowBehavior(of: target.rawValue) == .windowPerScene
        // `.preferExisting` of an identity alone takes any window of it; a value takes the windows holding it.
        let open = value == nil && preferExisting ? windows(of: target.rawValue) : windows(holding: key)
        if preferExisting, !open.isEmpty {
            if open.contains(where: { $0.scene === handle.windowScene }), open.count == 1 {
                traceLog.note(traceID, .routed, "routingBehavior: \(label) -> already in \(handle.sessionIdentifier)")
                return true
            }
            forward(pending, to: chooseWindows(open, for: pending.intent), label: label, from: handle)
            return false
        }
        if open.isEmpty, activationsInFlight[key] != nil, preferExisting || isWindowPerScene {
            if preferExisting {
                awaitWindow(pending, of: key, label: label)
            } else {
                handle.reportFailure(
                    traceID: traceID, .sceneAlreadyActive, completion: pending.completion,
                    context: "\(pending.intent): \(label) but a window of \(key) is already requested")
            }
            return false
        }
        let isHere = target.rawValue == here && handle.sceneValue == value
        if isWindowPerScene, !open.isEmpty || (isHere && !preferExisting) {
            handle.reportFailure(
                traceID: traceID, .sceneAlreadyActive, completion: pending.completion,
                context: "\(pending.intent): \(label) but a window of \(key) is open")
            return false
        }
        openWindow(key, carrying: pending, label: label)
        return false
    }

    /// The windows that run an intent among several of one identity (R3, `UISceneExecutionPolicy`).
    func chooseWindows(_ candidates: [ManagedWindow], for intent: SceneIntent) -> [ManagedWindow] {
        switch sceneConfigurator.sceneIntentExecutionPolicy(for: intent, within: self) {
        case .default: return Array(candidates.prefix(1))
        case .mostRecent: return candidates.max { $0.lastActivation < $1.lastActivation }.map { [$0] } ?? []
        case .all: return candidates
        }
    }

    /// Sends a placed intent to open windows, and brings the first forward.
    private func forward(_ pending: PendingIntent, to targets: [ManagedWindow], label: String, from handle: RouteHandle) {
        for (index, target) in targets.enumerated() {
            let session = target.scene.session.persistentIdentifier
            traceLog.note(pending.traceID, .forwarded, "routingBehavior: \(label) -> forwarded to \(session)")
            if index == 0 {
                traceLog.update(pending.traceID) { $0.outcome = .forwarded(toSession: session) }
            }
            let reuse = index == 0 && target.engine != nil
            if let engine = target.engine {
                engine.receive(
                    pending.intent, arrival: .forwarded, isPlaced: true, existingTraceID: reuse ? pending.traceID : nil,
                    completion: pending.completion)
            } else {
                target.handle?.route(to: pending.intent) { pending.completion?($0) }
            }
        }
        // Brought forward unless it is already the key scene: the one holding the app's key window (U3;
        // `isKeyWindow` as UIKit defined it up to iOS 14, key for the app, which the simulated UIKit models).
        if let first = targets.first, !(first.scene.keyWindow?.isKeyWindow ?? false) {
            UIApplication.shared.requestSceneSessionActivation(first.scene.session, userActivity: nil, options: nil, errorHandler: nil)
        }
    }

    /// Opens a new window of an identity carrying the intent in RouteKit's forwarding activity (R6).
    private func openWindow(_ identity: WindowKey, carrying pending: PendingIntent, label: String) {
        let activity = NSUserActivity(activityType: RouteActivityType.sceneForwarding)
        var info = RouteActivityType.identityInfo(identity)
        info[RouteActivityType.intentsKey] = [ForwardedIntent(intent: pending.intent, traceID: pending.traceID).plist]
        activity.userInfo = info
        traceLog.note(pending.traceID, .forwarded, "routingBehavior: \(label) -> new window of \(identity) via \(RouteActivityType.sceneForwarding)")
        traceLog.update(pending.traceID) { $0.outcome = .forwarded(toSession: "new \(identity) window") }
        if let completion = pending.completion { forwardedCompletions[pending.traceID] = completion }
        requestActivation(of: identity, carrying: activity) { [weak self] error in
            guard let self else { return }
            let completion = self.forwardedCompletions.removeValue(forKey: pending.traceID)
            self.traceLog.note(pending.traceID, .failed, "failed: sceneActivationFailed (\(error))")
            self.traceLog.update(pending.traceID) { $0.outcome = .failed(.sceneActivationFailed) }
            environment.log.error(SceneRoutingError.sceneActivationFailed, "\(pending.intent): \(error)")
            completion?(SceneRoutingError.sceneActivationFailed)
        }
    }
}
