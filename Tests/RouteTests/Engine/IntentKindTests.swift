import Foundation
@testable import Route
import RouteInterface
import Simulator
import Testing

/// Issue 16: every kind of intent behaves the same way through the engine's kind-by-kind places:
/// equality and hashing, matching, the closest registrations, and forwarding to another window (R5, R6).
///
/// Each test walks ``SceneIntent/Kind/allCases``, and the samples below are an exhaustive `switch`:
/// a new kind does not compile here until it has a sample, and then every test covers it.
@MainActor
@Suite("Every kind of intent is equal, matched and forwarded by its identity")
struct IntentKindTests {
    /// The test app's registration of each kind, an intent that matches it, a warm event that delivers
    /// that intent, a launch that carries it, and the screen the test app shows for it.
    static func sample(_ kind: SceneIntent.Kind) -> (registration: SceneIntent, inbound: SceneIntent, event: SimulationEvent, cold: LaunchPayload, screen: String) {
        switch kind {
        case .url:
            (.url(URL(string: "notes://note")), .url(URL(string: "notes://note/7")), .open(url: "notes://note/7", window: nil),
                LaunchPayload(urls: ["notes://note/7"]), "Item(7)")
        case .userActivity:
            (
                .userActivity(activityType: "com.notes.viewing", context: nil),
                .userActivity(activityType: "com.notes.viewing", context: SceneIntentContext(userInfo: ["noteID": "7"])),
                .continueActivity(ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "7")]), window: nil),
                LaunchPayload(activities: [ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "7")])]),
                "Item(7)"
            )
        case .shortcutItem:
            (.shortcutItem(type: "new-note"), .shortcutItem(type: "new-note"), .shortcut(type: "new-note", window: nil),
                LaunchPayload(shortcut: "new-note"), "Item(new-note)")
        }
    }

    @Test("an intent equals and hashes like one of its kind and identity, and never like another kind's", arguments: SceneIntent.Kind.allCases)
    func equalityIsKindAndIdentity(kind: SceneIntent.Kind) {
        let intent = Self.sample(kind).inbound
        #expect(intent.kind == kind)
        #expect(intent.description == "\(kind.rawValue):\(intent.identity ?? "")")
        #expect(Set([intent, Self.sample(kind).inbound]).count == 1)
        for other in SceneIntent.Kind.allCases where other != kind {
            let unlike = Self.sample(other).inbound
            #expect(intent != unlike)
            #expect(Set([intent, unlike]).count == 2)
        }
    }

    @Test("an intent matches its kind's registration and no other kind's, and a typo names its kind's registrations", arguments: SceneIntent.Kind.allCases)
    func matchingStaysWithinTheKind(kind: SceneIntent.Kind) {
        let registrations = SceneIntent.Kind.allCases.map { Self.sample($0).registration }
        let inbound = Self.sample(kind).inbound
        #expect(inbound.bestMatch(in: registrations) == Self.sample(kind).registration)
        for other in SceneIntent.Kind.allCases where other != kind {
            #expect(!inbound.matches(registration: Self.sample(other).registration))
        }
        let matcher = SceneIntentMatcher(registrations: registrations)
        guard case .success = matcher.match(for: inbound) else {
            Issue.record("\(inbound) did not match")
            return
        }
        #expect(matcher.closest(to: inbound) == [Self.sample(kind).registration])
    }

    @Test("a forwarded intent's entry reads back as the same intent, user info included", arguments: SceneIntent.Kind.allCases)
    func forwardingEntryRoundTrips(kind: SceneIntent.Kind) throws {
        let intent = Self.sample(kind).inbound
        let back = try #require(ForwardedIntent(plist: ForwardedIntent(intent: intent, traceID: 9).plist))
        #expect(back.intent == intent)
        #expect(back.traceID == 9)
        if case let .userActivity(_, context) = intent, case let .userActivity(_, returned) = back.intent {
            #expect(returned == context)
        }
        var unknown = ForwardedIntent(intent: intent, traceID: 9).plist
        unknown["kind"] = "link"
        #expect(ForwardedIntent(plist: unknown) == nil)
    }

    @Test("an intent of each kind sent to a new window runs there exactly once (R6)", arguments: SceneIntent.Kind.allCases)
    func forwardedToANewWindowRunsOnce(kind: SceneIntent.Kind) throws {
        let sample = Self.sample(kind)
        let app = TestApp()
        app.routing = { $0.kind == kind ? .newScene(.side) : .currentScene }
        let simulator = app.simulator()
        try simulator.apply(.launch(LaunchPayload()))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 1))
        try simulator.apply(sample.event)
        try simulator.apply(.wait(seconds: 2))
        #expect(simulator.windowNames.map(\.description) == ["main", "side"])
        #expect(app.executions == ["side \(sample.inbound)"])
        #expect(try Harness.window(simulator, "side").stack.names == ["Home", sample.screen])
        #expect(app.handlerErrors.isEmpty)
        #expect(simulator.intentTraces.filter { $0.intent == sample.inbound }.count == 1)
    }

    @Test("an intent of each kind in a cold launch's connection options is routed once (U1, R18)", arguments: SceneIntent.Kind.allCases)
    func coldLaunchRoutesOnce(kind: SceneIntent.Kind) throws {
        let sample = Self.sample(kind)
        let app = TestApp()
        let simulator = app.simulator()
        try simulator.apply(.launch(sample.cold))
        try simulator.apply(.auth(.signedIn))
        try simulator.apply(.wait(seconds: 2))
        #expect(app.executions == ["main \(sample.inbound)"])
        #expect(try Harness.window(simulator, "main").stack.names == ["Home", sample.screen])
        #expect(simulator.intentTraces.filter { $0.intent == sample.inbound }.count == 1)
    }
}
