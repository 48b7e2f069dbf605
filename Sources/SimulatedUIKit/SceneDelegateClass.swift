import Foundation

/// Simulation addition: a scene delegate class the simulated app can instantiate, the stand-in for the
/// Objective-C runtime that lets UIKit create any `UIResponder` subclass from its name.
///
/// UIKit creates the scene delegate from the configuration's `delegateClass` (or the Info.plist's
/// `UISceneDelegateClassName`, through `NSClassFromString`) by calling its `init()`. Swift can call an
/// initializer through a class object only when it is `required`, and the Xcode template's
/// `class SceneDelegate: UIResponder, UIWindowSceneDelegate` keeps `UIResponder`'s plain `init()`. So the
/// app lists its scene delegate classes once, with how to create one, where it describes the app
/// (`AppDefinition(name:infoPlist:sceneDelegates:makeApplicationDelegate:)`, ``SimulatedAppBundle``):
///
/// ```swift
/// sceneDelegates: [SceneDelegateClass(SceneDelegate.init)]
/// ```
///
/// The scene delegate itself stays as written for UIKit.
public struct SceneDelegateClass: Sendable {
    /// The class's full name as `String(reflecting:)` spells it (`MyApp.SceneDelegate`), which is what
    /// an Info.plist's `$(PRODUCT_MODULE_NAME).SceneDelegate` expands to.
    public let name: String
    /// The class, as ``UISceneConfiguration/delegateClass`` takes it.
    public let delegateClass: AnyClass
    /// The class's identity, to match ``UISceneConfiguration/delegateClass``.
    var identifier: ObjectIdentifier { ObjectIdentifier(delegateClass) }
    /// Creates one delegate.
    let makeDelegate: @MainActor @Sendable () -> any UISceneDelegate

    /// Registers a scene delegate class.
    /// - Parameter makeDelegate: creates one delegate, called on the main actor each time a scene of
    ///   this class connects; usually the class's initializer, `SceneDelegate.init`.
    public init<Delegate: UISceneDelegate>(_ makeDelegate: @escaping @MainActor @Sendable () -> Delegate) {
        name = String(reflecting: Delegate.self)
        delegateClass = Delegate.self
        self.makeDelegate = { makeDelegate() }
    }

    /// The last dotted component of the name (`SceneDelegate`).
    var shortName: String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
