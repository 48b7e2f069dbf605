import AppLinks
import Foundation

/// What is installed on a ``SimulatedDevice``, like `UIApplicationMain`'s arguments: the Info.plist and a
/// factory for the app delegate (called at every launch, U7).
public struct SimulatedAppBundle {
    /// The app's Info.plist; replace it before a launch to test another one.
    public var infoPlist: InfoPlist
    /// Creates the app delegate at each launch.
    public var makeApplicationDelegate: @MainActor () -> any UIApplicationDelegate
    /// Simulation addition, the stand-in for the Objective-C runtime (`NSClassFromString` and `init()` on a class object): the scene delegate classes the app can instantiate, each with how to create one.
    ///
    /// An Info.plist's `UISceneDelegateClassName` names one of them by its full name
    /// (`$(PRODUCT_MODULE_NAME).SceneDelegate` expands to the module's name) or, failing that, by its last
    /// dotted component; a configuration's ``UISceneConfiguration/delegateClass`` by the class itself.
    public var sceneDelegates: [SceneDelegateClass]
    /// The app's Associated Domains entitlement (`com.apple.developer.associated-domains`), entries as Xcode writes them: `applinks:example.com`, `applinks:*.example.com`, `webcredentials:…`.
    ///
    /// Only the `applinks:` entries matter here: they decide which universal links the system hands the
    /// app.
    public var associatedDomains: [String] = []
    /// Simulation addition: the app's identifier as apple-app-site-association files name it.
    ///
    /// `TEAMID.bundle.identifier`; `nil` lets every `details` entry count for it (docs/RULES.md U13).
    public var appIdentifier: String?
    /// Simulation addition: the apple-app-site-association file of each domain that serves one.
    ///
    /// By host (lowercased), compiled. A universal link on such a host opens the app only when the file accepts
    /// it (``AppLinkMatcher``); a host without one needs only its `applinks:` entry.
    public var siteAssociations: [String: AppLinkMatcher] = [:]

    /// Creates a bundle.
    /// - Parameters:
    ///   - infoPlist: the Info.plist.
    ///   - sceneDelegates: the scene delegate classes the app can instantiate (default none: its scenes
    ///     connect without a delegate, with a warning naming the class when one was asked for).
    ///   - makeApplicationDelegate: creates the app delegate at each launch.
    public init(
        infoPlist: InfoPlist, sceneDelegates: [SceneDelegateClass] = [],
        makeApplicationDelegate: @escaping @MainActor () -> any UIApplicationDelegate
    ) {
        self.infoPlist = infoPlist
        self.makeApplicationDelegate = makeApplicationDelegate
        self.sceneDelegates = sceneDelegates
    }

    /// Resolves a `UISceneDelegateClassName`, as `NSClassFromString` does.
    /// - Parameter name: the class name as written in the Info.plist; `$(PRODUCT_MODULE_NAME).` is
    ///   matched by the class's last dotted component.
    /// - Returns: the registered class, or `nil`.
    func sceneDelegateClass(named name: String?) -> SceneDelegateClass? {
        guard let name, !name.isEmpty else { return nil }
        if let exact = sceneDelegates.first(where: { $0.name == name }) { return exact }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return sceneDelegates.first { $0.shortName == last }
    }

    /// The registration of a class, by identity.
    /// - Parameter delegateClass: the class a configuration names.
    /// - Returns: its registration, or `nil` when the app did not list it.
    func sceneDelegateClass(_ delegateClass: AnyClass) -> SceneDelegateClass? {
        sceneDelegates.first { $0.identifier == ObjectIdentifier(delegateClass) }
    }
}

/// Whether the app's process runs (U7, U9).
public enum ProcessState: String, Sendable {
    /// Never launched, killed, or ended after its last window closed.
    case notRunning
    /// Running.
    case running
    /// Ended by an uncaught exception; sessions survive, every event but launch is ignored.
    case crashed
}

/// Why a device event was refused.
public enum DeviceError: Error, Equatable, Sendable {
    /// `launch` while the app is running.
    case alreadyRunning
    /// An event that needs the running app while it is not running.
    case notRunning
    /// An event that needs the running app after it crashed.
    case crashed
}
