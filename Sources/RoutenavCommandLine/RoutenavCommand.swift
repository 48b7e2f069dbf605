import Lint
import Scenario

/// What a `routenav` command line asks for (DESIGN §1, §3).
public enum RoutenavCommand: Equatable, Sendable {
    /// `routenav --help`, `-h`, `help`, or `--help` anywhere among `run`'s options.
    case help
    /// `routenav --version`.
    case version
    /// `routenav run ...`: replay scenarios headless.
    case run(RunCommand)
    /// `routenav lint PLIST [--manifest M] [--json] [--min-severity S]`: RouteKit's integration checklist on an Info.plist.
    case lint(LintCommand)
    /// `routenav monkey ...`: seeded random testing under the monkey's checks, or a replay under them (issue 8).
    case monkey(MonkeyCommand)
    /// `routenav new NAME [--routekit PATH] [--directory DIR]`: write a starter package for your own app.
    case new(NewCommand)
    /// `routenav [options]` without a subcommand: the interactive navigator, with its arguments
    /// unparsed (`--app`, `--plist`, `--auth`, `--replay`, `--record` come with the navigator).
    case navigator(arguments: [String])

    /// The version `--version` prints.
    public static let versionText = "routenav 0.1.0"

    /// The navigator's usage lines: the start of `--help`, and what follows an unknown option of plain
    /// `routenav` (``NavigatorArguments/parse(_:)``).
    public static let navigatorUsage = """
        USAGE: routenav [--app A] [--plist F] [--auth signedIn|signedOut] [--replay F [--step]]
                        [--record F [--force]] [--container DIR | --fresh] [--show-payloads]
                        [--no-color] [--mouse]
        """

    /// The text `--help` prints.
    public static let helpText =
        navigatorUsage + "\n" + """
                   routenav run [--transcript] [--show-payloads] [--app A]
                                [--container DIR] [--junit F]
                                [--xcconfig F]... [--define NAME=VALUE]... PATH...|-
                   routenav lint [--manifest M] [--json] [--min-severity S]
                                 [--xcconfig F]... [--define NAME=VALUE]... PLIST
                   routenav lint --app A [--json] [--min-severity S]
                   routenav monkey [--app A] [--seed S] [--seeds K] [--steps N] [--no-shrink]
                   routenav monkey --replay FILE [--app A]
                   routenav new NAME [--routekit PATH] [--directory DIR]
                   routenav --help | --version

            Without a subcommand, opens the interactive navigator (press ? for its keys): one pane per
            window, the event log, and a ':' command line that takes any scenario line.
            Rules cited by number, U1-U10 (UIKit as simulated) and R1-R20 (the engine), are stated in
            docs/RULES.md.

            OPTIONS (navigator):
              --app A             notes, single, bare, containers, manifest:PATH or skeleton:PATH,
                                  or an app of your own (Routenav.main(apps:)) (default: the
                                  --replay file's 'app' line, else notes)
              --plist F           use this Info.plist (as the scenario step 'plist')
              --auth S            how the automatic session load ends after 1 s (default signedOut)
              --replay F          replay a scenario, then hand control to you (in a fresh temporary
                                  container, removed at the end, unless --container)
              --step              with --replay: stop before the file's first step, the clock
                                  paused; ] runs one line at a time, showing it, [ steps back
              --record F          save the session as a scenario when the navigator ends (q, or
                                  SIGINT, SIGTERM, SIGHUP); without it, q asks before quitting with
                                  steps not yet saved with ':save F'. F is checked at startup: an
                                  existing F is refused unless --force, and a symbolic link,
                                  directory, FIFO or device always is
              --force             let --record replace an existing regular file (keeping its mode)
              --container DIR     keep the app's files in DIR (default
                                  $XDG_DATA_HOME/routenav/<app>, else ~/.local/share/routenav/<app>):
                                  restoration records and the scene sessions, so the next start
                                  reconnects your windows (U7); a missing DIR is created, a path
                                  that is not a directory refused
              --fresh             start from an empty temporary container, removed at the end
                                  (your stored windows and records are kept for the next start)
              --show-payloads     show URL query values, fragments, user info and activity values
                                  in the event log, panes and saved files (default …; also
                                  ':set payloads')
              --no-color          monochrome (also NO_COLOR); --mouse enables mouse clicks

            'run' replays scenarios headless: one step a line, in the scenario language of docs/SCENARIOS.md.
            A PATH is a scenario file or a folder (its *.scenario files, sorted by name); each scenario
            runs on its own, with its own 'app' line and paths relative to its file. With more than one,
            'N passed, N failed' ends the output. Options may also follow the paths. '-' reads the
            scenario from standard input.

            OPTIONS (run):
              --transcript        print the state after every step
              --show-payloads     print URL query values, fragments, user info and activity
                                  values as they are (by default each is shown as …)
              --app A             run app A instead of the file's 'app' line:
                                  notes, single, bare, containers, manifest:PATH or skeleton:PATH
              --container DIR     keep the app's files (restoration records, scene sessions) in DIR:
                                  a second run on it starts where the first ended (its windows
                                  reconnect at launch); created if missing (refused when it is not
                                  a directory); without it, a fresh
                                  temporary directory, removed at the end and on SIGINT, SIGTERM or
                                  SIGHUP (exit 128 + the signal); one scenario only
              --junit F           write a JUnit XML report to F: one test case per scenario, a
                                  failed expectation's FILE:LINE message as its failure
              --xcconfig F        resolve a skeleton:PATH app's $(NAME) build-setting placeholders
                                  from .xcconfig file F (repeatable; as lint reads it)
              --define NAME=VALUE set build setting NAME (repeatable; wins over --xcconfig); a
                                  placeholder left unresolved is logged once at the first launch

            OPTIONS (lint): checks an Info.plist against RouteKit's integration checklist and prints one
            finding a line, 'severity keyPath: message (fix: ...)'; exit 0 clean (warnings and info
            allowed), 1 with error findings, 2 for a file that cannot be read or is not a dictionary.
              --manifest M        also check app manifest M's intents and forwarded callbacks
              --json              print the report as JSON
              --min-severity S    print only findings of severity S or worse: info (default),
                                  warning (hides harmless facts such as build-setting
                                  placeholders) or error; the summary still counts them all
              --app A             lint app A's own Info.plist instead of a file (any --app form)
              --xcconfig F        resolve $(NAME) build-setting placeholders from .xcconfig file F
                                  (repeatable; later files win; #include followed)
              --define NAME=VALUE resolve $(NAME) to VALUE (repeatable; wins over --xcconfig)

            OPTIONS (monkey): random valid events, checked after every step (the engine's invariants, no
            UIKit warning, every intent accounted for, R14 obscuration, R15 records); a violation is
            shrunk and printed as a minimal scenario, exit 1.
              --app A             the app (default notes)
              --seed S            the first seed (default 1); --seeds K runs S to S+K-1
              --steps N           random steps per seed (default 1000)
              --no-shrink         print the whole failing sequence
              --replay FILE       replay a scenario under the same checks instead

            'new' writes a starter package for an app of your own into folder NAME (or DIR), which must
            be empty or missing: Package.swift depending on this RouteKit checkout (or PATH), a
            main.swift calling Routenav.main(apps:), an app definition, a configurator, a router, two
            screens and scenarios/NAME.scenario. Then: cd NAME && swift run NAME run scenarios/*.scenario

            OPTIONS:
              -h, --help          show this help
              --version           show the version

            EXIT STATUS:
              0  every expectation held (run), no error finding (lint), no violation (monkey),
                 or the navigator quit normally
              1  an expectation failed (FILE:LINE: expected ..., got ...), an error finding, a violation,
                 or the navigator could not write its --record file when it ended
              2  unusable input: bad arguments, an unreadable file, a parse error (FILE:LINE:COLUMN: ...),
                 a --container or --record path that cannot be used, a container another routenav
                 uses, no terminal the navigator can use, or standard output that cannot be
                 written (> /dev/full)
              128+N  ended by signal N (SIGINT, SIGTERM, SIGHUP): run removes its temporary container
                     first, the navigator writes its --record file first

            """

    /// Parses a command line.
    /// - Parameter arguments: the arguments without the program name (`CommandLine.arguments.dropFirst()`).
    /// - Returns: the command.
    /// - Throws: ``UsageError`` for an unknown subcommand, extra words after `--version`/`--help`,
    ///   or bad `run` arguments (see ``RunCommand/parse(_:)``).
    public static func parse(_ arguments: [String]) throws(UsageError) -> RoutenavCommand {
        guard let first = arguments.first else { return .navigator(arguments: []) }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h", "help":
            guard rest.isEmpty else { throw UsageError("unexpected argument '\(rest[0])' after \(first)") }
            return .help
        case "--version":
            guard rest.isEmpty else { throw UsageError("unexpected argument '\(rest[0])' after --version") }
            return .version
        case "run":
            let options = rest.prefix { $0 != "--" }
            if options.contains("--help") || options.contains("-h") { return .help }
            return .run(try RunCommand.parse(rest))
        case "lint":
            let options = rest.prefix { $0 != "--" }
            if options.contains("--help") || options.contains("-h") { return .help }
            return .lint(try LintCommand.parse(rest))
        case "monkey":
            if rest.contains("--help") || rest.contains("-h") { return .help }
            return .monkey(try MonkeyCommand.parse(rest))
        case "new":
            if rest.contains("--help") || rest.contains("-h") { return .help }
            return .new(try NewCommand.parse(rest))
        default:
            if first.hasPrefix("-") { return .navigator(arguments: arguments) }
            throw UsageError("unknown subcommand '\(first)', expected run, lint, monkey or new")
        }
    }
}
