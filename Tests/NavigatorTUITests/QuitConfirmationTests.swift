import Foundation
import Scenario
import Simulator
import Testing
@testable import NavigatorTUI

/// `q` never throws a recording away unasked: with steps taken since the last `:save` and no
/// `--record` file to write at quit, the first quit key only says so and a second one quits.
@MainActor @Suite struct QuitConfirmationTests {
    private func model(unsaved: Int, recordPath: String? = nil) -> NavigatorModel {
        var snapshot = NavigatorFixtures.pendingDenied
        snapshot.recording = RecordingSnapshot(isRecording: true, stepCount: 40, path: recordPath, unsavedStepCount: unsaved)
        return NavigatorFixtures.model(snapshot)
    }

    private func submit(_ line: String, on model: inout NavigatorModel) -> [NavigatorEffect] {
        _ = model.update(.key(.character(":")))
        for character in line { _ = model.update(.key(.character(character))) }
        return model.update(.key(.enter))
    }

    @Test func firstQWithUnsavedStepsAsksAndTheSecondQuits() {
        var model = model(unsaved: 37)
        #expect(model.update(.key(.character("q"))) == [])
        #expect(model.message == CommandFeedback(.failure, "37 actions unsaved (REC 40 steps): :save FILE keeps them, q again drops them"))
        #expect(model.update(.key(.character("q"))) == [.quit])
    }

    @Test func anyOtherKeyWithdrawsTheQuestion() {
        var model = model(unsaved: 1)
        #expect(model.update(.key(.control("c"))) == [])
        #expect(model.message?.text == "1 action unsaved (REC 40 steps): :save FILE keeps it, Ctrl-C again drops it")
        _ = model.update(.key(.tab))
        #expect(model.message == nil)
        #expect(model.isQuitPending == false)
        #expect(model.update(.key(.character("q"))) == [], "a quit after another key asks again")
        // Ticks of the clock (new snapshots) do not withdraw it.
        _ = model.update(.snapshot(model.snapshot))
        #expect(model.update(.key(.character("q"))) == [.quit])
    }

    @Test func nothingUnsavedOrARecordFileQuitsAtOnce() {
        var saved = model(unsaved: 0)
        #expect(saved.update(.key(.character("q"))) == [.quit])
        var recording = model(unsaved: 12, recordPath: "session.scenario")
        #expect(recording.update(.key(.character("q"))) == [.quit])
    }

    @Test func colonQuitAsksAndColonQuitBangDoesNot() {
        var model = model(unsaved: 3)
        #expect(submit("q", on: &model) == [])
        #expect(model.message?.text == "3 actions unsaved (REC 40 steps): :save FILE keeps them, :q! drops them")
        #expect(submit("q!", on: &model) == [.quit])
        var other = self.model(unsaved: 3)
        #expect(submit("quit!", on: &other) == [.quit])
    }

    /// The live session counts the user's steps, not the navigator's own (launch, the automatic
    /// session load, real time), and `:save` clears the count.
    @Test func sessionCountsTheUsersStepsUntilSaved() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routenav-quit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try NavigatorSession(configuration: .init(autoAuth: .signedIn, workingDirectory: directory))
        var now = 50.0
        func run(seconds: Double) {
            let end = now + seconds
            while now < end {
                now += 1.0 / 30
                _ = session.tick(monotonicSeconds: now)
            }
        }
        run(seconds: 1.5)
        #expect(session.model.snapshot.recording.unsavedStepCount == 0)
        #expect(session.handle(.key(.character("q"))) == [.quit], "a session the user did nothing in quits at once")

        _ = session.handle(.key(.character("1")))       // "Open note 1"
        _ = session.handle(.key(.character(":")))
        for character in "open notes://note/2" { _ = session.handle(.key(.character(character))) }
        _ = session.handle(.key(.enter))
        _ = session.handle(.key(.character(":")))
        for character in "expect running" { _ = session.handle(.key(.character(character))) }
        _ = session.handle(.key(.enter))                // an expect is recorded too: what the user asserted
        run(seconds: 1)
        #expect(session.model.snapshot.recording.unsavedStepCount == 3)
        #expect(session.handle(.key(.character("q"))) == [])
        let steps = session.recorder.stepCount
        #expect(session.model.message?.text == "3 actions unsaved (REC \(steps) steps): :save FILE keeps them, q again drops them")

        _ = session.handle(.key(.character(":")))
        for character in "save kept.scenario" { _ = session.handle(.key(.character(character))) }
        _ = session.handle(.key(.enter))
        #expect(session.model.message?.kind == .success)
        run(seconds: 1)
        #expect(session.model.snapshot.recording.unsavedStepCount == 0)
        #expect(session.handle(.key(.character("q"))) == [.quit])
    }
}
