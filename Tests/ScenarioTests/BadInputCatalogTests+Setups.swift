import Foundation
import Glibc
import NavigatorCurses
import NavigatorTUI
import Scenario
import Testing

/// The catalogue's kinds that are not one file read by one reader: a container directory set up in a
/// hostile way, a terminal the navigator is started on, and a signal sent to `routenav run`.
/// Each `.container`, `.terminal` and `.signal` file is a short recipe, one instruction a line (`#`
/// starts a comment); `Tests/BadInput/README.md` lists the instructions.
extension BadInputCatalogTests {
    /// The instructions of a recipe: each non-empty line without its comment, split into words.
    static func instructions(_ url: URL) throws -> [[String]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
            let words = line.prefix { $0 != "#" }.split(separator: " ").map(String.init)
            return words.isEmpty ? nil : words
        }
    }

    /// A container recipe: `dir P`, `file P [TEXT...]`, `link P TARGET` build paths under a scratch
    /// directory (`%20` is a space; a TARGET starting `outside` is under a directory beside the
    /// container, anything else is used as written), `container P` names the
    /// `--container` path (default `c`). Then, as `routenav run --container P`, the path is prepared and
    /// the Notes demo runs a link, a kill and a relaunch in it, signed in. The line is the `--container`
    /// refusal (exit 2), else the first warning or error the run logs, else its failure.
    @MainActor func containerOutcome(_ url: URL, scratch: URL) throws -> (status: Int32, line: String) {
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("outside"), withIntermediateDirectories: true)
        var containerPath = "c"
        for words in try Self.instructions(url) {
            let given = words.count > 1 ? words[1].removingPercentEncoding ?? words[1] : ""
            let path = scratch.appendingPathComponent(given).path
            switch words[0] {
            case "dir": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            case "file": try Data(words.dropFirst(2).joined(separator: " ").utf8).write(to: URL(fileURLWithPath: path))
            case "link":
                let target = words[2].hasPrefix("outside") ? scratch.appendingPathComponent(words[2]).path : words[2]
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            case "container": containerPath = given
            default: Issue.record("\(url.lastPathComponent): unknown instruction \(words[0])")
            }
        }
        let outsideBefore = Self.contents(of: scratch.appendingPathComponent("outside"))
        let container: URL
        do {
            container = try ContainerDirectory.prepare(containerPath, currentDirectory: scratch)
        } catch {
            // Its first line: the second only points at `routenav --help`.
            // A link's target names the scratch directory, which differs from run to run: shown as SCRATCH.
            let line = String(error.description.prefix { $0 != "\n" }).replacingOccurrences(of: scratch.path, with: "SCRATCH")
            return (ExitStatus.unusableInput.rawValue, line)
        }
        let script = "app notes\nlaunch\nauth signedIn\nwait 1\nopen notes://note/7\nwait 1\nkill\nrelaunch\nwait 1\n"
        let result = run(Data(script.utf8), fileName: url.lastPathComponent, container: container)
        let logged = result.consoleLine(from: 1) { $0.hasPrefix("warning ") || $0.hasPrefix("error ") }
        let outside = Self.contents(of: scratch.appendingPathComponent("outside"))
        let written = Set(outside.keys.filter { outside[$0] != outsideBefore[$0] }.map { String($0.prefix { $0 != "/" }) }).sorted()
        let escaped = written.isEmpty ? "" : " (and wrote outside the container: \(written.joined(separator: ", ")))"
        return (result.status, (logged ?? result.failure) + escaped)
    }

    /// Every entry under `directory`, by relative path, with a regular file's bytes (empty for others).
    static func contents(of directory: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        let paths = FileManager.default.subpaths(atPath: directory.path) ?? []
        for path in paths {
            result[path] = (try? Data(contentsOf: directory.appendingPathComponent(path))) ?? Data()
        }
        return result
    }

    /// A terminal recipe: `size WxH`, `stdin pipe`, `stdout pipe`, `TERM VALUE` (`TERM unset`). The line is
    /// the navigator's refusal to start (exit 2, its first line), else the words the Notes demo's first
    /// frame shows at that size, rows joined by a space (exit 0).
    @MainActor func terminalOutcome(_ url: URL) throws -> (status: Int32, line: String) {
        var size = TerminalSize(width: 80, height: 24)
        var stdinIsTerminal = true, stdoutIsTerminal = true
        var term: String? = "xterm-256color"
        for words in try Self.instructions(url) where words.count == 2 {
            switch words[0] {
            case "size":
                let parts = words[1].split(separator: "x").compactMap { Int($0) }
                size = TerminalSize(width: parts.first ?? 0, height: parts.last ?? 0)
            case "stdin": stdinIsTerminal = words[1] != "pipe"
            case "stdout": stdoutIsTerminal = words[1] != "pipe"
            case "TERM": term = words[1] == "unset" ? nil : words[1] == "empty" ? "" : words[1]
            default: Issue.record("\(url.lastPathComponent): unknown instruction \(words[0])")
            }
        }
        if let refusal = TerminalCheck.refusal(stdinIsTerminal: stdinIsTerminal, stdoutIsTerminal: stdoutIsTerminal, term: term) {
            return (TerminalCheck.refusalExitStatus, String(refusal.description.prefix { $0 != "\n" }))
        }
        let session = try NavigatorSession(configuration: .init(), size: size)
        let frame = session.frame(size: size)
        let rows = (0..<frame.size.height).map { frame.line($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return (0, rows.joined(separator: " "))
    }

    /// A signal recipe: `signal NAME` (`INT`, `TERM`, `HUP`, `QUIT`, `USR1`, …), sent to `routenav run` on
    /// a long replay once its temporary container exists. The line is its standard error's first line, or
    /// whether the temporary container was removed.
    func signalOutcome(_ url: URL, scratch: URL) throws -> (status: Int32, line: String)? {
        guard RoutenavProcessTests.binary != nil else { return nil }
        let names: [String: Int32] = ["INT": SIGINT, "TERM": SIGTERM, "HUP": SIGHUP, "QUIT": SIGQUIT, "USR1": SIGUSR1,
                                      "USR2": SIGUSR2, "ALRM": SIGALRM, "PIPE": SIGPIPE]
        let name = try #require(try Self.instructions(url).first { $0.first == "signal" }?.last)
        let number = try #require(names[name], "\(url.lastPathComponent): unknown signal \(name)")
        let temporary = scratch.appendingPathComponent("tmp", isDirectory: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let scenario = scratch.appendingPathComponent("long.scenario")
        try Data(RoutenavProcessTests.longScenario.utf8).write(to: scenario)
        let child = try #require(RoutenavProcessTests.start(["run", scenario.path], in: scratch, environment: ["TMPDIR": temporary.path]))
        let containers = { ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter { $0.hasPrefix("routenav-") } }
        let deadline = Date().addingTimeInterval(30)
        while containers().isEmpty, Date() < deadline { usleep(1_000) }
        usleep(20_000)
        kill(child.pid, number)
        let (status, errors) = child.wait()
        let first = errors.split(separator: "\n").first.map(String.init)
        return (status, first ?? (containers().isEmpty ? "the temporary container is removed" : "the temporary container is left behind"))
    }
}
