import DemoApps
import Foundation
import RouteInterface
import Scenario
import SimulatedUIKit
import Testing

/// What a skeleton app is made of: scene names (docs/SCENARIOS.md), intents, and the errors for files it refuses.
@Suite("Skeleton: blueprint and errors")
@MainActor struct SkeletonBlueprintTests {
    @Test("the first configuration is main; the others lower case, other characters as '-', de-duplicated in file order")
    func sceneNames() {
        #expect(SkeletonSceneNames.identities(for: ["Onboarding", "WebView", "Settings", "About", "Assist"])
                == ["main", "webview", "settings", "about", "assist"])
        #expect(SkeletonSceneNames.identities(for: ["Default Configuration", "Main", "Settings", "settings", "Note Editor (iPad)", nil, "???", "Café 2"])
                == ["main", "main-2", "settings", "settings-2", "note-editor-ipad-", "scene", "scene-2", "caf-2"])
        #expect(SkeletonSceneNames.identities(for: []) == ["main"])
        #expect(SkeletonSceneNames.identities(for: [nil]) == ["main"])
    }

    @Test("Home Assistant: five window scenes, CarPlay left out, placeholder schemes register nothing",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func homeAssistantBlueprint() throws {
        let blueprint = SkeletonBlueprint(infoPlist: try InfoPlist(contentsOf: PlistFixtures.url(PlistFixtures.homeAssistant)))
        #expect(blueprint.scenes.map(\.identity) == ["main", "webview", "settings", "about", "assist"])
        #expect(blueprint.scenes.map(\.configurationName) == ["Onboarding", "WebView", "Settings", "About", "Assist"])
        #expect(blueprint.urlSchemes == ["${ENV_URL_HANDLER}", "${MIGRATION_URL_HANDLER}"])
        #expect(!blueprint.registeredIntents.contains { if case .url = $0 { true } else { false } })
        #expect(blueprint.activityTypes == ["com.apple.corespotlightitem", "INSendMessageIntent", "ReloadWidgetsAppIntent", "ScriptAppIntent"])
    }

    @Test("Firefox: every URL of a declared scheme, activity and static shortcut is registered; placeholders stay opaque",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func firefoxRegistrations() throws {
        let blueprint = SkeletonBlueprint(infoPlist: try InfoPlist(contentsOf: PlistFixtures.url(PlistFixtures.firefox)))
        #expect(blueprint.scenes.map(\.identity) == ["main"])
        #expect(blueprint.registeredIntents == [
            .url(URL(string: "http://")), .url(URL(string: "https://")),
            .userActivity(activityType: "QuickActionIntent", context: nil),
            .userActivity(activityType: "org.mozilla.ios.firefox.browsing", context: nil),
            .shortcutItem(type: "$(PRODUCT_BUNDLE_IDENTIFIER).NewTab"),
            .shortcutItem(type: "$(PRODUCT_BUNDLE_IDENTIFIER).NewPrivateTab"),
        ])
        // An empty-host registration matches every URL of its scheme (R5).
        let link = SceneIntent.url(URL(string: "https://example.com/a/b?q=1"))
        #expect(link.bestMatch(in: blueprint.registeredIntents) == .url(URL(string: "https://")))
    }

    @Test("RouteKit's own activity types get no screen")
    func routeKitTypesExcluded() {
        let blueprint = SkeletonBlueprint(infoPlist: NotesApp.infoPlist(supportsMultipleScenes: true))
        #expect(blueprint.activityTypes == ["com.notes.viewing"])
        #expect(blueprint.urlSchemes == ["notes"])
        #expect(blueprint.shortcutTypes == ["new-note"])
    }

    @Test("an Info.plist that is not a dictionary is refused, naming the file")
    func notADictionary() throws {
        let directory = try makeScratchDirectory("skeleton-array")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try writePlist(["UIApplicationSceneManifest"], named: "Array-Info.plist", in: directory)
        #expect(throws: SkeletonAppError.infoPlist(.rootNotDictionary(file: url.path, found: "an array"))) {
            try DemoAppCatalog.skeleton(plistAt: url)
        }
    }

    @Test("a macOS app's Info.plist is refused with the keys that give it away")
    func macOSRefused() throws {
        let directory = try makeScratchDirectory("skeleton-mac")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try writePlist(macOSInfoPlist(), named: "Mac-Info.plist", in: directory)
        do {
            _ = try DemoAppCatalog.skeleton(plistAt: url)
            Issue.record("a macOS Info.plist was accepted")
        } catch {
            #expect(error == .notAnIOSApp(file: url.path, markers: ["LSMinimumSystemVersion", "NSMainStoryboardFile", "NSPrincipalClass"]))
            #expect(error.description.hasPrefix("\(url.path): a macOS app's Info.plist (LSMinimumSystemVersion, NSMainStoryboardFile, NSPrincipalClass) with no iOS keys"))
        }
    }
}
