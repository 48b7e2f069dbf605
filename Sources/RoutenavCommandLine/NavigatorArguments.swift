import Scenario
import Simulator

/// The options of plain `routenav` (the interactive navigator; issue 6 §5): `--app`, `--plist`, `--auth`, `--replay`, `--step`, `--record`, `--force`, `--container`, `--fresh`, `--show-payloads`, `--no-color`, `--mouse`.
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
    /// `--no-color`: the monochrome theme.
    public var noColor = false
    /// `--mouse`: use mouse clicks and the wheel.
    public var mouse = false

    /// Creates the defaults.
    public init() {}

    /// A command-line problem; `routenav` prints it and exits 2.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The message.
        public var description: String
    }

    /// Parses the navigator's arguments.
    /// - Parameter arguments: the arguments after the program name.
    /// - Returns: the options.
    /// - Throws: ``ParseError`` naming the option and what was expected; `--force` without `--record`.
    public static func parse(_ arguments: [String]) throws(ParseError) -> NavigatorArguments {
        var result = NavigatorArguments()
        var index = 0
        func value(for option: String, inline: String?) throws(ParseError) -> String {
            // An empty value (`--record ""`) is as missing as none: it names no file.
            let needs: String
            switch option {
            case "--record", "--replay", "--plist": needs = "\(option) needs a file path"
            case "--container": needs = "\(option) needs a directory path"
            default: needs = "\(option) needs a value"
            }
            if let inline {
                guard !inline.isEmpty else { throw ParseError(description: needs) }
                return inline
            }
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--"), !arguments[index].isEmpty else {
                throw ParseError(description: needs)
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let option = String(parts[0])
            let inline = parts.count > 1 ? String(parts[1]) : nil
            switch option {
            case "--app":
                let text = try value(for: option, inline: inline)
                guard let choice = AppChoice(parsing: text) else {
                    throw ParseError(description: "--app: found \"\(text)\", expected \(AppChoice.expectedForms)")
                }
                result.app = choice
            case "--plist": result.plist = try value(for: option, inline: inline)
            case "--auth":
                let text = try value(for: option, inline: inline)
                guard let outcome = AuthOutcome(rawValue: text) else {
                    throw ParseError(description: "--auth: found \"\(text)\", expected signedIn or signedOut")
                }
                result.auth = outcome
            case "--replay": result.replay = try value(for: option, inline: inline)
            case "--record": result.record = try value(for: option, inline: inline)
            case "--container": result.container = try value(for: option, inline: inline)
            case "--no-color", "--mouse", "--force", "--show-payloads", "--fresh", "--step":
                guard inline == nil else { throw ParseError(description: "\(option) takes no value") }
                switch option {
                case "--mouse": result.mouse = true
                case "--fresh": result.fresh = true
                case "--step": result.step = true
                case "--force": result.force = true
                case "--show-payloads": result.showsPayloads = true
                default: result.noColor = true
                }
            default:
                throw ParseError(description: "unknown option '\(argument)'\n\(RoutenavCommand.navigatorUsage)")
            }
            index += 1
        }
        if result.fresh, result.container != nil {
            throw ParseError(description: "--fresh starts from a temporary container and leaves yours alone; it does not go with --container")
        }
        if result.step, result.replay == nil {
            throw ParseError(description: "--step only applies to --replay (it stops before the replayed file's first step)")
        }
        if result.force, result.record == nil {
            throw ParseError(description: "--force only applies to --record (it lets --record replace an existing file)")
        }
        return result
    }
}
