import RoutenavHost
import Scenario
import SimulatedUIKit
import Simulator

/// The options of plain `routenav` (the interactive navigator): `--app`, `--plist`, `--auth`, `--replay`, `--step`, `--record`, `--force`, `--container`, `--fresh`, `--show-payloads`, `--no-color`, `--mouse`.
///
/// Values follow their option as the next argument or after `=`.
public struct NavigatorArguments: Equatable, Sendable {
    /// `--app notes|single|bare|containers|manifest:PATH|skeleton:PATH`; `nil`: the replay file's, else `notes`.
    public var app: AppChoice?
    /// `--plist FILE`: use this Info.plist for the app (as the scenario step `plist`).
    public var plist: String?
    /// `--auth signedIn|signedOut`: how the automatic session load ends (default `signedOut`).
    public var auth: AuthOutcome = .signedOut
    /// `--replay FILE`: replay a scenario, then hand control to the user.
    public var replay: String?
    /// `--step` (only with `--replay`): stop before the file's first step; `]` runs one line at a time.
    public var step = false
    /// `--record FILE`: save the session as a scenario on exit.
    ///
    /// An existing FILE is refused at startup unless ``force``; a symbolic link, directory, FIFO or
    /// device always is.
    public var record: String?
    /// `--force`: let `--record` replace an existing regular file (only with `--record`).
    public var force = false
    /// `--container DIR`: keep the app's files there (default: `$XDG_DATA_HOME/routenav/<app>`, else
    /// `~/.local/share/routenav/<app>`; with `--replay`, a fresh temporary directory removed at the end).
    public var container: String?
    /// `--fresh`: start from an empty temporary container, removed at the end, as `--replay` does: the stored windows and records stay where they are for the next start without it.
    ///
    /// Not with `--container`.
    public var fresh = false
    /// `--show-payloads`: the event log, panes, messages and saved files show URL query values,
    /// fragments, user information and activity values as they are, instead of `…` (``PayloadRedaction``).
    public var showsPayloads = false
    /// `--ios VERSION`: the iOS release the device runs (U12); `nil`: the `--replay` file's `ios` line, else the current release.
    public var systemVersion: SimulatedSystemVersion?
    /// `--no-color`: the monochrome theme.
    public var noColor = false
    /// `--mouse`: use mouse clicks and the wheel.
    public var mouse = false

    /// Creates the defaults.
    public init() {}

    /// Parses the navigator's arguments with ``options``.
    ///
    /// - Parameter arguments: the arguments after the program name.
    /// - Returns: the options.
    /// - Throws: ``UsageError`` naming the option and what was expected; `--force` without `--record`,
    ///   `--step` without `--replay`, `--fresh` with `--container`.
    public static func parse(_ arguments: [String]) throws(UsageError) -> NavigatorArguments {
        try options.parse(arguments, defaults: NavigatorArguments())
    }

    /// The navigator's options: its parser and the start of `routenav --help`.
    static var options: OptionTable<NavigatorArguments> {
        let auth = CommandOption<NavigatorArguments>(
            name: "--auth", value: .word(placeholder: "S", expected: "signedIn or signedOut"),
            help: "how the automatic session load ends after 1 s: signedIn or signedOut (default signedOut)", usageValue: "signedIn|signedOut"
        ) { arguments, text throws(UsageError) in
            guard let outcome = AuthOutcome(rawValue: text) else { throw UsageError("--auth: found '\(text)', expected signedIn or signedOut") }
            arguments.auth = outcome
        }
        return OptionTable(
            command: nil,
            about: """
                Without a subcommand, opens the interactive navigator (press ? for its keys): one pane per window, the \
                event log, and a ':' command line that takes any scenario line.
                Rules cited by number, U1-U13 (UIKit as simulated) and R1-R20 (the engine), are stated in docs/RULES.md.
                """,
            options: [
                .app(
                    \.app,
                    help: """
                        \(AppNameCatalog.appList(with: [])), manifest:PATH or skeleton:PATH, or an app of your own \
                        (Routenav.main(apps:)) (default: the --replay file's 'app' line, else your package's \
                        one app, else notes)
                        """),
                .text("--plist", "F", expected: "a file path", \.plist, help: "use this Info.plist (as the scenario step 'plist')"),
                .systemVersion(
                    \.systemVersion, help: "run on iOS VERSION: 18, 26 or 27 (as the scenario step 'ios'; default the --replay file's, else 26, U12)"),
                auth,
                .text(
                    "--replay", "F", expected: "a file path", \.replay,
                    help: "replay a scenario, then hand control to you (in a fresh temporary container, removed at the end, unless --container)"),
                .flag(
                    "--step", \.step,
                    help: "with --replay: stop before the file's first step, the clock paused; ] runs one line at a time, showing it, [ steps back",
                    relation: .requires("--replay", reason: "it stops before the replayed file's first step")),
                .text(
                    "--record", "F", expected: "a file path", \.record,
                    help: """
                        save the session as a scenario when the navigator ends (q, or SIGINT, SIGTERM, SIGHUP); without it, \
                        q asks before quitting with steps not yet saved with ':save F'. F is checked at startup: an existing \
                        F is refused unless --force, and a symbolic link, directory, FIFO or device always is
                        """),
                .flag(
                    "--force", \.force, help: "let --record replace an existing regular file (keeping its mode)",
                    relation: .requires("--record", reason: "it lets --record replace an existing file")),
                .text(
                    "--container", "DIR", expected: "a directory path", \.container,
                    help: """
                        keep the app's files in DIR (default $XDG_DATA_HOME/routenav/<app>, else \
                        ~/.local/share/routenav/<app>): restoration records and the scene sessions, so the next start \
                        reconnects your windows (U7); a missing DIR is created, a path that is not a directory refused
                        """),
                .flag(
                    "--fresh", \.fresh,
                    help: "start from an empty temporary container, removed at the end (your stored windows and records are kept for the next start)",
                    relation: .excludes("--container", reason: "starts from a temporary container and leaves yours alone")),
                .flag(
                    "--show-payloads", \.showsPayloads,
                    help: """
                        show URL query values, fragments, user info and activity values in the event log, panes and saved \
                        files (default …; also ':set payloads')
                        """),
                .flag("--no-color", \.noColor, help: "monochrome (also NO_COLOR)"),
                .flag("--mouse", \.mouse, help: "use mouse clicks and the wheel"),
            ])
    }
}
