import Foundation
import RouteInterface
import Simulator
import Testing
import SimulatedUIKit
@testable import Route

/// The whole activity reaches the router (docs/RULES.md R5): its type, `webpageURL`, `title`, `userInfo`,
/// `targetContentIdentifier` and `persistentIdentifier` ride in the intent's context, and an activity of
/// a type no registration names routes by its `webpageURL` through the URL registrations.
@MainActor @Suite struct WholeActivityRoutingTests {
    @Test func everyFieldOfADeliveredActivityRidesInTheIntent() throws {
        let activity = NSUserActivity(activityType: "com.example.reader.reading")
        activity.webpageURL = URL(string: "https://reader.example.com/articles/5")
        activity.title = "Tides"
        activity.userInfo = ["id": "5"]
        activity.targetContentIdentifier = "article-5"
        activity.persistentIdentifier = "reading-5"
        guard case let .userActivity(type, context?) = SceneIntent(delivered: activity) else {
            Issue.record("not an activity intent")
            return
        }
        #expect(type == "com.example.reader.reading")
        #expect(context.webpageURL == URL(string: "https://reader.example.com/articles/5"))
        #expect(context.title == "Tides")
        #expect(context.string(forKey: "id") == "5")
        #expect(context.targetContentIdentifier == "article-5")
        #expect(context.persistentIdentifier == "reading-5")
    }

    @Test func anActivityOfAnUnregisteredTypeMatchesByItsWebpageURL() throws {
        let matcher = SceneIntentMatcher(registrations: [
            .url(URL(string: "https://reader.example.com/articles/:id")), .userActivity(activityType: "com.example.reader.article", context: nil),
        ])
        let reading = SceneIntent.userActivity(
            activityType: "com.example.reader.reading",
            context: SceneIntentContext(userInfo: nil, webpageURL: URL(string: "https://reader.example.com/articles/5"), title: "Tides"))
        let match = try matcher.match(for: reading).get()
        #expect(match.registration == .url(URL(string: "https://reader.example.com/articles/:id")))
        #expect(match.parameters == ["id": "5"])
        // The router still sees the activity, title and all.
        #expect(match.intent == reading)
        #expect(matcher.bestMatch(for: reading) == .url(URL(string: "https://reader.example.com/articles/:id")))
    }

    @Test func aRegisteredTypeStillMatchesByTypeAndNoURLMeansNoMatch() throws {
        let matcher = SceneIntentMatcher(registrations: [
            .url(URL(string: "https://reader.example.com/articles/:id")), .userActivity(activityType: "com.example.reader.article", context: nil),
        ])
        let article = SceneIntent.userActivity(
            activityType: "com.example.reader.article",
            context: SceneIntentContext(userInfo: nil, webpageURL: URL(string: "https://reader.example.com/articles/5")))
        #expect(try matcher.match(for: article).get().registration == .userActivity(activityType: "com.example.reader.article", context: nil))
        let bare = SceneIntent.userActivity(activityType: "com.example.reader.reading", context: SceneIntentContext(userInfo: ["id": "5"]))
        #expect(throws: SceneIntentRefusal.self) { try matcher.match(for: bare).get() }
        let offSite = SceneIntent.userActivity(
            activityType: "com.example.reader.reading",
            context: SceneIntentContext(userInfo: nil, webpageURL: URL(string: "https://elsewhere.example.org/x")))
        #expect(throws: SceneIntentRefusal.self) { try matcher.match(for: offSite).get() }
    }

    @Test func aWarmActivityOfAnUnregisteredTypeLandsByItsWebpageURL() throws {
        let app = TestApp()
        app.registrations = [.url(URL(string: "https://example.com/items"))]
        var seen: [SceneIntent] = []
        app.screenForIntent = { intent in
            seen.append(intent)
            if case let .userActivity(_, context) = intent { return ItemViewController(context?.webpageURL?.lastPathComponent ?? "") }
            return ItemViewController(intent.urlPathSegments?.first ?? "")
        }
        let simulator = try app.launched()
        var payload = ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "4")])
        payload.webpageURL = "https://example.com/items/4"
        try simulator.apply(.continueActivity(payload, window: nil))
        try simulator.apply(.wait(seconds: 1))
        #expect(app.executions == ["main activity:com.notes.viewing"])
        guard case let .userActivity(_, context?) = seen.last else {
            Issue.record("the router did not see the activity: \(seen)")
            return
        }
        #expect(context.webpageURL == URL(string: "https://example.com/items/4"))
        #expect(context.string(forKey: "noteID") == "4")
    }
}
