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
    /// An intent of each kind, and a warm event and a launch delivering it with a secret in every value it carries.
    static func sample(_ kind: SceneIntent.Kind) -> (intent: SceneIntent, warm: SimulationEvent, cold: LaunchPayload) {
        switch kind {
        case .url:
            (
                .url(URL(string: "notes://note/7?token=SECRET")), .open(url: "notes://note/7?token=SECRET#SECRET", window: nil),
                LaunchPayload(urls: ["notes://note/7?token=SECRET"])
            )
        case .userActivity:
            (
                .userActivity(activityType: "com.notes.viewing", context: nil),
                .continueActivity(ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "SECRET")]), window: nil),
                LaunchPayload(activities: [ActivityPayload(type: "com.notes.viewing", userInfo: [.init(key: "noteID", value: "SECRET")])])
            )
        case .shortcutItem:
            (.shortcutItem(type: "new-note"), .shortcut(type: "new-note", window: nil), LaunchPayload(shortcut: "new-note"))
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

    @Test("a warm intent of every kind is written with its kind's verb, a launch with its kind's word", arguments: SceneIntent.Kind.allCases)
    func verbAndLaunchWord(kind: SceneIntent.Kind) throws {
        let sample = Self.sample(kind)
        #expect(ScenarioVerb(writing: sample.warm) == kind.warmVerb)
        #expect(ScenarioPrinter.line(for: sample.warm).hasPrefix(kind.warmVerb.rawValue + " "))
        let launch = SimulationEvent.launch(sample.cold)
        let line = ScenarioPrinter.line(for: launch)
        #expect(line.hasPrefix("launch \(kind.launchWord.rawValue) "), "\(line)")
        #expect(try step(line) == .event(launch))
        #expect(!ScenarioPrinter.line(for: PayloadRedaction.event(launch)).contains("SECRET"))
    }

    @Test("every verb is read, and a launch word used as a value is printed in quotes and read back")
    func everyVerbAndLaunchWord() throws {
        for verb in ScenarioVerb.allCases {
            do {
                _ = try step(verb.rawValue)
            } catch {
                #expect(!"\(error)".contains("a step:"), "\(verb.rawValue) is not read as a verb: \(error)")
            }
        }
        for word in LaunchWord.allCases {
            let launch = SimulationEvent.launch(LaunchPayload(activities: [ActivityPayload(type: word.rawValue)], shortcut: word.rawValue))
            #expect(try step(ScenarioPrinter.line(for: launch)) == .event(launch), "\(ScenarioPrinter.line(for: launch))")
        }
    }
}
