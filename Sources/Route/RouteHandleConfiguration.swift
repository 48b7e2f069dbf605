import Foundation
import RouteInterface
import UIKit

/// What the ``SceneManager`` hands the configurator when a window connects.
@MainActor public final class RouteHandleConfiguration: RouteHandleConfigurable {
    /// The connecting window scene.
    public let windowScene: UIWindowScene
    /// Its scene session.
    public var sceneSession: UISceneSession { windowScene.session }
    /// Its identity's raw value (R2).
    public let sceneIdentity: String
    /// The intents that came with the connection, in R18 order.
    public let connectionIntents: [SceneIntent]
    /// The value the window holds besides its identity, or `nil`.
    public let sceneValue: String?
    /// The manager that owns the window.
    public var sceneHandle: any SceneHandleProtocol { host }

    let host: any SceneHandleProtocol & RouteHandleHost
    /// The manager's scheduler and log, for the handle the configurator builds.
    let environment: EngineEnvironment

    init(
        windowScene: UIWindowScene, key: WindowKey, connectionIntents: [SceneIntent], host: any SceneHandleProtocol & RouteHandleHost,
        environment: EngineEnvironment
    ) {
        self.windowScene = windowScene
        self.sceneIdentity = key.identity
        self.sceneValue = key.value
        self.connectionIntents = connectionIntents
        self.host = host
        self.environment = environment
    }
}

/// What R3 counts windows by: a scene identity's raw value and the value the window holds besides it (a room id), `nil` for the identity alone.
///
/// Under `windowPerScene` there is at most one window per key.
struct WindowKey: Hashable, CustomStringConvertible {
    /// The identity's raw value.
    let identity: String
    /// The value the window holds, or `nil`.
    let value: String?

    /// `room` for the identity alone, `room[42]` for a window holding `42`: how the event log names the key.
    var description: String { value.map { "\(identity)[\($0)]" } ?? identity }
}

/// One connected window as the manager tracks it.
@MainActor final class ManagedWindow {
    let scene: UIWindowScene
    let key: WindowKey
    /// The scene identity's raw value (R2).
    var identity: String { key.identity }
    var handle: (any RouteHandleProtocol)? {
        didSet { engine = handle as? RouteHandle }
    }
    /// ``handle`` when it is the engine's own ``RouteHandle``; cast once when the handle is set, not on
    /// every callback and idle check.
    private(set) var engine: RouteHandle?
    /// Larger is more recent; 0 before the first activation.
    var lastActivation = 0
    /// The scene's UIKit notifications, observed while the manager tracks the window.
    var notifications: SceneNotificationObservation?

    init(scene: UIWindowScene, key: WindowKey) {
        self.scene = scene
        self.key = key
    }
}

/// A forwarded intent as it rides in the `sceneForwarding` activity's user info (R6).
struct ForwardedIntent {
    let intent: SceneIntent
    let traceID: Int

    /// The `sceneForwarding` activity's entry for the intent (R6): its kind's word, its identity, the
    /// trace it continues, and an activity's user info.
    var plist: [String: Any] {
        var entry: [String: Any] = ["kind": intent.kind.rawValue, "value": intent.identity ?? "", "trace": traceID]
        switch intent {
        case .url, .shortcutItem: break
        case let .userActivity(_, context): entry["context"] = context?.payload ?? Data()
        }
        return entry
    }

    init(intent: SceneIntent, traceID: Int) {
        self.intent = intent
        self.traceID = traceID
    }

    init?(plist: Any) {
        guard let entry = plist as? [String: Any], let word = entry["kind"] as? String, let kind = SceneIntent.Kind(rawValue: word),
            let value = entry["value"] as? String, let traceID = entry["trace"] as? Int
        else { return nil }
        switch kind {
        case .url: intent = .url(URL(string: value))
        case .userActivity:
            var context: SceneIntentContext?
            if let data = entry["context"] as? Data, !data.isEmpty,
                let info = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
            {
                context = SceneIntentContext(userInfo: info)
            }
            intent = .userActivity(activityType: value, context: context)
        case .shortcutItem: intent = .shortcutItem(type: value)
        }
        self.traceID = traceID
    }
}
