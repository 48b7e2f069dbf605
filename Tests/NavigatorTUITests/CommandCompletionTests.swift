import RouteInterface
import Scenario
import Simulator
import Testing
@testable import NavigatorTUI

/// Issue 17 item 1: what the app accepts is listed in `?` and completed by Tab after `o`, `c`, `s`,
/// `N` and in `:`.
@Suite struct CommandCompletionTests {
    static let notes = AppRegistrations(
        links: ["notes://note"], activities: [.init(type: "com.notes.viewing", userInfoKeys: ["noteID"])],
        shortcuts: ["new-note"], scenes: ["main", "compose"])

    private func complete(_ text: String, windows: [String] = ["main", "compose"]) -> CommandCompletion.Answer {
        CommandCompletion.complete(text, registrations: Self.notes, windows: windows)
    }

    @Test func payloadsCompleteToWhatTheAppRegisters() {
        #expect(complete("open ").text == "open notes://note")
        #expect(complete("open no").text == "open notes://note")
        #expect(complete("continue ").text == "continue com.notes.viewing ")
        #expect(complete("continue com.notes.viewing ").text == "continue com.notes.viewing noteID=")
        #expect(complete("shortcut n").text == "shortcut new-note ")
        #expect(complete("newwindow c").text == "newwindow compose ")
        #expect(complete("shortcut new-note in c").text == "shortcut new-note in compose ")
        #expect(complete("close m").text == "close main ")
    }

    @Test("every scenario verb the `:` line takes completes, and a window verb's window")
    func everyVerbCompletes() {
        let starts = complete("").candidates
        for verb in ScenarioVerb.allCases {
            #expect(starts.contains(verb.rawValue) == (verb.arguments != .setup), "\(verb.rawValue)")
            if verb.arguments == .window { #expect(complete("\(verb.rawValue) c").text == "\(verb.rawValue) compose ") }
        }
        #expect(complete("link https://example.com/n/1 ").candidates == ["in"])
        #expect(complete("link https://example.com/n/1 in m").text == "link https://example.com/n/1 in main ")
    }

    @Test("every kind of intent completes after its verb to what the app registers of it", arguments: SceneIntent.Kind.allCases)
    func everyKindCompletes(kind: SceneIntent.Kind) {
        let registered: [String]
        switch kind {
        case .url: registered = Self.notes.linkStems
        case .userActivity: registered = Self.notes.activities.map(\.type)
        case .shortcutItem: registered = Self.notes.shortcuts
        }
        #expect(!registered.isEmpty)
        #expect(complete("\(kind.warmVerb.rawValue) ").candidates == registered)
        #expect(complete("\(kind.warmVerb.rawValue) \(registered[0]) in ").candidates == ["main", "compose"])
    }

    @Test func severalCandidatesAreListedAndTheirCommonPrefixTyped() {
        let scenes = complete("newwindow ")
        #expect(scenes.text == "newwindow ")
        #expect(scenes.candidates == ["main", "compose"])
        let verbs = complete("s")
        #expect(verbs.candidates.contains("shortcut") && verbs.candidates.contains("speed") && verbs.candidates.contains("switcher"))
        #expect(verbs.text == "s")
        #expect(complete("shor").text == "shortcut ")
    }

    @Test func nothingToCompleteChangesNothing() {
        #expect(complete("open https:").candidates.isEmpty)
        #expect(complete("open https:").text == "open https:")
        #expect(complete("wait ").candidates.isEmpty)
    }

    @Test func aTemplateCompletesUpToItsFirstValue() {
        let ksr = AppRegistrations(links: ["ksr://www.kickstarter.com/projects/:creator/:project?ref_tag=:ref?", "ksr://*/discover"])
        #expect(ksr.linkStems == ["ksr://www.kickstarter.com/projects/", "ksr://"])
    }

    @Test func tabOnTheCommandLineCompletesAndTheHintLineListsCandidates() {
        var snapshot = NavigatorFixtures.twoWindowsOneObscured
        snapshot.registrations = Self.notes
        var model = NavigatorFixtures.model(snapshot, size: TerminalSize(width: 120, height: 30))
        _ = model.update(.key(.character("N")))
        _ = model.update(.key(.tab))
        guard case .commandLine(let line) = model.mode else { Issue.record("no command line"); return }
        #expect(line.text == "newwindow ")
        #expect(line.candidates == ["main", "compose"])
        let lines = render(model, size: model.size).text.split(separator: "\n")
        #expect(lines.last?.contains("Tab: main  compose") == true, "\(lines.last ?? "")")
        _ = model.update(.key(.character("c")))
        _ = model.update(.key(.tab))
        guard case .commandLine(let completed) = model.mode else { Issue.record("no command line"); return }
        #expect(completed.text == "newwindow compose ")
        #expect(completed.candidates.isEmpty)
        #expect(model.update(.key(.enter)) == [.runLine("newwindow compose")])
    }

    @Test func aTabThatFindsNothingSaysSoOnTheHintLine() {
        var snapshot = NavigatorFixtures.twoWindowsOneObscured
        snapshot.registrations = Self.notes
        var model = NavigatorFixtures.model(snapshot, size: TerminalSize(width: 120, height: 30))
        _ = model.update(.key(.character("o")))
        for character in "https:" { _ = model.update(.key(.character(character))) }
        _ = model.update(.key(.tab))
        let last = render(model, size: model.size).text.split(separator: "\n").last ?? ""
        #expect(last.contains("No completion for https:; ? lists what the app accepts."), "\(last)")
    }

    @Test func helpListsWhatTheAppAcceptsFirst() {
        let lines = HelpOverlay.lines(width: 100, glyphs: .unicode, registrations: Self.notes).map { $0.map(\.text).joined() }
        #expect(lines.first?.hasPrefix("This app accepts") == true)
        #expect(lines.contains { $0.hasPrefix("open notes://note ") })
        #expect(lines.contains { $0.hasPrefix("continue com.notes.viewing noteID=VALUE ") })
        #expect(lines.contains { $0.hasPrefix("shortcut new-note ") })
        #expect(lines.contains { $0.hasPrefix("newwindow compose ") })
        let before = HelpOverlay.lines(width: 100, glyphs: .unicode).map { $0.map(\.text).joined() }
        #expect(before.contains { $0.contains("Nothing yet") })
    }

    @Test func aStoppedAppKeepsWhatItAcceptedInHelp() {
        var snapshot = NavigatorFixtures.twoWindowsOneObscured
        snapshot.registrations = Self.notes
        var model = NavigatorFixtures.model(snapshot)
        _ = model.update(.snapshot(NavigatorFixtures.killed))
        #expect(model.snapshot.registrations == Self.notes)
    }
}

/// The registrations as the live Notes demo reports them.
@MainActor @Suite struct LiveRegistrationsTests {
    @Test func theNotesDemoListsItsIntentsAndScenes() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.5)
        #expect(session.model.snapshot.registrations == CommandCompletionTests.notes)
    }
}
