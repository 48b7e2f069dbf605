/// The one list of app names routenav gives a meaning of its own, which every other list reads: the
/// `--app` parser and its help text, ``HostAppRegistry/register(_:)``, and `routenav new`.
///
/// Models no UIKit behaviour: it keeps a host app from being silently shadowed by a built-in demo of
/// the same name (`--app containers` always picks the demo), and `routenav new` from writing a package
/// that cannot build (a module named like one it imports is a circular dependency).
public enum AppNameCatalog {
    /// The built-in demo apps, in the order `--help` lists them (`DemoAppCatalog.all` holds one app for
    /// each, in this order; a test keeps the two in step).
    public static let builtInApps = ["notes", "single", "bare", "containers"]

    /// The words the `--app` forms `manifest:PATH` and `skeleton:PATH` start with.
    public static let appForms = ["manifest", "skeleton"]

    /// Every name routenav takes itself: ``builtInApps`` and ``appForms``.
    public static let reservedNames: Set<String> = Set(builtInApps + appForms)

    /// The modules a starter package imports or that RouteKit and the toolchain define; a package, and
    /// so its executable module, cannot take one of these names (compared ignoring case, as a
    /// case-insensitive file system would).
    public static let moduleNames: [String] = [
        // RouteKit's own modules.
        "AppLinks", "AuthSession", "AuthSessionInterface", "CNcurses", "DemoApps", "Lint", "NavigatorCurses", "NavigatorTUI",
        "Route", "RouteInterface", "RouteKit", "RoutenavCommandLine", "RoutenavHost", "Scenario", "SimulatedUIKit",
        "Simulator", "UIKit", "routenav", "routekit-bench",
        // The toolchain's.
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "Dispatch", "Glibc", "Musl", "Darwin", "Observation", "RegexBuilder",
        "Synchronization", "Distributed", "Testing", "XCTest", "SwiftShims", "_Concurrency", "_StringProcessing",
    ]

    /// The lists the `--app` help and error messages show: `notes, single, bare, containers`, then the
    /// host apps given.
    /// - Parameter hostApps: the registered host apps' names, in registration order.
    /// - Returns: the names, comma-separated.
    public static func appList(with hostApps: [String]) -> String {
        (builtInApps + hostApps).joined(separator: ", ")
    }

    /// Why a name cannot be a host app's, or `nil` when it can.
    /// - Parameter name: the name.
    /// - Returns: `app name 'containers' is taken by routenav itself (the built-in apps notes, single, bare,
    ///   containers and the forms manifest:, skeleton:); choose another`, or `nil`.
    public static func reservation(of name: String) -> String? {
        guard reservedNames.contains(name) else { return nil }
        return "app name '\(name)' is taken by routenav itself (the built-in apps \(appList(with: [])) and the forms "
            + "\(appForms.map { $0 + ":" }.joined(separator: ", "))); choose another"
    }

    /// Why a name cannot be a new starter package's (`routenav new NAME`), or `nil` when it can: a
    /// reserved app name, or a module name (the package's executable module would shadow it or depend on
    /// itself).
    /// - Parameter name: the name.
    /// - Returns: the reason in one line, or `nil`.
    /// - Complexity: O(m) in the number of module names.
    public static func packageProblem(with name: String) -> String? {
        if let reason = reservation(of: name) { return reason }
        if let module = moduleNames.first(where: { $0.lowercased() == name.lowercased() }) {
            return "'\(name)' is the name of the module \(module), which the package builds with; choose another"
        }
        return nil
    }
}
