import AuthSession
import SimulatedUIKit

/// The `bare` demo (Sources/DemoApps): a plain UIKit app without RouteKit, wired the naive way of a windowing guide.
///
/// It handles URLs only in `scene(_:openURLContexts:)`, so a link that launches it is lost (U1).
public enum BareApp {
    /// The app definition.
    public static let definition = DemoAppDefinition(
        name: "bare", infoPlist: infoPlist,
        sceneDelegates: [SceneDelegateClass(BareSceneDelegate.init)]
    ) { _ in BareAppDelegate() }

    /// Multiple scenes and the `notes` scheme; no activity types.
    public static let infoPlist = InfoPlist(
        bundleIdentifier: "com.example.bare",
        hasSceneManifest: true,
        supportsMultipleScenes: true,
        sceneConfigurations: [InfoPlist.windowApplicationRole: [.init(name: "Default Configuration", delegateClassName: "Bare.SceneDelegate")]],
        urlSchemes: ["notes"]
    )
}

/// The bare app delegate: nothing but the scene configuration.
@MainActor public final class BareAppDelegate: UIResponder, UIApplicationDelegate {
    /// Creates the delegate.
    public override init() {
        super.init()
    }

    /// Launches.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Every window uses ``BareSceneDelegate``.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = BareSceneDelegate.self
        return configuration
    }
}

/// The bare scene delegate: builds the window in `willConnectTo` and ignores the connection options.
@MainActor public final class BareSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The window.
    public var window: UIWindow?

    /// Creates the delegate.
    public required override init() {
        super.init()
    }

    /// Shows `Home`; the connection options' URL is never read (the trap).
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: Bare.HomeViewController())
        window.makeKeyAndVisible()
        self.window = window
    }

    /// Pushes `NoteDetail(id)` for `notes://note/<id>`.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let navigation = window?.rootViewController as? UINavigationController else { return }
        for context in URLContexts.sorted(by: { $0.order < $1.order }) {
            let parts = context.url.pathComponents.filter { $0 != "/" }
            guard context.url.host == "note", let noteID = parts.first else { continue }
            navigation.pushViewController(Bare.NoteDetailViewController(noteID: noteID), animated: true)
        }
    }
}

/// The bare app's screens.
public enum Bare {
    /// `Home`.
    @MainActor public final class HomeViewController: UIViewController {
        /// Creates the screen.
        public init() {
            super.init(nibName: nil, bundle: nil)
        }
    }

    /// `NoteDetail(id)`.
    @MainActor public final class NoteDetailViewController: UIViewController {
        /// The note shown.
        public let noteID: String

        /// Creates the screen.
        /// - Parameter noteID: the note's id.
        public init(noteID: String) {
            self.noteID = noteID
            super.init(nibName: nil, bundle: nil)
        }

        /// The note id.
        public override var screenValue: String? { noteID }
    }
}
