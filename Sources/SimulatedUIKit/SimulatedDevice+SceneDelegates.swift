import Foundation

/// Creating a connecting scene's delegate from its configuration (U1), as UIKit does from
/// `delegateClass` or `UISceneDelegateClassName`.
extension SimulatedDevice {
    /// A new delegate of the configuration's class, or `nil` for none.
    ///
    /// The class must be listed in the bundle's ``SimulatedAppBundle/sceneDelegates`` (the simulation's
    /// stand-in for the Objective-C runtime). When it is not, or when the Info.plist names a class no
    /// listed class matches, the scene connects without a delegate, as UIKit does for a class name it
    /// cannot find, and the device warns once per class, naming it and what to add.
    /// - Parameter configuration: the configuration `configurationForConnecting` returned.
    /// - Returns: the delegate.
    func makeSceneDelegate(for configuration: UISceneConfiguration) -> (any UISceneDelegate)? {
        if let delegateClass = configuration.delegateClass {
            if let registered = bundle.sceneDelegateClass(delegateClass) {
                return registered.makeDelegate()
            }
            warnUnregisteredSceneDelegate(
                String(reflecting: delegateClass),
                reason: "is not among the app's scene delegate classes")
            return nil
        }
        if let declared = configuration.declaredDelegateClassName, !declared.isEmpty {
            warnUnregisteredSceneDelegate(
                declared,
                reason:
                    "(UISceneDelegateClassName of configuration \"\(configuration.name ?? "(no name)")\") names no class among the app's scene delegate classes"
            )
        }
        return nil
    }

    /// Warns, once per class name and device, that a scene connects without its delegate.
    private func warnUnregisteredSceneDelegate(_ className: String, reason: String) {
        guard warnedSceneDelegateClassNames.insert(className).inserted else { return }
        let listed = bundle.sceneDelegates.map(\.name)
        let shortName = className.split(separator: ".").last.map(String.init) ?? className
        UIKitRuntime.warning(
            "scene delegate class \(className) \(reason) (listed: \(listed.isEmpty ? "none" : listed.joined(separator: ", "))), "
                + "so the scene connects without a delegate and no scene callback reaches the app. "
                + "The simulator creates scene delegates only from the classes its app lists: add "
                + "sceneDelegates: [SceneDelegateClass(\(shortName).init)] to the app's AppDefinition (SimulatedAppBundle.sceneDelegates)")
    }
}
