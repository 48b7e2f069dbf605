import Foundation
import Scenario
import Testing

/// Skeleton apps built from real Info.plists, driven by scenarios as `routenav run` drives them
/// (`app skeleton:PATH`).
@Suite("Skeleton: scenarios on real Info.plists")
@MainActor struct SkeletonScenarioTests {
    /// Runs scenario text whose first line is `app skeleton:<absolute path of the fixture>`.
    private func run(_ fixture: String, _ steps: String) throws -> ScenarioRunner.Outcome {
        try runScenarioText("app skeleton:\(PlistFixtures.url(fixture).path)\n" + steps)
    }

    @Test("NetNewsWire: a cold feed: link waits while signed out, lands after sign-in; a ReadArticle activity continues into the window",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func netNewsWireLinkWaitsForSignIn() throws {
        let outcome = try run(PlistFixtures.netNewsWire, """
            launch url feed://x/y
            auth signedOut
            wait 1
            expect windows main
            expect main top SignIn
            expect main pending url:feed://x/y
            tap main "Sign in"
            wait 1
            expect main stack Home > Link(feed://x/y)
            expect main pending none
            continue ReadArticle
            wait 1
            expect main stack Home > Link(feed://x/y) > Activity(ReadArticle)
            expect main pending none
            expect warning NSUserActivityTypes lacks com.route.sceneActivity.multiWindow
            expect warning NSUserActivityTypes lacks com.route.sceneActivity.sceneForwarding

            """)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("NetNewsWire: a cold ReadArticle activity (declared in NSUserActivityTypes) lands after sign-in; a warm link of its other schemes too",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func netNewsWireColdActivity() throws {
        let outcome = try run(PlistFixtures.netNewsWire, """
            launch activity ReadArticle articleID=42
            auth signedOut
            wait 1
            expect main pending activity:ReadArticle
            signin
            wait 1
            expect main stack Home > Activity(ReadArticle)
            open netnewswire://subscribe?url=x
            wait 1
            expect main top Link(netnewswire://subscribe?url=x)
            open FEEDS://example.com/rss
            wait 1
            expect main stack Home > Activity(ReadArticle) > Link(netnewswire://subscribe?url=x) > Link(FEEDS://example.com/rss)

            """)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("NetNewsWire: a link of an undeclared scheme never reaches the app; the same link twice lands once",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func netNewsWireRefusesUndeclaredScheme() throws {
        let outcome = try run(PlistFixtures.netNewsWire, """
            launch
            auth signedIn
            wait 1
            expect main stack Home
            open https://example.com
            wait 1
            expect main stack Home
            expect warning scheme "https" is not declared
            open feed://a
            open feed://a
            wait 1
            expect main stack Home > Link(feed://a)

            """)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("Home Assistant: 'Open webview window' loses its identity, because the plist lacks RouteKit's types (U4, R16)",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func homeAssistantNewWindowLosesIdentity() throws {
        let outcome = try run(PlistFixtures.homeAssistant, """
            launch
            auth signedIn
            wait 1
            expect main stack Home
            tap main "Open webview window"
            wait 1
            expect windows main
            expect warning lacks com.route.sceneActivity.multiWindow

            """)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("Home Assistant with RouteKit's types added: every scene opens as its own window",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func homeAssistantFixedOpensWindows() throws {
        let directory = try makeScratchDirectory("skeleton-ha")
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = try Data(contentsOf: PlistFixtures.url(PlistFixtures.homeAssistant))
        var plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let types = (plist["NSUserActivityTypes"] as? [String] ?? []) + ["com.route.sceneActivity.multiWindow", "com.route.sceneActivity.sceneForwarding"]
        plist["NSUserActivityTypes"] = types
        _ = try writePlist(plist, named: "ha-Info.plist", in: directory)
        try Data("""
            app skeleton:ha-Info.plist
            launch
            auth signedIn
            wait 1
            tap main "Open webview window"
            wait 1
            tap webview "Open settings window"
            wait 1
            expect windows main webview settings
            expect settings stack Home
            tap main "Open webview window"
            wait 1
            expect error sceneAlreadyActive
            expect windows main webview settings
            expect warning none

            """.utf8).write(to: directory.appendingPathComponent("ha.scenario"))
        let outcome = try runScenarioFile(directory.appendingPathComponent("ha.scenario"))
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("NetNewsWire (one configuration, multiple scenes): any number of windows of it, not one",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func netNewsWireSingleConfigurationManyWindows() throws {
        let outcome = try run(PlistFixtures.netNewsWire, """
            launch
            auth signedIn
            wait 1
            newwindow
            newwindow
            wait 1
            expect windows main main#2 main#3
            expect main#3 stack Home
            open netnewswire://subscribe?url=x in main#2
            wait 1
            expect main#2 top Link(netnewswire://subscribe?url=x)
            expect main top Home

            """)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("Kickstarter is single-window: no window actions, newwindow does nothing",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func kickstarterSingleWindow() throws {
        let outcome = try run(PlistFixtures.kickstarter, """
            launch url ksr://projects/1
            auth signedIn
            wait 1
            expect main stack Home > Link(ksr://projects/1)
            newwindow
            wait 1
            expect windows main
            expect warning none

            """)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
        let tap = try run(PlistFixtures.kickstarter, "launch\nauth signedIn\nwait 1\ntap main \"Open main window\"\n")
        #expect(tap.status == .expectationFailed)
        #expect(tap.failure == "t.scenario:5: no button \"Open main window\" on Home; buttons: \"Sign out\"")
    }

    @Test("Signal (no scene manifest) gets one main window; its static quick action waits for sign-in",
          .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func signalShortcut() throws {
        let outcome = try run(PlistFixtures.signal, """
            shortcut org.whispersystems.signal.quickCompose
            auth signedOut
            wait 1
            expect windows main
            expect main pending shortcut:org.whispersystems.signal.quickCompose
            tap main "Sign in"
            wait 1
            expect main stack Home > Shortcut(org.whispersystems.signal.quickCompose)
            tap main "Sign out"
            wait 1
            expect main stack SignIn

            """)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }

    @Test("skeleton:PATH is relative to the scenario file; a bad one exits 2 naming the file and line")
    func pathsAndErrors() throws {
        let directory = try makeScratchDirectory("skeleton-paths")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try writePlist(["CFBundleURLTypes": [["CFBundleURLSchemes": ["demo"]]], "LSRequiresIPhoneOS": true],
                           named: "Demo-Info.plist", in: directory)
        _ = try writePlist(["not", "a", "dictionary"], named: "Array-Info.plist", in: directory)
        _ = try writePlist(macOSInfoPlist(), named: "Mac-Info.plist", in: directory)
        let cases: [(String, Scenario.ExitStatus, String?)] = [
            ("# a skeleton\napp skeleton:Demo-Info.plist\nlaunch url demo://a\nauth signedIn\nwait 1\nexpect main stack Home > Link(demo://a)\n", .success, nil),
            ("\napp skeleton:Array-Info.plist\nlaunch\n", .unusableInput, "s.scenario:2: Array-Info.plist: expected a dictionary at the root, found an array"),
            ("app skeleton:Missing-Info.plist\n", .unusableInput, "s.scenario:1: Missing-Info.plist: cannot read the file: no such file"),
            ("app skeleton:Mac-Info.plist\n", .unusableInput, "s.scenario:1: Mac-Info.plist: a macOS app's Info.plist (LSMinimumSystemVersion, NSMainStoryboardFile, NSPrincipalClass) with no iOS keys (no UIApplicationSceneManifest, LSRequiresIPhoneOS or other UI… key); a skeleton app needs an iOS app's Info.plist"),
        ]
        for (text, status, failure) in cases {
            let file = directory.appendingPathComponent("s.scenario")
            try Data(text.utf8).write(to: file)
            let outcome = try runScenarioFile(file)
            #expect(outcome.status == status, "\(text)")
            #expect(outcome.failure == failure)
        }
    }

    @Test("two runs of a skeleton scenario print byte-identical transcripts", .enabled(if: PlistFixtures.available, PlistFixtures.skipMessage))
    func deterministicTranscript() throws {
        let text = "app skeleton:\(PlistFixtures.url(PlistFixtures.homeAssistant).path)\nlaunch url x://y\nauth signedOut\nwait 1\nsignin\nwait 1\n"
        let first = try runScenarioText(text, transcript: true)
        let second = try runScenarioText(text, transcript: true)
        #expect(first.transcript == second.transcript)
        #expect(first.transcript.contains("SignIn"))
        #expect(first.transcript.contains("Home"))
    }
}
