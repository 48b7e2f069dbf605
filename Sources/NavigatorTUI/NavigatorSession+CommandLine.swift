import DemoApps
import Foundation
import Scenario
import SimulatedUIKit
import Simulator

// The `:` command line: any scenario line, applied and recorded; an `expect` answered on the spot.
extension NavigatorSession {
    /// Runs one scenario line typed after `:` (DESIGN §3): a step is applied and recorded (and counts
    /// as unsaved until the next `:save`); an `expect` answers pass or fail and is recorded either way
    /// (and counts as unsaved); `app` and `plist` are refused (they set up a session).
    /// - Parameters:
    ///   - line: the line, without the `:`.
    ///   - defaultWindow: where an `open`, `continue` or `shortcut` naming no window goes (and is
    ///     recorded as going, `in W`); `nil` leaves the line as written (the key window, U3).
    public func run(line: String, defaultWindow: WindowName? = nil) {
        let numbered: ScenarioScript.NumberedStep?
        do {
            numbered = try ScenarioParser.parseNumberedStep(line, fileName: Self.commandLineName)
        } catch {
            _ = model.update(.feedback(CommandFeedback(.failure, error.description)))
            return
        }
        guard let numbered else { return }
        switch numbered.step {
        case .app, .plist:
            _ = model.update(.feedback(CommandFeedback(.failure,
                "`app` and `plist` set up a session; start routenav with --app or --plist instead")))
        case .event(let written):
            let event = Self.event(written, defaultingTo: defaultWindow)
            if let refusal = applyChecked(event) {
                _ = model.update(.feedback(CommandFeedback(.failure, refusal)))
            } else {
                unsavedStepCount += 1
                _ = model.update(.feedback(CommandFeedback(.info, "applied: " + ScenarioPrinter.line(for: event))))
            }
        case .expect(let expectation):
            // Recorded whether it passes or not: it is what the user asserted, and the saved bug report
            // must assert it too.
            recorder.record(expectation)
            unsavedStepCount += 1
            let text = ScenarioPrinter.line(for: expectation)
            if let mismatch = ExpectationChecker(simulator: simulator).mismatch(expectation) {
                _ = model.update(.feedback(CommandFeedback(.failure, "FAIL \(text): \(mismatch)")))
            } else {
                _ = model.update(.feedback(CommandFeedback(.success, "PASS \(text)")))
            }
        }
    }

    /// The file name command-line messages show: `command line:1:11: …`.
    static let commandLineName = "command line"

    /// Applies an event step typed after `:` or replayed.
    /// - Returns: `nil` when the event applied; else the simulator's error (which ``apply(_:)`` has
    ///   already put on the message line).
    func applyChecked(_ event: SimulationEvent) -> String? {
        apply(event) ? nil : (model.message?.text ?? "")
    }

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
        default: return event
        }
    }
}
