import SimulatedUIKit
import Simulator

/// What a failed `expect` adds to its message: the UIKit and engine warnings logged by the steps that
/// led to it (since the previous `expect`), so that the reason shows without `--transcript`: an
/// `open https://…` whose scheme the app does not declare fails as a wrong stack, and the message
/// names UIKit's refusal (U2).
enum FailureWarnings {
    /// The most warnings a message names; more are counted.
    static let limit = 3

    /// The column of a URL the simulator could not read (`open "http://[::1"`, `link "https://a b"`): the
    /// word after the verb, so that the message points at it as a parse error does (`FILE:LINE:COLUMN`);
    /// `nil` for any other failure or a step not read from text.
    /// - Parameters:
    ///   - error: why the step failed.
    ///   - step: the step, with its words' columns.
    /// - Returns: the 1-based column, or `nil`.
    static func urlColumn(of error: SimulationError, in step: ScenarioScript.NumberedStep) -> Int? {
        guard case .invalidURL = error, case .event(let event) = step.step, step.wordColumns.count > 1 else { return nil }
        switch event {
        case .open, .continueActivity: return step.wordColumns[1]
        default: return nil
        }
    }

    /// `; warnings before it: uikit: URL refused: …; engine: …`, or empty when there were none.
    /// - Parameters:
    ///   - console: the device's console entries.
    ///   - mark: how many entries came before the steps the failed `expect` sums up.
    ///   - showsPayloads: whether payload values are shown as they are (`--show-payloads`) rather than `…`.
    /// - Returns: the text to append to the failure message.
    /// - Complexity: O(n) in the entries after `mark`.
    static func note(_ console: [ConsoleEntry], after mark: Int, showsPayloads: Bool) -> String {
        let warnings = console[min(mark, console.count)...].filter { entry in
            (entry.level == .warning || entry.level == .exception) && (entry.source == .uikit || entry.source == .engine)
        }
        guard !warnings.isEmpty else { return "" }
        let shown = warnings.prefix(limit).map { entry in
            "\(entry.source.rawValue): \(showsPayloads ? entry.message : PayloadRedaction.text(entry.message))"
        }
        let more = warnings.count > limit ? "; and \(warnings.count - limit) more" : ""
        return "; warnings before it: " + shown.joined(separator: "; ") + more
    }
}

extension Expectation {
    /// Whether the expectation's own failure already lists the warnings (`expect warning …`), so a
    /// failure message does not name them twice.
    var listsWarnings: Bool {
        switch self {
        case .warning, .sourcedWarning: true
        default: false
        }
    }
}
