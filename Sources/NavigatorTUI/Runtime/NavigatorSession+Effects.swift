import Simulator

/// The session's side of the one path into the model (``NavigatorEffectLoop``): each effect the model
/// asks for is performed here and returns the messages it results in, which go back through
/// ``NavigatorModel/update(_:)``; nothing else writes to the model.
extension NavigatorSession {
    /// What applying one event produced (``applyEvent(_:)``).
    struct AppliedEvent {
        /// `nil` when the event applied; else the simulator's refusal, as the message line shows it.
        var refusal: String?
        /// The messages the applied event results in, in order.
        var messages: [NavigatorMessage] = []

        /// Whether the event applied.
        var applied: Bool { refusal == nil }

        /// The messages, and the refusal on the message line when the event did not apply.
        var reported: [NavigatorMessage] { messages + (refusal.map { [.say(.failure, $0)] } ?? []) }
    }

    /// Delivers messages to the model, performing the effects they cause (``perform(_:)``) and
    /// delivering what those return, until none is left.
    /// - Parameter messages: the messages, in order.
    /// - Returns: the terminal requests (redraw, suspend, quit), in order.
    @discardableResult
    func deliver(_ messages: [NavigatorMessage]) -> [TerminalRequest] {
        NavigatorEffectLoop.deliver(messages, update: { model.update($0) }, perform: perform)
    }

    /// Performs one effect on the simulation, the recorder, the clock or the recording store.
    /// - Parameter effect: the effect (the terminal's own are handed back by ``deliver(_:)``).
    /// - Returns: the messages it results in: what the message line says about it.
    func perform(_ effect: NavigatorEffect) -> [NavigatorMessage] {
        switch effect {
        case .apply(let event, let seen):
            let outcome = applyEvent(event, seeing: seen)
            if outcome.applied { unsavedStepCount += 1 }
            return outcome.reported
        case .runLine(let line, let window):
            return runLine(line, defaultWindow: window)
        case .save(let path, let force):
            return save(to: path, overwriting: force)
        case .setSpeed(let speed):
            clockDriver.speed = speed
            return []
        case .setPaused(let paused):
            setPaused(paused)
            return []
        case .travel(let step):
            return travel(toStep: step)
        case .setShowsPayloads(let shows):
            return setShowsPayloads(shows)
        case .stepToNextTimer:
            return stepToNextTimer()
        case .redraw, .suspend, .quit:
            return []
        }
    }
}
