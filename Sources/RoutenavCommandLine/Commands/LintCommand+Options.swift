import Lint
import Scenario
import SimulatedUIKit

extension LintCommand {
    /// Parses the arguments after `lint` with ``options``.
    ///
    /// Options may come before or after PLIST; `--manifest=M` and `--app=A` also work; `--` ends the
    /// options.
    ///
    /// - Parameter arguments: the words after `lint`; `--help` is handled by ``RoutenavCommand``.
    /// - Returns: the options.
    /// - Throws: ``UsageError`` for an unknown option, an option given twice (but `--define` and
    ///   `--xcconfig`, which repeat), an option without its value, `--json` with a value, `--min-severity`
    ///   without one of `info`, `warning`, `error`, an unknown app, no PLIST (without `--app`), more than
    ///   one, or both PLIST and `--app`.
    public static func parse(_ arguments: [String]) throws(UsageError) -> LintCommand {
        try options.parse(arguments, defaults: LintCommand(plist: ""))
    }

    /// `lint`'s options: its parser and its `--help`.
    static var options: OptionTable<LintCommand> {
        let severities = "info, warning or error"
        let needsPlist = "lint needs an Info.plist file, PLIST"
        let minimumSeverity = CommandOption<LintCommand>(
            name: "--min-severity", value: .word(placeholder: "S", expected: severities),
            help: """
                print only findings of severity S or worse: info (default), warning (hides harmless facts such as \
                build-setting placeholders) or error; the summary still counts them all
                """
        ) { command, text throws(UsageError) in
            guard let severity = LintFinding.Severity(rawValue: text) else { throw UsageError("--min-severity needs \(severities)") }
            command.minimumSeverity = severity
        }
        return OptionTable(
            command: "lint",
            about: """
                'lint' checks an Info.plist against RouteKit's integration checklist and prints one finding a line, \
                'severity keyPath: message (fix: ...)'; exit 0 clean (warnings and info allowed), 1 with error \
                findings, 2 for a file that cannot be read or is not a dictionary.
                """,
            options: [
                .text("--manifest", "M", expected: "a manifest file", \.manifest, help: "also check app manifest M's intents and forwarded callbacks"),
                .flag("--json", \.json, help: "print the report as JSON"),
                minimumSeverity,
                .app(\.app, help: "lint app A's own Info.plist instead of a file (any --app form)"),
                .systemVersion(
                    \.systemVersionChoice,
                    help:
                        "judge the scene life-cycle finding (TN3187) for iOS VERSION: 18, 26 (default) or 27, where an app that has not adopted scenes does not launch (U12)"
                ),
                .list(
                    "--xcconfig", "F", expected: "an .xcconfig file", \.xcconfigs,
                    help: "resolve $(NAME) build-setting placeholders from .xcconfig file F (repeatable; later files win; #include followed)"),
                .list("--define", "NAME=VALUE", expected: "NAME=VALUE", \.defines, help: "resolve $(NAME) to VALUE (repeatable; wins over --xcconfig)"),
            ],
            operands: .one("PLIST", \.plist, of: "lint", missing: needsPlist),
            forms: [.init(option: "--app", replacesOperands: true)],
            validate: { command throws(UsageError) in
                if let app = command.app {
                    guard command.plist.isEmpty else { throw UsageError("lint takes PLIST or --app \(app), not both") }
                } else if command.plist.isEmpty {
                    throw UsageError(needsPlist)
                }
            })
    }
}

extension LintCommand {
    /// `--ios`, as the option table sets it (an optional; `nil` keeps the current release).
    var systemVersionChoice: SimulatedSystemVersion? {
        get { systemVersion }
        set { systemVersion = newValue ?? .current }
    }
}
