import CNcurses
import Dispatch
import Glibc
import NavigatorTUI

/// Runs the navigator on the process's terminal (CONTRIBUTING.md): refuses non-terminals and
/// `TERM=dumb`, picks glyphs from the locale and the theme from `NO_COLOR`/`--no-color`, then
/// drives a ``NavigatorHost`` from the main queue — keys as they arrive, real time on a timer,
/// SIGINT/SIGTERM/SIGHUP through Dispatch signal sources — and restores the terminal (`endwin`)
/// on every way out.
@MainActor
public enum NavigatorTerminal {
    /// How to run.
    public struct Configuration: Sendable {
        /// Whether to use mouse events (`--mouse`).
        public var mouse: Bool
        /// Whether `--no-color` was given.
        public var noColor: Bool
        /// The process environment (for `TERM` and `NO_COLOR`).
        public var environment: [String: String]
        /// How often real time is fed to the host and the screen refreshed, per second.
        public var ticksPerSecond: Double

        /// Creates a configuration.
        /// - Parameters:
        ///   - mouse: `--mouse`.
        ///   - noColor: `--no-color`.
        ///   - environment: the process environment.
        ///   - ticksPerSecond: timer frequency, in hertz.
        public init(mouse: Bool = false, noColor: Bool = false, environment: [String: String], ticksPerSecond: Double = 30) {
            self.mouse = mouse
            self.noColor = noColor
            self.environment = environment
            self.ticksPerSecond = ticksPerSecond
        }
    }

    /// Runs the navigator until the user quits or a signal ends it, then exits the process with the host's status.
    ///
    /// Refuses (exit 2, message on standard error) when standard input or output is not a terminal,
    /// `TERM` is `dumb`, or curses cannot start.
    ///
    /// - Parameters:
    ///   - configuration: how to run.
    ///   - makeHost: builds the host once glyphs, theme and the terminal size are known; may throw
    ///     to refuse (its message is printed after the terminal is restored, exit 2).
    /// - Returns: never.
    public static func run(
        _ configuration: Configuration,
        makeHost: (NavigatorOptions, TerminalSize) throws -> any NavigatorHost
    ) -> Never {
        if let refusal = TerminalCheck.refusal(
            stdinIsTerminal: isatty(STDIN_FILENO) != 0,
            stdoutIsTerminal: isatty(STDOUT_FILENO) != 0,
            term: configuration.environment["TERM"])
        {
            exitPrinting([refusal.description], status: TerminalCheck.refusalExitStatus)
        }
        let glyphs = LocaleSetup.configureProcessLocale()
        let screen: CursesScreen
        do {
            screen = try CursesScreen(mode: .terminal, mouse: configuration.mouse)
        } catch {
            exitPrinting([error.description], status: TerminalCheck.refusalExitStatus)
        }
        let theme = ThemeChoice.theme(
            environment: configuration.environment, noColorFlag: configuration.noColor,
            terminalHasColors: screen.terminalHasColors)
        if theme.usesColor { screen.enableColors() }
        let options = NavigatorOptions(glyphs: glyphs, theme: theme, mouse: configuration.mouse)
        let host: any NavigatorHost
        do {
            host = try makeHost(options, screen.size)
        } catch {
            screen.end()
            exitPrinting(["routenav: \(error)"], status: TerminalCheck.refusalExitStatus)
        }
        let session = TerminalSession(screen: screen, host: host, ticksPerSecond: configuration.ticksPerSecond)
        session.start()
        dispatchMain()
    }

    static func exitPrinting(_ lines: [String], status: Int32) -> Never {
        for line in lines {
            let bytes = Array((line + "\n").utf8)
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
                if written <= 0 { break }
                offset += written
            }
        }
        exit(status)
    }
}

/// One running session: the screen, the host and the Dispatch sources feeding it, all on the main
/// queue (so on the main actor).
@MainActor
final class TerminalSession {
    private let screen: CursesScreen
    private let host: any NavigatorHost
    private let tickInterval: Double
    private var sources: [any DispatchSourceProtocol] = []
    private var ending = false
    /// SIGTSTPs this process sent its own process group on suspending (``CursesScreen/suspend()``), whose copy to itself has not come back through the SIGTSTP source yet: those are not a new request to stop.
    ///
    /// Dispatch's signal sources read blocked signals, so each copy comes back.
    private var ownStopSignals = 0
    /// The source reading keys; suspended with the screen, so a terminal the shell owns is not polled.
    private var input: (any DispatchSourceRead)?
    /// Whether ``input`` is suspended (Dispatch requires resumes to balance suspends, also before release).
    private var inputSuspended = false
    /// Whether the suspended job was continued in the background (`bg`): the shell's later `fg` of a
    /// running job sends no SIGCONT, so each tick asks whether the terminal is ours again.
    private var continuedInBackground = false

    init(screen: CursesScreen, host: any NavigatorHost, ticksPerSecond: Double) {
        self.screen = screen
        self.host = host
        self.tickInterval = 1 / max(1, ticksPerSecond)
    }

    func start() {
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { self.end(.signal(number)) } }
            source.resume()
            sources.append(source)
        }
        // A stop from outside (kill -TSTP) suspends like Ctrl-Z; a continue re-takes the terminal,
        // whose modes the shell may have reset (continued in the background, once it is ours again).
        signal(SIGTSTP, SIG_IGN)
        let stop = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: .main)
        stop.setEventHandler {
            let count = Int(stop.data)
            MainActor.assumeIsolated { self.stopSignalsArrived(count) }
        }
        stop.resume()
        sources.append(stop)
        let resume = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .main)
        resume.setEventHandler {
            MainActor.assumeIsolated { self.continued() }
        }
        resume.resume()
        sources.append(resume)
        let input = DispatchSource.makeReadSource(fileDescriptor: screen.inputDescriptor, queue: .main)
        input.setEventHandler { MainActor.assumeIsolated { self.pump() } }
        input.resume()
        sources.append(input)
        self.input = input
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now(), repeating: tickInterval, leeway: .milliseconds(5))
        timer.setEventHandler { MainActor.assumeIsolated { self.tick() } }
        timer.resume()
        sources.append(timer)
        _ = host.handle(.resize(screen.size))
        draw()
    }

    private static func monotonicSeconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }

    /// Reads every waiting input (a resize arrives as input too: ncurses owns SIGWINCH).
    private func pump() {
        var requests: [TerminalRequest] = []
        var changed = false
        for _ in 0..<512 {
            guard let input = screen.readInput() else { break }
            changed = true
            switch input {
            case .message(let message): requests += host.handle(message)
            case .resize(let size): requests += host.handle(.resize(size))
            }
            if requests.contains(.quit) { break }
        }
        perform(requests)
        if changed, !ending { draw() }
    }

    private func tick() {
        if continuedInBackground { continued() }
        pump()
        guard !ending else { return }
        perform(host.tick(monotonicSeconds: Self.monotonicSeconds()))
        if !ending { draw() }
    }

    private func perform(_ requests: [TerminalRequest]) {
        for request in requests where !ending {
            switch request {
            case .redraw:
                screen.invalidate()
            case .suspend:
                // Stops the job; the SIGCONT source takes the terminal back (`continued()`).
                let wasSuspended = screen.isSuspended
                if screen.suspend() { ownStopSignals += 1 }
                if !wasSuspended, screen.isSuspended { setInputSuspended(true) }
            case .quit:
                end(.quit)
            }
        }
    }

    /// SIGTSTP arrived `count` times (merged): those beyond the copies of our own group-wide SIGTSTP are
    /// a stop from outside (`kill -TSTP`), which suspends like Ctrl-Z.
    private func stopSignalsArrived(_ count: Int) {
        let own = min(count, ownStopSignals)
        ownStopSignals -= own
        if count > own { perform([.suspend]) }
        if !ending { draw() }
    }

    /// SIGCONT: take the terminal back, then repaint at the terminal's size, which may have changed meanwhile.
    ///
    /// Continued in the background (`bg`), it waits: each tick tries again.
    private func continued() {
        guard !ending else { return }
        let wasSuspended = screen.isSuspended
        guard screen.resume() else {
            if wasSuspended { continuedInBackground = true }
            return
        }
        continuedInBackground = false
        if wasSuspended { setInputSuspended(false) }
        _ = host.handle(.resize(screen.size))
        draw()
    }

    private func draw() {
        screen.draw(host.frame(size: screen.size))
    }

    /// Suspends or resumes the key source, keeping Dispatch's suspend count balanced.
    private func setInputSuspended(_ suspended: Bool) {
        guard suspended != inputSuspended else { return }
        inputSuspended = suspended
        if suspended { input?.suspend() } else { input?.resume() }
    }

    /// Restores the terminal first, then lets the host save, then exits.
    private func end(_ reason: NavigatorExitReason) {
        guard !ending else { return }
        ending = true
        setInputSuspended(false)
        for source in sources { source.cancel() }
        screen.end()
        let report = host.finish(reason)
        NavigatorTerminal.exitPrinting(report.messages, status: report.status)
    }
}
