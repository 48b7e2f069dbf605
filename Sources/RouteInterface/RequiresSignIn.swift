/// Marks a screen that must never show while the session is signed out, stacked or presented
/// (the engine's invariant of Sources/Route/SceneManager+Invariants.swift; ours).
public protocol RequiresSignIn: AnyObject {}
