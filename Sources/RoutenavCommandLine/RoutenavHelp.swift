// `routenav --help` and `routenav CMD --help`, made from the commands' option tables (Options/).
import Lint

extension RoutenavCommand {
    /// The text `routenav --help` prints: every command's usage lines, then each command's options (the
    /// navigator's first), then the exit statuses.
    public static var helpText: String {
        let commands = [("navigator", NavigatorArguments.options.help)] + Subcommand.allCases.map { ($0.rawValue, $0.help) }
        let usage =
            commands.enumerated().flatMap { index, command in command.1.usageLines(lead: index == 0 ? "USAGE: " : "       ") }
            + ["       \(ProgramName.shown) --help | --version"]
        let sections = commands.map { title, help in
            "\(HelpLayout.paragraph(help.about))\n\nOPTIONS (\(title)):\n\(help.optionEntries)\n"
        }
        return usage.joined(separator: "\n") + "\n\n" + sections.joined(separator: "\n") + "\n" + """
            OPTIONS:
            \(HelpLayout.entry("-h, --help", help: "show this help"))
            \(HelpLayout.entry("--version", help: "show the version"))

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
    }

    /// The text `routenav CMD --help` prints: its usage lines, what it does and its options.
    ///
    /// - Parameter subcommand: the subcommand; `nil` for the whole help (``helpText``).
    /// - Returns: the text.
    public static func helpText(for subcommand: Subcommand?) -> String {
        subcommand?.help.text ?? helpText
    }
}

extension RoutenavCommand.Subcommand {
    /// The subcommand's help, from its option table.
    var help: CommandHelp {
        switch self {
        case .run: RunCommand.options.help
        case .lint: LintCommand.options.help
        case .monkey: MonkeyCommand.options.help
        case .new: NewCommand.options.help
        case .aasa: AasaCommand.options.help
        }
    }
}
