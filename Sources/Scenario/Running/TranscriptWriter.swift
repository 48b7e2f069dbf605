import Route
import SimulatedUIKit
import Simulator

/// The stable transcript format golden tests compare: each step as written, then the state after it (clock, process, auth, every window, the records on disk, and the console lines the step produced).
///
/// Every line is written through ``ControlCharacterEscaping``: a control character from outside (a
/// percent-decoded `notes://note/%1B%5B2J` in a screen name or a log line) shows as `\u{1B}`, never
/// reaching the terminal, and never breaks a line in two. Unless ``showsPayloads``, URL query values,
/// fragments, user information and activity values are written as `…` (``PayloadRedaction``).
@MainActor struct TranscriptWriter {
    let enabled: Bool
    /// Whether payload values are written as they are (`--show-payloads`) rather than as `…`.
    let showsPayloads: Bool
    private(set) var text = ""
    private var consoleCursor = 0

    init(enabled: Bool, showsPayloads: Bool = false) {
        self.enabled = enabled
        self.showsPayloads = showsPayloads
    }

    /// Free text as the transcript writes it: redacted unless ``showsPayloads``.
    private func shown(_ text: String) -> String {
        showsPayloads ? text : PayloadRedaction.text(text)
    }

    mutating func header(app: String) {
        guard enabled else { return }
        append("# routenav transcript, app \(app)")
    }

    mutating func step(_ numbered: ScenarioScript.NumberedStep) {
        guard enabled else { return }
        text += "\n"
        append("[\(numbered.line)] \(ScenarioPrinter.line(for: showsPayloads ? numbered.step : PayloadRedaction.step(numbered.step)))")
    }

    mutating func state(of simulator: Simulator) {
        guard enabled else { return }
        // The one value every reader of this event shares; words only here, at the edge.
        let state = simulator.snapshot
        let console = state.console
        for entry in console[min(consoleCursor, console.count)...] {
            append("  | \(entry.level.rawValue) \(entry.source.rawValue): \(shown(entry.message))")
        }
        consoleCursor = console.count
        text += "  t=\(Self.seconds(state.time)) \(state.process.scenarioWord) auth=\(state.auth.scenarioWord)\(state.isIdle ? "" : " busy")\n"
        for window in state.windows {
            var line = "  \(window.name) [\(window.sessionIdentifier)] \(window.activationState.scenarioWord)\(window.isKey ? " key" : "")"
            line += " overlay=\(window.overlay.scenarioWord)"
            line += " stack=\(window.stack.isEmpty ? "-" : window.stack.names.joined(separator: " > "))"
            if !window.presented.isEmpty { line += " presented=\(window.presented.names.joined(separator: " > "))" }
            if !window.pending.isEmpty {
                line += " pending=" + window.pending.map { shown($0.intent.description) + ($0.isDenied ? "(denied)" : "") }.joined(separator: " ")
            }
            if window.sizeClass == .regular { line += " size=regular" }
            append(line)
            // A window with containers: one line per tab bar, split view, tab and column.
            for containerLine in window.container?.transcriptLines() ?? [] {
                append("    \(containerLine)")
            }
        }
        for card in state.sessionCards {
            append("  card \(card.name) [\(card.sessionIdentifier)]")
        }
        if let records = try? simulator.storedRecords() {
            append("  records: \(records.isEmpty ? "none" : records.map { "\($0.session)=\($0.status)" }.joined(separator: " "))")
        }
    }

    /// Appends one line, its control characters escaped (line feeds inside it too), and a line feed.
    private mutating func append(_ line: String) {
        text += ControlCharacterEscaping.escaped(line) + "\n"
    }

    static func seconds(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        let millis = Int((value * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
