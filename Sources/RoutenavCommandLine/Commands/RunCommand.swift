import DemoApps
import Foundation
import Scenario
import SimulatedUIKit

/// The options of `routenav run [--transcript] [--show-payloads] [--app A] [--container DIR] [--junit FILE] [--xcconfig F]... [--define NAME=VALUE]... [--shard K/N] [--merge] PATH...|-` (docs/SCENARIOS.md): replay scenarios headless.
///
/// Options may come before or after the paths. `--xcconfig` and `--define` resolve the build-setting placeholders of a `skeleton:PATH`
/// Info.plist or of a manifest's `infoPlist` file, as `routenav lint` takes them.
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
    /// `--ios VERSION`: the iOS release to run on, over each file's `ios` line (U12); `nil` keeps the file's.
    public var systemVersion: SimulatedSystemVersion?
    /// `--shard K/N`: run only the K-th of N contiguous shares of the scenarios the paths stand for
    /// (``Shard``); `nil` runs them all.
    public var shard: Shard?
    /// `--merge`: the PATHs are JUnit reports of `run --shard K/N --junit F`, given in order K = 1…N;
    /// their test cases are joined into the `--junit` report, as the unsharded run would have written it.
    public var merges = false

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
    /// current directory, and messages name it ``ScenarioFileReader/standardInputName``.
    public var readsStandardInput: Bool { files == ["-"] }

    /// The file name messages use for the first scenario: ``ScenarioFileReader/displayName(of:)`` of ``file``.
    public var displayName: String { ScenarioFileReader.displayName(of: file) }

    /// Parses the arguments after `run` with ``options``.
    ///
    /// - Parameter arguments: the words after `run`; `--help` is handled by ``RoutenavCommand``.
    /// - Returns: the options.
    /// - Throws: ``UsageError`` for an unknown option, an option given twice, a missing or invalid
    ///   value, no path, `-` beside other paths, or `--container` with more than one path.
    public static func parse(_ arguments: [String]) throws(UsageError) -> RunCommand {
        try options.parse(arguments, defaults: RunCommand(files: []))
    }

    /// `run`'s options: its parser and its `--help`.
    static var options: OptionTable<RunCommand> {
        let needsPath = "run needs a scenario FILE or folder, or - to read standard input"
        return OptionTable(
            command: "run",
            about: """
                'run' replays scenarios headless: one step a line, in the scenario language of docs/SCENARIOS.md. \
                A PATH is a scenario file or a folder (its *.scenario files, sorted by name); each scenario runs on its own, \
                with its own 'app' line and paths relative to its file. 'N passed, N failed' ends the output, for one \
                scenario as for many, with ', N errors' for those that could not run (a parse error), counted as the \
                JUnit report counts them. Options may also follow the paths. '-' reads the scenario from standard input.
                """,
            options: [
                .flag("--transcript", \.transcript, help: "print the state after every step"),
                .flag(
                    "--show-payloads", \.showsPayloads,
                    help: "print URL query values, fragments, user info and activity values as they are (by default each is shown as …)"),
                .app(
                    \.app,
                    help: """
                        run app A instead of the file's 'app' line: \(AppChoice.expectedForms), or an app of your own \
                        (Routenav.main(apps:)); a file without an 'app' line runs your package's one app, else notes
                        """),
                .systemVersion(
                    \.systemVersion, help: "run on iOS VERSION (18, 26 or 27) instead of the file's 'ios' line; default the current release, 26 (U12)"),
                .text(
                    "--container", "DIR", expected: "a directory", \.container,
                    help: """
                        keep the app's files (restoration records, scene sessions) in DIR: a second run on it starts where \
                        the first ended (its windows reconnect at launch); created if missing (refused when it is not a \
                        directory); without it, a fresh temporary directory, removed at the end and on SIGINT, SIGTERM or \
                        SIGHUP (exit 128 + the signal); one scenario only
                        """),
                .text(
                    "--junit", "F", expected: "a file for the JUnit XML report", \.junit,
                    help: "write a JUnit XML report to F: one test case per scenario, a failed expectation's FILE:LINE message as its failure"),
                .list(
                    "--xcconfig", "F", expected: "an .xcconfig file", \.xcconfigs,
                    help:
                        "resolve the $(NAME) build-setting placeholders of a skeleton:PATH Info.plist or a manifest's infoPlist file from .xcconfig file F (repeatable; as lint reads it)"
                ),
                .list(
                    "--define", "NAME=VALUE", expected: "NAME=VALUE", \.defines,
                    help: "set build setting NAME (repeatable; wins over --xcconfig); a placeholder left unresolved is logged once at the first launch"),
                .shard(
                    \.shard,
                    help: """
                        run only share K of N of the scenarios the paths stand for (contiguous, in order; every scenario \
                        in exactly one share), and print that share's 'N passed, N failed'; 'run --merge' joins the \
                        shares' --junit reports
                        """),
                .flag(
                    "--merge", \.merges,
                    help: """
                        read each PATH as a --junit report of 'run --shard K/N' (in order K = 1...N) instead of a scenario, \
                        write their test cases joined to the --junit file (the report of the unsharded run) and print \
                        'N passed, N failed'
                        """, relation: .requires("--junit", reason: "the joined report goes to the --junit file")),
            ],
            operands: .init(usage: "PATH...|-") { command, path throws(UsageError) in
                guard !path.isEmpty else { throw UsageError(needsPath) }
                command.files.append(path)
            },
            validate: { command throws(UsageError) in
                guard !command.files.isEmpty else { throw UsageError(needsPath) }
                if command.files.count > 1, command.files.contains("-") {
                    throw UsageError("run reads standard input (-) only as its one scenario")
                }
                if command.files.count > 1, command.container != nil {
                    throw UsageError("--container takes one scenario FILE: scenarios sharing a container would depend on each other")
                }
            })
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
