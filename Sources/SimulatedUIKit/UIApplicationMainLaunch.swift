import Foundation

/// What ``UIApplicationMain(_:_:_:_:)`` and `UIApplicationDelegate.main()` do: find the app delegate's
/// class and its ``UIKitClassRegistry``, the Info.plist, the scene delegate classes it names and the
/// program that runs the app; the first thing missing is named in one error.
@MainActor
enum UIApplicationMainLaunch {
    /// How the app delegate class is given.
    enum Delegate {
        /// By name, as `UIApplicationMain`'s `delegateClassName` (`nil`: none given).
        case named(String?)
        /// By type, as `@main` gives it.
        case type(any UIApplicationDelegate.Type)
    }

    /// The class that runs the app, declared by the `RoutenavCommandLine` product (``UIApplicationMainHosting``).
    static let hostClassName = "RoutenavCommandLine.UIApplicationMainHost"

    /// Runs the app, or prints why it cannot and exits with status 2.
    /// - Parameters:
    ///   - principalClassName: `UIApplicationMain`'s principal class name.
    ///   - delegate: the app delegate class.
    /// - Returns: never.
    static func run(principalClassName: String?, delegate: Delegate) -> Never {
        do throws(UIApplicationMainError) {
            let request = try makeRequest(principalClassName: principalClassName, delegate: delegate, arguments: Array(CommandLine.arguments.dropFirst()))
            guard let host = _typeByName(hostClassName) as? any UIApplicationMainHosting.Type else {
                throw UIApplicationMainError(
                    "this program does not link routenav, which runs the app here: add .product(name: \"RoutenavCommandLine\", package: \"RouteKit\") "
                        + "to the dependencies of the target that declares \(request.moduleName)'s app delegate")
            }
            host.runApplication(request)
        } catch {
            FileHandle.standardError.write(Data("UIApplicationMain: \(error.description)\n".utf8))
            exit(2)
        }
    }

    /// Resolves everything but the host.
    /// - Parameters:
    ///   - principalClassName: `nil` or `UIApplication`.
    ///   - delegate: the app delegate class.
    ///   - arguments: the command line without the program name.
    ///   - executableDirectory: where the app's resource bundles lie (default: the executable's folder).
    /// - Returns: the request.
    /// - Throws: ``UIApplicationMainError`` naming the first thing that cannot be found.
    static func makeRequest(
        principalClassName: String?, delegate: Delegate, arguments: [String], executableDirectory: URL? = nil
    ) throws(UIApplicationMainError) -> UIApplicationMainRequest {
        if let principalClassName, principalClassName != "UIApplication", principalClassName != "UIKit.UIApplication" {
            throw UIApplicationMainError("principal class '\(principalClassName)': only UIApplication itself runs here; pass nil")
        }
        let delegateType = try resolve(delegate)
        guard let registry = delegateType as? any UIKitClassRegistry.Type else {
            let name = String(reflecting: delegateType)
            let short = name.split(separator: ".").last.map(String.init) ?? name
            throw UIApplicationMainError(
                "cannot create the app delegate \(name): Swift on Linux has no Objective-C runtime to call init() on a class by its name. "
                    + "In a file of your own, add: extension \(short): UIKitClassRegistry { static func makeApplicationDelegate() -> any UIApplicationDelegate { \(short)() }; "
                    + "static let sceneDelegateClasses = [SceneDelegateClass { SceneDelegate() }] }")
        }
        let moduleName = String(reflecting: delegateType).split(separator: ".").first.map(String.init) ?? ""
        let infoPlist = try bundledInfoPlist(moduleName: moduleName, executableDirectory: executableDirectory ?? Bundle.main.bundleURL)
        let sceneDelegates = registry.sceneDelegateClasses
        try checkSceneDelegates(named: infoPlist, registered: sceneDelegates, registry: String(reflecting: delegateType))
        return UIApplicationMainRequest(
            moduleName: moduleName, infoPlist: infoPlist, sceneDelegates: sceneDelegates,
            makeApplicationDelegate: { registry.makeApplicationDelegate() }, arguments: arguments)
    }

    /// The app delegate class, from its type or its name.
    private static func resolve(_ delegate: Delegate) throws(UIApplicationMainError) -> any UIApplicationDelegate.Type {
        switch delegate {
        case .type(let type):
            return type
        case .named(nil):
            throw UIApplicationMainError("no delegate class name: pass NSStringFromClass(AppDelegate.self) as the fourth argument")
        case .named(let name?):
            guard let found = _typeByName(name) else {
                throw UIApplicationMainError("no class named '\(name)' in this program: pass NSStringFromClass(AppDelegate.self), which spells it Module.Class")
            }
            guard let type = found as? any UIApplicationDelegate.Type else {
                throw UIApplicationMainError("'\(name)' does not conform to UIApplicationDelegate")
            }
            return type
        }
    }

    /// Every `UISceneDelegateClassName` of the Info.plist must be one of the registered classes, matched
    /// as the device matches it (``SimulatedAppBundle/sceneDelegateClass(named:)``).
    private static func checkSceneDelegates(named infoPlist: InfoPlist, registered: [SceneDelegateClass], registry: String) throws(UIApplicationMainError) {
        let bundle = SimulatedAppBundle(infoPlist: infoPlist, sceneDelegates: registered) { BareApplicationDelegate() }
        for (role, configurations) in infoPlist.sceneConfigurations.sorted(by: { $0.key < $1.key }) {
            for configuration in configurations {
                guard let name = configuration.delegateClassName, !name.isEmpty, bundle.sceneDelegateClass(named: name) == nil else { continue }
                let short = name.split(separator: ".").last.map(String.init) ?? name
                throw UIApplicationMainError(
                    "the Info.plist's \(role) configuration names the scene delegate class '\(name)', which \(registry)'s sceneDelegateClasses "
                        + "does not list: add SceneDelegateClass { \(short)() } to it")
            }
        }
    }

    /// The Info.plist in the app's resource bundle: `Info.plist` at the top of, or one folder down in, the
    /// `*_MODULE.resources` folder SwiftPM writes beside the executable, else the main bundle's.
    /// - Parameters:
    ///   - moduleName: the app's module.
    ///   - executableDirectory: the folder to search.
    /// - Returns: the Info.plist.
    /// - Throws: ``UIApplicationMainError`` when none is found or it does not parse (the parser's error).
    static func bundledInfoPlist(moduleName: String, executableDirectory: URL) throws(UIApplicationMainError) -> InfoPlist {
        let files = FileManager.default
        let bundles = ((try? files.contentsOfDirectory(atPath: executableDirectory.path)) ?? [])
            .filter { $0.hasSuffix("_\(moduleName).resources") }.sorted()
        var candidates: [URL] = []
        for bundle in bundles {
            let folder = executableDirectory.appendingPathComponent(bundle, isDirectory: true)
            candidates.append(folder.appendingPathComponent("Info.plist"))
            for child in ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                candidates.append(folder.appendingPathComponent(child, isDirectory: true).appendingPathComponent("Info.plist"))
            }
        }
        candidates.append(executableDirectory.appendingPathComponent("Info.plist"))
        guard let url = candidates.first(where: { files.fileExists(atPath: $0.path) }) else {
            throw UIApplicationMainError(
                "no Info.plist for \(moduleName): looked in \(executableDirectory.path)/*_\(moduleName).resources; "
                    + "give the target resources: [.copy(\"Resources\")] with the Info.plist in that folder")
        }
        do {
            return try InfoPlist(contentsOf: url)
        } catch {
            throw UIApplicationMainError("\(error)")
        }
    }
}

/// Why ``UIApplicationMain(_:_:_:_:)`` cannot run the app: the one thing missing, and what to add.
struct UIApplicationMainError: Error, CustomStringConvertible {
    /// One line naming what is missing.
    let description: String

    /// Creates an error.
    /// - Parameter description: what is missing.
    init(_ description: String) { self.description = description }
}

/// The app delegate of the bundle used only to match scene delegate names.
private final class BareApplicationDelegate: UIApplicationDelegate {}
