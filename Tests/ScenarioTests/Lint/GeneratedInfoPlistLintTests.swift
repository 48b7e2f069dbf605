import Foundation
import Lint
import Scenario
import Testing

/// Issue 13 item 8: a SwiftUI app's partial Info.plist (Xcode generates its scene manifest and
/// `CFBundleIdentifier`) is told apart from an app-delegate-only app's.
@Suite("Lint: generated Info.plists")
@MainActor struct GeneratedInfoPlistLintTests {
    @Test("a SwiftUI-style plist (no CFBundleIdentifier, no scene manifest, UILaunchScreen) gets the generated-manifest warning, not the app-delegate one")
    func swiftUIStyle() throws {
        let directory = try makeScratchDirectory("lint-swiftui")
        defer { try? FileManager.default.removeItem(at: directory) }
        // The shape of Ice Cubes' 837-byte Info.plist: URL types and launch screen, the rest generated.
        let plist: [String: Any] = [
            "CFBundleURLTypes": [["CFBundleURLSchemes": ["icecubesapp"]]],
            "NSUserActivityTypes": ["INSendMessageIntent"],
            "UILaunchScreen": [:] as [String: Any],
        ]
        _ = try writePlist(plist, named: "Info.plist", in: directory)
        let outcome = LintCommand(plist: "Info.plist").run(currentDirectory: directory)
        #expect(outcome.status == .success)
        #expect(outcome.output.contains("warning UIApplicationSceneManifest: no scene manifest in a partial Info.plist (no CFBundleIdentifier; SwiftUI markers: UILaunchScreen)"))
        #expect(!outcome.output.contains("no scene manifest: an app-delegate-only app"))
    }

    @Test("with CFBundleIdentifier and no scene manifest it is an app-delegate app: a warning naming the app delegate methods to forward")
    func appDelegateOnly() throws {
        let directory = try makeScratchDirectory("lint-appdelegate")
        defer { try? FileManager.default.removeItem(at: directory) }
        let plist: [String: Any] = ["CFBundleIdentifier": "com.example.app", "LSRequiresIPhoneOS": true, "UIMainStoryboardFile": "Main"]
        _ = try writePlist(plist, named: "Info.plist", in: directory)
        let outcome = LintCommand(plist: "Info.plist").run(currentDirectory: directory)
        #expect(outcome.status == .success)
        #expect(outcome.output.contains("warning UIApplicationSceneManifest: no scene manifest: an app-delegate-only app"))
        #expect(outcome.output.contains("application(_:performActionFor:completionHandler:)"))
    }
}
