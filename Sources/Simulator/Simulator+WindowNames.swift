import Route
import SimulatedUIKit

/// Window names (DESIGN §3), derived once per change of the connected windows rather than per event.
extension Simulator {
    /// The connected windows' names now, in connection order, parallel to `device.connectedScenes`.
    ///
    /// Derived again only when a scene connected or disconnected, the process changed, or the engine
    /// started or stopped managing a window since the last time; otherwise the kept names are returned,
    /// so an event that touches one window does not pay for every window.
    /// - Returns: the names.
    func windowNaming() -> WindowNaming {
        let engine = self.engine
        let key: WindowNaming.Key?
        if let engine {
            if let versioned = engine as? any SceneIdentityVersioning {
                key = WindowNaming.Key(connectedScenesVersion: device.connectedScenesVersion, engine: ObjectIdentifier(engine),
                                       sceneIdentityVersion: versioned.sceneIdentityVersion)
            } else {
                key = nil
            }
        } else {
            key = WindowNaming.Key(connectedScenesVersion: device.connectedScenesVersion, engine: nil, sceneIdentityVersion: nil)
        }
        if let key, let kept = keptWindowNaming, kept.key == key { return kept }
        let naming = WindowNaming(key: key, identities: device.connectedScenes.map { scene in
            (engine?.sceneIdentity(of: scene) ?? "main", scene.session.persistentIdentifier)
        })
        keptWindowNaming = key == nil ? nil : naming
        return naming
    }

    /// The connected scene with this name, or `nil`.
    /// - Parameter name: the window name.
    /// - Returns: the scene.
    func connectedScene(named name: WindowName) -> UIWindowScene? {
        let naming = windowNaming()
        guard let index = naming.indexByName[name] else { return nil }
        return device.connectedScenes[index]
    }

    /// Remembers the current names of connected windows (for cards after kill); nothing to do when the
    /// names have not changed since the last time.
    func rememberNames() {
        let naming = windowNaming()
        if let key = naming.key, key == rememberedNamingKey { return }
        for (identifier, name) in zip(naming.sessionIdentifiers, naming.names) {
            lastNames[identifier] = name
        }
        rememberedNamingKey = naming.key
    }
}
