import Foundation
import Scenario
import Simulator
import Testing
@testable import NavigatorTUI

/// A bug found by hand becomes a file with its expectations: every `:expect` the user typed (passing
/// or failing) is saved in order, and a `--replay` file's expect lines survive `--record`.
@MainActor @Suite struct RecordedExpectationTests {
    @Test func typedExpectationsAreSavedInOrderBetweenEvents() throws {
        let directory = try scratchDirectory("routenav-expect")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, time) = try RealTimeFeed.start(.init(autoAuth: .signedIn, workingDirectory: directory))
        time.run(session, for: 1.5)
        command(session, "expect main top NotesList")
        command(session, "expect main top SignIn")        // fails: still what the user asserted
        #expect(session.model.message?.kind == .failure)
        press(session, .character("1"))
        time.run(session, for: 0.5)
        command(session, "expect main top NoteDetail(1)")
        #expect(session.model.snapshot.recording.stepCount == session.recorder.stepCount)
        command(session, "save bug.scenario")
        let count = session.recorder.stepCount
        #expect(session.model.message?.text.hasPrefix("Saved \(count) steps") == true, "\(session.model.message?.text ?? "")")
        let text = try String(contentsOf: directory.appendingPathComponent("bug.scenario"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        let first = try #require(lines.firstIndex(of: "expect main top NotesList"))
        #expect(lines[first + 1] == "expect main top SignIn")
        #expect(lines[first - 1].hasPrefix("wait ") || lines[first - 1].hasPrefix("auth "), "\(lines)")
        #expect(lines[first + 2] == "tap main \"Open note 1\"")
        let last = try #require(lines.firstIndex(of: "expect main top NoteDetail(1)"))
        #expect(lines[last - 1].hasPrefix("wait "), "after the wait that brought the screen: \(lines)")
        #expect(lines.count - 1 == count, "the app line plus the saved steps")
    }

    @Test func replayedExpectationsAreKeptByRecord() throws {
        let directory = try scratchDirectory("routenav-expect")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("app notes\nlaunch\nwait 1\nauth signedIn\nwait 1\nexpect main top NotesList\nexpect windows main\n".utf8)
            .write(to: directory.appendingPathComponent("repro.scenario"))
        let (session, _) = try RealTimeFeed.start(.init(replayPath: "repro.scenario", recordPath: "out.scenario",
                                                        workingDirectory: directory))
        _ = session.finish(.quit)
        let text = try String(contentsOf: directory.appendingPathComponent("out.scenario"), encoding: .utf8)
        #expect(text.contains("auth signedIn\nwait 1\nexpect main top NotesList\nexpect windows main\n"), "\(text)")
    }

    @Test func quitQuestionSaysActionsNotStepsAndNamesTheRecording() {
        var snapshot = NavigatorFixtures.pendingDenied
        snapshot.recording = RecordingSnapshot(isRecording: true, stepCount: 12, path: nil, unsavedStepCount: 4)
        var model = NavigatorFixtures.model(snapshot)
        _ = model.update(.key(.character("q")))
        let text = model.message?.text ?? ""
        #expect(!text.hasPrefix("4 steps"), "steps are what REC counts: \(text)")
        #expect(text.contains("4 actions") && text.contains("12 steps"), "\(text)")
    }
}
