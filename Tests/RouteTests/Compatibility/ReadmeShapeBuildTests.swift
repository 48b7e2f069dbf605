import Testing

/// Issue 12, Build 3: host code written the way RouteKit's README writes it — its Quick start and the
/// two-window Notes walkthrough — changed only by `import UIKit` -> `import SimulatedUIKit`, compiles
/// against this package with no errors and no warnings. The host code is the separate package
/// `Tests/OutsidePackages/ReadmeShape`, which depends on this checkout by relative path: a README-style
/// `SceneDelegate` forwarding the five callbacks, a configurator with `enum Scene: String { case main, compose }`,
/// routers that leave out what the README leaves out (`updateRouteIfNeeded`), `present(_:with:animated:)`
/// without a completion, `requestSceneActivation(.compose)`, `URL` and `NSCoder` with no Foundation import,
/// the Xcode template's non-final `SceneDelegate` (with `window` and its five lifecycle stubs) and
/// `AppDelegate`, `required init?(coder:)`, bar button items with primary actions, `route(to:completion:)`,
/// `requestStoreState()`, and a restorable detail screen; plus the one simulator addition such an app's
/// definition needs, `SceneDelegateClass(SceneDelegate.init)`.
@Suite("Host code in the README's shape compiles", .serialized)
struct ReadmeShapeBuildTests {
    @Test("Tests/OutsidePackages/ReadmeShape builds with 0 errors and 0 warnings",
          .enabled(if: OutsidePackageBuild.swift != nil, OutsidePackageBuild.skipMessage))
    func readmeShapeBuilds() throws {
        let outcome = try OutsidePackageBuild.build("ReadmeShape")
        #expect(outcome.status == 0, "swift build failed:\n\(outcome.log)")
        #expect(outcome.diagnostics.isEmpty, "diagnostics:\n\(outcome.diagnostics.joined(separator: "\n"))")
    }
}
