import Foundation
import RoutenavHost
import SimulatedUIKit
import Simulator

/// A screen named by its title, with buttons that push titled screens onto its own navigation stack.
@MainActor final class ProbeScreen: UIViewController {
    init(_ title: String, pushes: [String] = []) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        actions = pushes.map { next in
            UIAction(title: "Open \(next)") { [weak self] _ in
                self?.navigationController?.pushViewController(ProbeScreen(next), animated: true)
            }
        }
    }

    override var screenTypeName: String { title ?? "Untitled" }
}

/// A plain UIKit app (no engine) whose window `main` is a tab bar: `Inbox` (a stack), `Search`, and
/// `Library`, a double-column split view (`Sidebar` beside `Detail`), to drive the container steps,
/// expectations and transcript without the engine.
@MainActor final class ContainerProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    required override init() {
        super.init()
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(ProbeScreen("Sidebar", pushes: ["Detail"]), for: .primary)
        split.setViewController(ProbeScreen("Detail", pushes: ["Reply"]), for: .secondary)
        split.tabBarItem = UITabBarItem(title: "Library", image: nil, tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: ProbeScreen("Inbox", pushes: ["Message"])),
            UINavigationController(rootViewController: ProbeScreen("Search")),
            split,
        ]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// The probe's application delegate.
@MainActor final class ContainerProbeAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ContainerProbeSceneDelegate.self
        return configuration
    }
}

enum ContainerProbeApp {
    @MainActor static let definition = AppDefinition(
        name: "container-probe",
        infoPlist: InfoPlist(
            bundleIdentifier: "com.example.container-probe",
            hasSceneManifest: true,
            supportsMultipleScenes: false,
            sceneConfigurations: [InfoPlist.windowApplicationRole: [.init(name: "Default Configuration", delegateClassName: "Probe.SceneDelegate")]]
        ),
        sceneDelegates: [SceneDelegateClass(ContainerProbeSceneDelegate.init)]
    ) { _ in ContainerProbeAppDelegate() }

    /// A launched probe.
    @MainActor static func launched() throws -> Simulator {
        let simulator = Simulator(app: definition)
        try simulator.apply(.launch(LaunchPayload()))
        return simulator
    }
}
