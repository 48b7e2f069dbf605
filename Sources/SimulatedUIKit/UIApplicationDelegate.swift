import Foundation

/// The app delegate: process-level callbacks (U1, U6).
///
/// Every method has a default: launching returns `true`; the configuration is the Info.plist's first
/// configuration of the session's role; discarding does nothing.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The process finished launching (U1); in a scene-based app `launchOptions` carries no payload (it
    /// rides in the scene's connection options).
    /// - Parameters:
    ///   - application: the application.
    ///   - launchOptions: always `nil` here.
    /// - Returns: `true` to continue launching (the value is ignored, as in scene-based UIKit apps).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Picks the configuration of a connecting session (U1).
    /// - Parameters:
    ///   - application: the application.
    ///   - connectingSceneSession: the session.
    ///   - options: the connection's payloads.
    /// - Returns: the configuration whose delegate class the device instantiates.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions were discarded (U6): at once while running, at the next launch (before any scene connects)
    /// for sessions swiped away while not running.
    /// - Parameters:
    ///   - application: the application.
    ///   - sceneSessions: the discarded sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// Default: returns `true`.
    /// - Parameters:
    ///   - application: the application.
    ///   - launchOptions: ignored.
    /// - Returns: `true`.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Default: the Info.plist's first configuration of the session's role (with its delegate class
    /// resolved through ``SimulatedAppBundle/sceneDelegates``), as UIKit does without this method.
    /// - Parameters:
    ///   - application: the application.
    ///   - connectingSceneSession: the session.
    ///   - options: ignored.
    /// - Returns: the configuration.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let entry = application.infoPlist.sceneConfigurations[connectingSceneSession.role.rawValue]?.first
        return UISceneConfiguration.fromInfoPlist(entry, role: connectingSceneSession.role, bundle: application.device?.bundle)
    }

    /// Default: does nothing.
    /// - Parameters:
    ///   - application: the application.
    ///   - sceneSessions: the discarded sessions.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
