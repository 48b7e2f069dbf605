// swift-tools-version:6.0
// RouteKit: a scene-based routing engine, a simulated UIKit to run it on Linux,
// and `routenav`, a terminal navigator that drives it.
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "RouteKit",
    products: [
        .executable(name: "routenav", targets: ["routenav"]),
        .library(name: "RouteInterface", targets: ["RouteInterface"]),
        .library(name: "Route", targets: ["Route"]),
        .library(name: "SimulatedUIKit", targets: ["SimulatedUIKit"]),
        .library(name: "AppLinks", targets: ["AppLinks"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "AuthSessionInterface", targets: ["AuthSessionInterface"]),
        .library(name: "AuthSession", targets: ["AuthSession"]),
        // The whole of routenav for a host app's own package: `Routenav.main(apps: [MyApp.definition])`.
        .library(name: "RoutenavCommandLine", targets: ["RoutenavCommandLine"]),
    ],
    targets: [
        // Universal links as the system decides them: the browser's reading of a web address and the
        // apple-app-site-association matcher, pure Foundation, for the simulated system and the tools alike.
        .target(name: "AppLinks", swiftSettings: swift6),
        // `import UserNotifications` on Linux: UIKit's notification pieces (connection options, `targetScene`) build on it.
        .target(name: "UserNotifications", swiftSettings: swift6),
        .target(name: "SimulatedUIKit", dependencies: ["AppLinks", "UserNotifications"], swiftSettings: swift6),
        // `import UIKit` on Linux: re-exports SimulatedUIKit, so the engine imports UIKit as on a device.
        .target(name: "UIKit", dependencies: ["SimulatedUIKit"], swiftSettings: swift6),
        .target(name: "AuthSessionInterface", swiftSettings: swift6),
        .target(name: "AuthSession", dependencies: ["AuthSessionInterface"], swiftSettings: swift6),
        .target(name: "RouteInterface", dependencies: ["UIKit", "AuthSessionInterface"], swiftSettings: swift6),
        .target(name: "Route", dependencies: ["RouteInterface", "UIKit"], swiftSettings: swift6),
        .target(name: "RoutenavHost", dependencies: ["Route", "AuthSession", "SimulatedUIKit", "AppLinks"], swiftSettings: swift6),
        .target(name: "DemoApps", dependencies: ["RoutenavHost", "Route", "RouteInterface", "AuthSession", "SimulatedUIKit", "AppLinks"], swiftSettings: swift6),
        .target(name: "Simulator", dependencies: ["DemoApps", "AuthSession", "SimulatedUIKit", "AppLinks"], swiftSettings: swift6),
        .target(name: "Scenario", dependencies: ["Simulator"], swiftSettings: swift6),
        // `routenav lint`: RouteKit's integration checklist on an Info.plist (issue 7), apart from the scenario language.
        .target(name: "Lint", dependencies: ["AppLinks", "Scenario", "DemoApps", "Route", "SimulatedUIKit"], swiftSettings: swift6),
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .target(name: "NavigatorTUI", dependencies: ["Simulator", "Scenario", "DemoApps", "Route", "SimulatedUIKit"], swiftSettings: swift6),
        .target(name: "NavigatorCurses", dependencies: ["CNcurses", "NavigatorTUI"], swiftSettings: swift6),
        .target(name: "RoutenavCommandLine", dependencies: ["AppLinks", "RoutenavHost", "Scenario", "Lint", "Simulator", "NavigatorTUI", "NavigatorCurses", "Route"], swiftSettings: swift6),
        .executableTarget(name: "routenav", dependencies: ["RoutenavCommandLine"], swiftSettings: swift6),
        .executableTarget(name: "routekit-bench", dependencies: ["AppLinks", "Simulator", "Scenario", "NavigatorTUI", "DemoApps", "Route", "RouteInterface"], path: "Sources/RouteKitBench", swiftSettings: swift6),

        .testTarget(name: "AppLinksTests", dependencies: ["AppLinks"], swiftSettings: swift6),
        .testTarget(name: "SimulatedUIKitTests", dependencies: ["SimulatedUIKit", "AppLinks"], exclude: ["Fixtures"], swiftSettings: swift6),
        .testTarget(name: "UserNotificationsTests", dependencies: ["UserNotifications", "SimulatedUIKit"], swiftSettings: swift6),
        // Apps' delegates as their projects compile them (Swift 5 language mode), against UIKit and UserNotifications.
        .testTarget(name: "UserNotificationsSwift5Tests", dependencies: ["UserNotifications", "SimulatedUIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "AuthSessionTests", dependencies: ["AuthSession"], swiftSettings: swift6),
        .testTarget(name: "RouteTests", dependencies: ["Route", "DemoApps", "AuthSession", "SimulatedUIKit", "Simulator", "Scenario"], swiftSettings: swift6),
        .testTarget(name: "ScenarioTests", dependencies: ["Scenario", "Lint", "RoutenavCommandLine", "Simulator", "NavigatorTUI", "NavigatorCurses"], exclude: ["Monkey/Regressions", "Manifest/Malformed", "Manifest/Fixtures"], swiftSettings: swift6),
        .testTarget(name: "NavigatorTUITests", dependencies: ["NavigatorTUI", "RoutenavCommandLine", "Simulator", "Scenario"], exclude: ["Snapshots"], swiftSettings: swift6),
        .testTarget(name: "NavigatorCursesTests", dependencies: ["NavigatorCurses", "NavigatorTUI", "RoutenavCommandLine"], swiftSettings: swift6),
    ]
)
