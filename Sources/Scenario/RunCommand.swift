/// The options of `routenav run [--transcript] [--show-payloads] [--app A] [--container DIR] FILE|-` (DESIGN §3):
/// replay a scenario headless. Options may come before or after FILE.
public struct RunCommand: Equatable, Sendable {
    /// The scenario's path, or `-` for standard input.
    public var file: String
    /// `--transcript`: print the state after every step in the stable golden-test format.
    public var transcript: Bool
    /// `--app A`: the app to run instead of the file's `app` line; `nil` keeps the file's.
    public var app: AppChoice?
    /// `--container DIR`: the directory that keeps the app's files; `nil` for a fresh temporary one.
    public var container: String?
    /// `--show-payloads`: the transcript shows URL query values, fragments, user information and
    /// activity values as they are, instead of `…` (``PayloadRedaction``).
    public var showsPayloads = false

    /// Creates run options.
    /// - Parameters:
    ///   - file: the scenario path or `-`.
    ///   - transcript: whether to print the transcript.
    ///   - app: an app overriding the file's.
    ///   - container: the app's files directory.
    public init(file: String, transcript: Bool = false, app: AppChoice? = nil, container: String? = nil) {
        self.file = file
        self.transcript = transcript
        self.app = app
        self.container = container
    }

    /// Whether the scenario comes from standard input (`-`); its paths are then relative to the
    /// current directory, and messages name it ``standardInputName``.
    public var readsStandardInput: Bool { file == "-" }

    /// The file name messages use for standard input.
    public static let standardInputName = "<stdin>"

    /// The file name messages use: the path as given, or ``standardInputName``. Control characters in
    /// it, line feeds included, are escaped (``ControlCharacterEscaping``), so that a file named
    /// `evil⏎ok.scenario:9:9: forged` cannot print a line of its own.
    public var displayName: String {
        readsStandardInput ? Self.standardInputName : ControlCharacterEscaping.escaped(file)
    }

    /// Parses the arguments after `run`.
    ///
    /// `--app A` and `--container DIR` also take the `--app=A` form; `--` ends the options, so a
    /// file named `--transcript` is `run -- --transcript`; `-` alone is standard input.
    /// - Parameter arguments: the words after `run`; `--help` is handled by ``RoutenavCommand``.
    /// - Returns: the options.
    /// - Throws: ``UsageError`` for an unknown option, an option given twice, a missing or invalid
    ///   value, no FILE, or more than one.
    public static func parse(_ arguments: [String]) throws(UsageError) -> RunCommand {
        var file: String?
        var transcript = false
        var app: AppChoice?
        var container: String?
        var showsPayloads = false
        var optionsEnded = false
        var index = 0

        func value(of option: String, inline: String?, expected: String) throws(UsageError) -> String {
            try OptionValue.take(option, inline: inline, expected: expected, from: arguments, at: &index)
        }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded, argument == "--" {
                optionsEnded = true
                continue
            }
            if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
                let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0])
                let inline = parts.count > 1 ? String(parts[1]) : nil
                switch name {
                case "--transcript":
                    guard inline == nil else { throw UsageError("--transcript takes no value") }
                    guard !transcript else { throw UsageError("--transcript given twice") }
                    transcript = true
                case "--show-payloads":
                    guard inline == nil else { throw UsageError("--show-payloads takes no value") }
                    guard !showsPayloads else { throw UsageError("--show-payloads given twice") }
                    showsPayloads = true
                case "--app":
                    guard app == nil else { throw UsageError("--app given twice") }
                    let text = try value(of: "--app", inline: inline, expected: "an app: \(AppChoice.expectedForms)")
                    guard let choice = AppChoice(parsing: text) else {
                        throw UsageError("--app: found '\(text)', expected \(AppChoice.expectedForms)")
                    }
                    app = choice
                case "--container":
                    guard container == nil else { throw UsageError("--container given twice") }
                    container = try value(of: "--container", inline: inline, expected: "a directory")
                default:
                    throw UsageError("unknown option '\(name)' for run")
                }
                continue
            }
            guard file == nil else {
                throw UsageError("unexpected argument '\(argument)': run takes one FILE")
            }
            file = argument
        }
        guard let file, !file.isEmpty else {
            throw UsageError("run needs a scenario FILE, or - to read standard input")
        }
        var command = RunCommand(file: file, transcript: transcript, app: app, container: container)
        command.showsPayloads = showsPayloads
        return command
    }
}
