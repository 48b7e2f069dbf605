import DemoApps
import Foundation

/// The options of `routenav run [--transcript] [--show-payloads] [--app A] [--container DIR] [--junit FILE] [--xcconfig F]... [--define NAME=VALUE]... PATH...|-` (DESIGN §3): replay scenarios headless.
///
/// Options may come before or after the paths. `--xcconfig` and `--define` resolve a `skeleton:PATH`
/// Info.plist's build-setting placeholders, as `routenav lint` takes them.
///
/// A PATH is a scenario file or a folder, which stands for its `*.scenario` files sorted by name
/// (``ScenarioFileList``), as mobile test runners take a flows folder (`maestro test flows/`).
public struct RunCommand: Equatable, Sendable {
    /// The scenario paths and folders as given, in order; `-` (alone) for standard input.
    public var files: [String]
    /// `--junit FILE`: where to write a JUnit XML report with one test case per scenario; `nil` for none.
    public var junit: String?
    /// `--transcript`: print the state after every step in the stable golden-test format.
    public var transcript: Bool
    /// `--app A`: the app to run instead of the file's `app` line; `nil` keeps the file's.
    public var app: AppChoice?
    /// `--container DIR`: the directory that keeps the app's files; `nil` for a fresh temporary one.
    public var container: String?
    /// `--show-payloads`: the transcript shows URL query values, fragments, user information and
    /// activity values as they are, instead of `…` (``PayloadRedaction``).
    public var showsPayloads = false
    /// `--xcconfig FILE` (repeatable): build settings for a skeleton app's Info.plist placeholders, in order.
    public var xcconfigs: [String] = []
    /// `--define NAME=VALUE` (repeatable): build settings winning over `--xcconfig`'s.
    public var defines: [String] = []

    /// Creates run options for scenario paths and folders.
    /// - Parameters:
    ///   - files: the scenario paths and folders, or `["-"]`.
    ///   - transcript: whether to print the transcript.
    ///   - app: an app overriding each file's.
    ///   - container: the app's files directory.
    ///   - junit: where to write the JUnit XML report, or `nil`.
    public init(files: [String], transcript: Bool = false, app: AppChoice? = nil, container: String? = nil, junit: String? = nil) {
        self.files = files
        self.transcript = transcript
        self.app = app
        self.container = container
        self.junit = junit
    }

    /// Creates run options for one scenario.
    /// - Parameters:
    ///   - file: the scenario path or `-`.
    ///   - transcript: whether to print the transcript.
    ///   - app: an app overriding the file's.
    ///   - container: the app's files directory.
    public init(file: String, transcript: Bool = false, app: AppChoice? = nil, container: String? = nil) {
        self.init(files: [file], transcript: transcript, app: app, container: container)
    }

    /// The first scenario path as given (the only one for a single-file run).
    public var file: String { files.first ?? "-" }

    /// Whether the scenario comes from standard input (`-`); its paths are then relative to the
    /// current directory, and messages name it ``standardInputName``.
    public var readsStandardInput: Bool { files == ["-"] }

    /// The file name messages use for standard input.
    public static let standardInputName = "<stdin>"

    /// The file name messages use for the first scenario: ``displayName(of:)`` of ``file``.
    public var displayName: String { Self.displayName(of: file) }

    /// The file name messages use for a scenario path: the path as given, or ``standardInputName`` for `-`.
    ///
    /// Control characters in it, line feeds included, are escaped (``ControlCharacterEscaping``), so that
    /// a file named `evil⏎ok.scenario:9:9: forged` cannot print a line of its own.
    ///
    /// - Parameter path: a scenario path as given or as a folder expanded to.
    /// - Returns: the name for messages.
    public static func displayName(of path: String) -> String {
        path == "-" ? standardInputName : ControlCharacterEscaping.escaped(path)
    }

    /// Parses the arguments after `run`.
    ///
    /// `--app A`, `--container DIR` and `--junit FILE` also take the `--app=A` form; `--` ends the
    /// options, so a file named `--transcript` is `run -- --transcript`; `-` alone is standard input.
    /// - Parameter arguments: the words after `run`; `--help` is handled by `RoutenavCommand` (RoutenavCommandLine).
    /// - Returns: the options.
    /// - Throws: ``UsageError`` for an unknown option, an option given twice, a missing or invalid
    ///   value, no path, `-` beside other paths, or `--container` with more than one path.
    public static func parse(_ arguments: [String]) throws(UsageError) -> RunCommand {
        var files: [String] = []
        var transcript = false
        var app: AppChoice?
        var container: String?
        var showsPayloads = false
        var junit: String?
        var xcconfigs: [String] = []
        var defines: [String] = []
        var scanner = OptionScanner(arguments)
        func value(of option: String, inline: String?, expected: String) throws(UsageError) -> String {
            try scanner.value(of: option, inline: inline, expected: expected)
        }

        while let word = scanner.next() {
            switch word {
            case .option(let name, let inline):
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
                case "--junit":
                    guard junit == nil else { throw UsageError("--junit given twice") }
                    junit = try value(of: "--junit", inline: inline, expected: "a file for the JUnit XML report")
                case "--define":
                    defines.append(try value(of: "--define", inline: inline, expected: "NAME=VALUE"))
                case "--xcconfig":
                    xcconfigs.append(try value(of: "--xcconfig", inline: inline, expected: "an .xcconfig file"))
                default:
                    throw UsageError("unknown option '\(name)' for run")
                }
            case .operand(let argument):
                guard !argument.isEmpty else { throw UsageError("run needs a scenario FILE or folder, or - to read standard input") }
                files.append(argument)
            }
        }
        guard !files.isEmpty else {
            throw UsageError("run needs a scenario FILE or folder, or - to read standard input")
        }
        if files.count > 1, files.contains("-") {
            throw UsageError("run reads standard input (-) only as its one scenario")
        }
        if files.count > 1, container != nil {
            throw UsageError("--container takes one scenario FILE: scenarios sharing a container would depend on each other")
        }
        var command = RunCommand(files: files, transcript: transcript, app: app, container: container, junit: junit)
        command.showsPayloads = showsPayloads
        command.xcconfigs = xcconfigs
        command.defines = defines
        return command
    }

    /// The build settings of `--xcconfig` (in order) and then `--define`, read as `routenav lint` reads them.
    /// - Parameter currentDirectory: where relative `.xcconfig` paths start.
    /// - Returns: the settings (none when neither option was given).
    /// - Throws: ``BuildSettingsError`` naming the unreadable or malformed file and line, or the malformed
    ///   assignment.
    public func buildSettings(currentDirectory: URL) throws(BuildSettingsError) -> BuildSettings {
        try BuildSettings(xcconfigs: xcconfigs, defines: defines, relativeTo: currentDirectory)
    }
}
