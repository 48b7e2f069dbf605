import AuthSession
import DemoApps
import Foundation
import Route
import RouteInterface
import SimulatedUIKit
import Simulator

/// The probe app's scene identities.
enum ProbeScene: String, SceneRepresentable, CaseIterable {
    case main
    case side
}

/// A host app built for the restoration tests, wired like the Notes demo, whose restorable screens are
/// open to signed-out users (`PublicCard`) or carry a payload of a chosen size (`Payload`). It keeps its
/// records in a real container through a ``RecordingStorage`` and records, across processes, every
/// `restorationStorageExecution` call and every store operation and scene connection in order.
///
/// Links (scheme `notes`, declared by the Notes Info.plist): `notes://card/ID` opens `PublicCard(ID)`;
/// `notes://payload/N` opens `Payload(N)`, whose encoded state is exactly N bytes. Every intent executes,
/// signed in or not. The initial screen is the restored one, else `Desk`.
@MainActor final class ProbeApp {
    /// One call of `restorationStorageExecution(for:didFailedWith:)`.
    struct Report: Equatable, CustomStringConvertible {
        /// The screen passed, by screen name, or `nil`.
        var screen: String?
        /// The error passed.
        var error: StateRestorationError?
        /// The error's text when it is not a ``StateRestorationError``.
        var other: String?

        /// The error's case name, e.g. `payloadTooLarge`.
        var name: String {
            guard let error else { return other ?? "?" }
            return String(error.description.prefix { $0 != ":" })
        }

        var description: String { "\(screen ?? "nil"): \(error.map(String.init(describing:)) ?? other ?? "?")" }
    }

    /// The container the records live in.
    let containerURL: URL
    /// Every report, in order, across processes.
    var reports: [Report] = []
    /// Store operations (`save S1 Payload(12)`, `load S1`, `delete S1`) and connections (`connect S1`), in order.
    var log: [String] = []

    init(containerURL: URL) {
        self.containerURL = containerURL
    }

    var definition: DemoAppDefinition {
        DemoAppDefinition(name: "probe", infoPlist: NotesApp.infoPlist(supportsMultipleScenes: true),
                          sceneDelegates: [SceneDelegateClass(ProbeSceneDelegate.init)]) { [self] context in
            ProbeAppDelegate(app: self, context: context)
        }
    }

    /// A simulator with this app installed (not running), its files in the container.
    func simulator() -> Simulator {
        Simulator(app: definition, containerURL: containerURL)
    }

    /// The names of the reports so far.
    var reportNames: [String] { reports.map(\.name) }
}

/// Forwards to a ``FileStateRestorationStorage`` and logs each operation in the app's ``ProbeApp/log``.
@MainActor final class RecordingStorage: StateRestorableStorage, StateRestorationWarningReporting {
    let inner: FileStateRestorationStorage
    unowned let app: ProbeApp

    init(app: ProbeApp) {
        self.app = app
        inner = FileStateRestorationStorage(containerURL: app.containerURL)
    }

    var onWarning: (@MainActor (StateRestorationError, String) -> Void)? {
        didSet { inner.onWarning = onWarning }
    }

    func save(_ record: StateRecord, for sessionIdentifier: String) throws {
        app.log.append("save \(sessionIdentifier) \(record.screenName)")
        try inner.save(record, for: sessionIdentifier)
    }

    func load(for sessionIdentifier: String) throws -> StateRecord? {
        app.log.append("load \(sessionIdentifier)")
        return try inner.load(for: sessionIdentifier)
    }

    func delete(for sessionIdentifier: String) throws {
        app.log.append("delete \(sessionIdentifier)")
        try inner.delete(for: sessionIdentifier)
    }

    func storedSessionIdentifiers() -> [String] {
        inner.storedSessionIdentifiers()
    }
}

/// The probe app's delegate: builds the scene manager at launch and forwards discards (U6).
@MainActor final class ProbeAppDelegate: UIResponder, UIApplicationDelegate, SceneEngineHosting {
    let app: ProbeApp
    let context: AppProcessContext
    private(set) var sceneManager: SceneManager<ProbeConfigurator>?

    init(app: ProbeApp, context: AppProcessContext) {
        self.app = app
        self.context = context
        super.init()
    }

    var sceneEngine: (any SceneManagerIntrospecting)? { sceneManager }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        sceneManager = SceneManager(sceneConfigurator: ProbeConfigurator(app: app, session: context.session))
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ProbeSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        sceneManager?.discardSceneSessions(for: sceneSessions)
    }
}

/// Forwards the README's scene callbacks to the scene manager; logs each connection.
@MainActor final class ProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private var delegate: ProbeAppDelegate? { UIApplication.shared.delegate as? ProbeAppDelegate }
    private var manager: SceneManager<ProbeConfigurator>? { delegate?.sceneManager }

    private func ignore(_ error: any Error) {}

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        delegate?.app.log.append("connect \(session.persistentIdentifier)")
        manager?.scene(scene, willConnectTo: session, options: connectionOptions, errorHandler: ignore)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        manager?.scene(scene, openURLContexts: URLContexts, errorHandler: ignore)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        manager?.scene(scene, continue: userActivity, errorHandler: ignore)
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        guard let manager else { return completionHandler(false) }
        manager.scene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler, errorHandler: ignore)
    }
}

/// The probe app's scene policy: `main` and `side`, one window each, records in the container.
@MainActor final class ProbeConfigurator: SceneConfiguratorProtocol {
    typealias Scene = ProbeScene
    let app: ProbeApp
    let session: SimulatedAuthSession

    init(app: ProbeApp, session: SimulatedAuthSession) {
        self.app = app
        self.session = session
    }

    func registerScenes() -> Set<ProbeScene> { Set(ProbeScene.allCases) }
    func registerIntents() -> Set<SceneIntent> {
        [.url(URL(string: "notes://card")), .url(URL(string: "notes://payload"))]
    }
    func primaryScene(for handle: any SceneHandleProtocol) -> ProbeScene { .main }
    func routeHandle(for scene: ProbeScene, with configuration: any RouteHandleConfigurable,
                     within handle: any SceneHandleProtocol) -> (any RouteHandleProtocol)? {
        RouteHandle(configuration, authenticationSessionHandle: session, router: ProbeRouter())
    }
    func sceneTerminationPolicy(for scene: UIScene, with request: any SceneTerminationRequest,
                                within handle: any SceneHandleProtocol) -> any SceneTerminationPolicy {
        DefaultSceneTerminationPolicy(isSystemTerminationAllowed: true, isAuthSessionTerminationAllowed: false)
    }

    func registerStateRecordableStorage() -> (any StateRestorableStorage)? { RecordingStorage(app: app) }
    func registerRestorableTypes() -> [any StateRestoring.Type] { [PublicCardViewController.self, PayloadViewController.self] }
    func restorationStorageExecution(for screen: (any StateRestoring)?, didFailedWith error: any Error) {
        let name = (screen as? UIViewController)?.screenName
        if let error = error as? StateRestorationError {
            app.reports.append(ProbeApp.Report(screen: name, error: error, other: nil))
        } else {
            app.reports.append(ProbeApp.Report(screen: name, error: nil, other: String(describing: error)))
        }
    }
}

/// The probe app's router: every intent executes, signed in or not.
@MainActor final class ProbeRouter: RouterProtocol {
    let allowsPrecedingStackOnInitialRoute = true

    func preferredSplashViewController(for handle: any RouteHandleProtocol) -> any RoutingSplashControlling {
        ProbeSplashViewController()
    }

    func preferredInitialViewController(for handle: any RouteHandleProtocol, with restoring: (any StateRestoring)?) -> any RoutingViewControlling {
        (restoring as? any RoutingViewControlling) ?? DeskViewController()
    }

    func shouldExecute(pending: SceneIntent, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
        .executeIntent(isAnimated: true)
    }

    func preferredViewController(_ intent: SceneIntent, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        let argument = intent.urlPathSegments?.first ?? ""
        guard case let .url(url) = intent, url?.host == "payload" else { return PublicCardViewController(cardID: argument) }
        return PayloadViewController(byteCount: Int(argument) ?? 0)
    }

    func updateRouteIfNeeded(for handle: any RouteHandleProtocol, sessionEvent: AuthSessionDelegateEvent) {}
}

/// `Desk`: the probe app's home; not restorable.
@MainActor final class DeskViewController: UIViewController, RoutingViewControlling {}

/// `PublicCard(id)`: restorable, open to signed-out users, preceded by `Desk`.
@MainActor final class PublicCardViewController: UIViewController, RoutingViewControlling, StateRestoring {
    struct State: StateRepresentable, Equatable {
        var cardID: String
    }

    let cardID: String

    init(cardID: String) {
        self.cardID = cardID
        super.init(nibName: nil, bundle: nil)
    }

    override var screenValue: String? { cardID }
    func preferredPrecedingViewController() -> (any RoutingViewControlling)? { DeskViewController() }
    func restoringState() -> State { State(cardID: cardID) }
    static func restore(with state: State) -> any StateRestoring { PublicCardViewController(cardID: state.cardID) }
}

/// `Payload(N)`: restorable; its state encodes (JSON, `{"blob":"xx…"}`) to exactly N bytes for N ≥ 11.
@MainActor final class PayloadViewController: UIViewController, RoutingViewControlling, StateRestoring {
    struct State: StateRepresentable, Equatable {
        var blob: String
    }

    /// The JSON around the blob: `{"blob":"` and `"}`.
    static let envelopeBytes = 11

    let byteCount: Int

    init(byteCount: Int) {
        self.byteCount = byteCount
        super.init(nibName: nil, bundle: nil)
    }

    override var screenValue: String? { String(byteCount) }
    func restoringState() -> State { State(blob: String(repeating: "x", count: max(0, byteCount - Self.envelopeBytes))) }
    static func restore(with state: State) -> any StateRestoring {
        PayloadViewController(byteCount: state.blob.utf8.count + envelopeBytes)
    }
}

/// A splash that installs the route as soon as the session loads.
@MainActor final class ProbeSplashViewController: UIViewController, RoutingSplashControlling {
    func preferredAnimationTiming() -> SplashAnimationTiming { .immediate }
    func startAnimating(over window: UIWindow, completion: (@MainActor @Sendable () -> Void)?) {}
    func stopAnimating() {}
}
