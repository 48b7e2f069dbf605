import RouteInterface
import UIKit

/// Read-only engine state for the simulator, the transcript and the navigator (not for host apps).
@MainActor public protocol SceneManagerIntrospecting: AnyObject {
    /// The identity of a connected window scene, or `nil` when the engine does not manage it.
    /// - Parameter scene: a connected scene.
    /// - Returns: the identity, or `nil` when the engine does not manage the scene.
    func sceneIdentity(of scene: UIScene) -> String?
    /// The engine's route handle of a connected window scene.
    /// - Parameter scene: a connected scene.
    /// - Returns: the handle, or `nil` when the engine does not manage the scene.
    func engineHandle(of scene: UIScene) -> RouteHandle?
    /// A number that changes whenever a window scene gains or loses its identity, that is, whenever the
    /// engine starts or stops managing a window; ``sceneIdentity(of:)`` answers the same for every scene
    /// while it stays the same (R2: an identity is fixed from connection to disconnection), so a
    /// reader can keep what it derived from the identities (window names, `main#2`). It only counts up;
    /// its value means nothing else.
    var sceneIdentityVersion: Int { get }
    /// Every intent's trace, oldest first.
    var intentTraces: [IntentTrace] { get }
    /// The restoration storage in use.
    var restorationStorage: any StateRestorableStorage { get }
    /// Waits for the record store's background writer, reports each write that failed there to the host
    /// and the log (as R15's flush points do), and returns every write the store failed since the last
    /// call, one line each (`S1: restoration record of NoteDetail(7) not written (storageFailure: …)`).
    ///
    /// For the simulated OS just before the process ends (a kill, the end of a run): what a run lost is
    /// said before it ends. Writes still coalescing are not forced out, as a kill does not.
    /// - Returns: the lost writes, oldest first; empty when every write landed.
    /// - Complexity: O(f) for f failures, after the wait for the writer.
    func settleRestorationWrites() -> [String]
    /// Whether a transition, splash, fade, navigation or restoration write is in flight.
    var hasWorkInFlight: Bool { get }
    /// The scene identities the host app declares (its configurator's `registerScenes()`): the primary
    /// scene first, the others sorted. A new window whose activity (or persisted session) names another
    /// identity connects as the primary scene, with an engine warning that lists these (R2).
    var declaredSceneIdentities: [String] { get }
    /// Violations of the engine's invariants (Sources/Route/SceneManager+Invariants.swift); empty when all hold.
    /// - Parameter isSignedIn: whether the session is signed in now.
    /// - Returns: one line per violation.
    func invariantViolations(isSignedIn: Bool) -> [String]
    /// The intents the host app registers (its configurator's `registerIntents()`), sorted by their
    /// scenario spelling; an activity's registered context names the user-info keys it reads (R5).
    var registeredIntents: [SceneIntent] { get }
}

extension SceneManager: SceneManagerIntrospecting {
    /// The identity of a connected window scene.
    /// - Parameter scene: a connected scene.
    /// - Returns: the identity, or `nil` when the engine does not manage the scene.
    public func sceneIdentity(of scene: UIScene) -> String? { window(for: scene)?.identity }

    /// The value a connected window holds besides its identity, or `nil`.
    /// - Parameter scene: a connected scene.
    /// - Returns: the value, or `nil` when the window holds none.
    public func sceneValue(of scene: UIScene) -> String? { window(for: scene)?.key.value }

    /// The engine's route handle of a connected window scene.
    /// - Parameter scene: a connected scene.
    /// - Returns: the handle, or `nil` when the engine does not manage the scene.
    public func engineHandle(of scene: UIScene) -> RouteHandle? { window(for: scene)?.engine }

    /// Every intent's trace, oldest first.
    public var intentTraces: [IntentTrace] { traceLog.traces }

    /// The restoration storage in use.
    public var restorationStorage: any StateRestorableStorage { restoration.storage }

    /// Waits for the record writer and returns the writes the store failed since the last call (R15).
    /// - Returns: one line per lost write.
    /// - Complexity: O(f) for f failures, after the wait for the writer.
    public func settleRestorationWrites() -> [String] { restoration.settleAndTakeLostWrites() }

    /// The scene identities the host app declares, the primary first, the others sorted (R2).
    public var declaredSceneIdentities: [String] {
        let primary = sceneConfigurator.primaryScene(for: self).rawValue
        return [primary] + sceneConfigurator.registerScenes().map(\.rawValue).filter { $0 != primary }.sorted()
    }

    /// The intents the host app registers, sorted by their scenario spelling (R5).
    public var registeredIntents: [SceneIntent] { registrations.registrations }

    /// Whether anything is in flight.
    public var hasWorkInFlight: Bool {
        restoration.hasPendingWrites || signOutSweepScheduled || windows.contains { $0.engine?.isBusy ?? false }
    }
}
