import Foundation
import RouteInterface
import Scenario
import Simulator
import Testing

/// The short monkey of `make test`: seeded random events on every demo app, every check of
/// `MonkeyOracle` after every step.
@Suite("Monkey")
@MainActor
struct MonkeyTests {
    /// Seeds and steps of the short run: 20 × 2,000 per app, as docs/TESTING.md says.
    static let seeds: ClosedRange<UInt64> = 1...20
    static let steps = 2_000

    /// The demo apps (`containers`: tabs, columns and size classes), and the manifest apps of
    /// `Resources/Manifests/` (paths relative to the package root).
    nonisolated static let apps: [String] = ["notes", "single", "bare", "containers"]
        + ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Resources/Manifests").path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted().map { "manifest:Resources/Manifests/\($0)" }

    @Test("20 seeds x 2,000 random steps hold every check", arguments: MonkeyTests.apps)
    func shortRun(app: String) throws {
        let choice = try #require(AppChoice(parsing: app))
        let profile = try MonkeyAppProfile.resolve(choice, baseDirectory: packageRoot)
        let monkey = Monkey(profile: profile)
        for seed in Self.seeds {
            let report = monkey.run(seed: seed, steps: Self.steps)
            #expect(report.eventsRun == Self.steps + 1, "seed \(seed) stopped early")
            if let violation = report.violation {
                Issue.record("app \(app), seed \(seed), step \(report.failingStep ?? 0): \(violation)\n\(monkey.scenarioText(for: report))")
                return
            }
        }
    }

    @Test("the same seed draws the same events")
    func deterministic() throws {
        let profile = try #require(MonkeyAppProfile.builtIn(.notes))
        func events(seed: UInt64) -> [SimulationEvent] {
            let session = MonkeySession(profile: profile, containerBase: MonkeyContainerBase.preferred)
            defer { session.close() }
            var generator = MonkeyEventGenerator(profile: profile, seed: seed)
            for _ in 0..<300 { _ = session.apply(generator.next(for: session.simulator)) }
            return session.events
        }
        let first = events(seed: 42)
        #expect(first == events(seed: 42))
        #expect(first != events(seed: 43))
    }

    @Test("the generator speaks the whole vocabulary: launches with payloads, intents, auth, window churn, taps")
    func vocabulary() throws {
        let profile = try #require(MonkeyAppProfile.builtIn(.notes))
        let session = MonkeySession(profile: profile, containerBase: MonkeyContainerBase.preferred)
        defer { session.close() }
        var generator = MonkeyEventGenerator(profile: profile, seed: 7)
        for _ in 0..<3_000 { _ = session.apply(generator.next(for: session.simulator)) }
        let lines = session.events.map(ScenarioPrinter.line(for:))
        let verbs = Set(session.events.map(ScenarioVerb.init(writing:)))
        // Not events (app, plist, ios, expect); universal links are not drawn; Notes has no tabs or split views.
        let notDrawn: Set<ScenarioVerb> = [.app, .plist, .ios, .expect, .link, .select, .size]
        for verb in ScenarioVerb.allCases where !notDrawn.contains(verb) {
            #expect(verbs.contains(verb), "never generated \(verb.rawValue)")
        }
        for kind in SceneIntent.Kind.allCases {
            #expect(verbs.contains(kind.warmVerb), "never sent a warm \(kind.rawValue)")
            #expect(lines.contains { $0.hasPrefix("launch ") && $0.contains(" \(kind.launchWord.rawValue) ") }, "never launched with \(kind.rawValue)")
        }
        #expect(lines.contains { $0.hasSuffix(" x2") || $0.hasSuffix(" x3") }, "never tapped twice in one instant")
        #expect(lines.contains { $0.hasPrefix("open https:") || $0.hasPrefix("open mailto:") }, "never sent an undeclared scheme")
    }

    /// The monkey never starts a second process on its container, so it keeps scene sessions in memory:
    /// encoding the archive after every change was most of a monkey step. Records still go to the container.
    @Test("the monkey writes restoration records but no scene-session archive")
    func noSceneSessionArchive() throws {
        let profile = try #require(MonkeyAppProfile.builtIn(.notes))
        let session = MonkeySession(profile: profile, containerBase: MonkeyContainerBase.preferred)
        defer { session.close() }
        for event: SimulationEvent in [.launch(LaunchPayload()), .auth(.signedIn), .wait(seconds: 1), .open(url: "notes://note/3", window: nil), .wait(seconds: 1),
                                       .newWindow(scene: "compose"), .wait(seconds: 1)] {
            #expect(session.apply(event) == nil)
        }
        let container = try #require(session.simulator.containerURL)
        #expect(try session.simulator.storedRecords().count == 1)
        #expect(!FileManager.default.fileExists(atPath: Simulator.sceneSessionArchiveURL(forContainer: container).path))
    }

    @Test("a violation is shrunk to a minimal scenario that replays to the same violation")
    func shrinksAndPrints() throws {
        // The bare demo pushes straight from openURLContexts, so a second link mid-transition trips
        // UIKit's warning (allowed for bare by design); without the allowlist it is a violation.
        let profile = try #require(MonkeyAppProfile.builtIn(.bare))
        let monkey = Monkey(profile: profile, allowlist: [])
        let noisy: [SimulationEvent] = [
            .launch(LaunchPayload()), .wait(seconds: 0.5), .inactive(WindowName(identity: "main")), .active(WindowName(identity: "main")),
            .wait(seconds: 1), .switcher, .open(url: "notes://note/1", window: nil), .wait(seconds: 0.1),
            .back(WindowName(identity: "main")), .wait(seconds: 0.05), .open(url: "notes://note/2", window: nil), .wait(seconds: 1),
        ]
        let found = try #require(MonkeySession.firstViolation(replaying: noisy, profile: profile,
                                                                containerBase: MonkeyContainerBase.preferred, allowlist: []))
        #expect(found.violation.check == "uikit-warning")
        let shrunk = monkey.shrink(Array(noisy.prefix(found.index + 1)), showing: found.violation)
        #expect(shrunk.events.count < found.index + 1)
        #expect(shrunk.events.first == .launch(LaunchPayload()))
        #expect(shrunk.violation.isSameBug(as: found.violation))

        let report = Monkey.Report(seed: 0, eventsRun: noisy.count, violation: found.violation, failingStep: found.index + 1,
                                   minimalEvents: shrunk.events, minimalViolation: shrunk.violation, replays: shrunk.replays,
                                   shrinkBudgetExhausted: false)
        let text = monkey.scenarioText(for: report)
        #expect(text.hasPrefix("# monkey: app bare, seed 0: violation at step"))
        #expect(text.contains("# violated U9 (uikit-warning): "))
        let script = try ScenarioParser.parse(text, fileName: "shrunk.scenario")
        let replayed = script.steps.compactMap { step -> SimulationEvent? in
            if case let .event(event) = step.step { return event } else { return nil }
        }
        #expect(replayed == shrunk.events)
        let again = MonkeySession.firstViolation(replaying: replayed, profile: profile, containerBase: MonkeyContainerBase.preferred,
                                                 allowlist: [])
        #expect(again?.violation.isSameBug(as: found.violation) == true)
    }

    @Test("the oracle flags what it claims to check", arguments: [
        // An undeclared scheme is refused by the system: allowed, no violation.
        ("app notes\nlaunch\nauth signedIn\nwait 1\nopen https://example.com/note/1\nwait 1\n", nil as String?),
        // A second window of an open identity is destroyed at connection (R3): allowed.
        ("app notes\nlaunch\nauth signedIn\nwait 1\nnewwindow main\nwait 1\nexpect windows main\n", nil),
        // An expectation that does not hold is reported like a check.
        ("app notes\nlaunch\nauth signedIn\nwait 1\nexpect main top SignIn\n", "expectation"),
        // A tap on a button the screen lacks is an event the monkey would never generate.
        ("app notes\nlaunch\nauth signedIn\nwait 1\ntap main \"Save\"\n", "event-refused"),
    ])
    func oracleChecks(text: String, check: String?) throws {
        let script = try ScenarioParser.parse(text, fileName: "t.scenario")
        switch MonkeyReplay.run(script, baseDirectory: URL(fileURLWithPath: "/")) {
        case .clean:
            #expect(check == nil)
        case let .violation(_, violation):
            #expect(violation.check == check, "\(violation)")
        case let .unusable(message):
            Issue.record("unusable: \(message)")
        }
    }
}
