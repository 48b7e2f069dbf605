import Foundation

/// The names of the connected windows (`main`, `main#2`, `compose`; DESIGN §3) for one state of the
/// device and the engine, and that state, so that the simulator derives them again only when a window
/// connects or disconnects or the engine's identities change, not after every event.
struct WindowNaming {
    /// What the names depend on: the device's connected scenes and the engine's identities for them.
    struct Key: Equatable {
        /// ``SimulatedUIKit/SimulatedDevice/connectedScenesVersion``.
        var connectedScenesVersion: UInt64
        /// The running engine, or `nil` (not running, or an app without the engine).
        var engine: ObjectIdentifier?
        /// The engine's `sceneIdentityVersion` (R2), or `nil` without an engine.
        var sceneIdentityVersion: Int?
    }

    /// The state the names were derived from; `nil` when it cannot be told (an engine that does not
    /// report changes of its identities), so that the names are not kept.
    let key: Key?
    /// One name per connected scene, in connection order: `names[i]` names the device's
    /// `connectedScenes[i]` for as long as ``key`` is current.
    let names: [WindowName]
    /// The persistent identifier of each connected scene's session, in the same order.
    let sessionIdentifiers: [String]
    /// The position of each name in ``names``.
    let indexByName: [WindowName: Int]

    /// Names scenes in connection order: the identity, then `#N` for the N-th window of one identity.
    /// - Parameters:
    ///   - key: the state the identities come from.
    ///   - identities: each connected scene's identity and session identifier, in connection order.
    init(key: Key?, identities: [(identity: String, sessionIdentifier: String)]) {
        self.key = key
        var counts: [String: Int] = [:]
        var names: [WindowName] = []
        var indexByName: [WindowName: Int] = [:]
        names.reserveCapacity(identities.count)
        for (index, entry) in identities.enumerated() {
            counts[entry.identity, default: 0] += 1
            let name = WindowName(identity: entry.identity, ordinal: counts[entry.identity] ?? 1)
            names.append(name)
            indexByName[name] = index
        }
        self.names = names
        self.sessionIdentifiers = identities.map(\.sessionIdentifier)
        self.indexByName = indexByName
    }
}
