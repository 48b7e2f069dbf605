import AuthSession
import DemoApps
import Foundation
import Route
import RouteInterface
import SimulatedUIKit
import Simulator

/// The test app's scene identities.
enum TestScene: String, SceneRepresentable, CaseIterable {
    case main
    case side
}

/// A host app built in the test, wired like the Notes demo (Sources/DemoApps/Notes), whose policies
/// the test sets before launch and whose callbacks it records.
@MainActor final class TestApp {
    // MARK: Scene policy
    var windowBehavior: WindowBehavior = .windowPerScene
    /// One identity's window behaviour; `nil`: ``windowBehavior`` for every identity.
    var sceneWindowBehavior: ((TestScene) -> WindowBehavior)?
    var launchPayloadPolicy: LaunchPayloadPolicy = .all
    var executionPolicy: UISceneExecutionPolicy = .default
    var registrations: Set<SceneIntent> = [
        .url(URL(string: "notes://note")), .userActivity(activityType: "com.notes.viewing", context: nil), .shortcutItem(type: "new-note"),
    ]
    var routing: (SceneIntent) -> SceneRoutingBehavior<TestScene> = { _ in .currentScene }
    var authTerminationAllowed: (String) -> Bool = { _ in false }
    var systemTerminationAllowed: (String) -> Bool = { _ in true }
    var infoPlist = NotesApp.infoPlist(supportsMultipleScenes: true)
    /// The app's `applinks:` entries (universal links).
    var associatedDomains: [String] = []
    /// What the app delegate's `didFinishLaunching` returned, in an app without a scene manifest.
    var didFinishLaunchingResults: [Bool] = []
    /// The scheduler and log sink the app delegate injects into its `SceneManager`; `nil`: the defaults.
    var scheduler: (any RouteScheduler)?
    var logSink: (any RouteLogSink)?

    // MARK: Router policy
    var splashTiming: SplashAnimationTiming = .waitUntilAnimationComplete
    /// The splash animation's length; `nil`: it never completes.
    var splashSeconds: Double? = 0.6
    var allowsPrecedingStackOnInitialRoute = true
    var initialScreen: (TestScene) -> any RoutingViewControlling = { _ in HomeViewController() }
    /// The window's root container; `nil`: the engine's own navigation controller.
    var rootContainer: (TestScene) -> UIViewController? = { _ in nil }
    var shouldExecute: (SceneIntent, UIViewController?, Bool) -> SceneIntentExecutionPermission = { _, _, signedIn in
        signedIn ? .executeIntent(isAnimated: true) : .executionDenied
    }
    var screenForIntent: (SceneIntent) -> any RoutingViewControlling = { intent in
        switch intent {
        case .url: ItemViewController(intent.urlPathSegments?.first ?? "")
        case let .userActivity(_, context): ItemViewController(context?.string(forKey: "noteID") ?? "")
        case let .shortcutItem(type): ItemViewController(type)
        }
    }
    var canPush: (UIViewController?, any RoutingViewControlling) -> Bool = { _, _ in true }
    /// The router's `shouldObscureContentWhenInactive` from (signed in, re-authentication pending);
    /// `nil` keeps the default, signed in and none pending (R14, R20).
    var obscuresContent: ((Bool, Bool) -> Bool)?
    /// When set, answers the match-taking `shouldExecute` (else it forwards to ``shouldExecute``).
    var shouldExecuteMatch: ((SceneIntentMatch, any AuthSessionStatusProtocol) -> SceneIntentExecutionPermission)?
    /// When set, builds the screen of a match (else ``screenForIntent`` builds it from the intent).
    var screenForMatch: ((SceneIntentMatch) -> any RoutingViewControlling)?
    var presentation: (SceneIntentMatch) -> SceneIntentPresentation = { _ in .navigation }

    // MARK: Records
    /// Every call of an error handler or `route(to:)` completion: the error's name.
    var handlerErrors: [String] = []
    /// Every call of UIKit's shortcut `completionHandler`, with its argument.
    var shortcutCompletions: [Bool] = []
    /// Every `sceneIntentExecutionDidFailed`: window identity and error.
    var routerFailures: [String] = []
    /// Every `shouldExecute` answer: "identity intent -> answer".
    var permissionLog: [String] = []
    /// Every `preferredViewController` call (an intent being routed): "identity intent".
    var executions: [String] = []
    /// The match of every intent being routed, in order.
    var executedMatches: [SceneIntentMatch] = []
    /// Auth events each window's router received.
    var sessionEvents: [String] = []
    /// The splashes built, newest last.
    var splashes: [TestSplashViewController] = []
    var initialRouteCount = 0

    var definition: DemoAppDefinition {
        var definition = DemoAppDefinition(name: "test", infoPlist: infoPlist, sceneDelegates: [SceneDelegateClass(TestSceneDelegate.init)]) { [self] context in
            TestAppDelegate(app: self, context: context)
        }
        definition.associatedDomains = associatedDomains
        return definition
    }

    /// A simulator with this app installed, not running.
    func simulator() -> Simulator {
        Simulator(app: definition)
    }

    /// A simulator with this app launched, its session loaded signed in, and the splash over (1 s).
    func launched() throws -> Simulator {
        let simulator = simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        return simulator
    }
}

/// The test app's delegate: builds the scene manager at launch.
@MainActor final class TestAppDelegate: UIResponder, UIApplicationDelegate, SceneEngineHosting {
    let app: TestApp
    let context: AppProcessContext
    private(set) var sceneManager: SceneManager<TestConfigurator>?

    init(app: TestApp, context: AppProcessContext) {
        self.app = app
        self.context = context
        super.init()
    }

    var sceneEngine: (any SceneManagerIntrospecting)? { sceneManager }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let manager = SceneManager(sceneConfigurator: TestConfigurator(app: app, session: context.session), scheduler: app.scheduler,
                                   logSink: app.logSink)
        sceneManager = manager
        // Without a scene manifest, UIKit sends no scene callback: the app delegate forwards its own.
        guard !application.infoPlist.hasSceneManifest else { return true }
        let result = manager.application(application, didFinishLaunchingWithOptions: launchOptions, errorHandler: record)
        app.didFinishLaunchingResults.append(result)
        return result
    }

    private func record(_ error: any Error) {
        app.handlerErrors.append(String(describing: error))
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        sceneManager?.application(app, open: url, options: options, errorHandler: record) ?? false
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
        sceneManager?.application(application, continue: userActivity, errorHandler: record) ?? false
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        let counted: (Bool) -> Void = { [app] value in
            app.shortcutCompletions.append(value)
            completionHandler(value)
        }
        guard let sceneManager else { return counted(false) }
        sceneManager.application(application, performActionFor: shortcutItem, completionHandler: counted, errorHandler: record)
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TestSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        sceneManager?.discardSceneSessions(for: sceneSessions)
    }
}

/// Forwards the README's callbacks to the scene manager and records what the engine hands back.
@MainActor final class TestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private var delegate: TestAppDelegate? { UIApplication.shared.delegate as? TestAppDelegate }
    private var manager: SceneManager<TestConfigurator>? { delegate?.sceneManager }

    private func record(_ error: any Error) {
        delegate?.app.handlerErrors.append(String(describing: error))
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        manager?.scene(scene, willConnectTo: session, options: connectionOptions, errorHandler: record)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        manager?.scene(scene, openURLContexts: URLContexts, errorHandler: record)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        manager?.scene(scene, continue: userActivity, errorHandler: record)
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        let app = delegate?.app
        let counted: (Bool) -> Void = { value in
            app?.shortcutCompletions.append(value)
            completionHandler(value)
        }
        guard let manager else { return counted(false) }
        manager.scene(windowScene, performActionFor: shortcutItem, completionHandler: counted, errorHandler: record)
    }
}

/// The test app's scene policy, read from its ``TestApp``.
@MainActor final class TestConfigurator: SceneConfiguratorProtocol {
    typealias Scene = TestScene
    let app: TestApp
    let session: SimulatedAuthSession

    init(app: TestApp, session: SimulatedAuthSession) {
        self.app = app
        self.session = session
    }

    func registerScenes() -> Set<TestScene> { Set(TestScene.allCases) }
    func registerIntents() -> Set<SceneIntent> { app.registrations }
    func registerWindowBehavior() -> WindowBehavior { app.windowBehavior }
    func registerWindowBehavior(for scene: TestScene) -> WindowBehavior { app.sceneWindowBehavior?(scene) ?? app.windowBehavior }
    func launchPayloadPolicy(within handle: any SceneHandleProtocol) -> LaunchPayloadPolicy { app.launchPayloadPolicy }
    func primaryScene(for handle: any SceneHandleProtocol) -> TestScene { .main }
    func routingBehavior(for intent: SceneIntent, within handle: any SceneHandleProtocol) -> SceneRoutingBehavior<TestScene> {
        app.routing(intent)
    }
    func sceneIntentExecutionPolicy(for intent: SceneIntent, within handle: any SceneHandleProtocol) -> UISceneExecutionPolicy {
        app.executionPolicy
    }
    func routeHandle(for scene: TestScene, with configuration: any RouteHandleConfigurable,
                     within handle: any SceneHandleProtocol) -> (any RouteHandleProtocol)? {
        RouteHandle(configuration, authenticationSessionHandle: session, router: TestRouter(app: app, scene: scene))
    }
    func sceneTerminationPolicy(for scene: UIScene, with request: any SceneTerminationRequest,
                                within handle: any SceneHandleProtocol) -> any SceneTerminationPolicy {
        let identity = handle.sceneIdentity(of: scene) ?? ""
        return DefaultSceneTerminationPolicy(isSystemTerminationAllowed: app.systemTerminationAllowed(identity),
                                             isAuthSessionTerminationAllowed: app.authTerminationAllowed(identity))
    }
    func registerRestorableTypes() -> [any StateRestoring.Type] { [] }
    func restorationStorageExecution(for screen: (any StateRestoring)?, didFailedWith error: any Error) {}
}

/// The test app's router of one window, read from its ``TestApp``.
@MainActor final class TestRouter: RouterProtocol {
    let app: TestApp
    let scene: TestScene

    init(app: TestApp, scene: TestScene) {
        self.app = app
        self.scene = scene
    }

    var allowsPrecedingStackOnInitialRoute: Bool { app.allowsPrecedingStackOnInitialRoute }

    func preferredSplashViewController(for handle: any RouteHandleProtocol) -> any RoutingSplashControlling {
        let splash = TestSplashViewController(timing: app.splashTiming, seconds: app.splashSeconds)
        app.splashes.append(splash)
        return splash
    }

    func preferredInitialViewController(for handle: any RouteHandleProtocol, with restoring: (any StateRestoring)?) -> any RoutingViewControlling {
        app.initialScreen(scene)
    }

    func preferredRootViewController(for handle: any RouteHandleProtocol) -> UIViewController? {
        app.rootContainer(scene)
    }

    func shouldExecute(pending: SceneIntent, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
        let answer = app.shouldExecute(pending, current, handle.authSessionHandle.sessionStatus.isSignedIn)
        app.permissionLog.append("\(scene.rawValue) \(pending) -> \(answer)")
        return answer
    }

    func preferredViewController(_ intent: SceneIntent, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        app.executions.append("\(scene.rawValue) \(intent)")
        return app.screenForIntent(intent)
    }

    func shouldExecute(pending match: SceneIntentMatch, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
        guard let answer = app.shouldExecuteMatch?(match, handle.authSessionHandle.sessionStatus) else {
            return shouldExecute(pending: match.intent, current: current, for: handle)
        }
        app.permissionLog.append("\(scene.rawValue) \(match.intent) -> \(answer)")
        return answer
    }

    func preferredViewController(_ match: SceneIntentMatch, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
        app.executedMatches.append(match)
        guard let screen = app.screenForMatch?(match) else { return preferredViewController(match.intent, for: handle) }
        app.executions.append("\(scene.rawValue) \(match.intent)")
        return screen
    }

    func preferredIntentPresentation(_ match: SceneIntentMatch, for handle: any RouteHandleProtocol) -> SceneIntentPresentation {
        app.presentation(match)
    }

    func canPushViewController(on handle: any RouteHandleProtocol, from: UIViewController?, to: any RoutingViewControlling) -> Bool {
        app.canPush(from, to)
    }

    func shouldObscureContentWhenInactive(for handle: any RouteHandleProtocol) -> Bool {
        let session = handle.authSessionHandle
        guard let obscures = app.obscuresContent else { return session.sessionStatus.isSignedIn && !session.isManualAuthenticationRequired }
        return obscures(session.sessionStatus.isSignedIn, session.isManualAuthenticationRequired)
    }

    func updateRouteIfNeeded(for handle: any RouteHandleProtocol, sessionEvent: AuthSessionDelegateEvent) {
        app.sessionEvents.append("\(scene.rawValue) \(sessionEvent)")
    }

    func initialRouteDidInitialize(for handle: any RouteHandleProtocol) {
        app.initialRouteCount += 1
    }

    func sceneIntentExecutionDidFailed(for handle: any RouteHandleProtocol, error: any Error) {
        app.routerFailures.append("\(scene.rawValue) \(error)")
    }
}
