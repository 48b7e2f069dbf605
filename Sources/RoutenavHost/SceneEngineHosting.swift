import Route

/// An app delegate that hosts RouteKit's engine, so the simulator can read the engine's state (pending
/// intents, restoration records, traces).
///
/// Optional for a host app: an app delegate that keeps its `SceneManager` in a stored property is found
/// without it. Conform when the manager lives elsewhere.
@MainActor public protocol SceneEngineHosting: AnyObject {
    /// The engine of this process, once `didFinishLaunching` has built it.
    var sceneEngine: (any SceneManagerIntrospecting)? { get }
}
