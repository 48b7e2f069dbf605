// swift-tools-version:6.0
// Reader: an app in the shape of Xcode's iOS App template — `@main class AppDelegate`, a scene delegate,
// the Info.plist as a resource — run here by routenav through `UIApplicationDelegate.main()`.
// `swift run Reader` opens the navigator on it; `swift run Reader run scenarios/*.scenario` replays.
//
// READER_SWIFT_LANGUAGE_MODE=5 builds the app's own module in Swift 5 language mode (its iOS project's
// setting); the default is Swift 6. RouteKit's tests build it both ways.
import PackageDescription

let languageMode: SwiftLanguageMode = Context.environment["READER_SWIFT_LANGUAGE_MODE"] == "5" ? .v5 : .v6

let package = Package(
    name: "Reader",
    dependencies: [
        // This repository, two folders up. The name makes the products findable whatever the checkout's folder is called.
        .package(name: "RouteKit", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Reader",
            dependencies: [
                .product(name: "UIKit", package: "RouteKit"),
                .product(name: "Route", package: "RouteKit"),
                .product(name: "RouteInterface", package: "RouteKit"),
                // Runs the app: UIApplicationMain finds it by name, so linking it is all there is to do.
                .product(name: "RoutenavCommandLine", package: "RouteKit"),
            ],
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(languageMode)]
        ),
    ]
)
