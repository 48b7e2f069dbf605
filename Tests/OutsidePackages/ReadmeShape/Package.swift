// swift-tools-version:6.0
// A host app written the way RouteKit's README writes one (its Quick start and two-window Notes
// walkthrough), with `import UIKit` changed to `import SimulatedUIKit` and nothing else. `make test`
// builds it against this checkout (Tests/RouteTests/Compatibility/ReadmeShapeBuildTests.swift): it must
// compile with no errors and no warnings.
import PackageDescription

let package = Package(
    name: "ReadmeShape",
    dependencies: [
        .package(name: "RouteKit", path: "../../.."),
    ],
    targets: [
        .target(
            name: "ReadmeShape",
            dependencies: [
                .product(name: "SimulatedUIKit", package: "RouteKit"),
                .product(name: "RouteInterface", package: "RouteKit"),
                .product(name: "Route", package: "RouteKit"),
                .product(name: "AuthSession", package: "RouteKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
