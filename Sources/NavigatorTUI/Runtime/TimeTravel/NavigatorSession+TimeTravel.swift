import Foundation
import Route
import Scenario
import Simulator

/// Time travel: `[` and `]` step back and forward, the timeline (`t`) jumps to any
/// step, and acting while steps are ahead starts a new branch (see ``SessionTimeline``).
extension NavigatorSession {
    /// How a step applied by time travel went.
    enum StepOutcome: Equatable {
        /// An event that applied.
        case applied
        /// An `expect` that held.
        case passed
        /// An event the simulator refused (it stays ahead), with the message.
        case refused(String)
        /// An `expect` that did not hold (it is recorded, as typed ones are), with the mismatch.
        case failed(String)
    }

    /// After the recorder took a step: while time travel does not apply it, the steps ahead are dropped
    /// (a new branch), which the message line says.
    /// - Returns: the message about the new branch, or nothing when no step ahead was dropped.
    func noteRecorded() -> [NavigatorMessage] {
        let dropped = timeline.recorded(bodyCount: recorder.body.count, source: timeline.isMoving ? timeline.movingSource : nil)
        guard dropped > 0 else { return [] }
        branchNotice =
            "new branch from step \(recorder.stepCount - 1): the \(dropped) step\(dropped == 1 ? "" : "s") ahead "
            + "\(dropped == 1 ? "was" : "were") dropped; :save writes this branch"
        return [.say(.info, "New branch: " + (branchNotice ?? ""))]
    }

    /// `:pause`, `:resume`, Space: the user's choice, which time travel then leaves alone.
    func setPaused(_ paused: Bool) {
        clockDriver.setPaused(paused)
        timeline.pausedTheClock = false
    }

    /// Pauses the clock while steps are ahead, remembering to let it run again at the end.
    func pauseForTimeTravel() {
        guard !clockDriver.isPaused else { return }
        clockDriver.setPaused(true)
        timeline.pausedTheClock = true
    }

    /// Shows the state after step `target` of the timeline (0: before the first step): forward by applying the steps ahead, back by replaying the steps before it on a new simulator whose container holds what it held when the session started.
    ///
    /// Going back pauses the clock, whose passing would otherwise start a new branch at once.
    ///
    /// - Parameter target: the step, clamped to the timeline.
    /// - Returns: what the message line says: the step reached, or why not.
    func travel(toStep target: Int) -> [NavigatorMessage] {
        let behind = recorder.stepCount
        let total = behind + timeline.ahead.count
        let target = min(max(0, target), total)
        if target > behind {
            var messages: [NavigatorMessage] = []
            let result = runAhead(target - behind, messages: &messages)
            var feedback = stepFeedback(result)
            if timeline.ahead.isEmpty, timeline.pausedTheClock {
                clockDriver.setPaused(false)
                timeline.pausedTheClock = false
                feedback.text += "; the clock runs again"
            }
            return messages + [.feedback(feedback)]
        } else if target < behind {
            return goBack(to: target)
        }
        return [.say(.info, "Already at step \(target) of \(total).")]
    }

    /// Applies up to `count` steps ahead, stopping after an event the simulator refuses (it stays ahead) or an `expect` that fails.
    ///
    /// Each is recorded as it was taken, waits unmerged, starting no branch.
    ///
    /// - Parameters:
    ///   - count: how many steps.
    ///   - messages: receives what the steps applied say (a system refusal, an offer withdrawn).
    /// - Returns: the last step tried and how it went, or `nil` when none was ahead.
    @discardableResult
    func runAhead(_ count: Int, messages: inout [NavigatorMessage]) -> (step: SessionTimeline.Step, outcome: StepOutcome)? {
        var last: (step: SessionTimeline.Step, outcome: StepOutcome)?
        // Only the newest lines of the log are kept: those of the steps run are formatted once, at the end.
        logHistory.defersFormatting = true
        defer {
            logHistory.defersFormatting = false
            logHistory.formatPending()
        }
        for _ in 0..<count {
            guard let next = timeline.ahead.first else { break }
            let outcome = applyTimelineStep(next, messages: &messages)
            last = (next, outcome)
            switch outcome {
            case .applied, .passed: continue
            case .refused, .failed: return last
            }
        }
        return last
    }

    /// Applies one step as time travel does: recorded as it is (waits not merged), starting no branch.
    /// - Parameters:
    ///   - step: the next step ahead, which leaves ``SessionTimeline/ahead`` unless refused.
    ///   - messages: receives what the step says (a system refusal, an offer withdrawn).
    /// - Returns: how it went.
    func applyTimelineStep(_ step: SessionTimeline.Step, messages: inout [NavigatorMessage]) -> StepOutcome {
        timeline.isMoving = true
        timeline.movingSource = step.source
        recorder.mergesWaits = false
        defer {
            timeline.isMoving = false
            timeline.movingSource = nil
            recorder.mergesWaits = true
        }
        switch step.step {
        case .event(let event):
            let outcome = applyEvent(event)
            messages += outcome.messages
            if let refusal = outcome.refusal { return .refused(refusal) }
            timeline.ahead.removeFirst()
            return .applied
        case .expect(let expectation):
            timeline.ahead.removeFirst()
            recorder.record(expectation)
            messages += noteRecorded()
            if let mismatch = ExpectationChecker(simulator: simulator, showsPayloads: showsPayloads).mismatch(expectation) { return .failed(shown(mismatch)) }
            return .passed
        case .app, .plist, .ios:
            timeline.ahead.removeFirst()
            return .applied
        }
    }

    /// Replays the first `target` steps on a new simulator (see ``travel(toStep:)``).
    /// - Returns: what the message line says: the step reached, or why not.
    private func goBack(to target: Int) -> [NavigatorMessage] {
        let image: ContainerImage
        switch timeline.startImage {
        case .success(let kept): image = kept
        case .failure(let error):
            return [.say(.failure, "Cannot step back: the container's files could not be kept when the session started (\(error)).")]
        }
        let steps = timeline.behind(recorder.body)
        if let container = configuration.containerURL {
            do {
                try image.restore(into: container)
                // The state left is in no file any process reads (`]` replays it): its archive is not
                // written, and the new simulator does not ask this one to save it into the container put back.
                simulator.abandonSceneSessionArchive()
            } catch {
                return [.say(.failure, "Cannot step back: the container could not be put back as the session found it: \(error.localizedDescription)")]
            }
        }
        pauseForTimeTravel()
        simulator = Simulator(app: appDefinition, infoPlist: startPlist, containerURL: configuration.containerURL)
        // The archive of the states passed on the way is never read: written once, for the state reached.
        simulator.defersSceneSessionArchive = true
        if let replayedPlist { simulator.useInfoPlist(replayedPlist) }
        simulator.systemVersion = recorder.systemVersion ?? .current
        let systemVersion = recorder.systemVersion
        recorder = ScenarioRecorder(app: recorder.app, plist: recorder.plist)
        recorder.systemVersion = systemVersion
        timeline.clearRecorded()
        timeline.ahead = steps + timeline.ahead
        endedTraceCount = 0
        lastTraceCount = 0
        logHistory = EventLogHistory(limit: NavigatorSnapshot.logLimit)
        lastSettledAuth = nil
        refusedBySystem = nil
        autoAuthDeadline = nil
        ignoredRecordNotice = nil
        branchNotice = nil
        // No other process reads the records of the states passed on the way: they stay in memory, and the
        // state reached is written and synced once.
        var messages: [NavigatorMessage] = []
        let stop =
            configuration.containerURL.map { container in RecordDurability.replaying(in: container) { runAhead(target, messages: &messages) } }
            ?? runAhead(target, messages: &messages)
        simulator.defersSceneSessionArchive = false
        if let stop, recorder.stepCount < target {
            // Deterministic replay applies what applied before; should it not, say where it stopped.
            return messages + [.feedback(stepFeedback(stop, prefix: "Stepping back stopped early"))]
        }
        let total = recorder.stepCount + timeline.ahead.count
        let undone = timeline.ahead.first.map { "; ] redoes " + scenarioLine(for: $0.step) } ?? ""
        let back = "Back at step \(target) of \(total), the clock paused\(undone). t lists the steps; acting here starts a new branch."
        return messages + [.say(.info, back)]
    }

    /// The message line after steps were run forward: the step, its file line, and what comes next.
    private func stepFeedback(_ result: (step: SessionTimeline.Step, outcome: StepOutcome)?, prefix: String? = nil) -> CommandFeedback {
        let total = recorder.stepCount + timeline.ahead.count
        guard let (step, outcome) = result else {
            return CommandFeedback(.info, "Nothing ahead: step \(recorder.stepCount) of \(total) is the last.")
        }
        let line = scenarioLine(for: step.step)
        var number = recorder.stepCount
        if case .refused = outcome { number += 1 }  // not recorded: the step it would have been
        let place =
            (prefix.map { $0 + ": " } ?? "") + "Step \(number) of \(total)"
            + (step.source.map { " (" + $0 + ")" } ?? "")
        let next =
            timeline.ahead.first.map { "; ] runs " + ($0.source.map { $0 + " " } ?? "") + scenarioLine(for: $0.step) }
            ?? "; the end of the timeline"
        switch outcome {
        case .applied: return CommandFeedback(.info, "\(place): \(line)\(next)")
        case .passed: return CommandFeedback(.success, "\(place): PASS \(line)\(next)")
        case .failed(let mismatch): return CommandFeedback(.failure, "\(place): FAIL \(line): \(mismatch)\(next)")
        case .refused(let why): return CommandFeedback(.failure, "\(place): not applied: \(why)")
        }
    }
}
