import SimulatedUIKit

/// Tells a reader of scene identities when they may have changed, so that it can keep what it derived
/// from them (the simulator's window names, `main#2`) instead of asking for every window after every
/// event (DESIGN R2: a window's identity is fixed from its connection to its disconnection).
@MainActor public protocol SceneIdentityVersioning: AnyObject {
    /// A number that changes whenever a window scene gains or loses its identity, that is, whenever the
    /// engine starts or stops managing a window; `sceneIdentity(of:)` answers the same for every scene
    /// while it stays the same. It only counts up; its value means nothing else.
    var sceneIdentityVersion: Int { get }
}

extension SceneManager: SceneIdentityVersioning {}
