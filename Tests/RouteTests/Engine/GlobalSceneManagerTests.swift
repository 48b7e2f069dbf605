import DemoApps
import Foundation
import Route
import RouteInterface
import SimulatedUIKit
import Simulator
import Testing

/// The style this test stands for: a host app that keeps its scene manager in a Swift global, as some
/// UIKit apps do. `kill` cannot reset it in the simulator, so the next process finds it already built.
@MainActor private var globalSceneManager: SceneManager<NotesConfigurator>?

/// An app delegate that builds the global manager only once ("if nil"), as such apps do. It tells the
/// simulator where its engine is (the manager is in no stored property it could find).
@MainActor private final class GlobalManagerAppDelegate: UIResponder, UIApplicationDelegate, SceneEngineHosting {
    let context: AppProcessContext
    var sceneEngine: (any SceneManagerIntrospecting)? { globalSceneManager }

    init(context: AppProcessContext) {
        self.context = context
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if globalSceneManager == nil { globalSceneManager = SceneManager(sceneConfigurator: NotesConfigurator(context: context)) }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = GlobalManagerSceneDelegate.self
        return configuration
    }
}

/// Forwards to the global manager.
@MainActor private final class GlobalManagerSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        globalSceneManager?.scene(scene, willConnectTo: session, options: connectionOptions, errorHandler: nil)
    }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        globalSceneManager?.scene(scene, openURLContexts: URLContexts, errorHandler: nil)
    }
    // Activation changes and disconnection reach the engine through UIScene's notifications
    // (didActivate, willDeactivate, didEnterBackground, didDisconnect): nothing more to forward.
}

/// Issue 12, Build 2: a host app that keeps its `SceneManager` in a global gets a warning at relaunch
/// naming the problem, and its restored windows are not destroyed as duplicates of the dead process's.
@MainActor @Suite(.serialized) struct GlobalSceneManagerTests {
    @Test func relaunchWarnsThatTheManagerOutlivedItsProcessAndKeepsTheRestoredWindows() throws {
        globalSceneManager = nil
        defer { globalSceneManager = nil }
        let app = AppDefinition(name: "global-notes", infoPlist: NotesApp.infoPlist(supportsMultipleScenes: true),
                                sceneDelegates: [SceneDelegateClass(GlobalManagerSceneDelegate.init)]) { context in
            GlobalManagerAppDelegate(context: context)
        }
        let simulator = Simulator(app: app)
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(.tap(WindowName(identity: "main"), title: "Open note 2", count: 1))
        try simulator.apply(.tap(WindowName(identity: "main"), title: "New note window", count: 1))
        try simulator.apply(.wait(seconds: 1))
        #expect(simulator.windowNames.map(\.description) == ["main", "compose"])
        #expect(!simulator.console.contains { $0.message.contains("outlived its process") })

        try simulator.apply(.kill)
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))

        let warnings = simulator.console.filter { $0.level == .warning && $0.message.contains("this SceneManager outlived its process") }
        #expect(warnings.count == 1, "\(simulator.console.map(\.message))")
        #expect(warnings.first?.message.contains("global or a static") == true)
        #expect(!simulator.console.contains { $0.message.contains("already has a window") }, "a restored window was destroyed as a duplicate")
        #expect(simulator.windowNames.map(\.description) == ["main", "compose"])
        #expect(try simulator.window(WindowName(identity: "main")).stack.names.last == "NoteDetail(2)")
        #expect(try simulator.window(WindowName(identity: "compose")).stack.names == ["Compose"])
    }

    @Test func aPerProcessManagerGetsNoWarning() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.kill)
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.wait(seconds: 1))
        #expect(!simulator.console.contains { $0.message.contains("outlived its process") })
    }
}
