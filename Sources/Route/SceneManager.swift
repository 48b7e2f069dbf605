import Foundation
import RouteInterface
import UIKit

/// The app's one scene manager (R1): owns every window scene, gives each its identity (R2)
/// and route handle, enforces the window behaviour (R3, R4), routes intents across windows (R6),
/// sweeps windows on sign-out (R13), checks the Info.plist (R16) and drops a disconnecting window's
/// intents (R19).
///
/// The host forwards five UIKit callbacks to it, as RouteKit's README shows: the scene delegate's
/// `scene(_:willConnectTo:options:)`, `scene(_:openURLContexts:)`, `scene(_:continue:)` and
/// `windowScene(_:performActionFor:completionHandler:)`, and the app delegate's
/// `application(_:didDiscardSceneSessions:)` (to ``discardSceneSessions(for:)``). Activation, resignation,
/// backgrounding and disconnection it learns by itself from UIKit's scene notifications
/// (`UIScene.didActivateNotification`, `willDeactivateNotification`, `didEnterBackgroundNotification`,
/// `didDisconnectNotification`), observed for each window it manages.
@MainActor public final class SceneManager<Configurator: SceneConfiguratorProtocol>: SceneHandleProtocol, RouteHandleHost {
    /// The host app's scene policy.
    public let sceneConfigurator: Configurator

    /// The connected windows, in connection order.
    ///
    /// Change it only through ``addWindow(_:)`` and ``removeWindow(for:)``, which keep
    /// ``windowsByScene`` in step.
    private(set) var windows: [ManagedWindow] = []
    /// The same windows by their scene's object identity, so that finding a scene's window (done for every callback and every query) costs the same however many windows are open.
    ///
    /// Each window holds its scene strongly, so no identity in it can be reused by another object while it
    /// is there.
    private var windowsByScene: [ObjectIdentifier: ManagedWindow] = [:]
    /// Counts up each time a window is added or removed (``SceneManagerIntrospecting/sceneIdentityVersion``).
    public private(set) var sceneIdentityVersion = 0
    var activationCounter = 0
    /// Identities whose window has been requested (by `requestSceneActivation` or a forwarded intent) and has not connected yet, with the number of the request that put them here.
    ///
    /// Under `windowPerScene` such an identity counts as open (R3), so a second request in the same
    /// instant reports `sceneAlreadyActive` instead of opening a window that R3 would destroy at
    /// connection.
    var activationsInFlight: [WindowKey: Int] = [:]
    var activationRequestCounter = 0
    /// Intents placed `.preferExisting` on an identity whose window is in flight: they go to that
    /// window when it connects (R6), by identity.
    var intentsAwaitingWindow: [WindowKey: [PendingIntent]] = [:]
    var didCheckInfoPlist = false
    /// The process (its `UIApplication`) the manager last connected a window for, and whether it has
    /// (``forgetWindowsOfEndedProcess()``).
    weak var servedApplication: UIApplication?
    var hasServedApplication = false
    var signOutSweepScheduled = false
    /// Completions of intents forwarded to a window that has not connected yet, by trace id.
    var forwardedCompletions: [Int: (any Error) -> Void] = [:]
    /// The registered intents (sorted by their string), taken apart once for R5 matching: the
    /// configurator registers them once, so no link parses them again.
    let registrations: SceneIntentMatcher
    let traceLog: IntentTraceLog
    lazy var restoration: RestorationCoordinator = makeRestorationCoordinator()
    /// The scheduler and log the manager and its windows run on.
    let environment: EngineEnvironment

    /// Creates the manager.
    ///
    /// A README-shaped host passes only its configurator: the engine then runs on the main run loop and
    /// reports to the system log. A test harness or a host with its own clock or logger injects them, as
    /// a SwiftNIO pipeline is given its event loop; every window the manager connects uses the same ones.
    /// - Parameters:
    ///   - sceneConfigurator: the host app's configurator.
    ///   - scheduler: where the engine's time and timers come from (default: ``MainRunLoopScheduler``).
    ///   - logSink: where the engine reports (default: ``SystemLogSink``, the system log).
    public init(sceneConfigurator: Configurator, scheduler: (any RouteScheduler)? = nil, logSink: (any RouteLogSink)? = nil) {
        self.sceneConfigurator = sceneConfigurator
        let environment = EngineEnvironment(scheduler: scheduler ?? MainRunLoopScheduler(), logSink: logSink ?? SystemLogSink())
        self.environment = environment
        traceLog = IntentTraceLog(environment: environment)
        registrations = SceneIntentMatcher(registrations: sceneConfigurator.registerIntents().sorted { $0.description < $1.description })
        for problem in registrations.problems {
            environment.log.warning("registerIntents: \(problem) (R5)")
        }
    }

    /// Whether the app supports multiple scenes (U5).
    public var allowsMultipleScenes: Bool {
        UIApplication.shared.supportsMultipleScenes
    }

    /// The window behaviour of one identity's windows (R3; it may differ per scene).
    /// - Parameter identity: an identity's raw value.
    /// - Returns: the configurator's behaviour for that identity, or its app-wide one for an undeclared identity.
    func windowBehavior(of identity: String) -> WindowBehavior {
        guard let scene = Configurator.Scene(rawValue: identity) else { return sceneConfigurator.registerWindowBehavior() }
        return sceneConfigurator.registerWindowBehavior(for: scene)
    }

    func registration(matching intent: SceneIntent) -> SceneIntent? {
        registrations.bestMatch(for: intent)
    }

    /// The intent's match with its values, or why it is refused (R5).
    func match(for intent: SceneIntent) -> Result<SceneIntentMatch, SceneIntentRefusal> {
        registrations.match(for: intent)
    }

    func window(for scene: UIScene) -> ManagedWindow? {
        windowsByScene[ObjectIdentifier(scene)]
    }

    /// Starts tracking a connected window (the last in connection order).
    func addWindow(_ window: ManagedWindow) {
        windows.append(window)
        windowsByScene[ObjectIdentifier(window.scene)] = window
        sceneIdentityVersion += 1
    }

    /// Stops tracking a scene's window.
    /// - Returns: the window, or `nil` when the scene had none.
    func removeWindow(for scene: UIScene) -> ManagedWindow? {
        guard let window = windowsByScene.removeValue(forKey: ObjectIdentifier(scene)),
            let index = windows.firstIndex(where: { $0 === window })
        else { return nil }
        window.notifications = nil
        sceneIdentityVersion += 1
        return windows.remove(at: index)
    }

    func windows(of identity: String) -> [ManagedWindow] {
        windows.filter { $0.identity == identity }
    }

    /// The connected windows of one identity holding one value (R3 per key).
    func windows(holding key: WindowKey) -> [ManagedWindow] {
        windows.filter { $0.key == key }
    }

    /// The identity type for a raw value, falling back to the primary scene (R2).
    func scene(forRawValue raw: String?) -> Configurator.Scene {
        if let raw, let scene = Configurator.Scene(rawValue: raw), sceneConfigurator.registerScenes().contains(scene) {
            return scene
        }
        return sceneConfigurator.primaryScene(for: self)
    }

    private func makeRestorationCoordinator() -> RestorationCoordinator {
        let custom = sceneConfigurator.registerStateRecordableStorage()
        let configurator = sceneConfigurator
        let coordinator = RestorationCoordinator(
            storage: custom ?? InMemoryStateRestorationStorage(),
            isDefaultStorage: custom == nil,
            restorableTypes: RestorableTypeLookup(
                registered: sceneConfigurator.registerRestorableTypes(),
                hostTypes: [Configurator.self]),
            report: { screen, error in configurator.restorationStorageExecution(for: screen, didFailedWith: error) },
            reportWithoutScreen: { error in configurator.restorationStorageExecution(for: nil, didFailedWith: error) }
        )
        coordinator.environment = environment
        return coordinator
    }
}
