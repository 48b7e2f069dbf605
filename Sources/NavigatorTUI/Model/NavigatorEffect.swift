import Simulator

/// What ``NavigatorModel/update(_:)`` asks the world to do.
///
/// The model itself stays pure; the driver applies effects to the simulation, the recorder
/// and the terminal.
public enum NavigatorEffect: Equatable, Sendable {
    /// Apply this event through the single `apply(event)` path and record it (Sources/Simulator/SimulationEvent.swift); with an entry
    /// (a `back`, `dismiss` or `tap` key), only if the screen it acts on is still the entry the pane showed
    /// (``Simulator/apply(_:seeing:)``), else refused.
    case apply(SimulationEvent, seeing: ScreenEntry? = nil)
    /// Run this scenario line (docs/SCENARIOS.md): a step is applied and recorded; an `expect` answers
    /// pass or fail through ``NavigatorMessage/feedback(_:)``; `app` and `plist` are refused. An
    /// `open`, `continue` or `shortcut` naming no window goes to `defaultWindow` when it is given
    /// (the pane focused when `o`, `c` or `s` opened the line), and is recorded with `in W`.
    case runLine(String, defaultWindow: WindowName? = nil)
    /// Write the recorded session as a scenario file at this path (`:save FILE`); with `force`
    /// (`:save! FILE`) an existing regular file is replaced, else refused. Never through a symbolic
    /// link or into a directory, FIFO or device.
    case save(path: String, force: Bool = false)
    /// Set the clock's speed, in virtual seconds per real second.
    case setSpeed(Double)
    /// Pause (`true`) or resume the virtual clock.
    case setPaused(Bool)
    /// Show payload values as they are (`:set payloads`, `true`) or as `…` (`:set nopayloads`) in the
    /// event log, panes, messages and files saved from now on (``PayloadRedaction``).
    case setShowsPayloads(Bool)
    /// Advance the clock to the next timer (recorded as `wait S`).
    case stepToNextTimer
    /// Show the state after this step of the timeline (0: before the first): forward by applying the
    /// steps ahead, back by replaying the steps before it from the start (time travel).
    case travel(toStep: Int)
    /// Repaint the whole terminal.
    case redraw
    /// Suspend to the shell (Ctrl-Z), restoring the terminal first.
    case suspend
    /// Quit, restoring the terminal.
    case quit
}
