/// Marks a screen that must never show while the session is signed out, stacked or presented
/// (the engine's invariant of DESIGN §7.4; ours).
public protocol RequiresSignIn: AnyObject {}
