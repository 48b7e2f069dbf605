/// What a terminal front end drives: something that takes the navigator's messages and real time, performs the effects, and hands back frames.
///
/// `NavigatorCurses` runs one; the live driver over the `Simulator` and ``PreviewNavigatorHost``
/// are hosts.
@MainActor
public protocol NavigatorHost: AnyObject {
    /// Handles a key, resize or mouse message and performs its effects.
    /// - Parameter message: the message.
    /// - Returns: what the terminal must do (redraw, suspend, quit), in order.
    func handle(_ message: NavigatorMessage) -> [TerminalRequest]

    /// Real time has passed; the host moves its virtual clock accordingly (README.md: the navigator
    /// maps real time onto the virtual clock).
    /// - Parameter monotonicSeconds: seconds on a monotonic clock with an arbitrary origin.
    /// - Returns: what the terminal must do.
    func tick(monotonicSeconds: Double) -> [TerminalRequest]

    /// The frame to show.
    /// - Parameter size: the terminal size in cells.
    /// - Returns: the frame.
    func frame(size: TerminalSize) -> ScreenBuffer

    /// The session ends; the terminal is already restored. Save what must be saved.
    /// - Parameter reason: why it ends.
    /// - Returns: the exit status and lines to print on standard error.
    func finish(_ reason: NavigatorExitReason) -> NavigatorExitReport
}

/// What a host asks of the terminal.
public enum TerminalRequest: Equatable, Sendable {
    /// Repaint everything (Ctrl-L).
    case redraw
    /// Suspend to the shell (Ctrl-Z).
    case suspend
    /// End the session.
    case quit
}

/// Why a navigator session ends.
public enum NavigatorExitReason: Equatable, Sendable {
    /// The user quit.
    case quit
    /// A signal (SIGINT, SIGTERM, SIGHUP) ended it.
    case signal(Int32)
}

/// How a navigator session ends: exit status and messages for standard error.
public struct NavigatorExitReport: Equatable, Sendable {
    /// The process exit status.
    public var status: Int32
    /// Lines to print on standard error after the terminal is restored.
    public var messages: [String]

    /// Creates a report.
    /// - Parameters:
    ///   - status: exit status.
    ///   - messages: lines for standard error.
    public init(status: Int32, messages: [String] = []) {
        self.status = status
        self.messages = messages
    }
}

/// A host that shows a fixed snapshot: the navigator's screens, keys and overlays without a simulation behind them.
///
/// Simulation effects are answered with a note saying what would happen.
@MainActor
public final class PreviewNavigatorHost: NavigatorHost {
    /// The model shown.
    public private(set) var model: NavigatorModel

    /// Creates a preview host.
    /// - Parameters:
    ///   - snapshot: what to show.
    ///   - size: the initial terminal size.
    ///   - options: glyphs, theme, mouse.
    public init(snapshot: NavigatorSnapshot, size: TerminalSize, options: NavigatorOptions) {
        model = NavigatorModel(snapshot: snapshot, size: size, options: options)
    }

    /// Updates the model and answers simulation effects with a note.
    /// - Parameter message: the message.
    /// - Returns: terminal requests.
    public func handle(_ message: NavigatorMessage) -> [TerminalRequest] {
        NavigatorEffectLoop.deliver(
            [message], update: { model.update($0) }, perform: { effect in [.say(.info, "preview: no simulation runs here (\(effect))")] })
    }

    /// Nothing moves in a preview.
    /// - Parameter monotonicSeconds: ignored.
    /// - Returns: no requests.
    public func tick(monotonicSeconds: Double) -> [TerminalRequest] { [] }

    /// Renders the model.
    /// - Parameter size: terminal size.
    /// - Returns: the frame.
    public func frame(size: TerminalSize) -> ScreenBuffer { render(model, size: size) }

    /// Ends with status 0 (or 128 + the signal).
    /// - Parameter reason: why it ends.
    /// - Returns: the report.
    public func finish(_ reason: NavigatorExitReason) -> NavigatorExitReport {
        switch reason {
        case .quit: return NavigatorExitReport(status: 0)
        case .signal(let number): return NavigatorExitReport(status: 128 + number)
        }
    }
}
