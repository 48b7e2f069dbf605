import RouteInterface
import UIKit

/// Connection: the Info.plist check (R16), identity (R2), duplicates (R3), the route handle (R1) and
/// the launch's intents (R18).
extension SceneManager {
    /// Forward of `scene(_:willConnectTo:options:)`.
    ///
    /// Gives the window its identity and route handle and queues the intents of the connection options
    /// (URL contexts, then user activities other than RouteKit's own, then the shortcut, R18). A
    /// duplicate identity under `windowPerScene` is destroyed at connection and its intents go to the
    /// open window (R3).
    ///
    /// - Parameters:
    ///   - scene: the connecting scene.
    ///   - session: its session.
    ///   - connectionOptions: UIKit's connection options.
    ///   - errorHandler: receives each failing intent's error, once (default none: failures reach only the engine's log).
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        connectWindow(
            windowScene, session: session, activities: connectionOptions.userActivities.sorted { $0.order < $1.order },
            urls: connectionOptions.urlContexts.sorted { $0.order < $1.order }.map(\.url),
            shortcutType: connectionOptions.shortcutItem?.type, errorHandler: errorHandler)
    }

    /// A window connects (R1–R3, R18): from `scene(_:willConnectTo:options:)`, or in an app-delegate app from `application(_:didFinishLaunchingWithOptions:)`.
    ///
    /// `activities` in arrival order, RouteKit's own among them.
    func connectWindow(
        _ windowScene: UIWindowScene, session: UISceneSession, activities: [NSUserActivity], urls: [URL],
        shortcutType: String?, errorHandler: ((any Error) -> Void)?
    ) {
        forgetWindowsOfEndedProcess()
        checkInfoPlistOnce()
        let routeActivity = activities.first { RouteActivityType.all.contains($0.activityType) }
        let carried = routeActivity?.userInfo?[RouteActivityType.sceneKey] as? String
        let persisted = session.userInfo?[RouteActivityType.sessionIdentityKey] as? String
        let identity = self.scene(forRawValue: carried ?? persisted)
        // The value rides with the identity it came with: the activity's, else the session's.
        let value =
            carried != nil
            ? routeActivity?.userInfo?[RouteActivityType.valueKey] as? String
            : session.userInfo?[RouteActivityType.sessionValueKey] as? String
        let key = WindowKey(identity: identity.rawValue, value: identity.rawValue == (carried ?? persisted) ? value : nil)
        if let requested = carried ?? persisted, requested != identity.rawValue {
            environment.log.warning(
                "\(session.persistentIdentifier) asked for scene \(requested), which the app does not declare "
                    + "(it declares \(declaredSceneIdentities.joined(separator: ", "))); connecting it as the primary scene "
                    + "\(identity.rawValue) (R2)", session: session.persistentIdentifier)
        }
        var info = session.userInfo ?? [:]
        info[RouteActivityType.sessionIdentityKey] = identity.rawValue
        if let value = key.value { info[RouteActivityType.sessionValueKey] = value } else { info.removeValue(forKey: RouteActivityType.sessionValueKey) }
        session.userInfo = info

        var forwarded: [ForwardedIntent] = []
        if let routeActivity, routeActivity.activityType == RouteActivityType.sceneForwarding,
            let list = routeActivity.userInfo?[RouteActivityType.intentsKey] as? [Any]
        {
            forwarded = list.compactMap(ForwardedIntent.init(plist:))
        }
        let cold = launchPayloads(urls: urls, activities: activities, shortcutType: shortcutType)

        if windowBehavior(of: key.identity) == .windowPerScene, let existing = windows(holding: key).first {
            destroyDuplicate(windowScene, of: existing, forwarded: forwarded, cold: cold, errorHandler: errorHandler)
            return
        }

        let managed = ManagedWindow(scene: windowScene, key: key)
        managed.notifications = observeNotifications(of: windowScene)
        addWindow(managed)
        environment.log.info("\(session.persistentIdentifier) connected as \(key)", session: session.persistentIdentifier)
        let configuration = RouteHandleConfiguration(
            windowScene: windowScene, key: key,
            connectionIntents: forwarded.map(\.intent) + cold, host: self, environment: environment)
        managed.handle = sceneConfigurator.routeHandle(for: identity, with: configuration, within: self)
        let systemPolicy = sceneConfigurator.sceneTerminationPolicy(for: windowScene, with: DefaultSceneTerminationRequest(type: .system), within: self)
        windowScene.isClosable = systemPolicy.isSystemTerminationAllowed
        managed.engine?.start()
        deliver(forwarded: forwarded, cold: cold, to: managed, errorHandler: errorHandler)
        activationDidConnect(key, window: managed)
    }

    /// The cold payloads of a connection in R18's order (URL contexts, then user activities other than
    /// RouteKit's own, then the shortcut), less those the configurator's ``SceneConfiguratorProtocol/launchPayloadPolicy(within:)``
    /// leaves out, each reported once as an engine warning.
    func launchPayloads(urls: [URL], activities: [NSUserActivity], shortcutType: String?) -> [SceneIntent] {
        var byKind: [(LaunchPayloadKind, [SceneIntent])] = LaunchPayloadKind.allCases.map { kind in
            switch kind {
            case .url: (kind, urls.map { .url($0) })
            case .userActivity: (kind, activities.filter { !RouteActivityType.all.contains($0.activityType) }.map(SceneIntent.init(delivered:)))
            case .shortcut: (kind, shortcutType.map { [.shortcutItem(type: $0)] } ?? [])
            }
        }
        let present = Set(byKind.filter { !$0.1.isEmpty }.map(\.0))
        guard !present.isEmpty else { return [] }
        let policy = sceneConfigurator.launchPayloadPolicy(within: self)
        let kept = policy.keptKinds(of: present)
        for index in byKind.indices where !kept.contains(byKind[index].0) {
            let keptNames = byKind.filter { kept.contains($0.0) }.map(\.0.rawValue).joined(separator: ", ")
            for intent in byKind[index].1 {
                environment.log.warning(
                    "launch payload dropped: \(intent) (launchPayloadPolicy \(policy.description) keeps \(keptNames.isEmpty ? "none" : keptNames); R18)")
            }
            byKind[index].1 = []
        }
        return byKind.flatMap(\.1)
    }

    /// Hands a connection's intents to a window: forwarded ones already placed (R6), cold ones to be placed
    /// when they replay (R18).
    func deliver(forwarded: [ForwardedIntent], cold: [SceneIntent], to window: ManagedWindow, errorHandler: ((any Error) -> Void)?) {
        for item in forwarded {
            let completion = forwardedCompletions.removeValue(forKey: item.traceID)
            if let engine = window.engine {
                engine.receive(
                    item.intent, arrival: .forwarded, isPlaced: true, existingTraceID: traceLog.trace(item.traceID) == nil ? nil : item.traceID,
                    completion: completion)
            } else {
                window.handle?.route(to: item.intent) { completion?($0) }
            }
        }
        for intent in cold {
            if let engine = window.engine {
                engine.receive(intent, arrival: .cold, isPlaced: false, completion: errorHandler)
            } else if let handle = window.handle {
                handle.route(to: intent) { errorHandler?($0) }
            }
        }
    }

    /// A second window of an identity under `windowPerScene`: destroyed in the same instant (R3), its
    /// intents handed to the open window.
    private func destroyDuplicate(
        _ scene: UIWindowScene, of existing: ManagedWindow, forwarded: [ForwardedIntent], cold: [SceneIntent],
        errorHandler: ((any Error) -> Void)?
    ) {
        let session = scene.session
        environment.log.warning(
            "\(session.persistentIdentifier) connected as \(existing.key), which already has a window (\(existing.scene.session.persistentIdentifier)); destroying the new \(session.persistentIdentifier) and keeping \(existing.scene.session.persistentIdentifier), which takes its intents (windowPerScene)",
            session: session.persistentIdentifier)
        deliver(forwarded: forwarded, cold: cold, to: existing, errorHandler: errorHandler)
        environment.scheduler.schedule(after: 0) {
            UIApplication.shared.requestSceneSessionDestruction(session, options: nil, errorHandler: nil)
        }
    }

    /// R16: a multi-window app must declare both RouteKit activity types; one warning per missing type.
    func checkInfoPlistOnce() {
        guard !didCheckInfoPlist else { return }
        let application = UIApplication.shared
        didCheckInfoPlist = true
        let plist = application.infoPlist
        guard plist.supportsMultipleScenes else { return }
        for type in RouteActivityType.all where !plist.activityTypes.contains(type) {
            environment.log.warning(
                "Info.plist: NSUserActivityTypes lacks \(type); UIKit drops it for new windows, so \(type == RouteActivityType.multiWindow ? "new windows lose their scene identity" : "intents forwarded to new windows are lost")"
            )
        }
    }
}
