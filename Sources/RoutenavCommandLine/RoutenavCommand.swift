import Lint
import Scenario
import Simulator

/// What a `routenav` command line asks for (README.md).
public enum RoutenavCommand: Equatable, Sendable {
    /// `routenav --help`, `-h`, `help`: the whole help; `routenav CMD --help` (or `-h` among CMD's
    /// options): that subcommand's.
    case help(Subcommand?)
    /// `routenav --version`.
    case version
    /// `routenav run ...`: replay scenarios headless.
    case run(RunCommand)
    /// `routenav lint PLIST [--manifest M] [--json] [--min-severity S]`: RouteKit's integration checklist on an Info.plist.
    case lint(LintCommand)
    /// `routenav monkey ...`: seeded random testing under the monkey's checks, or a replay under them.
    case monkey(MonkeyCommand)
    /// `routenav new NAME [--routekit PATH] [--directory DIR]`: write a starter package for your own app.
    case new(NewCommand)
    /// `routenav aasa check|lint FILE [URL...]`: an apple-app-site-association file's verdicts or findings.
    case aasa(AasaCommand)
    /// `routenav [options]` without a subcommand: the interactive navigator, with its arguments
    /// unparsed (`--app`, `--plist`, `--auth`, `--replay`, `--record` come with the navigator).
    case navigator(arguments: [String])

    /// A `routenav` subcommand.
    public enum Subcommand: String, CaseIterable, Equatable, Sendable {
        /// `routenav run`.
        case run
        /// `routenav lint`.
        case lint
        /// `routenav monkey`.
        case monkey
        /// `routenav new`.
        case new
        /// `routenav aasa`.
        case aasa
    }

    /// The version `--version` prints.
    public static let versionText = "routenav 0.1.0"

    /// Parses a command line.
    ///
    /// - Parameter arguments: the arguments without the program name (`CommandLine.arguments.dropFirst()`).
    /// - Returns: the command.
    /// - Throws: ``UsageError`` for an unknown subcommand, extra words after `--version`/`--help`,
    ///   or a subcommand's bad arguments (see its `parse`).
    public static func parse(_ arguments: [String]) throws(UsageError) -> RoutenavCommand {
        guard let first = arguments.first else { return .navigator(arguments: []) }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h", "help":
            guard rest.isEmpty else { throw UsageError("unexpected argument '\(rest[0])' after \(first)") }
            return .help(nil)
        case "--version":
            guard rest.isEmpty else { throw UsageError("unexpected argument '\(rest[0])' after --version") }
            return .version
        default:
            guard let subcommand = Subcommand(rawValue: first) else {
                if first.hasPrefix("-") { return .navigator(arguments: arguments) }
                throw UsageError(
                    "unknown subcommand '\(first)', expected run, lint, monkey, new or aasa"
                        + ClosestNames.didYouMean(first, among: Subcommand.allCases.map(\.rawValue)))
            }
            // `--help` among the options (not after `--`, where it is a file name) asks for the help.
            if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) { return .help(subcommand) }
            switch subcommand {
            case .run: return .run(try RunCommand.parse(rest))
            case .lint: return .lint(try LintCommand.parse(rest))
            case .monkey: return .monkey(try MonkeyCommand.parse(rest))
            case .new: return .new(try NewCommand.parse(rest))
            case .aasa: return .aasa(try AasaCommand.parse(rest))
            }
        }
    }
}
