import Scenario

/// `routenav aasa check FILE URL... [--app APPID]` and `routenav aasa lint FILE`: why a universal link
/// opens the app or the browser, from a domain's apple-app-site-association file, offline
/// (docs/RULES.md U13).
public struct AasaCommand: Equatable, Sendable {
    /// What to do with the file.
    public enum Action: String, Equatable, Sendable {
        /// `check`: one verdict per URL.
        case check
        /// `lint`: what in the file cannot work as meant.
        case lint
    }

    /// `check` or `lint`; `nil` until the first operand.
    public var action: Action?
    /// The apple-app-site-association file.
    public var file: String
    /// The links to check (`check` only).
    public var urls: [String]
    /// `--app APPID`: decide for this app (`TEAMID.bundle.id`) only; `nil` lets every detail count.
    public var appID: String?

    /// Creates the options.
    /// - Parameters:
    ///   - action: `check` or `lint`.
    ///   - file: the file's path.
    ///   - urls: the links to check.
    ///   - appID: the app to decide for, if one.
    public init(action: Action? = nil, file: String = "", urls: [String] = [], appID: String? = nil) {
        self.action = action
        self.file = file
        self.urls = urls
        self.appID = appID
    }

    /// Parses the arguments after `aasa` with ``options``.
    /// - Parameter arguments: the words after `aasa`; `--help` is handled by ``RoutenavCommand``.
    /// - Returns: the options.
    /// - Throws: ``UsageError`` for an action other than `check` or `lint`, no FILE, `check` without a
    ///   URL, `lint` with one, or an unknown option.
    public static func parse(_ arguments: [String]) throws(UsageError) -> AasaCommand {
        try options.parse(arguments, defaults: AasaCommand())
    }

    /// `aasa`'s options: its parser and its `--help`.
    static var options: OptionTable<AasaCommand> {
        OptionTable(
            command: "aasa",
            about: """
                'aasa check' says, for each URL, whether the apple-app-site-association FILE sends it to the app or \
                to the browser, and which detail, component and rule decided (details in order, then components in \
                order; the first match decides; exclude means the browser), one line a URL: 'URL: app (...)' or \
                'URL: browser (...)'. Exit 0 whatever the verdicts.
                'aasa lint' lists what in FILE cannot work as meant: unreachable components (an exclude after a \
                /* that matches first), malformed patterns, unknown substitution variables, unknown keys, \
                details without apps; exit 1 when it finds any. Exit 2 when FILE cannot be read.
                """,
            options: [
                .text(
                    "--app", "APPID", expected: "an app identifier such as ABCDE12345.com.example.app", \.appID,
                    help: "check: decide for this app only (TEAMID.bundle.id); default: the first detail that matches, any app")
            ],
            operands: OptionTable<AasaCommand>.Operands(usage: "check|lint FILE [URL...]") { options, word throws(UsageError) in
                if options.action == nil {
                    guard let action = Action(rawValue: word) else { throw UsageError("aasa: found '\(word)', expected check or lint") }
                    options.action = action
                } else if options.file.isEmpty {
                    guard !word.isEmpty else { throw UsageError("aasa: the FILE is empty") }
                    options.file = word
                } else {
                    options.urls.append(word)
                }
            },
            validate: { command throws(UsageError) in
                guard let action = command.action else { throw UsageError("aasa needs check or lint, then a FILE") }
                guard !command.file.isEmpty else { throw UsageError("aasa \(action.rawValue) needs an apple-app-site-association FILE") }
                switch action {
                case .check: guard !command.urls.isEmpty else { throw UsageError("aasa check needs at least one URL after FILE") }
                case .lint:
                    guard command.urls.isEmpty else { throw UsageError("unexpected argument '\(command.urls[0])': aasa lint takes one FILE") }
                    guard command.appID == nil else { throw UsageError("--app is for aasa check") }
                }
            })
    }
}
