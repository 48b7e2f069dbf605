/// RouteKit's own user activity types.
///
/// A multi-window app must list both in `NSUserActivityTypes`, or UIKit drops them for new windows
/// (U4) and the engine warns at launch (R16).
public enum RouteActivityType {
    /// Carries a window's scene identity to the window UIKit connects for it (R2).
    public static let multiWindow = "com.route.sceneActivity.multiWindow"
    /// Carries intents forwarded to a new window (R6).
    public static let sceneForwarding = "com.route.sceneActivity.sceneForwarding"
    /// Both, in the order the launch check reports them.
    public static let all = [multiWindow, sceneForwarding]

    /// The user-info key holding the scene identity's raw value.
    static let sceneKey = "scene"
    /// The user-info key holding forwarded intents.
    static let intentsKey = "intents"
    /// The user-info key holding the value a window holds besides its identity.
    static let valueKey = "value"
    /// The scene session `userInfo` key where the engine persists a window's identity (R2).
    static let sessionIdentityKey = "com.route.sceneIdentity"
    /// The scene session `userInfo` key where the engine persists the value a window holds.
    static let sessionValueKey = "com.route.sceneValue"

    /// The user info of RouteKit's activity that carries a window's identity and value.
    static func identityInfo(_ key: WindowKey) -> [String: Any] {
        var info: [String: Any] = [sceneKey: key.identity]
        if let value = key.value { info[valueKey] = value }
        return info
    }
}
