import Foundation

/// Creates the application object and its delegate, reads the Info.plist, and runs the app: here, the
/// routenav navigator or a command of it on the app (`APP run FILE` replays scenarios), as
/// `UIApplicationMain` runs the main event loop on a device.
///
/// The same call as in an iOS app's `main.swift`:
///
/// ```swift
/// import UIKit
///
/// UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
/// ```
///
/// Swift on Linux has no Objective-C runtime to call `init()` on a class found by its name, so the class
/// `delegateClassName` names conforms to ``UIKitClassRegistry`` in a file of the app's own (the class itself
/// stays as written for UIKit). The program must link the `RoutenavCommandLine` product, which runs the
/// app. What is missing — the class, its registry, a scene delegate class the Info.plist names, the
/// Info.plist, the product — is named on standard error and the process exits with status 2.
///
/// Callable from top-level code in Swift 5 and Swift 6 language mode: it must run on the main thread, as
/// `main.swift`'s top-level code does.
/// - Parameters:
///   - argc: the argument count (`CommandLine.argc`).
///   - argv: the arguments (`CommandLine.unsafeArgv`); the command line is read from `CommandLine.arguments`.
///   - principalClassName: the `UIApplication` subclass; only `nil` or `"UIApplication"` is supported, any
///     other name is refused with an error naming it.
///   - delegateClassName: the app delegate class's name as `NSStringFromClass` spells it (`MyApp.AppDelegate`).
/// - Returns: never: the process exits with the command's status.
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    MainActor.assumeIsolated { () -> Never in
        UIApplicationMainLaunch.run(principalClassName: principalClassName, delegate: .named(delegateClassName))
    }
}

extension UIApplicationDelegate {
    /// The entry point `@main` on the app delegate calls: does what ``UIApplicationMain(_:_:_:_:)`` does
    /// with this class as the delegate class, as UIKit's `UIApplicationDelegate.main()` does.
    ///
    /// The Xcode template's `@main class AppDelegate: UIResponder, UIApplicationDelegate` needs nothing
    /// more than a conformance to ``UIKitClassRegistry`` in a file of its own; without it the process
    /// names the missing conformance on standard error and exits with status 2.
    public static func main() {
        UIApplicationMainLaunch.run(principalClassName: nil, delegate: .type(Self.self))
    }
}

/// Simulation addition, the stand-in for the Objective-C runtime `UIApplicationMain` relies on: how UIKit
/// creates the app delegate and the scene delegates the Info.plist names (by `init()` on their class
/// objects, which Swift allows only for a `required init()`, and the Xcode template's classes keep
/// `UIResponder`'s plain one).
///
/// Conform the app delegate in a file of the app's own, so the delegate's file stays as written for UIKit:
///
/// ```swift
/// extension AppDelegate: UIKitClassRegistry {
///     static func makeApplicationDelegate() -> any UIApplicationDelegate { AppDelegate() }
///     static let sceneDelegateClasses = [SceneDelegateClass { SceneDelegate() }]
/// }
/// ```
@MainActor
public protocol UIKitClassRegistry: UIApplicationDelegate {
    /// Creates the app delegate, once per process launch (the simulator relaunches the process after
    /// `kill`, U7): usually `AppDelegate()`.
    /// - Returns: a new app delegate.
    static func makeApplicationDelegate() -> any UIApplicationDelegate
    /// The scene delegate classes the Info.plist's `UISceneDelegateClassName` entries or a configuration's
    /// `delegateClass` name, each with how to create one: `[SceneDelegateClass { SceneDelegate() }]` (a closure, which Swift 5 language mode infers as sendable where it does not an unapplied `SceneDelegate.init`).
    static var sceneDelegateClasses: [SceneDelegateClass] { get }
}

extension UIKitClassRegistry {
    /// Default: none, for an app without a scene manifest (an app-delegate app).
    public static var sceneDelegateClasses: [SceneDelegateClass] { [] }
}

/// Simulation addition: what an app started by ``UIApplicationMain(_:_:_:_:)`` or `@main` hands the
/// program that runs it (``UIApplicationMainHosting``).
public struct UIApplicationMainRequest: Sendable {
    /// The module the app delegate class is declared in (`MyApp`), what `$(PRODUCT_MODULE_NAME)` expands to.
    public let moduleName: String
    /// The Info.plist read from the app's bundle resources.
    public let infoPlist: InfoPlist
    /// The scene delegate classes of ``UIKitClassRegistry/sceneDelegateClasses``.
    public let sceneDelegates: [SceneDelegateClass]
    /// Creates the app delegate of a new process (``UIKitClassRegistry/makeApplicationDelegate()``).
    public let makeApplicationDelegate: @MainActor @Sendable () -> any UIApplicationDelegate
    /// The command line without the program's name.
    public let arguments: [String]
}

/// Simulation addition: the program that runs an app ``UIApplicationMain(_:_:_:_:)`` starts — routenav,
/// whose `RoutenavCommandLine` product declares the one conforming class, `UIApplicationMainHost`.
///
/// UIKit cannot depend on routenav (routenav is built on UIKit), so it finds that class by name at run
/// time; linking the product is enough.
@MainActor
public protocol UIApplicationMainHosting: AnyObject {
    /// Runs the app: the navigator on it, or the command the arguments name.
    /// - Parameter request: the app and the command line.
    /// - Returns: never: the process exits with the command's status.
    static func runApplication(_ request: UIApplicationMainRequest) -> Never
}
