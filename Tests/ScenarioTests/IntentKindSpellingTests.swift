import Foundation
import RouteInterface
import Scenario
import Simulator
import Testing

/// Issue 16: every kind of intent is written, read back, checked and redacted the same way in the
/// scenario language; the samples are an exhaustive `switch`, so a new kind does not compile here
/// until it has one, and then every test covers it.
@Suite("Every kind of intent is spelled, parsed and redacted in scenarios")
struct IntentKindSpellingTests {
    /// An intent of each kind, and a warm event delivering it with a secret in every value it carries.
    static func sample(_ kind: SceneIntent.Kind) -> (intent: SceneIntent, warm: SimulationEvent) {
        switch kind {
        case .url:
            (.url(URL(string: "notes://note/7?token=SECRET")), .open(url: "notes://note/7?token=SECRET#SECRET", window: nil))
        case .userActivity:
            (
                .userActivity(activityType: "com.notes.viewing", context: nil),
                .continueActivity(ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "SECRET")]), window: nil)
            )
        case .shortcutItem:
            (.shortcutItem(type: "new-note"), .shortcut(type: "new-note", window: nil))
        }
    }

    private let main = WindowName(identity: "main")

    @Test("`expect W pending` reads the engine's spelling of every kind and prints it back", arguments: SceneIntent.Kind.allCases)
    func pendingEntryRoundTrips(kind: SceneIntent.Kind) throws {
        let spelling = Self.sample(kind).intent.description
        let line = "expect main pending \(spelling)"
        let expected = Scenario.Expectation.pending(main, [.init(kind: kind, value: String(spelling.drop { $0 != ":" }.dropFirst()))])
        #expect(try step(line) == .expect(expected))
        #expect(ScenarioPrinter.line(for: expected) == line)
        #expect(Scenario.Expectation.PendingIntent(parsing: spelling)?.description == spelling)
    }

    @Test("a pending entry of no kind is refused with every kind's form named")
    func unknownPendingKind() {
        do {
            _ = try step("expect main pending link:https://example.com")
            Issue.record("link: was read as a kind of intent")
        } catch {
            let message = "\(error)"
            for kind in SceneIntent.Kind.allCases { #expect(message.contains("\(kind.rawValue):"), "\(message)") }
        }
    }

    @Test("a warm intent of every kind prints without its secrets and parses back", arguments: SceneIntent.Kind.allCases)
    func warmEventRedactsAndRoundTrips(kind: SceneIntent.Kind) throws {
        let event = Self.sample(kind).warm
        #expect(try step(ScenarioPrinter.line(for: event)) == .event(event))
        #expect(!ScenarioPrinter.line(for: PayloadRedaction.event(event)).contains("SECRET"))
        let pending = Scenario.Expectation.pending(main, [.init(kind: kind, value: Self.sample(kind).intent.identity ?? "")])
        #expect(!ScenarioPrinter.line(for: PayloadRedaction.expectation(pending)).contains("SECRET"))
    }
}
