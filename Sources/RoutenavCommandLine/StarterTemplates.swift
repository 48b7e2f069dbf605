/// The Swift files of ``StarterPackage`` that depend only on the type prefix (`Demo` for `demo`).
enum StarterTemplates {
    /// The app delegate: the composition root, built per process.
    static func appDelegate(_ prefix: String) -> String {
        """
        import AuthSession
        import Route
        import SimulatedUIKit

        /// The Xcode template's app delegate, plus the composition root: the scene manager is built when
        /// this process finishes launching.
        class AppDelegate: UIResponder, UIApplicationDelegate {
            let session: SimulatedAuthSession
            let containerURL: URL?
            private(set) var sceneManager: SceneManager<\(prefix)Configurator>?

            init(session: SimulatedAuthSession, containerURL: URL?) {
                self.session = session
                self.containerURL = containerURL
                super.init()
            }

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                sceneManager = SceneManager(sceneConfigurator: \(prefix)Configurator(session: session, containerURL: containerURL))
                return true
            }

            // MARK: UISceneSession Lifecycle

            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                             options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                // The Info.plist's configuration names the scene delegate ($(PRODUCT_MODULE_NAME).SceneDelegate).
                return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }

            func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
                sceneManager?.discardSceneSessions(for: sceneSessions)
            }
        }

        """
    }

    /// The scene delegate: forwards UIKit's callbacks to the scene manager.
    static func sceneDelegate(_ prefix: String) -> String {
        """
        import Route
        import SimulatedUIKit

        /// The Xcode template's scene delegate, forwarding UIKit's scene callbacks to the scene manager.
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {

            var window: UIWindow?

            private var sceneManager: SceneManager<\(prefix)Configurator>? {
                (UIApplication.shared.delegate as? AppDelegate)?.sceneManager
            }

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                sceneManager?.scene(scene, willConnectTo: session, options: connectionOptions, errorHandler: nil)
            }

            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                sceneManager?.scene(scene, openURLContexts: URLContexts, errorHandler: nil)
            }

            func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                sceneManager?.scene(scene, continue: userActivity, errorHandler: nil)
            }

            func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                guard let sceneManager else { return completionHandler(false) }
                sceneManager.scene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler, errorHandler: nil)
            }

            // Activation changes and disconnection reach the engine through UIScene's notifications
            // (didActivate, willDeactivate, didEnterBackground, didDisconnect): nothing more to forward.
        }

        """
    }

    /// The configurator: one scene, one intent, the file store, the restorable item screen.
    static func configurator(_ prefix: String, scheme: String) -> String {
        """
        import Route
        import RouteInterface
        import SimulatedUIKit

        /// The app's scenes (add one, and a routing behaviour, for a second window).
        enum \(prefix)Scene: String, SceneRepresentable {
            case main
        }

        /// The scene policy: one window, `\(scheme)://item/<id>` links, restoration records in the container.
        final class \(prefix)Configurator: SceneConfiguratorProtocol {
            typealias Scene = \(prefix)Scene
            private let session: any AuthSessionHandleProtocol
            private let containerURL: URL?

            init(session: any AuthSessionHandleProtocol, containerURL: URL?) {
                self.session = session
                self.containerURL = containerURL
            }

            func registerStateRecordableStorage() -> (any StateRestorableStorage)? {
                containerURL.map { FileStateRestorationStorage(containerURL: $0) }
            }

            func registerScenes() -> Set<\(prefix)Scene> { [.main] }
            func registerIntents() -> Set<SceneIntent> { [.url(URL(string: "\(scheme)://item"))] }
            func primaryScene(for handle: any SceneHandleProtocol) -> \(prefix)Scene { .main }

            func routeHandle(for scene: \(prefix)Scene, with configuration: any RouteHandleConfigurable,
                             within handle: any SceneHandleProtocol) -> (any RouteHandleProtocol)? {
                RouteHandle(configuration, authenticationSessionHandle: session, router: \(prefix)Router())
            }

            func sceneTerminationPolicy(for scene: UIScene, with request: any SceneTerminationRequest,
                                        within handle: any SceneHandleProtocol) -> any SceneTerminationPolicy {
                DefaultSceneTerminationPolicy(isSystemTerminationAllowed: true, isAuthSessionTerminationAllowed: false)
            }

            // No registerRestorableTypes() needed: the engine finds `ItemViewController` (a StateRestoring
            // class of this module) by the name its records are filed under. List restorable screens of
            // other modules there.
            func restorationStorageExecution(for screen: (any StateRestoring)?, didFailedWith error: any Error) {}
        }

        """
    }

    /// The router: `SignIn` while signed out, else `Home` (or the restored screen); links open an `Item`
    /// once signed in; sign-in and sign-out replace the whole stack (`.replaceAll`).
    static func router(_ prefix: String) -> String {
        """
        import RouteInterface
        import SimulatedUIKit

        /// The window's router: the sign-in pattern of docs/RULES.md R8 and R20.
        final class \(prefix)Router: RouterProtocol {
            let allowsPrecedingStackOnInitialRoute = true
            /// What a link does while no one is signed in: wait in the window's queue until sign-in (R8).
            /// `.dropWhileSignedOut` drops it with a reason; `.runSignedOut` suits an OAuth callback.
            let signInPolicy = SceneIntentSignInPolicy.queueUntilSignIn

            func preferredSplashViewController(for handle: any RouteHandleProtocol) -> any RoutingSplashControlling {
                SplashViewController()
            }

            func preferredInitialViewController(for handle: any RouteHandleProtocol, with restoring: (any StateRestoring)?) -> any RoutingViewControlling {
                if let restored = restoring as? any RoutingViewControlling { return restored }
                return handle.authSessionHandle.sessionStatus.isSignedIn ? HomeViewController() : SignInViewController()
            }

            func shouldExecute(pending: SceneIntent, current: UIViewController?, for handle: any RouteHandleProtocol) -> SceneIntentExecutionPermission {
                guard let id = pending.urlPathSegments?.first else { return .intentExecuted }
                let permission: SceneIntentExecutionPermission =
                    (current as? ItemViewController)?.itemID == id ? .intentExecuted : .executeIntent(isAnimated: true)
                return signInPolicy.preferredPermission(for: handle.authSessionHandle.sessionStatus, whenAllowed: permission)
            }

            func preferredViewController(_ intent: SceneIntent, for handle: any RouteHandleProtocol) -> any RoutingViewControlling {
                ItemViewController(itemID: intent.urlPathSegments?.first ?? "")
            }

            /// Sign-out replaces the whole stack with `SignIn` (`.replaceAll`): a `.push` would leave the
            /// screens that require sign-in beneath it, and the window covered for good (R20).
            func updateRouteIfNeeded(for handle: any RouteHandleProtocol, sessionEvent: AuthSessionDelegateEvent) {
                switch sessionEvent {
                case .logout:
                    handle.push(to: SignInViewController(navigationAction: .replaceAll), animated: false)
                case .login where handle.currentViewController is SignInViewController:
                    handle.push(to: HomeViewController(navigationAction: .replaceAll), animated: false)
                default:
                    break
                }
            }
        }

        """
    }

    /// The three screens and the splash.
    static let screens = """
        import AuthSession
        import RouteInterface
        import SimulatedUIKit

        /// `SignIn`: the one screen open while signed out.
        final class SignInViewController: UIViewController, RoutingViewControlling {
            private let navigationAction: NavigationAction

            init(navigationAction: NavigationAction = .push) {
                self.navigationAction = navigationAction
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Sign In"
                view.addSubview(UIButton(type: .system, primaryAction: UIAction(title: "Sign in") { [weak self] _ in
                    (self?.routeHandle?.authSessionHandle as? SimulatedAuthSession)?.signIn()
                }))
            }

            func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
        }

        /// `Home`: items to open, one button each, and sign-out; requires sign-in.
        final class HomeViewController: UIViewController, RoutingViewControlling, RequiresSignIn {
            private let navigationAction: NavigationAction

            init(navigationAction: NavigationAction = .push) {
                self.navigationAction = navigationAction
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Home"
                for id in ["1", "2"] {
                    view.addSubview(UIButton(type: .system, primaryAction: UIAction(title: "Open item \\(id)") { [weak self] _ in
                        self?.routeHandle?.push(to: ItemViewController(itemID: id), animated: true)
                    }))
                }
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sign out", primaryAction: UIAction(title: "Sign out") { [weak self] _ in
                    (self?.routeHandle?.authSessionHandle as? SimulatedAuthSession)?.signOut()
                })
            }

            func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { navigationAction }
        }

        /// `Item(id)`: restorable, with `Home` beneath it; the `(id)` is its restorable state's one field;
        /// requires sign-in.
        final class ItemViewController: UIViewController, RoutingViewControlling, StateRestoring, RequiresSignIn {
            struct State: StateRepresentable {
                var itemID: String
            }

            let itemID: String

            init(itemID: String) {
                self.itemID = itemID
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            func preferredNavigationActionWhenPushed() -> any NavigationActionProtocol { NavigationAction.replaceCurrentWithChain }
            func preferredPrecedingViewController() -> (any RoutingViewControlling)? { HomeViewController() }
            func restoringState() -> State { State(itemID: itemID) }
            static func restore(with state: State) -> any StateRestoring { ItemViewController(itemID: state.itemID) }
        }

        /// A splash that lets the route in at once.
        final class SplashViewController: UIViewController, RoutingSplashControlling {
            func preferredAnimationTiming() -> SplashAnimationTiming { .immediate }
            func startAnimating(over window: UIWindow, completion: (@MainActor @Sendable () -> Void)?) { completion?() }
            func stopAnimating() {}
        }

        """
}
