import Foundation
import Scenario
import Simulator
import Testing
@testable import NavigatorTUI

/// Time travel: `[` and `]` step through the session's states, the timeline (`t`)
/// jumps to any, acting after stepping back starts a new branch that `:save` writes, and
/// `--replay FILE --step` runs a file one line at a time.
@MainActor @Suite struct TimeTravelTests {
    private let size = TerminalSize(width: 160, height: 48)

    /// 20 steps a person takes in the Notes demo (signed in), none two `wait`s in a row, so each is
    /// one step of the timeline.
    private static let twentySteps = [
        "open notes://note/1", "wait 0.5", "back main", "wait 0.5", "open notes://note/2", "expect main top NoteDetail(2)",
        "tap main \"New note window\"", "wait 2", "inactive main", "wait 0.5", "active main", "wait 0.5",
        "shortcut new-note in compose", "wait 1", "open notes://note/3 in main", "wait 1", "background compose", "wait 0.5",
        "foreground compose", "wait 1",
    ]

    /// A session with the clock paused after the session loaded signed in, and the 20 steps taken.
    private func sessionAfterTwentySteps(container: URL? = nil, directory: URL? = nil) throws -> (NavigatorSession, [String]) {
        // launch, wait 1, auth signedIn, wait 0.2 (the rest of 1.2 s in whole 1/20 s), then the 20.
        var configuration = NavigatorSession.Configuration(autoAuth: .signedIn, containerURL: container)
        if let directory { configuration.workingDirectory = directory }
        let (session, time) = try RealTimeFeed.start(configuration)
        time.run(session, for: 1.2)
        press(session, .character(" "))  // paused: the screens compared carry no clock that moved meanwhile
        var frames: [String] = []
        for line in Self.twentySteps {
            command(session, line)
            #expect(session.model.message?.kind != .failure, "\(line): \(session.model.message?.text ?? "")")
            frames.append(screen(session))
        }
        return (session, frames)
    }

    /// The frame without its message line, and without which pane has the focus: focus is where the
    /// user looks, not the state a step left (`:open … in main` moves it to main, and stepping back
    /// leaves it where the user put it).
    private func screen(_ session: NavigatorSession) -> String {
        var rows = session.frame(size: size).text.split(separator: "\n", omittingEmptySubsequences: false)
        rows.remove(at: size.height - 2)
        return rows.joined(separator: "\n").replacingOccurrences(of: "━", with: "─").replacingOccurrences(of: "┃", with: "│")
    }

    @Test func steppingBackTenAndForwardTenShowsTheSameScreens() throws {
        let container = try scratchDirectory("routenav-timetravel")
        defer { try? FileManager.default.removeItem(at: container) }
        let (session, frames) = try sessionAfterTwentySteps(container: container)
        let total = session.recorder.stepCount
        #expect(total == 24)
        let end = screen(session)
        let records = String(describing: try session.simulator.storedRecords())

        for back in 1...10 {
            press(session, .character("["))
            #expect(session.recorder.stepCount == total - back, "\(session.model.message?.text ?? "")")
            #expect(session.model.snapshot.recording.timelineStepCount == total)
            // The state shown is the one shown then, but for the status bar's REC k/23.
            let then = frames[frames.count - 1 - back].split(separator: "\n").dropFirst()
            #expect(screen(session).split(separator: "\n").dropFirst() == then, "after stepping back \(back)")
        }
        #expect(session.model.message?.text.contains("Back at step 14 of 24") == true)
        #expect(session.frame(size: size).text.contains("REC 14/24"))
        for _ in 1...10 { press(session, .character("]")) }
        #expect(session.recorder.stepCount == total)
        #expect(screen(session) == end)
        // The container holds what the state shown wrote.
        #expect(String(describing: try session.simulator.storedRecords()) == records)
        #expect(records.contains("NoteDetail(3)"))
        press(session, .character("]"))
        #expect(session.model.message?.text.contains("Nothing ahead") == true)
    }

    @Test func actingAfterSteppingBackStartsABranchThatSaveWritesAndRunReplays() throws {
        let directory = try scratchDirectory("routenav-timetravel-branch")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, _) = try sessionAfterTwentySteps(directory: directory)
        for _ in 1...6 { press(session, .character("[")) }
        #expect(session.recorder.stepCount == 18)
        command(session, "open notes://note/9 in main")
        #expect(session.model.message?.text.contains("new branch from step 18: the 6 steps ahead were dropped") == true)
        #expect(session.model.snapshot.timeline.entries.count == 19)
        #expect(!session.model.snapshot.timeline.hasStepsAhead)
        command(session, "wait 1")
        command(session, "save branch.scenario")
        #expect(session.model.message?.kind == .success)

        let script = try ScenarioParser.parse(try Data(contentsOf: directory.appendingPathComponent("branch.scenario")), fileName: "branch.scenario")
        #expect(script.steps.last.map { ScenarioPrinter.line(for: $0.step) } == "wait 1")
        #expect(script.steps.contains { ScenarioPrinter.line(for: $0.step) == "open notes://note/9 in main" })
        #expect(!script.steps.contains { ScenarioPrinter.line(for: $0.step) == "background compose" })
        let replayed = Simulator(app: session.simulator.app)
        for numbered in script.steps {
            if case .event(let event) = numbered.step { try replayed.apply(event) }
        }
        #expect(replayed.windows().map(\.ignoringEntryIDs) == session.simulator.windows().map(\.ignoringEntryIDs))
        #expect(replayed.clock.now == session.simulator.clock.now)
        #expect(ScenarioRunner(baseDirectory: directory).run(script).status == .success)
    }

    @Test func theTimelineListsEveryStepAndJumpsToTheOneSelected() throws {
        let (session, _) = try sessionAfterTwentySteps()
        press(session, .character("t"))
        #expect(session.model.mode == .timeline(selected: 24))
        let frame = session.frame(size: size).text
        #expect(frame.contains("Timeline: step 24 of 24"))
        #expect(frame.contains("foreground compose"))
        press(session, .character("g"))                // the start
        #expect(session.model.mode == .timeline(selected: 0))
        press(session, .character("j"), .character("j"), .character("j"), .character("j"), .character("j"), .enter)
        #expect(session.recorder.stepCount == 5)        // after "open notes://note/1"
        #expect(session.model.snapshot.windows.first?.stack.last == "NoteDetail(1)")
        #expect(session.frame(size: size).text.contains("19 ahead (dimmed)"))
        press(session, .character("G"), .enter)
        #expect(session.recorder.stepCount == 24)
        press(session, .escape)
        #expect(session.model.mode == .normal)
    }

    @Test func aStoppedClockRunsAgainOnceTheLastStepIsShown() throws {
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(session, for: 1.2)
        command(session, "open notes://note/1")
        press(session, .character("["))
        #expect(session.model.snapshot.clock.isPaused)
        time.run(session, for: 1)
        #expect(session.model.snapshot.timeline.hasStepsAhead)  // a paused clock records nothing
        press(session, .character("]"))
        #expect(!session.model.snapshot.clock.isPaused)
        #expect(session.model.message?.text.hasSuffix("the clock runs again") == true)
    }

    @Test func replayStepRunsTheFileOneLineAtATimeShowingEachLine() throws {
        let directory = try scratchDirectory("routenav-replay-step")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("# a comment\napp notes\nlaunch\nwait 1\nauth signedIn\nopen notes://note/4\nexpect main top NotesList\n".utf8)
            .write(to: directory.appendingPathComponent("repro.scenario"))
        let (session, _) = try RealTimeFeed.start(.init(replayPath: "repro.scenario", replaysStepByStep: true, workingDirectory: directory))
        #expect(session.recorder.stepCount == 0)
        #expect(session.model.snapshot.process == .notRunning)
        #expect(session.model.snapshot.clock.isPaused)
        #expect(session.model.message?.text == "repro.scenario: 5 steps, none run yet (the clock paused): "
            + "] runs repro.scenario:3 launch; t lists them.")
        press(session, .character("]"))
        #expect(session.model.snapshot.process == .running)
        #expect(session.model.message?.text == "Step 1 of 5 (repro.scenario:3): launch; ] runs repro.scenario:4 wait 1")
        press(session, .character("]"), .character("]"), .character("]"))
        #expect(session.model.snapshot.windows.first?.stack.last == "NoteDetail(4)")
        press(session, .character("]"))
        #expect(session.model.message?.kind == .failure)
        #expect(session.model.message?.text.hasPrefix("Step 5 of 5 (repro.scenario:7): FAIL expect main top NotesList") == true)
        press(session, .character("t"))
        #expect(session.frame(size: size).text.contains("repro.scenario:6"))
    }
}

/// `?` says which new-window keys the running app has, as the hint line offers them.
@MainActor @Suite struct NewWindowHelpTests {
    private func help(_ keys: NewWindowKeys?) -> String {
        HelpOverlay.lines(width: 200, glyphs: .unicode, newWindows: keys).map { $0.map(\.text).joined() }.joined(separator: "\n")
    }

    @Test func helpSaysWhichNewWindowKeysTheRunningAppHas() {
        #expect(help(.both).contains("This app accepts (Tab completes them after o, c, s, N and :)"))
        #expect(!help(.both).contains("This app:"))
        #expect(help(.namedOnly).contains("This app: its window would be destroyed as it connects (R3"))
        let single = help(NewWindowKeys.none)
        #expect(single.contains("This app accepts (Tab completes them after o, c, s and :)"))
        #expect(single.components(separatedBy: "This app: not offered, it has one window").count == 3)  // on n and on N
        // The generated document describes both cases.
        #expect(KeybindingsDocument.markdown().contains("where the primary scene keeps one window (R3, as in the Notes demo)"))
        #expect(KeybindingsDocument.markdown().contains("an app without multiple scenes (U5) gets neither n nor N"))
    }

    @Test func theNotesDemoAndTheSingleWindowAppGetTheirOwnHelp() throws {
        let (notes, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn))
        time.run(notes, for: 1.2)
        #expect(NewWindowKeys(snapshot: notes.model.snapshot) == .namedOnly)
        let (single, _) = try RealTimeFeed.start(.init(app: .single))
        #expect(NewWindowKeys(snapshot: single.model.snapshot) == NewWindowKeys.none)
    }
}
