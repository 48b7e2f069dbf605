import Foundation
import Testing
import SimulatedUIKit

/// The Xcode template's scene delegate, as written for UIKit: not final, no `required init()`.
class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var connected: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        Self.connected.append(session.persistentIdentifier)
    }
}

/// The template's app delegate: the configuration comes from the Info.plist's name alone.
private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

/// An app delegate that names the class itself, as RouteKit's README does.
private final class AssigningAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TemplateSceneDelegate.self
        return configuration
    }
}

/// U1: the scene delegate UIKit creates from `UISceneDelegateClassName` or `delegateClass`, for a class
/// written as the Xcode template writes it.
@MainActor
@Suite("Scene delegate classes", .serialized)
struct SceneDelegateClassTests {
    private func plist(className: String) -> InfoPlist {
        InfoPlist(bundleIdentifier: "com.example.template", supportsMultipleScenes: true,
                  sceneConfigurations: [InfoPlist.windowApplicationRole: [.init(name: "Default Configuration", delegateClassName: className)]])
    }

    @Test func aNonFinalTemplateDelegateNamedByTheInfoPlistIsCreatedAtConnection() throws {
        TemplateSceneDelegate.connected = []
        let device = SimulatedDevice(bundle: SimulatedAppBundle(
            infoPlist: plist(className: "$(PRODUCT_MODULE_NAME).TemplateSceneDelegate"),
            sceneDelegates: [SceneDelegateClass(TemplateSceneDelegate.init)]) { TemplateAppDelegate() })
        try device.relaunch()
        let scene = try #require(device.connectedScenes.first)
        #expect(scene.delegate is TemplateSceneDelegate)
        #expect(TemplateSceneDelegate.connected == [scene.session.persistentIdentifier])
        #expect((scene.delegate as? TemplateSceneDelegate)?.window?.windowScene === scene)
    }

    @Test func theFullModuleQualifiedNameResolvesToo() throws {
        let device = SimulatedDevice(bundle: SimulatedAppBundle(
            infoPlist: plist(className: String(reflecting: TemplateSceneDelegate.self)),
            sceneDelegates: [SceneDelegateClass(TemplateSceneDelegate.init)]) { TemplateAppDelegate() })
        try device.relaunch()
        #expect(device.connectedScenes.first?.delegate is TemplateSceneDelegate)
    }

    @Test func anAssignedDelegateClassIsCreatedWhenListed() throws {
        let device = SimulatedDevice(bundle: SimulatedAppBundle(
            infoPlist: plist(className: ""), sceneDelegates: [SceneDelegateClass(TemplateSceneDelegate.init)]) { AssigningAppDelegate() })
        try device.relaunch()
        #expect(device.connectedScenes.first?.delegate is TemplateSceneDelegate)
    }

    @Test func anUnlistedClassConnectsWithoutDelegateAndTheWarningSaysWhatToAdd() throws {
        let device = SimulatedDevice(bundle: SimulatedAppBundle(infoPlist: plist(className: "")) { AssigningAppDelegate() })
        try device.relaunch()
        #expect(device.connectedScenes.first?.delegate == nil)
        let warnings = device.console.entries.filter { $0.level == .warning }.map(\.message)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.contains(String(reflecting: TemplateSceneDelegate.self)))
        #expect(warning.contains("sceneDelegates: [SceneDelegateClass(TemplateSceneDelegate.init)]"))
    }

    @Test func anInfoPlistNameThatMatchesNoListedClassIsNamedInTheWarning() throws {
        let device = SimulatedDevice(bundle: SimulatedAppBundle(
            infoPlist: plist(className: "$(PRODUCT_MODULE_NAME).SceneDelegate")) { TemplateAppDelegate() })
        try device.relaunch()
        #expect(device.connectedScenes.first?.delegate == nil)
        let warning = try #require(device.console.entries.first { $0.level == .warning }?.message)
        #expect(warning.contains("$(PRODUCT_MODULE_NAME).SceneDelegate"))
        #expect(warning.contains("UISceneDelegateClassName"))
        #expect(warning.contains("SceneDelegateClass(SceneDelegate.init)"))
    }
}
