import DemoApps
import Foundation
import RouteInterface
import Testing

/// Issue 13 in the manifest format: URL templates with a `parameter` source, `signInPolicy` and
/// `presentation` per intent, read from `Resources/Manifests/mastodon.json` and written back.
@Suite("Manifest intent forms")
@MainActor struct ManifestIntentFormTests {
    @Test("mastodon.json reads its templates, sign-in policies and sheets, and round-trips")
    func mastodonForms() throws {
        let model = try ManifestModel(contentsOf: shippedManifests.appendingPathComponent("mastodon.json"))
        let intents = model.manifest.intents
        #expect(intents.map(\.argument) == [nil, .parameter("account"), .parameter("id"), .parameter("query"), nil, nil])
        #expect(intents.map { $0.signInPolicy(in: model.manifest) }
            == [.dropWhileSignedOut, .dropWhileSignedOut, .dropWhileSignedOut, .dropWhileSignedOut, .queueUntilSignIn, .queueUntilSignIn])
        #expect(intents.map(\.presentation) == [.sheet, .navigation, .navigation, .navigation, .sheet, .sheetReplacingPresented])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let again = try JSONDecoder().decode(AppManifest.self, from: encoder.encode(model.manifest))
        #expect(again == model.manifest)
    }

    @Test("a parameter argument comes from the engine's match, not from parsing the URL again")
    func parameterFromMatch() throws {
        let model = try ManifestModel(contentsOf: shippedManifests.appendingPathComponent("mastodon.json"))
        let inbound = SceneIntent.url(URL(string: "mastodon://profile/%40user%40example.social"))
        let match = try SceneIntentMatcher(registrations: model.manifest.intents.map(\.registration)).match(for: inbound).get()
        let declaration = try #require(model.declaration(for: match))
        #expect(declaration.screen == "Profile")
        #expect(model.argument(of: match, from: try #require(declaration.argument)) == "@user@example.social")
        // A match made by hand shows the value is read from it.
        let handMade = SceneIntentMatch(intent: inbound, registration: match.registration, parameters: ["account": "someone-else"])
        #expect(model.argument(of: handMade, from: .parameter("account")) == "someone-else")
    }

    @Test("rooms.json keys its room windows by the link's argument, sets main and room window behaviour, and round-trips")
    func roomsForms() throws {
        let model = try ManifestModel(contentsOf: shippedManifests.appendingPathComponent("rooms.json"))
        #expect(model.manifest.intents.map(\.isKeyedByArgument) == [true, false])
        #expect(model.manifest.scenes.map(\.windowBehavior) == [nil, .windowPerScene])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let again = try JSONDecoder().decode(AppManifest.self, from: encoder.encode(model.manifest))
        #expect(again == model.manifest)
    }
}
