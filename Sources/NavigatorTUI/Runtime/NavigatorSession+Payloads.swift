import Scenario

/// How the navigator shows payloads: URL query values, fragments, user information and
/// activity values are `…` in the event log, panes, messages and saved files, unless `--show-payloads`
/// or `:set payloads` (``PayloadRedaction``).
extension NavigatorSession {
    /// `:set payloads` / `:set nopayloads`: switches what the log, panes and later saves show, and says so.
    /// - Parameter shows: whether payload values are shown as they are.
    /// - Returns: the message saying what is shown now.
    func setShowsPayloads(_ shows: Bool) -> [NavigatorMessage] {
        showsPayloads = shows
        let text =
            shows
            ? "Payload values are shown as they are, and :save and --record write them."
            : "Payload values are shown as \(PayloadRedaction.mark), and :save and --record write them so."
        return [.say(.info, text)]
    }

    /// Free text as the navigator shows it: with URL payloads redacted unless ``showsPayloads``.
    func shown(_ text: String) -> String {
        showsPayloads ? text : PayloadRedaction.text(text)
    }

    /// A step as a scenario line for a message: with its payload values redacted unless ``showsPayloads``.
    func scenarioLine(for step: ScenarioStep) -> String {
        ScenarioPrinter.line(for: showsPayloads ? step : PayloadRedaction.step(step))
    }

    /// The text of a saved file (`:save`, `--record`).
    ///
    /// Unless ``showsPayloads``, payload values are written as `…`, and a file where that changed a
    /// line says so at its top (``PayloadRedaction/savedFileNotice``), since its replay sends `…`
    /// in their place.
    ///
    /// - Parameters:
    ///   - recording: the recording, its paths relative to the file.
    ///   - comment: the comment the file starts with.
    /// - Returns: the file's text.
    func savedText(of recording: ScenarioRecorder, comment: String) -> String {
        guard !showsPayloads else { return recording.scenarioText(comment: comment) }
        let redacted = recording.redactingPayloads()
        let notice = redacted == recording ? "" : "\n\n" + PayloadRedaction.savedFileNotice
        return redacted.scenarioText(comment: comment + notice)
    }
}
