/// A scene identity a host app declares: one case per kind of window (`main`, `compose`).
///
/// The raw value is what survives activity round trips: it rides in RouteKit's
/// `com.route.sceneActivity.multiWindow` activity and in the session's persisted info (R2),
/// and it is the window's name in scenarios and the navigator.
public protocol SceneRepresentable: Hashable, RawRepresentable, Sendable where RawValue == String {}
