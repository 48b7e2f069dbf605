import Foundation
import SimulatedUIKit

extension DemoAppCatalog {
    /// Builds a skeleton app from a real Info.plist (`app skeleton:PATH`, `--app skeleton:PATH`): one scene per window scene configuration (the first primary, named `main`; the others named by ``SkeletonSceneNames``), a `Home` screen, and one screen per declared URL scheme, user activity type and static shortcut item, each requiring sign-in, so that an intent fired while signed out waits and lands after sign-in (R8, R13).
    ///
    /// The screens are listed in ``Skeleton``; the derivation in ``SkeletonBlueprint``.
    ///
    /// The app installs with the file's own Info.plist, so the device keeps its traps: a URL of an
    /// undeclared scheme is refused (U2), an activity type missing from `NSUserActivityTypes` is dropped for
    /// a new window (U4), no new windows without `UIApplicationSupportsMultipleScenes` (U5), and the engine's
    /// launch check warns about missing RouteKit activity types (R16). A file without a scene manifest runs
    /// as an app-delegate app (no scene callbacks; ``SkeletonAppDelegate`` forwards the app delegate's), unless
    /// it is a partial file whose manifest Xcode generates (``InfoPlistDocument/hasGeneratedSceneManifest``).
    /// - Parameters:
    ///   - url: the Info.plist's file URL; messages name it by `url.relativePath` (the path as written when
    ///     made relative to a scenario's directory).
    ///   - buildSettings: the settings that resolve the file's build-setting placeholders
    ///     (`$(PRODUCT_BUNDLE_IDENTIFIER)`), as Xcode does at build time; default none (kept as written). Each
    ///     placeholder left unresolved is logged once, at the app's first launch, naming every key that uses it.
    /// - Returns: the app, named `skeleton:PATH`.
    /// - Throws: ``SkeletonAppError/infoPlist(_:)`` for a file that cannot be read, is not a property-list
    ///   dictionary or has a read key of the wrong type; ``SkeletonAppError/notAnIOSApp(file:markers:)`` for
    ///   a macOS app's Info.plist. Each message names the file.
    /// - Complexity: O(n log n) in the size of the file.
    public static func skeleton(plistAt url: URL, buildSettings: BuildSettings = BuildSettings()) throws(SkeletonAppError) -> DemoAppDefinition {
        let document: InfoPlistDocument
        do {
            document = try InfoPlistDocument.read(contentsOf: url, buildSettings: buildSettings)
        } catch {
            throw .infoPlist(error)
        }
        if case .macOS(let markers) = document.platform {
            throw .notAnIOSApp(file: document.file, markers: markers)
        }
        var infoPlist = document.infoPlist
        // A partial Info.plist whose scene manifest Xcode generates (a SwiftUI app) runs with scenes, as
        // built; only a whole one without a manifest is an app-delegate app.
        if document.hasGeneratedSceneManifest { infoPlist.hasSceneManifest = true }
        let blueprint = SkeletonBlueprint(infoPlist: infoPlist)
        let placeholderReport = SkeletonPlaceholderReport(document: document)
        return DemoAppDefinition(
            name: "skeleton:\(document.file)", infoPlist: infoPlist,
            sceneDelegates: [SceneDelegateClass(SkeletonSceneDelegate.init)]
        ) { context in
            SkeletonAppDelegate(blueprint: blueprint, context: context, placeholderReport: placeholderReport)
        }
    }
}
