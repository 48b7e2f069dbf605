// swift-tools-version:6.0
// Recipes: a two-window host app in the shape of the RouteKit README's walkthrough (a per-process
// composition root, forwarded scene callbacks, a restorable detail screen), run by routenav.
// `swift run recipes --app recipes` opens the navigator; `swift run recipes run scenarios/X.scenario` replays.
import PackageDescription

let package = Package(
    name: "Recipes",
    dependencies: [
        // This repository, two folders up. The name makes the products findable whatever the checkout's folder is called.
        .package(name: "RouteKit", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "recipes",
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
