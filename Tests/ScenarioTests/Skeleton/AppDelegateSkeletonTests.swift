import Foundation
import Scenario
import Testing

/// Issue 13 item 8: a skeleton app from an Info.plist without a scene manifest runs as an app-delegate
/// app — one pane, no scene callback, the payloads through the app delegate — while a SwiftUI app's partial
/// plist (Xcode generates its manifest) keeps its scenes. DuckDuckGo and Simplenote are modelled from
/// `../shared/real-apps.md` §6 and §8 (their plists are not among the fixtures).
@Suite("Skeleton: app-delegate apps")
@MainActor struct AppDelegateSkeletonTests {
    /// DuckDuckGo's plist (real-apps.md §6): no scene manifest, a main storyboard, its URL schemes and quick action.
    static let duckDuckGo: [String: Any] = [
        "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
        "UIMainStoryboardFile": "Main",
        "NSUserActivityTypes": ["ConfigurationIntent"],
        "CFBundleURLTypes": [["CFBundleURLSchemes": ["ddgQuickLink", "ddgNewSearch", "ddgFireButton", "http", "https"]]],
        "UIApplicationShortcutItems": [["UIApplicationShortcutItemType": "com.duckduckgo.mobile.ios.clipboard",
                                        "UIApplicationShortcutItemTitle": "Search Clipboard"]],
    ]

    /// Simplenote's plist (real-apps.md §8): no scene manifest, its schemes and activity types.
    static let simplenote: [String: Any] = [
        "CFBundleIdentifier": "com.codality.NotationalFlow",
        "LSRequiresIPhoneOS": true,
        "NSUserActivityTypes": ["SPOpenNewNoteIntent", "com.codality.NotationalFlow.openNote"],
        "CFBundleURLTypes": [["CFBundleURLSchemes": ["simplenote"]]],
    ]

    private func run(_ plist: [String: Any], _ steps: String) throws -> ScenarioRunner.Outcome {
        let directory = try makeScratchDirectory("appdelegate-skeleton")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try writePlist(plist, named: "Info.plist", in: directory)
        return try runScenarioText("app skeleton:\(url.path)\n" + steps)
    }

    @Test("DuckDuckGo: one pane; open, continue and shortcut reach the app delegate, never a scene delegate")
    func duckDuckGo() throws {
        let outcome = try run(Self.duckDuckGo, """
            launch url ddgQuickLink://duckduckgo.com
            auth signedOut
            wait 1
            expect windows main
            expect callbacks app didFinishLaunching applicationDidBecomeActive
            expect callbacks main none
            expect main pending url:ddgQuickLink://duckduckgo.com
            signin
            wait 1
            expect main stack Home > Link(ddgQuickLink://duckduckgo.com)
            background main
            expect callbacks app applicationWillResignActive applicationDidEnterBackground
            shortcut com.duckduckgo.mobile.ios.clipboard
            wait 1
            expect callbacks app applicationWillEnterForeground performActionFor applicationDidBecomeActive
            expect main top Shortcut(com.duckduckgo.mobile.ios.clipboard)
            open ddgNewSearch://
            continue ConfigurationIntent
            wait 1
            expect callbacks app open continue
            expect main top Activity(ConfigurationIntent)
            newwindow
            expect windows main
            expect callbacks main none
            expect warning engine none
            expect warning uikit UIScene lifecycle will soon be required

            """)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("Simplenote: a cold activity arrives in the launch options, lands after sign-in, and is not delivered twice")
    func simplenote() throws {
        let outcome = try run(Self.simplenote, """
            launch activity SPOpenNewNoteIntent
            auth signedOut
            wait 1
            expect callbacks app didFinishLaunching applicationDidBecomeActive
            expect main pending activity:SPOpenNewNoteIntent
            tap main "Sign in"
            wait 1
            expect main stack Home > Activity(SPOpenNewNoteIntent)
            kill
            open simplenote://note/abc
            auth signedIn
            wait 1
            expect callbacks app didFinishLaunching applicationDidBecomeActive
            expect main top Link(simplenote://note/abc)

            """)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("Signal (fixture): its cold quick action comes in the launch options, so performActionFor is never called",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func signal() throws {
        let outcome = try runScenarioText("app skeleton:\(PlistFixtures.url(PlistFixtures.signal).path)\n" + """
            shortcut org.whispersystems.signal.quickCompose
            auth signedIn
            wait 1
            expect windows main
            expect callbacks app didFinishLaunching applicationDidBecomeActive
            expect callbacks main none
            expect main stack Home > Shortcut(org.whispersystems.signal.quickCompose)

            """)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("a SwiftUI app's partial plist (no CFBundleIdentifier, no manifest) keeps its scenes: scene callbacks, not app delegate ones")
    func swiftUIStyleKeepsScenes() throws {
        let plist: [String: Any] = [
            "CFBundleURLTypes": [["CFBundleURLSchemes": ["icecubesapp"]]],
            "NSUserActivityTypes": ["INSendMessageIntent"],
            "UILaunchScreen": [:] as [String: Any],
        ]
        let outcome = try run(plist, """
            launch url icecubesapp://mastodon.social/@user/1
            auth signedIn
            wait 1
            expect callbacks app didFinishLaunching configurationForConnecting
            expect callbacks main willConnectTo sceneWillEnterForeground sceneDidBecomeActive
            expect main stack Home > Link(icecubesapp://mastodon.social/@user/1)

            """)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }
}
