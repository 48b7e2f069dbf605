import Foundation

/// The names of the connected windows (`main`, `main#2`, `compose`; docs/SCENARIOS.md) for one state of the
/// device and the engine, and that state, so that the simulator derives them again only when a window
/// connects or disconnects or the engine's identities change, not after every event — and, when windows
/// only connected since, names just the new ones (``extend(with:key:removalVersion:)``).
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

    /// One connected scene's identity as the names were derived: the engine's (fixed while the scene stays
    /// connected, R2), or `nil` when the engine did not manage the scene yet and `main` stood in.
    typealias Identity = (identity: String?, sessionIdentifier: String)

    /// The identity that names a scene with no identity of its own (no engine, or not managed yet).
    static let standInIdentity = "main"

    /// The state the names were derived from; `nil` when it cannot be told (an engine that does not
    /// report changes of its identities), so that the names are not kept.
    private(set) var key: Key?
    /// ``SimulatedUIKit/SimulatedDevice/connectedScenesRemovalVersion`` when the names were derived.
    private(set) var removalVersion: UInt64
    /// Counts up by one for every naming derived from scratch and is kept by ``extend(with:key:removalVersion:)``,
    /// so that a reader who saw an earlier naming of the same lineage knows its names are still the first ones.
    let lineage: UInt64
    /// One name per connected scene, in connection order: `names[i]` names the device's
    /// `connectedScenes[i]` for as long as ``key`` is current.
    private(set) var names: [WindowName]
    /// The persistent identifier of each connected scene's session, in the same order.
    private(set) var sessionIdentifiers: [String]
    /// The position of each name in ``names``.
    private(set) var indexByName: [WindowName: Int]
    /// How many windows of each identity are named so far (the next one of identity `i` is `i#count+1`).
    private var counts: [String: Int]
    /// Whether some scene was named `main` only because the engine did not manage it yet: its name may
    /// change, so the names cannot be extended.
    private(set) var hasStandIns: Bool

    /// Names scenes in connection order: the identity, then `#N` for the N-th window of one identity.
    /// - Parameters:
    ///   - key: the state the identities come from.
    ///   - removalVersion: the device's removal version at that state.
    ///   - lineage: a number no earlier naming from scratch had.
    ///   - identities: each connected scene's identity and session identifier, in connection order.
    /// - Complexity: O(n) in the number of scenes.
    init(key: Key?, removalVersion: UInt64, lineage: UInt64, identities: [Identity]) {
        self.key = key
        self.removalVersion = removalVersion
        self.lineage = lineage
        names = []
        sessionIdentifiers = []
        indexByName = [:]
        counts = [:]
        hasStandIns = false
        append(identities)
    }

    /// Adds names for scenes connected since, which come after every named one.
    /// - Parameters:
    ///   - identities: the new scenes' identities, in connection order.
    ///   - key: the state now.
    ///   - removalVersion: the device's removal version now (the same as ``removalVersion``: no scene left).
    /// - Complexity: O(k) in the number of new scenes (amortized, when this naming is the only copy: the
    ///   arrays and the table grow in place).
    mutating func extend(with identities: [Identity], key: Key?, removalVersion: UInt64) {
        self.key = key
        self.removalVersion = removalVersion
        append(identities)
    }

    private mutating func append(_ identities: [Identity]) {
        names.reserveCapacity(names.count + identities.count)
        for entry in identities {
            let identity = entry.identity ?? Self.standInIdentity
            if entry.identity == nil { hasStandIns = true }
            let ordinal = counts[identity, default: 0] + 1
            counts[identity] = ordinal
            let name = WindowName(identity: identity, ordinal: ordinal)
            indexByName[name] = names.count
            names.append(name)
            sessionIdentifiers.append(entry.sessionIdentifier)
        }
    }
}
