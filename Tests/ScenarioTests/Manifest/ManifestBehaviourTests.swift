import DemoApps
import Foundation
import RouteInterface
import Scenario
import Testing

/// What a manifest says, the generic app does: loading and defaults, the Info.plist forms, path
/// resolution, screens named by the manifest, and each switch the Notes twin leaves at its default.
@Suite("Manifest-driven apps")
@MainActor struct ManifestBehaviourTests {
    /// A copy of a shipped manifest with one piece of text replaced, in a fresh directory.
    private func variant(of name: String, replacing old: String, with new: String) throws -> (file: URL, directory: URL) {
        let text = try String(contentsOf: shippedManifests.appendingPathComponent(name), encoding: .utf8)
        #expect(text.contains(old), "\(name) no longer contains \(old)")
        let directory = try makeTemporaryDirectory()
        let file = directory.appendingPathComponent("variant.json")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
        return (file, directory)
    }

    /// Runs scenario text on a variant of a shipped manifest.
    private func run(_ text: String, onVariantOf name: String, replacing old: String, with new: String) throws -> ScenarioRunner.Outcome {
        let variant = try variant(of: name, replacing: old, with: new)
        defer { try? FileManager.default.removeItem(at: variant.directory) }
        return try runManifestScenario("app manifest:variant.json\n" + text, baseDirectory: variant.directory, transcript: true)
    }

    @Test("the shipped manifests load, with the identities, behaviour and Info.plist they declare")
    func shippedManifestsLoad() throws {
        let notes = try ManifestModel(contentsOf: shippedManifests.appendingPathComponent("notes.json"))
        #expect(notes.manifest.scenes.map(\.name) == ["main", "compose"])
        #expect(notes.infoPlist == NotesApp.infoPlist(supportsMultipleScenes: true))
        let single = try ManifestModel(contentsOf: shippedManifests.appendingPathComponent("single.json"))
        #expect(single.infoPlist == NotesApp.infoPlist(supportsMultipleScenes: false))
        var singleAsNotes = single.manifest
        singleAsNotes.comment = notes.manifest.comment
        singleAsNotes.infoPlist = notes.manifest.infoPlist
        #expect(singleAsNotes == notes.manifest, "single.json differs from notes.json in more than its Info.plist")
        let grid = try ManifestModel(contentsOf: shippedManifests.appendingPathComponent("undefined-windows.json"))
        #expect(grid.manifest.windowBehavior == .undefined)
    }

    @Test("a manifest encodes to JSON that decodes to the same manifest")
    func roundTrip() throws {
        let data = try Data(contentsOf: shippedManifests.appendingPathComponent("notes.json"))
        let manifest = try JSONDecoder().decode(AppManifest.self, from: data)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let again = try JSONDecoder().decode(AppManifest.self, from: encoder.encode(manifest))
        #expect(again == manifest)
    }

    @Test("the screens are the Swift demo's: names, values, buttons, sign-in, restoration, chains")
    func screensMatchTheSwiftDemo() throws {
        let model = try ManifestModel(contentsOf: shippedManifests.appendingPathComponent("notes.json"))
        let detail = try #require(model.makeScreen(named: "NoteDetail", argument: "42"))
        #expect(detail.screenName == NoteDetailViewController(noteID: "42").screenName)
        #expect(detail.actions.map(\.title) == NoteDetailViewController(noteID: "42").actions.map(\.title))
        #expect(detail is any RequiresSignIn)
        #expect(detail is any StateRestoring)
        #expect(detail.preferredPrecedingViewController()?.screenName == "NotesList")
        #expect(detail.preferredNavigationActionWhenPushed().navigationAction == .replaceCurrentWithChain)
        let list = try #require(model.makeScreen(named: "NotesList", argument: nil))
        #expect(list.actions.map(\.title) == NotesListViewController().actions.map(\.title))
        #expect(!(list is any StateRestoring))
        let signIn = try #require(model.makeScreen(named: "SignIn", argument: nil))
        #expect(signIn.screenName == "SignIn")
        #expect(!(signIn is any RequiresSignIn))
        #expect(model.makeScreen(named: "Nowhere", argument: nil) == nil)
    }

    @Test("a minimal manifest takes the documented defaults")
    func defaults() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = """
            { "name": "Shop", "infoPlist": { "urlSchemes": ["shop"] },
              "scenes": [ { "name": "main", "initialScreen": "Home" } ], "primaryScene": "main",
              "screens": [ { "name": "Home" } ] }
            """
        try text.write(to: directory.appendingPathComponent("m.json"), atomically: true, encoding: .utf8)
        let model = try ManifestModel(contentsOf: directory.appendingPathComponent("m.json"))
        let manifest = model.manifest
        #expect(manifest.windowBehavior == .windowPerScene)
        #expect(manifest.executionPolicy == .default)
        #expect(manifest.splash == AppManifest.Splash())
        #expect(manifest.splash.seconds == 0.6)
        #expect(manifest.obscuresWhenInactive && manifest.allowsPrecedingStackOnInitialRoute)
        #expect(manifest.forwards == AppManifest.Forwards())
        #expect(manifest.forwards.didDiscardSceneSessions && manifest.forwards.openURLContexts)
        #expect(manifest.executionPermissions.denyWhileSignedOut && manifest.executionPermissions.executedWhenAlreadyOnTop)
        #expect(manifest.intents.isEmpty)
        #expect(model.infoPlist.supportsMultipleScenes == false)
        #expect(model.infoPlist.hasSceneManifest)
    }

    @Test("infoPlist may name a plist file relative to the manifest")
    func infoPlistFromFile() throws {
        let model = try ManifestModel(contentsOf: manifestFixtures.appendingPathComponent("pad-discards-kept.json"))
        #expect(model.infoPlist.bundleIdentifier == "com.example.pad")
        #expect(model.infoPlist.urlSchemes == ["pad"])
        #expect(model.infoPlist.supportsMultipleScenes)
    }

    @Test("app manifest:PATH is relative to the scenario file, and the app is named as written")
    func relativeToScenario() throws {
        let outcome = try runScenarioFile(manifestFixtures.appendingPathComponent("shop-smoke.scenario"), transcript: true)
        #expect(outcome.failure == nil)
        #expect(outcome.transcript.hasPrefix("# routenav transcript, app manifest:shop.json\n"))
        let app = try resolveApp(.manifest(path: "Fixtures/shop.json"), baseDirectory: manifestTestDirectory)
        #expect(app.name == "manifest:Fixtures/shop.json")
    }

    @Test("openURLContexts not forwarded: a warm link is lost, with a log line; a cold one still lands")
    func urlsNotForwarded() throws {
        let outcome = try run("""
            launch url notes://note/1
            auth signedIn
            wait 1
            expect main stack NotesList > NoteDetail(1)
            open notes://note/2
            wait 1
            expect main stack NotesList > NoteDetail(1)
            expect main pending none
            """, onVariantOf: "notes.json", replacing: "\"openURLContexts\": true", with: "\"openURLContexts\": false")
        #expect(outcome.failure == nil)
        #expect(outcome.transcript.contains("info app: Notes: openURLContexts is not forwarded (manifest forwards.openURLContexts is false); notes://note/2 is lost"))
    }

    @Test("continue not forwarded: a warm activity is lost")
    func activitiesNotForwarded() throws {
        let outcome = try run("""
            launch
            auth signedIn
            wait 1
            continue com.notes.viewing noteID=5
            wait 1
            expect main stack NotesList
            """, onVariantOf: "notes.json", replacing: "\"continue\": true", with: "\"continue\": false")
        #expect(outcome.failure == nil)
        #expect(outcome.transcript.contains("activity com.notes.viewing is lost"))
    }

    @Test("performActionFor not forwarded: the quick action is lost, and its completion handler is still called once")
    func shortcutsNotForwarded() throws {
        let outcome = try run("""
            launch
            auth signedIn
            wait 1
            shortcut new-note
            wait 1
            expect windows main
            expect warning none
            """, onVariantOf: "notes.json", replacing: "\"performActionFor\": true", with: "\"performActionFor\": false")
        #expect(outcome.failure == nil)
    }

    @Test("an intent whose argument source finds nothing is already executed: nothing is shown")
    func missingArgumentIsExecuted() throws {
        let outcome = try runManifestScenario("""
            app manifest:shop.json
            launch
            auth signedIn
            wait 1
            open shop://item
            wait 1
            continue com.shop.viewing
            wait 1
            expect main stack Home
            expect main pending none
            continue com.shop.viewing itemID=8
            wait 1
            expect main stack Home > Item(8)
            """, baseDirectory: manifestFixtures, transcript: true)
        #expect(outcome.failure == nil)
        #expect(outcome.transcript.components(separatedBy: "shouldExecute: intentExecuted").count == 3)
    }

    @Test("executedWhenAlreadyOnTop off: the same link again reaches canPushViewController, which vetoes it")
    func vetoWithoutAlreadyExecuted() throws {
        let outcome = try run("""
            launch
            auth signedIn
            wait 1
            open notes://note/3
            wait 1
            open notes://note/3
            wait 1
            expect error navigationVetoed
            expect main stack NotesList > NoteDetail(3)
            """, onVariantOf: "notes.json", replacing: "\"executedWhenAlreadyOnTop\": true", with: "\"executedWhenAlreadyOnTop\": false")
        #expect(outcome.failure == nil)
    }

    @Test("denyWhileSignedOut off, with screens open to all: a link lands while signed out")
    func executionWhileSignedOut() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try String(contentsOf: manifestFixtures.appendingPathComponent("pad-discards-forwarded.json"), encoding: .utf8)
        try text.replacingOccurrences(of: "\"name\": \"Pad\",", with: "\"name\": \"Pad\",\n  \"executionPermissions\": { \"denyWhileSignedOut\": false },")
            .write(to: directory.appendingPathComponent("pad.json"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: manifestFixtures.appendingPathComponent("Pad-Info.plist"), to: directory.appendingPathComponent("Pad-Info.plist"))
        let outcome = try runManifestScenario("""
            app manifest:pad.json
            launch
            auth signedOut
            wait 1
            open pad://page/4
            wait 1
            expect main stack Pages > Page(4)
            """, baseDirectory: directory)
        #expect(outcome.failure == nil)
    }

    @Test("obscuresWhenInactive off: an inactive signed-in window is not covered")
    func noObscuration() throws {
        let outcome = try run("""
            launch
            auth signedIn
            wait 1
            inactive main
            expect main overlay none
            """, onVariantOf: "notes.json", replacing: "\"obscuresWhenInactive\": true", with: "\"obscuresWhenInactive\": false")
        #expect(outcome.failure == nil)
    }

    @Test("splash timing immediate: the initial stack goes in as soon as the session loads")
    func immediateSplash() throws {
        let outcome = try run("""
            launch
            wait 0.1
            auth signedIn
            expect main overlay none
            expect main stack NotesList
            """, onVariantOf: "notes.json", replacing: "\"waitUntilAnimationComplete\"", with: "\"immediate\"")
        #expect(outcome.failure == nil)
    }

    @Test("the undefined-windows scenario passes: 50 windows of one identity, 1,000 links, one link to all")
    func undefinedWindows() throws {
        let file = packageRoot.appendingPathComponent("Resources/Scenarios/undefined-windows.scenario")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.components(separatedBy: "\nopen grid://item/").count - 1 == 1_000)
        let outcome = try runScenarioFile(file)
        #expect(outcome.failure == nil)
        #expect(outcome.status == .success)
    }
}
