import Simulator
import Testing
@testable import NavigatorTUI

/// `update(message)`: keys become simulation events for the focused pane, overlays take their keys,
/// the command line edits and runs lines (CONTRIBUTING.md).
@Suite struct NavigatorUpdateTests {
    private func press(_ keys: [Key], on model: inout NavigatorModel) -> [NavigatorEffect] {
        keys.flatMap { model.update(.key($0)) }
    }

    private func type(_ text: String, on model: inout NavigatorModel) {
        for character in text { _ = model.update(.key(.character(character))) }
    }

    @Test func windowKeysActOnTheFocusedPaneAndTabMovesFocus() {
        var model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured)
        // A new snapshot focuses the key window first.
        #expect(model.focus == .window(NavigatorFixtures.compose))
        #expect(model.update(.key(.character("b"))) == [.apply(.background(NavigatorFixtures.compose))])
        _ = model.update(.key(.tab))
        #expect(model.focus == .window(NavigatorFixtures.main))
        #expect(model.update(.key(.character("a"))) == [.apply(.active(NavigatorFixtures.main))])
        _ = model.update(.key(.backTab))
        #expect(model.focus == .window(NavigatorFixtures.compose))
        #expect(model.update(.key(.character("x"))) == [.apply(.close(NavigatorFixtures.compose))])
        #expect(model.update(.key(.character("X"))) == [.apply(.swipe(NavigatorFixtures.compose))])
        #expect(model.update(.key(.character("h"))) == [.apply(.back(NavigatorFixtures.compose))])
        #expect(model.update(.key(.character("d"))) == [.apply(.dismiss(NavigatorFixtures.compose))])
    }

    @Test func digitsTapTheNumberedActionsOfWhatTheFocusedPaneShows() {
        var model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured)
        _ = model.update(.key(.tab))
        #expect(model.update(.key(.character("2"))) == [.apply(.tap(NavigatorFixtures.main, title: "Sign out", count: 1))])
        #expect(model.update(.key(.character("3"))) == [])
        #expect(model.message == CommandFeedback(.failure, "main shows NoteDetail(42), which has no action 3."))
    }

    @Test func newlyConnectedWindowTakesFocus() {
        var model = NavigatorFixtures.model(NavigatorFixtures.pendingDenied)
        var next = NavigatorFixtures.pendingDenied
        next.windows.append(WindowPaneSnapshot(name: WindowName(identity: "main", ordinal: 2), sessionID: "S3", isKey: true))
        _ = model.update(.snapshot(next))
        #expect(model.focus == .window(WindowName(identity: "main", ordinal: 2)))
    }

    @Test func signInWhileTheSessionLoadsFinishesLoadingInstead() {
        var loading = NavigatorFixtures.model(NavigatorFixtures.splash)
        #expect(loading.update(.key(.character("I"))) == [.apply(.auth(.signedIn))])
        #expect(loading.update(.key(.character("O"))) == [.apply(.auth(.signedOut))])
        var loaded = NavigatorFixtures.model(NavigatorFixtures.pendingDenied)
        #expect(loaded.update(.key(.character("I"))) == [.apply(.signIn)])
        #expect(loaded.update(.key(.character("O"))) == [.apply(.signOut)])
        #expect(loaded.update(.key(.character("A"))) == [.apply(.reauth)])
    }

    @Test func windowKeysWithoutWindowsExplainWhatToDo() {
        var model = NavigatorFixtures.model(NavigatorFixtures.killed)
        #expect(model.focus == .card(NavigatorFixtures.main))
        #expect(model.update(.key(.character("b"))) == [])
        #expect(model.message?.kind == .failure)
        #expect(model.message?.text.contains("launch the app with L") == true)
        // A focused card can still be swiped away (U6: a discard made while not running).
        #expect(model.update(.key(.character("X"))) == [.apply(.swipe(NavigatorFixtures.main))])
        #expect(model.update(.key(.character("L"))) == [.apply(.launch(LaunchPayload()))])
    }

    @Test func timeKeysPauseStepAndWalkTheSpeedLadder() {
        var model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured) // speed 2, running
        #expect(model.update(.key(.character(" "))) == [.setPaused(true)])
        #expect(model.update(.key(.character("."))) == [.stepToNextTimer])
        #expect(model.update(.key(.character("+"))) == [.setSpeed(4)])
        #expect(model.update(.key(.character("="))) == [.setSpeed(4)])
        #expect(model.update(.key(.character("-"))) == [.setSpeed(1)])
        var fastest = NavigatorFixtures.twoWindowsOneObscured
        fastest.clock.speed = 16
        _ = model.update(.snapshot(fastest))
        #expect(model.update(.key(.character("+"))) == [])
        #expect(model.message?.text.contains("fastest") == true)
    }

    @Test func promptKeysOpenThePrefilledCommandLine() {
        var model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured)
        #expect(model.focus == .window(NavigatorFixtures.compose))
        _ = model.update(.key(.character("o")))
        // The link goes to the focused pane unless the line names another window.
        #expect(model.mode == .commandLine(CommandLineState(text: "open ", targetWindow: NavigatorFixtures.compose)))
        #expect(model.inputContext == .commandLine)
        type("notes://note/42 in main", on: &model)
        #expect(model.update(.key(.enter)) == [.runLine("open notes://note/42 in main", defaultWindow: NavigatorFixtures.compose)])
        #expect(model.mode == .normal)
        #expect(model.history == ["open notes://note/42 in main"])
    }

    @Test func commandLineTypesKeysThatAreCommandsElsewhere() {
        var model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured)
        _ = model.update(.key(.character(":")))
        type("expect main top NoteDetail(42)", on: &model) // q, e, x, ... are bound in the panes
        // A `:` line acts on the focused pane (compose here), as keys do, unless it names a window.
        #expect(model.update(.key(.enter)) == [.runLine("expect main top NoteDetail(42)", defaultWindow: NavigatorFixtures.compose)])
        _ = model.update(.feedback(CommandFeedback(.success, "pass: main top NoteDetail(42)")))
        #expect(model.message == CommandFeedback(.success, "pass: main top NoteDetail(42)"))
    }

    @Test func commandLineEditingAndHistory() {
        var model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured)
        _ = model.update(.key(.character(":")))
        type("wait 1", on: &model)
        _ = model.update(.key(.enter))
        _ = model.update(.key(.character(":")))
        type("kil", on: &model)
        _ = press([.left, .left, .left], on: &model)
        type("x", on: &model)
        _ = press([.control("e"), .backspace], on: &model)
        #expect(model.mode == .commandLine(commandLine("xki", cursorAtEnd: true)))
        _ = press([.up], on: &model)
        guard case .commandLine(let recalled) = model.mode else { Issue.record("not editing"); return }
        #expect(recalled.text == "wait 1")
        _ = press([.down], on: &model)
        guard case .commandLine(let draft) = model.mode else { Issue.record("not editing"); return }
        #expect(draft.text == "xki")
        #expect(model.update(.key(.escape)) == [])
        #expect(model.mode == .normal)
    }

    private func commandLine(_ text: String, cursorAtEnd: Bool) -> CommandLineState {
        CommandLineState(text: text, targetWindow: NavigatorFixtures.compose)
    }

    @Test func navigatorColonCommandsBecomeEffects() {
        var model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured)
        func run(_ line: String) -> [NavigatorEffect] {
            _ = model.update(.key(.character(":")))
            type(line, on: &model)
            return model.update(.key(.enter))
        }
        #expect(run("save /tmp/bug.scenario") == [.save(path: "/tmp/bug.scenario")])
        #expect(run("w \"my bug.scenario\"") == [.save(path: "my bug.scenario")])
        #expect(run("save") == [])
        #expect(model.message == CommandFeedback(.failure, "usage: :save FILE"))
        // `:save!` / `:w!` replace an existing file, as in vim; plain `:save` does not.
        #expect(run("save! /tmp/bug.scenario") == [.save(path: "/tmp/bug.scenario", force: true)])
        #expect(run("w! bug.scenario") == [.save(path: "bug.scenario", force: true)])
        #expect(run("w bug.scenario") == [.save(path: "bug.scenario", force: false)])
        #expect(run("save!") == [])
        #expect(model.message == CommandFeedback(.failure, "usage: :save! FILE"))
        #expect(run("speed 0.5") == [.setSpeed(0.5)])
        #expect(run("speed 100") == [])
        #expect(run("pause") == [.setPaused(true)])
        #expect(run("resume") == [.setPaused(false)])
        #expect(run("step") == [.stepToNextTimer])
        #expect(run("q") == [.quit])
        #expect(run("   ") == [])
        _ = run("help")
        #expect(model.inputContext == .help)
    }

    @Test func quitKeysAndOverlays() {
        var model = NavigatorFixtures.model(NavigatorFixtures.pendingDenied)
        #expect(model.update(.key(.character("q"))) == [.quit])
        #expect(model.update(.key(.control("c"))) == [.quit])
        _ = model.update(.key(.character("?")))
        #expect(model.inputContext == .help)
        // Simulation keys do nothing while help is open.
        #expect(model.update(.key(.character("b"))) == [])
        _ = model.update(.key(.character("j")))
        #expect(model.mode == .help(scroll: 1))
        _ = model.update(.key(.escape))
        #expect(model.mode == .normal)
        #expect(model.update(.key(.control("l"))) == [.redraw])
        // In the command line Ctrl-C cancels instead of quitting.
        _ = model.update(.key(.character(":")))
        #expect(model.update(.key(.control("c"))) == [])
        #expect(model.mode == .normal)
    }

    @Test func explainOpensOnTheFocusedWindowsPendingIntentAndMoves() {
        var model = NavigatorFixtures.model(NavigatorFixtures.pendingDenied)
        _ = model.update(.key(.character("e")))
        #expect(model.mode == .explain(selected: 2))
        _ = model.update(.key(.character("k")))
        #expect(model.mode == .explain(selected: 1))
        _ = model.update(.key(.character("k")))
        #expect(model.mode == .explain(selected: 1))
        _ = model.update(.key(.down))
        #expect(model.mode == .explain(selected: 2))
        _ = model.update(.key(.character("e")))
        #expect(model.mode == .normal)
    }

    @Test func eventLogScrollsBackAndIsClampedToItsLength() {
        var snapshot = NavigatorFixtures.pendingDenied
        snapshot.log = (0..<40).map { EventLogLine(time: Double($0), level: .info, text: "line \($0)") }
        var model = NavigatorFixtures.model(snapshot)
        _ = model.update(.key(.character("k")))
        _ = model.update(.key(.up))
        #expect(model.logScroll == 2)
        let frame = render(model, size: model.size)
        #expect(frame.text.contains("line 37"))
        #expect(!frame.text.contains("line 38"))
        #expect(frame.text.contains("2 newer below"))
        for _ in 0..<100 { _ = model.update(.key(.pageUp)) }
        #expect(model.logScroll == 40 - model.layout.logLines.height)
        for _ in 0..<100 { _ = model.update(.key(.character("j"))) }
        #expect(model.logScroll == 0)
    }

    @Test func resizeIsAMessage() {
        var model = NavigatorFixtures.model(NavigatorFixtures.pendingDenied)
        #expect(model.update(.resize(TerminalSize(width: 120, height: 40))) == [.redraw])
        #expect(model.size == TerminalSize(width: 120, height: 40))
    }

    @Test func mouseIsIgnoredUnlessEnabledThenFocusesAndTaps() {
        let snapshot = NavigatorFixtures.twoWindowsOneObscured
        var off = NavigatorFixtures.model(snapshot)
        #expect(off.update(.mouse(MouseEvent(x: 5, y: 3, kind: .press))) == [])
        #expect(off.focus == .window(NavigatorFixtures.compose))

        var on = NavigatorFixtures.model(snapshot, options: NavigatorOptions(mouse: true))
        // Row 3 of the compose pane (x 40...79) is its "Stack > Compose" line; row 5 is action 1.
        #expect(on.update(.mouse(MouseEvent(x: 50, y: 5, kind: .press))) == [.apply(.tap(NavigatorFixtures.compose, title: "Save", count: 1))])
        #expect(on.update(.mouse(MouseEvent(x: 5, y: 3, kind: .press))) == [])
        #expect(on.focus == .window(NavigatorFixtures.main))
    }

    /// A paste of 100 KB into `:` used to stall the navigator for minutes (each key copied the line);
    /// the line now stops at its limit, says so, and still runs what it holds.
    @Test func thePastedCommandLineStopsAtItsLimitAndSaysSo() {
        var model = NavigatorFixtures.model(NavigatorFixtures.twoWindowsOneObscured)
        _ = model.update(.key(.character(":")))
        type("open notes://note/", on: &model)
        type(String(repeating: "7", count: CommandLineState.maximumLength), on: &model)
        guard case .commandLine(let line) = model.mode else {
            Issue.record("expected the command line, got \(model.mode)")
            return
        }
        #expect(line.characters.count == CommandLineState.maximumLength)
        #expect(model.message == CommandFeedback(.failure,
            "the command line holds at most 16384 characters; the rest was not typed"))
        let effects = model.update(.key(.enter))
        #expect(effects == [.runLine("open notes://note/" + String(repeating: "7", count: CommandLineState.maximumLength - 18),
                                     defaultWindow: NavigatorFixtures.compose)])
    }
}
