import Foundation
import Route
import Scenario
import SimulatedUIKit
import Simulator

/// The `:` command line and `--replay` (docs/SCENARIOS.md): scenario lines typed or replayed, applied and recorded.
extension NavigatorSession {

    /// Runs one scenario line typed after `:` (docs/SCENARIOS.md): a step is applied and recorded (and counts
    /// as unsaved until the next `:save`); an `expect` answers pass or fail and is recorded either way
    /// (and counts as unsaved); `app` and `plist` are refused (they set up a session).
    /// - Parameters:
    ///   - line: the line, without the `:`.
    ///   - defaultWindow: where an `open`, `continue` or `shortcut` naming no window goes (and is
    ///     recorded as going, `in W`); `nil` leaves the line as written (the key window, U3).
    public func run(line: String, defaultWindow: WindowName? = nil) {
        deliver(runLine(line, defaultWindow: defaultWindow))
    }

    /// Runs one scenario line (see ``run(line:defaultWindow:)``).
    /// - Parameters:
    ///   - line: the line, without the `:`.
    ///   - defaultWindow: where an `open`, `continue` or `shortcut` naming no window goes.
    /// - Returns: what the message line says about it: applied or refused, PASS or FAIL.
    func runLine(_ line: String, defaultWindow: WindowName?) -> [NavigatorMessage] {
        let numbered: ScenarioScript.NumberedStep?
        do {
            numbered = try ScenarioParser.parseNumberedStep(line, fileName: Self.commandLineName)
        } catch {
            return [.say(.failure, error.description)]
        }
        guard let numbered else { return [] }
        switch numbered.step {
        case .app, .plist, .ios:
            return [.say(.failure, "`app`, `plist` and `ios` set up a session; start routenav with --app, --plist or --ios instead")]
        case .event(let written):
            let event = Self.event(written, defaultingTo: defaultWindow)
            branchNotice = nil
            let outcome = applyEvent(event)
            if let refusal = outcome.refusal { return [.say(.failure, refusal)] }
            unsavedStepCount += 1
            guard refusedBySystem == nil else { return outcome.messages }  // the last of them says so
            let applied = "applied: " + scenarioLine(for: .event(event)) + (branchNotice.map { " (" + $0 + ")" } ?? "")
            return outcome.messages + [.say(.info, applied)]
        case .expect(let expectation):
            // Recorded whether it passes or not: it is what the user asserted, and the saved bug report
            // must assert it too.
            recorder.record(expectation)
            let messages = noteRecorded()
            unsavedStepCount += 1
            let text = scenarioLine(for: .expect(expectation))
            if let mismatch = ExpectationChecker(simulator: simulator, showsPayloads: showsPayloads).mismatch(expectation) {
                return messages + [.say(.failure, "FAIL \(text): \(shown(mismatch))")]
            }
            return messages + [.say(.success, "PASS \(text)")]
        }
    }

    /// The file name command-line messages show: `command line:1:11: …`.
    static let commandLineName = "command line"

    /// A payload event naming no window, sent to `window` instead of the key window (U3); any other
    /// event, or one that names its window, as written.
    /// - Parameters:
    ///   - event: the event as parsed.
    ///   - window: the default window, or `nil`.
    /// - Returns: the event to apply and record.
    static func event(_ event: SimulationEvent, defaultingTo window: WindowName?) -> SimulationEvent {
        guard let window else { return event }
        switch event {
        case .open(let url, nil): return .open(url: url, window: window)
        case .continueActivity(let activity, nil): return .continueActivity(activity, window: window)
        case .shortcut(let type, nil): return .shortcut(type: type, window: window)
        case .open, .continueActivity, .shortcut: return event  // names its window already
        case .launch, .auth, .signIn, .signOut, .reauth, .newWindow, .close, .foreground, .background, .inactive, .active, .switcher,
            .swipe, .kill, .relaunch, .tap, .back, .dismiss, .wait, .select, .size:
            return event
        }
    }

    /// `--replay FILE`: the file's steps become the timeline ahead (``SessionTimeline``), each with its line; then they run, stopping after the first event refused or `expect` failed (the clock paused, `]` runs the rest), and the user takes over.
    ///
    /// With `stepByStep` (`--step`) none runs yet: the clock is paused and `]` runs one line at a time.
    ///
    /// - Returns: what the message line says: where the replay stopped, or that it is over to the user.
    func replay(_ script: ScenarioScript, from url: URL, stepByStep: Bool) -> [NavigatorMessage] {
        let base = url.deletingLastPathComponent()
        var steps: [SessionTimeline.Step] = []
        for numbered in script.steps {
            let location = "\(script.fileName):\(numbered.line)"
            switch numbered.step {
            case .app:
                continue
            case .plist(let path):
                let plistURL = Configuration.resolve(path, against: base)
                do {
                    let plist = try InfoPlist(contentsOf: plistURL)
                    simulator.useInfoPlist(plist)
                    replayedPlist = plist
                    recorder.plist = plistURL.standardizedFileURL.path
                } catch {
                    return [.say(.failure, "replay stopped at \(location): \(error)")]
                }
            case .ios(let version):
                if configuration.systemVersion == nil {
                    simulator.systemVersion = version
                    recorder.systemVersion = version
                }
            case .event, .expect:
                steps.append(SessionTimeline.Step(step: numbered.step, source: location))
            }
        }
        timeline.ahead = steps
        if stepByStep {
            clockDriver.setPaused(true)
            let next = steps.first.map { "] runs \($0.source ?? "") \(scenarioLine(for: $0.step))" } ?? "it has no steps"
            return [.say(.info, "\(script.fileName): \(steps.count) steps, none run yet (the clock paused): \(next); t lists them.")]
        }
        var messages: [NavigatorMessage] = []
        // As time travel replays (``RecordDurability``): no other process reads the states the file passes
        // through (the navigator holds the container's lock), so the records and the scene-session archive
        // are written and synced once, for the state reached. Written and synced at every instant, a
        // 10,000-step file took 38.6 s here against 3.5 s under `routenav run` (`replay-navigator` in `make bench`).
        simulator.defersSceneSessionArchive = true
        let stop =
            configuration.containerURL.map { container in
                RecordDurability.replaying(in: container) { runAhead(steps.count, messages: &messages) }
            } ?? runAhead(steps.count, messages: &messages)
        simulator.defersSceneSessionArchive = false
        if let (step, outcome) = stop {
            let location = step.source ?? script.fileName
            switch outcome {
            case .applied, .passed: break
            case .refused(let why), .failed(let why):
                if !timeline.ahead.isEmpty { pauseForTimeTravel() }
                let rest = timeline.ahead.isEmpty ? "" : " (the clock paused; ] runs the next line)"
                return messages + [.say(.failure, "replay stopped at \(location): \(shown(why))\(rest)")]
            }
        }
        return messages + [.say(.success, "Replayed \(script.fileName) (\(script.steps.count) steps); over to you.")]
    }
}
