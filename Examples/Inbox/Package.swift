// swift-tools-version:6.0
// Inbox: a one-window host app in the shape of the RouteKit README's Quick start, run by routenav.
// `swift run inbox --app inbox` opens the navigator; `swift run inbox run scenarios/*.scenario` replays.
import PackageDescription

let package = Package(
    name: "Inbox",
    dependencies: [
        // This repository, two folders up. The name makes the products findable whatever the checkout's folder is called.
        .package(name: "RouteKit", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "inbox",
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
