/// The files `routenav new NAME` writes: a one-window host app in the shape of `Examples/Inbox` — a
/// package depending on a RouteKit checkout, its `main.swift` calling ``Routenav/main(apps:)``, an app
/// definition, an app and a scene delegate, a configurator, a router with the sign-in pattern, three
/// screens and two scenarios.
struct StarterPackage {
    /// The package's, the executable's and the app's name (``NewCommand/isValidName(_:)``).
    let name: String
    /// The absolute path of the RouteKit checkout the package depends on.
    let routeKitPath: String

    /// The name as a Swift type prefix: `my-app` is `MyApp`.
    var typePrefix: String {
        name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The URL scheme: the name in lower case, `_` as `-` (a scheme takes letters, digits, `+`, `-`, `.`).
    var scheme: String { name.lowercased().replacingOccurrences(of: "_", with: "-") }

    /// Every file, by its path relative to the package's folder, in the order they are written.
    var files: [(path: String, contents: String)] {
        [
            ("Package.swift", manifest),
            (".gitignore", "/.build\n/Package.resolved\n"),
            ("Sources/\(name)/main.swift", mainFile),
            ("Sources/\(name)/\(typePrefix)App.swift", appFile),
            ("Sources/\(name)/AppDelegate.swift", StarterTemplates.appDelegate(typePrefix)),
            ("Sources/\(name)/SceneDelegate.swift", StarterTemplates.sceneDelegate(typePrefix)),
            ("Sources/\(name)/\(typePrefix)Configurator.swift", StarterTemplates.configurator(typePrefix, scheme: scheme)),
            ("Sources/\(name)/\(typePrefix)Router.swift", StarterTemplates.router(typePrefix)),
            ("Sources/\(name)/Screens.swift", StarterTemplates.screens),
            ("scenarios/\(name).scenario", scenario),
            ("scenarios/sign-out.scenario", signOutScenario),
        ]
    }

    private var manifest: String {
        """
        // swift-tools-version:6.0
        // \(name): a host app of your own, run by routenav (written by `routenav new \(name)`).
        //   swift run \(name)                     the navigator on your app (q quits)
        //   swift run \(name) run scenarios       replay the scenarios headless
        import PackageDescription

        let package = Package(
            name: "\(name)",
            dependencies: [
                // The RouteKit checkout `routenav new` ran from; point it elsewhere (or at a URL) as you like.
                .package(name: "RouteKit", path: \(swiftLiteral(routeKitPath))),
            ],
            targets: [
                .executableTarget(
                    name: "\(name)",
                    dependencies: [
                        .product(name: "RoutenavCommandLine", package: "RouteKit"),
                        .product(name: "Route", package: "RouteKit"),
                        .product(name: "RouteInterface", package: "RouteKit"),
                        .product(name: "SimulatedUIKit", package: "RouteKit"),
                        .product(name: "AuthSession", package: "RouteKit"),
                    ],
                    swiftSettings: [.swiftLanguageMode(.v6)]
                ),
            ]
        )

        """
    }

    private var mainFile: String {
        """
        // Every routenav command, on your app by default: `\(name)` (the navigator), `\(name) run scenarios`, `\(name) monkey`.
        import RoutenavCommandLine

        Routenav.main(apps: [\(typePrefix)App.definition])

        """
    }

    private var appFile: String {
        """
        import RoutenavCommandLine
        import SimulatedUIKit

        /// How routenav installs the app: its name, its Info.plist, its scene delegate class (the simulator
        /// creates scene delegates only from the classes listed here), and the app delegate each new
        /// process starts with. Build everything a process owns from here (per process), never in a
        /// global: `kill` cannot reset a Swift global in the simulator.
        enum \(typePrefix)App {
            static let definition = AppDefinition(name: "\(name)", infoPlist: infoPlist,
                                                  sceneDelegates: [SceneDelegateClass(SceneDelegate.init)]) { context in
                AppDelegate(session: context.session, containerURL: context.containerURL)
            }

            /// One window and the `\(scheme)` URL scheme.
            static let infoPlist = InfoPlist(
                bundleIdentifier: "com.example.\(scheme)",
                hasSceneManifest: true,
                supportsMultipleScenes: false,
                sceneConfigurations: [InfoPlist.windowApplicationRole: [.init(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate")]],
                urlSchemes: ["\(scheme)"]
            )
        }

        """
    }

    private var scenario: String {
        """
        # A link opens its item over the home screen; after kill and launch the item is back.
        app \(name)
        launch url \(scheme)://item/7
        auth signedIn
        wait 1
        expect windows main
        expect main stack Home > Item(7)
        back main
        wait 1
        tap main "Open item 1"
        wait 1
        expect main stack Home > Item(1)
        kill
        launch
        auth signedIn
        wait 1
        expect main stack Home > Item(1)
        expect warning none

        """
    }

    private var signOutScenario: String {
        """
        # Signed out, a link waits for sign-in (R8: info, not an error); sign-out replaces the whole stack
        # with SignIn (.replaceAll), so no screen that requires sign-in shows at any instant (R20).
        app \(name)
        launch url \(scheme)://item/7
        auth signedOut
        wait 1
        expect main stack SignIn
        expect main pending url:\(scheme)://item/7
        expect errors none
        tap main "Sign in"
        wait 1
        expect main stack Home > Item(7)
        expect main pending none
        back main
        wait 1
        expect always secure
        tap main "Sign out"
        wait 2
        expect main stack SignIn
        expect main overlay none
        expect warning none

        """
    }

    /// A Swift string literal of a path (backslashes and quotes escaped).
    private func swiftLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
