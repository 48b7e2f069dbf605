import Foundation
import RouteInterface
import SimulatedUIKit

/// The app's one scene manager (DESIGN R1): owns every window scene, gives each its identity (R2)
/// and route handle, enforces the window behaviour (R3, R4), routes intents across windows (R6),
/// sweeps windows on sign-out (R13), checks the Info.plist (R16) and drops a disconnecting window's
/// intents (R19).
///
/// The host's scene delegate forwards UIKit's callbacks to it: `scene(_:willConnectTo:options:errorHandler:)`,
/// the intent forwarders, the activation callbacks and `sceneDidDisconnect(_:)`; the app delegate
/// forwards `application(_:didDiscardSceneSessions:)` to ``discardSceneSessions(for:)``.
@MainActor public final class SceneManager<Configurator: SceneConfiguratorProtocol>: SceneHandleProtocol, RouteHandleHost {
    /// The host app's scene policy.
    public let sceneConfigurator: Configurator

    var windows: [ManagedWindow] = []
    var activationCounter = 0
    var didCheckInfoPlist = false
    var signOutSweepScheduled = false
    /// Completions of intents forwarded to a window that has not connected yet, by trace id.
    var forwardedCompletions: [Int: (any Error) -> Void] = [:]
    let registrations: [SceneIntent]
    let traceLog = IntentTraceLog()
    lazy var restoration: RestorationCoordinator = makeRestorationCoordinator()

    /// Creates the manager.
    /// - Parameter sceneConfigurator: the host app's configurator.
    public init(sceneConfigurator: Configurator) {
        self.sceneConfigurator = sceneConfigurator
        registrations = sceneConfigurator.registerIntents().sorted { $0.description < $1.description }
    }

    /// Whether the app supports multiple scenes (U5).
    public var allowsMultipleScenes: Bool {
        SimulatedDevice.current?.application?.supportsMultipleScenes ?? false
    }

    var windowBehavior: WindowBehavior { sceneConfigurator.registerWindowBehavior() }

    func registration(matching intent: SceneIntent) -> SceneIntent? {
        intent.bestMatch(in: registrations)
    }

    func window(for scene: UIScene) -> ManagedWindow? {
        windows.first { $0.scene === scene }
    }

    func windows(of identity: String) -> [ManagedWindow] {
        windows.filter { $0.identity == identity }
    }

    /// The identity type for a raw value, falling back to the primary scene (R2).
    func scene(forRawValue raw: String?) -> Configurator.Scene {
        if let raw, let scene = Configurator.Scene(rawValue: raw), sceneConfigurator.registerScenes().contains(scene) {
            return scene
        }
        return sceneConfigurator.primaryScene(for: self)
    }

    private func makeRestorationCoordinator() -> RestorationCoordinator {
        let storage: any StateRestorableStorage
        if let custom = sceneConfigurator.registerStateRecordableStorage() {
            storage = custom
        } else {
            storage = InMemoryStateRestorationStorage()
        }
        let configurator = sceneConfigurator
        return RestorationCoordinator(
            storage: storage,
            restorableTypes: sceneConfigurator.registerRestorableTypes(),
            report: { screen, error in configurator.restorationStorageExecution(for: screen, didFailedWith: error) },
            reportWithoutScreen: { error in configurator.restorationStorageExecution(for: nil, didFailedWith: error) }
        )
    }
}
