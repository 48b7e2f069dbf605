import Foundation

/// What is installed on a ``SimulatedDevice``, like `UIApplicationMain`'s arguments: the Info.plist and a
/// factory for the app delegate (called at every launch, U7).
public struct SimulatedAppBundle {
    /// The app's Info.plist; replace it before a launch to test another one.
    public var infoPlist: InfoPlist
    /// Creates the app delegate at each launch.
    public var makeApplicationDelegate: @MainActor () -> any UIApplicationDelegate
    /// Simulation addition, the stand-in for `NSClassFromString`: scene delegate classes by the names an
    /// Info.plist's `UISceneDelegateClassName` uses. A name also matches by its last dotted component,
    /// so `$(PRODUCT_MODULE_NAME).SceneDelegate` finds `SceneDelegate`.
    public var sceneDelegateClasses: [String: any UISceneDelegate.Type]
    /// The app's Associated Domains entitlement (`com.apple.developer.associated-domains`), entries as
    /// Xcode writes them: `applinks:example.com`, `applinks:*.example.com`, `webcredentials:…`. Only the
    /// `applinks:` entries matter here: they decide which universal links the system hands the app.
    public var associatedDomains: [String] = []

    /// Creates a bundle.
    /// - Parameters:
    ///   - infoPlist: the Info.plist.
    ///   - makeApplicationDelegate: creates the app delegate at each launch.
    ///   - sceneDelegateClasses: scene delegate classes by class name (default none).
    public init(infoPlist: InfoPlist, makeApplicationDelegate: @escaping @MainActor () -> any UIApplicationDelegate,
                sceneDelegateClasses: [String: any UISceneDelegate.Type] = [:]) {
        self.infoPlist = infoPlist
        self.makeApplicationDelegate = makeApplicationDelegate
        self.sceneDelegateClasses = sceneDelegateClasses
    }

    /// Resolves a `UISceneDelegateClassName`.
    /// - Parameter name: the class name as written in the Info.plist.
    /// - Returns: the registered class, or `nil`.
    public func sceneDelegateClass(named name: String?) -> (any UISceneDelegate.Type)? {
        guard let name, !name.isEmpty else { return nil }
        if let exact = sceneDelegateClasses[name] { return exact }
        if let last = name.split(separator: ".").last.map(String.init), let match = sceneDelegateClasses[last] {
            return match
        }
        return nil
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
