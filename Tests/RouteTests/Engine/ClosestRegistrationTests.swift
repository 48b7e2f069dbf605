import Foundation
import RouteInterface
import Simulator
import Testing

/// Issue 17 item 1: an `unregisteredIntent` names the registrations closest to what arrived, so the
/// event log says what the app does accept; the same answer every run.
@MainActor @Suite struct ClosestRegistrationTests {
    static func url(_ text: String) -> SceneIntent { .url(URL(string: text)) }

    @Test func theClosestRegistrationsOfTheSameKindComeFirst() {
        let matcher = SceneIntentMatcher(registrations: [
            Self.url("notes://note"), Self.url("notes://compose"), Self.url("notes://settings/:section"),
            Self.url("other://x"), .shortcutItem(type: "new-note"), .shortcutItem(type: "search"),
            .userActivity(activityType: "com.notes.viewing", context: nil),
        ])
        #expect(matcher.closest(to: Self.url("notes://nope/1")).map(\.description)
                == ["url:notes://note", "url:notes://compose", "url:other://x"])
        #expect(matcher.closest(to: .shortcutItem(type: "new-nite")).map(\.description) == ["shortcut:new-note", "shortcut:search"])
        #expect(matcher.closest(to: .userActivity(activityType: "com.notes.view", context: nil)).map(\.description)
                == ["activity:com.notes.viewing"])
        guard case let .failure(refusal) = matcher.match(for: Self.url("notes://nope/1")) else {
            Issue.record("notes://nope/1 matched")
            return
        }
        #expect(refusal.closest.first == Self.url("notes://note"))
    }

    @Test func theEventLogNamesThemAfterTheUnchangedMessage() throws {
        let simulator = try Harness.launchedNotes()
        try simulator.apply(.open(url: "notes://nope/1", window: nil))
        try simulator.apply(.shortcut(type: "new-nite", window: nil))
        try simulator.apply(.wait(seconds: 1))
        let messages = simulator.console.filter { $0.errorName == "unregisteredIntent" }.map(\.message)
        #expect(messages == [
            "unregisteredIntent: url:notes://nope/1 matches no registered intent; closest: url:notes://note",
            "unregisteredIntent: shortcut:new-nite matches no registered intent; closest: shortcut:new-note",
        ], "\(messages)")
    }

    @Test func aLongURLCostsNoMoreThanItsFirstCharacters() {
        let matcher = SceneIntentMatcher(registrations: (0..<50).map { Self.url("notes://n\($0)") })
        let long = Self.url("notes://" + String(repeating: "x", count: 8000))
        #expect(matcher.closest(to: long).count == SceneIntentMatcher.closestLimit)
    }
}
