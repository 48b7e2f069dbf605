import Route
import SimulatedUIKit

/// Window names (docs/SCENARIOS.md), derived once per change of the connected windows rather than per event, and
/// then only for the windows that connected since when none disconnected.
extension Simulator {
    /// The connected windows' names now, in connection order, parallel to `device.connectedScenes`.
    ///
    /// Kept while no scene connected or disconnected, the process did not change and the engine did not
    /// start or stop managing a window; when scenes only connected since (none left, every named scene
    /// already had its identity from the engine), the kept names are extended by the new scenes' names;
    /// otherwise they are derived again. So an event that touches one window, or connects one, does not pay
    /// for every window.
    /// - Returns: the names.
    /// - Complexity: O(1) when nothing changed, O(k) for k scenes connected since, else O(n).
    func windowNaming() -> WindowNaming {
        let engine = self.engine
        let key: WindowNaming.Key?
        if let engine {
            key = WindowNaming.Key(
                connectedScenesVersion: device.connectedScenesVersion, engine: ObjectIdentifier(engine),
                sceneIdentityVersion: engine.sceneIdentityVersion)
        } else {
            key = WindowNaming.Key(connectedScenesVersion: device.connectedScenesVersion, engine: nil, sceneIdentityVersion: nil)
        }
        if let key, let kept = keptWindowNaming, kept.key == key { return kept }
        let scenes = device.connectedScenes
        let removalVersion = device.connectedScenesRemovalVersion
        func identity(_ scene: UIWindowScene) -> WindowNaming.Identity {
            // Without an engine every window is `main`; with one, a scene it does not manage yet is a stand-in.
            (engine == nil ? WindowNaming.standInIdentity : engine?.sceneIdentity(of: scene), scene.session.persistentIdentifier)
        }
        var naming: WindowNaming
        if let key, let keptKey = keptWindowNaming?.key, keptKey.engine == key.engine, var kept = keptWindowNaming,
            kept.removalVersion == removalVersion, !kept.hasStandIns, kept.names.count <= scenes.count
        {
            // Taken out first, so that it is the only copy and grows in place.
            keptWindowNaming = nil
            kept.extend(with: scenes[kept.names.count...].map(identity), key: key, removalVersion: removalVersion)
            naming = kept
        } else {
            nextNamingLineage += 1
            naming = WindowNaming(
                key: key, removalVersion: removalVersion, lineage: nextNamingLineage,
                identities: scenes.map(identity))
        }
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

    /// Remembers the current names of connected windows (for cards after kill): nothing to do when the
    /// names have not changed since the last time, only the new ones when windows only connected since.
    func rememberNames() {
        let naming = windowNaming()
        if let key = naming.key, key == rememberedNaming.key { return }
        let start = naming.key != nil && naming.lineage == rememberedNaming.lineage ? min(rememberedNaming.count, naming.names.count) : 0
        for index in start..<naming.names.count {
            lastNames[naming.sessionIdentifiers[index]] = naming.names[index]
        }
        rememberedNaming = (naming.key, naming.lineage, naming.names.count)
    }
}
