import Foundation

/// The configuration an app picks for a connecting scene session (U1): which scene delegate class the
/// device instantiates.
@preconcurrency @MainActor
public final class UISceneConfiguration {
    /// The configuration's name (`UISceneConfigurationName`).
    public var name: String?
    /// The session role it is for.
    public let role: UISceneSession.Role
    /// The scene delegate class (`AnyClass`, as in UIKit); the device creates one when the scene connects.
    ///
    /// `nil`: the scene has no delegate. The simulated app must list the class in its
    /// ``SimulatedAppBundle/sceneDelegates`` (the stand-in for the Objective-C runtime), else the scene
    /// connects without a delegate and the device warns, naming the class.
    public var delegateClass: AnyClass?
    /// The Info.plist's `UISceneDelegateClassName` for this configuration, kept for the warning when it
    /// names no class the app lists.
    var declaredDelegateClassName: String?

    /// Creates a configuration.
    ///
    /// As in UIKit, when the running app's Info.plist declares a configuration of this name and role, its
    /// `UISceneDelegateClassName` is resolved (through ``SimulatedAppBundle/sceneDelegates``) into
    /// ``delegateClass``.
    ///
    /// - Parameters:
    ///   - name: the configuration name.
    ///   - sessionRole: the session role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        if let name, let bundle = SimulatedDevice.current?.bundle,
            let entry = bundle.infoPlist.sceneConfigurations[sessionRole.rawValue]?.first(where: { $0.name == name })
        {
            resolveDelegateClass(named: entry.delegateClassName, in: bundle)
        }
    }

    /// The configuration UIKit builds from an Info.plist entry.
    /// - Parameters:
    ///   - entry: the declared configuration, or `nil` for an empty configuration.
    ///   - role: the session role.
    ///   - bundle: the installed bundle, which resolves delegate class names.
    /// - Returns: the configuration.
    static func fromInfoPlist(_ entry: InfoPlist.SceneConfiguration?, role: UISceneSession.Role, bundle: SimulatedAppBundle?) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: role)
        configuration.name = entry?.name
        if let bundle { configuration.resolveDelegateClass(named: entry?.delegateClassName, in: bundle) }
        return configuration
    }

    /// Sets ``delegateClass`` from a `UISceneDelegateClassName`, remembering the name.
    private func resolveDelegateClass(named className: String?, in bundle: SimulatedAppBundle) {
        declaredDelegateClassName = className
        delegateClass = bundle.sceneDelegateClass(named: className)?.delegateClass
    }
}

/// Options for `requestSceneSessionDestruction` (none are modelled).
@preconcurrency @MainActor
public final class UISceneDestructionRequestOptions {
    /// Creates default options.
    public init() {}
}

/// The error `requestSceneSessionActivation` and `requestSceneSessionDestruction` report (U5), after
/// UIKit's `UISceneError`.
public struct UISceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// UIKit's `UISceneError.Code`.
    public enum Code: Int, Sendable {
        /// The app does not support multiple scenes (U5).
        case multipleScenesNotSupported = 0
        /// The system refused the request (for example, the session is not open).
        case requestDenied = 1
    }

    /// The error's code.
    public let code: Code

    /// Creates an error.
    /// - Parameter code: the code.
    public init(_ code: Code) {
        self.code = code
    }

    /// A readable description naming the code.
    public var description: String {
        switch code {
        case .multipleScenesNotSupported: return "UISceneErrorDomain multipleScenesNotSupported: the app does not support multiple scenes"
        case .requestDenied: return "UISceneErrorDomain requestDenied: the request was denied"
        }
    }
}
