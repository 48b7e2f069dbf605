import RoutenavCommandLine
import Scenario
import Testing

/// `routenav`'s command line (docs/SCENARIOS.md): `run [--transcript] [--app A] [--container DIR] FILE|-`.
@Suite("Command line")
struct RunCommandTests {
    @Test("run options before or after FILE", arguments: [
        (["run", "a.scenario"], RunCommand(file: "a.scenario")),
        (["run", "--transcript", "--app", "single", "--container", "/tmp/c", "a.scenario"],
         RunCommand(file: "a.scenario", transcript: true, app: .single, container: "/tmp/c")),
        (["run", "a.scenario", "--transcript", "--app=bare"], RunCommand(file: "a.scenario", transcript: true, app: .bare)),
        (["run", "--app", "manifest:m.json", "a.scenario", "--container=data"],
         RunCommand(file: "a.scenario", app: .manifest(path: "m.json"), container: "data")),
        (["run", "-"], RunCommand(file: "-")),
        (["run", "--transcript", "--", "--odd-name"], RunCommand(file: "--odd-name", transcript: true)),
        (["run", "--", "--help"], RunCommand(file: "--help")),
    ])
    func run(arguments: [String], command: RunCommand) throws {
        #expect(try RoutenavCommand.parse(arguments) == .run(command))
    }

    @Test("standard input is named <stdin> in messages")
    func standardInput() {
        #expect(RunCommand(file: "-").readsStandardInput)
        #expect(RunCommand(file: "-").displayName == "<stdin>")
        #expect(RunCommand(file: "cases/a.scenario").displayName == "cases/a.scenario")
    }

    @Test("help, version and the navigator", arguments: [
        (["--help"], RoutenavCommand.help(nil)),
        (["-h"], .help(nil)),
        (["help"], .help(nil)),
        (["run", "--help"], .help(.run)),
        (["run", "a.scenario", "-h"], .help(.run)),
        (["--version"], .version),
        ([], .navigator(arguments: [])),
        (["--app", "single"], .navigator(arguments: ["--app", "single"])),
    ])
    func otherCommands(arguments: [String], command: RoutenavCommand) throws {
        #expect(try RoutenavCommand.parse(arguments) == command)
    }

    @Test("unusable command lines say what is wrong", arguments: [
        (["run"], "run needs a scenario FILE or folder, or - to read standard input"),
        (["run", "--fast", "a"], "unknown option '--fast' for run"),
        (["run", "-x", "a"], "unknown option '-x' for run"),
        (["run", "a", "--app"], "--app needs an app: notes, single, bare, containers, manifest:PATH or skeleton:PATH"),
        (["run", "--app", "--transcript", "a"], "--app needs an app: notes, single, bare, containers, manifest:PATH or skeleton:PATH"),
        (["run", "--app", "nots", "a"], "--app: found 'nots', expected notes, single, bare, containers, manifest:PATH or skeleton:PATH; did you mean notes?"),
        (["run", "--transcrpt", "a"], "unknown option '--transcrpt' for run; did you mean --transcript?"),
        (["run", "--app=", "a"], "--app needs an app: notes, single, bare, containers, manifest:PATH or skeleton:PATH"),
        (["run", "--app", "bare", "--app", "single", "a"], "--app given twice"),
        (["run", "--transcript", "a", "--transcript"], "--transcript given twice"),
        (["run", "--transcript=yes", "a"], "--transcript takes no value"),
        (["run", "--container", "a"], "run needs a scenario FILE or folder, or - to read standard input"),
        (["lnt", "a"], "unknown subcommand 'lnt', expected run, lint, monkey, new or aasa; did you mean lint?"),
        (["--version", "x"], "unexpected argument 'x' after --version"),
        (["run", "a", "--", "-"], "run reads standard input (-) only as its one scenario"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try RoutenavCommand.parse(arguments) }
    }

    @Test("a usage error points at --help")
    func usageErrorText() {
        #expect(UsageError("x").description == "routenav: x\nRun 'routenav --help' for usage.")
    }

    @Test("exit statuses are 0, 1 and 2")
    func exitStatuses() {
        #expect(ExitStatus.success.rawValue == 0)
        #expect(ExitStatus.expectationFailed.rawValue == 1)
        #expect(ExitStatus.unusableInput.rawValue == 2)
    }
}
